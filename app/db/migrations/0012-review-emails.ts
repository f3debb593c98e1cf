import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// The optional weekly review email (issue 15, item 4): `turned_on_at` is set while the learner
// has it on, null once they turn it off. `last_sent_at` outlives turning it off and on again,
// so it keeps the email to one a week, across instances (app/learning/review-emails.server.ts).
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const reviewEmails: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("review_email")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
      .addColumn("turned_on_at", "text")
      .addColumn("last_sent_at", "text")
      .execute();
  },
};
