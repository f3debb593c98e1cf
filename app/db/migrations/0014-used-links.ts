import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Links that work once (issue 28, C6). Better Auth's email-confirmation links are signed
// tokens that no table holds, so nothing stopped a second use, and parallel uses each signed
// in a session. A link is spent by inserting its hash here: the primary key lets exactly one
// insert win, on SQLite and PostgreSQL alike. A row is kept until its link would have expired
// anyway (app/accounts/used-links.server.ts).
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const usedLinks: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("used_link")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("used_link_expires_at").on("used_link").columns(["expires_at"]).execute();
  },
};
