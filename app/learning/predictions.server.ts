// Owns lesson_prediction: each learner's latest guess for a lesson's "Predict first" prompt,
// written before its demo and shown again after it. A guess is not graded and completes nothing.
import type { AppDatabase } from "#app/db/connect.server.ts";
import { db } from "#app/platform/db.server.ts";

export type SavedPrediction = { guess: string; predictedAt: string };

/** Keeps the learner's guess for a lesson, replacing an earlier one (not a later one: a guess synced late). */
export async function savePrediction(
  input: { userId: string; course: string; lesson: string; guess: string; at?: Date },
  executor: AppDatabase = db,
): Promise<void> {
  const predictedAt = (input.at ?? new Date()).toISOString();
  await executor
    .insertInto("lesson_prediction")
    .values({
      user_id: input.userId,
      course: input.course,
      lesson: input.lesson,
      guess: input.guess,
      predicted_at: predictedAt,
    })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "course", "lesson"])
        .doUpdateSet((eb) => ({
          guess: eb.ref("excluded.guess"),
          predicted_at: eb.ref("excluded.predicted_at"),
        }))
        .where((eb) => eb("lesson_prediction.predicted_at", "<=", eb.ref("excluded.predicted_at"))),
    )
    .execute();
}

/** The learner's guess for one lesson, or null. */
export async function savedPrediction(userId: string, course: string, lesson: string): Promise<SavedPrediction | null> {
  const row = await db
    .selectFrom("lesson_prediction")
    .select(["guess", "predicted_at"])
    .where("user_id", "=", userId)
    .where("course", "=", course)
    .where("lesson", "=", lesson)
    .executeTakeFirst();
  return row ? { guess: row.guess, predictedAt: row.predicted_at } : null;
}

/** Every guess of a learner, for "Download my data". */
export async function exportPredictions(userId: string) {
  const rows = await db
    .selectFrom("lesson_prediction")
    .select(["course", "lesson", "guess", "predicted_at"])
    .where("user_id", "=", userId)
    .orderBy("predicted_at")
    .orderBy("lesson")
    .execute();
  return rows.map((r) => ({ course: r.course, lesson: r.lesson, guess: r.guess, predictedAt: r.predicted_at }));
}
