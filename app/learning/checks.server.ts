// Owns lesson_check: each learner's latest answer to each graded check of the lessons, how it
// was graded, and how many times they have answered it. record.server.ts composes it with
// lesson progress (a lesson is complete once all its checks are answered).
import type { AppDatabase } from "#app/db/connect.server.ts";
import { db } from "#app/platform/db.server.ts";
import type { Answer } from "./quiz.ts";

export type SavedCheck = { checkId: string; answer: Answer | null; correct: boolean; answeredAt: string };

function parseAnswer(raw: string): Answer | null {
  try {
    return JSON.parse(raw) as Answer;
  } catch {
    return null;
  }
}

/** Keeps the learner's answer to a check, replacing an earlier one (not a later one) and counting it. */
export async function saveCheckAnswer(
  input: {
    userId: string;
    course: string;
    lesson: string;
    checkId: string;
    answer: Answer;
    correct: boolean;
    at?: Date;
  },
  executor: AppDatabase = db,
): Promise<void> {
  const answeredAt = (input.at ?? new Date()).toISOString();
  await executor
    .insertInto("lesson_check")
    .values({
      user_id: input.userId,
      course: input.course,
      lesson: input.lesson,
      check_id: input.checkId,
      answer: JSON.stringify(input.answer),
      correct: input.correct ? 1 : 0,
      answers_given: 1,
      answered_at: answeredAt,
    })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "course", "check_id"])
        .doUpdateSet((eb) => ({
          answer: eb.ref("excluded.answer"),
          correct: eb.ref("excluded.correct"),
          answers_given: eb("lesson_check.answers_given", "+", 1),
          answered_at: eb.ref("excluded.answered_at"),
        }))
        // An answer given offline and synced after a newer one does not replace it.
        .where((eb) => eb("lesson_check.answered_at", "<=", eb.ref("excluded.answered_at"))),
    )
    .execute();
}

/** The learner's saved answers to one lesson's checks. */
export async function savedChecks(
  userId: string,
  course: string,
  lesson: string,
  executor: AppDatabase = db,
): Promise<SavedCheck[]> {
  const rows = await executor
    .selectFrom("lesson_check")
    .select(["check_id", "answer", "correct", "answered_at"])
    .where("user_id", "=", userId)
    .where("course", "=", course)
    .where("lesson", "=", lesson)
    .execute();
  return rows.map((r) => ({
    checkId: r.check_id,
    answer: parseAnswer(r.answer),
    correct: Number(r.correct) === 1,
    answeredAt: r.answered_at,
  }));
}

/** The checks whose latest answer, given since `since`, was wrong: newest first. */
export async function missedChecksSince(
  userId: string,
  since: string,
): Promise<{ course: string; checkId: string; answeredAt: string }[]> {
  const rows = await db
    .selectFrom("lesson_check")
    .select(["course", "check_id", "answered_at"])
    .where("user_id", "=", userId)
    .where("correct", "=", 0)
    .where("answered_at", ">=", since)
    .orderBy("answered_at", "desc")
    .orderBy("check_id")
    .execute();
  return rows.map((r) => ({ course: r.course, checkId: r.check_id, answeredAt: r.answered_at }));
}

/** Every check answer of a learner, for "Download my data". */
export async function exportCheckAnswers(userId: string) {
  const rows = await db
    .selectFrom("lesson_check")
    .select(["course", "lesson", "check_id", "answer", "correct", "answers_given", "answered_at"])
    .where("user_id", "=", userId)
    .orderBy("answered_at")
    .orderBy("check_id")
    .execute();
  return rows.map((r) => ({
    course: r.course,
    lesson: r.lesson,
    check: r.check_id,
    answer: parseAnswer(r.answer),
    correct: Number(r.correct) === 1,
    timesAnswered: Number(r.answers_given),
    lastAnsweredAt: r.answered_at,
  }));
}
