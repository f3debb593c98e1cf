import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Certificates whose learner deleted their account and chose to keep the public record, so
// that a certificate on a CV or LinkedIn still verifies. Only what the public page shows is
// kept (the name on it, the course, the date), under the same id; nothing links it to an
// account any more, since the account is gone.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const keptCertificates: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("kept_certificate")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("course", "text", (c) => c.notNull())
      .addColumn("name_on_certificate", "text", (c) => c.notNull())
      .addColumn("issued_at", "text", (c) => c.notNull())
      .addColumn("kept_at", "text", (c) => c.notNull())
      .execute();
  },
};
