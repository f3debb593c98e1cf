import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Each lesson's "Check your understanding" questions are graded (issue 15): a row is a
// learner's latest answer to one of them, how it was graded and how often they answered. A
// lesson counts as complete once every one of its checks has a row.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const lessonChecks: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("lesson_check")
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("course", "text", (c) => c.notNull())
      .addColumn("lesson", "text", (c) => c.notNull())
      .addColumn("check_id", "text", (c) => c.notNull())
      .addColumn("answer", "text", (c) => c.notNull())
      .addColumn("correct", "integer", (c) => c.notNull())
      .addColumn("answers_given", "integer", (c) => c.notNull())
      .addColumn("answered_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("lesson_check_pk", ["user_id", "course", "check_id"])
      .execute();
  },
};
