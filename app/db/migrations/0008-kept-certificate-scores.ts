import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// A certificate now shows the final quiz score it was earned with (issue 15). A live
// certificate reads it from its learner's attempts; a kept one (its learner deleted their
// account) has no attempts left, so the score is copied with it. Rows kept before this have
// none, and show none.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const keptCertificateScores: Migration = {
  async up(db: AnyDb) {
    // One column per statement: SQLite adds one at a time.
    await db.schema.alterTable("kept_certificate").addColumn("score", "integer").execute();
    await db.schema.alterTable("kept_certificate").addColumn("max_score", "integer").execute();
  },
};
