import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// One row that /healthz rewrites, so that the health check proves the database can be
// written (a full disk or a read-only database answers reads and fails every write).
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const healthCheck: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("health_check")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("checked_at", "text", (c) => c.notNull())
      .execute();
  },
};
