// Owns offline_answer: the receipt of each answer given offline and synced later, by the id
// the browser gave it. A receipt is written in the transaction that applies its answer
// (record.server.ts, offline-answers.server.ts), so an answer sent twice is applied once.
import type { AppDatabase } from "#app/db/connect.server.ts";
import { db } from "#app/platform/db.server.ts";

export type OfflineReceipt = {
  id: string;
  userId: string;
  kind: "check" | "guess" | "review";
  /** When the learner answered, by their browser's clock (checked against the server's). */
  answeredAt: Date;
};

/**
 * Keeps the receipt of an answer, inside the transaction that applies it: true when this is
 * its first, false when the id was received before (the answer must then change nothing).
 * Two transactions keeping the same id at once: the primary key lets one insert win, and the
 * other waits for it (PostgreSQL) or for its turn (SQLite) and inserts nothing.
 */
export async function keepReceipt(receipt: OfflineReceipt, executor: AppDatabase = db): Promise<boolean> {
  const row = await executor
    .insertInto("offline_answer")
    .values({
      id: receipt.id,
      user_id: receipt.userId,
      kind: receipt.kind,
      answered_at: receipt.answeredAt.toISOString(),
      received_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** The receipts of the given ids already kept, whoever they belong to. */
export async function receivedIds(ids: string[], executor: AppDatabase = db): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await executor.selectFrom("offline_answer").select("id").where("id", "in", ids).execute();
  return new Set(rows.map((r) => r.id));
}
