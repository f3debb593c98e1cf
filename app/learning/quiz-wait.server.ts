// Owns quiz_reread, and reads quiz_attempt to say whether a learner must wait before their
// next attempt in a course (the rule is in quiz-wait.ts).
import { quizBanks } from "#app/content/content.server.ts";
import type { Course } from "#app/content/schemas.ts";
import { db } from "#app/platform/db.server.ts";
import { type Answers, gradeQuestion } from "./quiz.ts";
import { type QuizWait, quizWait, type RecentAttempt } from "./quiz-wait.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lessons of the questions an attempt got wrong. */
function flaggedLessons(course: Course, answers: Answers): string[] {
  const wrong = (quizBanks.get(course.slug) ?? []).filter(
    (q) => q.id in answers && !gradeQuestion(q, answers[q.id] ?? null).correct,
  );
  return [...new Set(wrong.map((q) => q.lesson))];
}

/**
 * The wait before this learner's next attempt in the course, or null if they may start now.
 * `submitting`: the key of the attempt being submitted; one already stored is a repeat (a
 * double click), which answers as before and never waits.
 */
export async function currentQuizWait(
  userId: string,
  course: Course,
  submitting?: string,
  now = new Date(),
): Promise<QuizWait | null> {
  const rows = await db
    .selectFrom("quiz_attempt")
    .select(["id", "passed", "submitted_at", "answers", "idempotency_key"])
    .where("user_id", "=", userId)
    .where("course", "=", course.slug)
    .where("submitted_at", ">", new Date(now.getTime() - DAY_MS).toISOString())
    .orderBy("submitted_at", "desc")
    .orderBy("id")
    .execute();
  if (submitting && rows.some((row) => row.idempotency_key === submitting)) return null;
  const attempts: RecentAttempt[] = rows.map((row, i) => ({
    id: row.id,
    passed: Number(row.passed) === 1,
    submittedAt: row.submitted_at,
    // Only the newest attempt's flags matter.
    flaggedLessons: i === 0 ? flaggedLessons(course, JSON.parse(row.answers) as Answers) : [],
  }));
  const wait = quizWait(attempts, new Set(), course.lessons, now);
  if (!wait) return null;
  const reread = await db.selectFrom("quiz_reread").select("lesson").where("attempt_id", "=", wait.attemptId).execute();
  return quizWait(attempts, new Set(reread.map((r) => r.lesson)), course.lessons, now);
}

/**
 * Notes that the learner opened a lesson from a failed attempt's "Reread" link. Ignored (and
 * false) for an attempt that is not theirs, not in this course, or not failed.
 */
export async function recordReread(
  userId: string,
  course: Course,
  lesson: string,
  attemptId: string,
): Promise<boolean> {
  const attempt = await db
    .selectFrom("quiz_attempt")
    .select("id")
    .where("id", "=", attemptId)
    .where("user_id", "=", userId)
    .where("course", "=", course.slug)
    .where("passed", "=", 0)
    .executeTakeFirst();
  if (!attempt || !course.lessons.includes(lesson)) return false;
  await db
    .insertInto("quiz_reread")
    .values({ attempt_id: attemptId, lesson, read_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(["attempt_id", "lesson"]).doNothing())
    .execute();
  return true;
}

/** Every reread this learner recorded, oldest first: for "Download my data". */
export async function exportRereads(userId: string): Promise<{ attemptId: string; lesson: string; readAt: string }[]> {
  const rows = await db
    .selectFrom("quiz_reread")
    .innerJoin("quiz_attempt", "quiz_attempt.id", "quiz_reread.attempt_id")
    .select(["quiz_reread.attempt_id", "quiz_reread.lesson", "quiz_reread.read_at"])
    .where("quiz_attempt.user_id", "=", userId)
    .orderBy("quiz_reread.read_at")
    .execute();
  return rows.map((r) => ({ attemptId: r.attempt_id, lesson: r.lesson, readAt: r.read_at }));
}
