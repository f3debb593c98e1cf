// Owns lesson_progress: which lessons each learner has completed, and when.
import type { AppDatabase } from "#app/db/connect.server.ts";
import { db } from "#app/platform/db.server.ts";
import type { CompletedLesson } from "./record.ts";

/** Marks a lesson complete; true if it was not complete before. */
export async function completeLesson(
  input: { userId: string; course: string; lesson: string; at?: Date },
  executor: AppDatabase = db,
): Promise<boolean> {
  const result = await executor
    .insertInto("lesson_progress")
    .values({
      user_id: input.userId,
      course: input.course,
      lesson: input.lesson,
      completed_at: (input.at ?? new Date()).toISOString(),
    })
    .onConflict((oc) => oc.columns(["user_id", "course", "lesson"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every completed lesson of one learner, optionally in one course, oldest first. */
export async function completedLessons(
  userId: string,
  course?: string,
  executor: AppDatabase = db,
): Promise<CompletedLesson[]> {
  let query = executor
    .selectFrom("lesson_progress")
    .select(["course", "lesson", "completed_at"])
    .where("user_id", "=", userId);
  if (course) query = query.where("course", "=", course);
  const rows = await query.orderBy("completed_at").execute();
  return rows.map((r) => ({ course: r.course, lesson: r.lesson, completedAt: r.completed_at }));
}

/**
 * Adds lessons completed before signing in. Lessons already complete keep their first date,
 * so merging twice, or from two browsers, adds nothing twice. Returns how many were new.
 */
export async function mergeCompletedLessons(
  userId: string,
  lessons: CompletedLesson[],
  executor: AppDatabase = db,
): Promise<number> {
  if (lessons.length === 0) return 0;
  const result = await executor
    .insertInto("lesson_progress")
    .values(lessons.map((l) => ({ user_id: userId, course: l.course, lesson: l.lesson, completed_at: l.completedAt })))
    .onConflict((oc) => oc.columns(["user_id", "course", "lesson"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
