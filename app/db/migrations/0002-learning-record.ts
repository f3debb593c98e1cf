import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// The learning record: completed lessons, quiz attempts, placement tests, certificates.
// Every row belongs to one learner and goes when the account does (ON DELETE CASCADE).
// Timestamps are ISO-8601 text written by our code; flags are integers 0/1; answers and
// scores are JSON text. All portable between SQLite and PostgreSQL.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const learningRecord: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("lesson_progress")
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("course", "text", (c) => c.notNull())
      .addColumn("lesson", "text", (c) => c.notNull())
      .addColumn("completed_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("lesson_progress_pk", ["user_id", "course", "lesson"])
      .execute();

    // An attempt is written once and never updated. The idempotency key is chosen by the
    // quiz page, so the same submission sent twice (a double click, a retry after a lost
    // response) is one row.
    await db.schema
      .createTable("quiz_attempt")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("course", "text", (c) => c.notNull())
      .addColumn("idempotency_key", "text", (c) => c.notNull())
      .addColumn("score", "integer", (c) => c.notNull())
      .addColumn("max_score", "integer", (c) => c.notNull())
      .addColumn("passed", "integer", (c) => c.notNull())
      .addColumn("answers", "text", (c) => c.notNull())
      .addColumn("submitted_at", "text", (c) => c.notNull())
      .addUniqueConstraint("quiz_attempt_idempotency_key", ["user_id", "idempotency_key"])
      .execute();
    await db.schema
      .createIndex("quiz_attempt_user_course_idx")
      .on("quiz_attempt")
      .columns(["user_id", "course", "submitted_at"])
      .execute();

    await db.schema
      .createTable("placement_result")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("scores", "text", (c) => c.notNull())
      .addColumn("taken_at", "text", (c) => c.notNull())
      .addUniqueConstraint("placement_result_user_taken", ["user_id", "taken_at"])
      .execute();

    // The id is public (it is the verification URL), so it is random: 128 bits, base64url.
    await db.schema
      .createTable("certificate")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("course", "text", (c) => c.notNull())
      .addColumn("name_on_certificate", "text", (c) => c.notNull())
      .addColumn("issued_at", "text", (c) => c.notNull())
      .addUniqueConstraint("certificate_user_course", ["user_id", "course"])
      .execute();
  },
};
