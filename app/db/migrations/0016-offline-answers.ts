import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Answers given offline (issue 30): the browser queues each with an id and sends it when the
// connection returns, possibly more than once (a response lost on the way back, Background
// Sync and a page both sending). A row is the receipt of one id, written in the transaction
// that applies the answer: the primary key lets exactly one of them win, on SQLite and
// PostgreSQL alike, so an answer is counted once (app/learning/offline-answers.server.ts).
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const offlineAnswers: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("offline_answer")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("answered_at", "text", (c) => c.notNull())
      .addColumn("received_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("offline_answer_user_id").on("offline_answer").columns(["user_id"]).execute();
  },
};
