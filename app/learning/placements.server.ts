// Owns placement_result: each placement test a signed-in learner took, with the score per
// course. The one before a course starts is that course's pre-test (see learningGain).
import { randomUUID } from "node:crypto";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { db } from "#app/platform/db.server.ts";
import type { PlacementTaken } from "./record.ts";

export async function recordPlacement(
  userId: string,
  taken: PlacementTaken,
  executor: AppDatabase = db,
): Promise<void> {
  await executor
    .insertInto("placement_result")
    .values({ id: randomUUID(), user_id: userId, scores: JSON.stringify(taken.scores), taken_at: taken.takenAt })
    .onConflict((oc) => oc.columns(["user_id", "taken_at"]).doNothing())
    .execute();
}

export async function listPlacements(userId: string, executor: AppDatabase = db): Promise<PlacementTaken[]> {
  const rows = await executor
    .selectFrom("placement_result")
    .select(["scores", "taken_at"])
    .where("user_id", "=", userId)
    .orderBy("taken_at")
    .execute();
  return rows.map((r) => ({ takenAt: r.taken_at, scores: JSON.parse(r.scores) as Record<string, number> }));
}
