import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Spaced review (issue 15, item 4): a row is one question a learner has answered (a lesson's
// check or a quiz question) and when it should come back, with the FSRS state that decides
// it (app/learning/review-schedule.ts). Found by learner and due time.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const reviewCards: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("review_card")
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("course", "text", (c) => c.notNull())
      .addColumn("question_id", "text", (c) => c.notNull())
      .addColumn("due", "text", (c) => c.notNull())
      .addColumn("stability", "double precision", (c) => c.notNull())
      .addColumn("difficulty", "double precision", (c) => c.notNull())
      .addColumn("scheduled_days", "integer", (c) => c.notNull())
      .addColumn("learning_steps", "integer", (c) => c.notNull())
      .addColumn("reps", "integer", (c) => c.notNull())
      .addColumn("lapses", "integer", (c) => c.notNull())
      .addColumn("state", "integer", (c) => c.notNull())
      .addColumn("last_review", "text")
      .addPrimaryKeyConstraint("review_card_pk", ["user_id", "course", "question_id"])
      .execute();
    await db.schema.createIndex("review_card_due").on("review_card").columns(["user_id", "due"]).execute();
  },
};
