import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// First-party visit statistics (see app/insights/visits.server.ts). No IP address, no cookie
// and no account id is stored: a page view holds a visitor hash that changes every day, and
// a learning event holds only what happened. `day` (YYYY-MM-DD, UTC) makes daily counts cheap.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const analytics: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("page_view")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("referrer_host", "text")
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("country", "text")
      .addColumn("visitor", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("page_view_day_idx").on("page_view").columns(["day", "visitor"]).execute();
    await db.schema.createIndex("page_view_at_idx").on("page_view").column("at").execute();

    await db.schema
      .createTable("analytics_event")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("course", "text")
      .execute();
    await db.schema.createIndex("analytics_event_day_idx").on("analytics_event").columns(["day", "name"]).execute();

    // Today's salt only; shared by every instance, replaced daily.
    await db.schema
      .createTable("analytics_salt")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("salt", "text", (c) => c.notNull())
      .execute();
  },
};
