import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// After two failed quiz attempts in a day, the next one waits an hour, or until the learner
// has reread the lessons the last attempt flagged (issue 15). A row says that the learner
// opened one flagged lesson from that attempt's "Reread" link. It goes with its attempt.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const quizRereads: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("quiz_reread")
      .addColumn("attempt_id", "text", (c) => c.notNull().references("quiz_attempt.id").onDelete("cascade"))
      .addColumn("lesson", "text", (c) => c.notNull())
      .addColumn("read_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("quiz_reread_pk", ["attempt_id", "lesson"])
      .execute();
  },
};
