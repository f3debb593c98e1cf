import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// What people send us: contact messages, partnership inquiries and survey responses.
// Messages and inquiries are correspondence with the operators: when the sender deletes
// their account the message stays (it holds the name and address they typed) but loses its
// link to the account. A survey response is the learner's own and goes with the account.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const feedback: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("contact_message")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("topic", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("contact_message_created_idx").on("contact_message").column("created_at").execute();

    await db.schema
      .createTable("partnership_inquiry")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("organization", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("contact_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("size", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("partnership_inquiry_created_idx")
      .on("partnership_inquiry")
      .column("created_at")
      .execute();

    // One response per learner (unique user_id; visitors' rows have none and may be many).
    await db.schema
      .createTable("survey_response")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.unique().references("user.id").onDelete("cascade"))
      .addColumn("course", "text", (c) => c.notNull())
      .addColumn("clarity", "integer", (c) => c.notNull())
      .addColumn("demos", "integer", (c) => c.notNull())
      .addColumn("pace", "text", (c) => c.notNull())
      .addColumn("hardest_lesson", "text")
      .addColumn("topic_wish", "text")
      .addColumn("background", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("survey_response_created_idx").on("survey_response").column("created_at").execute();
  },
};
