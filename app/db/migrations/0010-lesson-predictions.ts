import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// A lesson's "Predict first" prompt asks for a guess before its demo (issue 15): a row is a
// learner's latest guess for one lesson, shown again after the demo.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const lessonPredictions: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("lesson_prediction")
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("course", "text", (c) => c.notNull())
      .addColumn("lesson", "text", (c) => c.notNull())
      .addColumn("guess", "text", (c) => c.notNull())
      .addColumn("predicted_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("lesson_prediction_pk", ["user_id", "course", "lesson"])
      .execute();
  },
};
