// Owns review_card: for each question a learner has answered (a lesson's check, a quiz
// question, a quick-quiz question, a review), when it comes back for review and the FSRS
// state that decides it (review-schedule.ts). record.server.ts feeds it in the same
// transaction as the answer it follows from.
import { contentIn, findQuestion, questionIn } from "#app/content/content.server.ts";
import type { CourseSlug, Question } from "#app/content/schemas.ts";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { db } from "#app/platform/db.server.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import { publicCheck } from "./lesson-checks.ts";
import { isDueBy, latestDueToday, type ReviewCard, scheduleAnswer } from "./review-schedule.ts";

/** One graded answer to schedule: which question, and whether it was right. */
export type ReviewedAnswer = { course: string; questionId: string; correct: boolean };

export type DueCard = { course: string; questionId: string; due: string };

const cardColumns = [
  "course",
  "question_id",
  "due",
  "stability",
  "difficulty",
  "scheduled_days",
  "learning_steps",
  "reps",
  "lapses",
  "state",
  "last_review",
] as const;

/** A card as review_card stores it (times as `toISOString` writes them, so they sort as text). */
const cardRow = (userId: string, course: string, questionId: string, card: ReviewCard) => ({
  user_id: userId,
  course,
  question_id: questionId,
  due: new Date(card.due).toISOString(),
  stability: card.stability,
  difficulty: card.difficulty,
  scheduled_days: card.scheduledDays,
  learning_steps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.lastReview ? new Date(card.lastReview).toISOString() : null,
});

/**
 * Schedules each answer's question again from its card (a new card for a question answered
 * for the first time), and returns the new cards by "course/question". One answer per
 * question: a later one in `answers` for the same question wins.
 */
export async function scheduleReviews(
  userId: string,
  answers: ReviewedAnswer[],
  at: Date,
  executor: AppDatabase = db,
): Promise<Map<string, ReviewCard>> {
  const latest = new Map(answers.map((a) => [`${a.course}/${a.questionId}`, a]));
  const scheduled = new Map<string, ReviewCard>();
  if (latest.size === 0) return scheduled;
  const rows = await executor
    .selectFrom("review_card")
    .select(cardColumns)
    .where("user_id", "=", userId)
    .where("question_id", "in", [...new Set(answers.map((a) => a.questionId))])
    .execute();
  const cards = new Map(
    rows.map((r) => [
      `${r.course}/${r.question_id}`,
      {
        due: r.due,
        stability: Number(r.stability),
        difficulty: Number(r.difficulty),
        scheduledDays: Number(r.scheduled_days),
        learningSteps: Number(r.learning_steps),
        reps: Number(r.reps),
        lapses: Number(r.lapses),
        state: Number(r.state),
        lastReview: r.last_review,
      } satisfies ReviewCard,
    ]),
  );
  const rowsToWrite = [...latest].flatMap(([key, answer]) => {
    const card = cards.get(key) ?? null;
    // An answer given offline and synced after a newer review of its question changes nothing.
    if (card?.lastReview && new Date(card.lastReview) > at) return [];
    const next = scheduleAnswer(card, answer.correct, at);
    scheduled.set(key, next);
    return [cardRow(userId, answer.course, answer.questionId, next)];
  });
  if (rowsToWrite.length === 0) return scheduled;
  // One statement for all of them (a quiz attempt schedules 14 questions at once).
  await executor
    .insertInto("review_card")
    .values(rowsToWrite)
    .onConflict((oc) =>
      oc.columns(["user_id", "course", "question_id"]).doUpdateSet((eb) => ({
        due: eb.ref("excluded.due"),
        stability: eb.ref("excluded.stability"),
        difficulty: eb.ref("excluded.difficulty"),
        scheduled_days: eb.ref("excluded.scheduled_days"),
        learning_steps: eb.ref("excluded.learning_steps"),
        reps: eb.ref("excluded.reps"),
        lapses: eb.ref("excluded.lapses"),
        state: eb.ref("excluded.state"),
        last_review: eb.ref("excluded.last_review"),
      })),
    )
    .execute();
  return scheduled;
}

/** The learner's cards due by the end of their today (in `timeZone`), and when the next one after those falls due. */
async function dueReviews(
  userId: string,
  now: Date,
  timeZone: string | undefined,
): Promise<{ due: DueCard[]; next: string | null }> {
  const rows = await db
    .selectFrom("review_card")
    .select(["course", "question_id", "due"])
    .where("user_id", "=", userId)
    .where("due", "<=", latestDueToday(now))
    .orderBy("due")
    .orderBy("question_id")
    .execute();
  const isDue = (r: { due: string }) => isDueBy(r.due, now, timeZone);
  const due = rows.filter(isDue).map((r) => ({ course: r.course, questionId: r.question_id, due: r.due }));
  const next =
    rows.find((r) => !isDue(r))?.due ??
    (
      await db
        .selectFrom("review_card")
        .select("due")
        .where("user_id", "=", userId)
        .where("due", ">", latestDueToday(now))
        .orderBy("due")
        .limit(1)
        .executeTakeFirst()
    )?.due ??
    null;
  return { due, next };
}

/**
 * The questions due for review by the end of the learner's today, the most overdue first,
 * and when the next one after them falls due. A question no longer in its course is skipped.
 */
export async function dueQuestions(
  userId: string,
  now: Date,
  timeZone: string | undefined,
): Promise<{ questions: { course: CourseSlug; question: Question }[]; next: string | null }> {
  const { due, next } = await dueReviews(userId, now, timeZone);
  const questions = due.flatMap((card) => {
    const question = findQuestion(card.course, card.questionId);
    return question ? [{ course: card.course as CourseSlug, question }] : [];
  });
  return { questions, next };
}

/** A question by its review key, "course/question id", or null. */
export function questionByKey(key: string | null): { course: CourseSlug; question: Question } | null {
  const [course = "", id = ""] = (key ?? "").split("/");
  const question = findQuestion(course, id);
  return question ? { course: course as CourseSlug, question } : null;
}

/** What the review and practice pages show of a question, in `language`: where it is from, and no answer. */
export function askedQuestion(
  { course, question }: { course: CourseSlug; question: Question },
  language: Language = DEFAULT_LANGUAGE,
) {
  const content = contentIn(language);
  return {
    key: `${course}/${question.id}`,
    course: content.courseTitle(course),
    lesson: content.lessonTitle(course, question.lesson),
    // Options in one fixed order per question, as in the lessons.
    question: publicCheck(questionIn(language, course, question)),
  };
}

/**
 * Adds the review cards a visitor's browser kept to their account, once they sign up or log
 * in: a question the account already has a card for keeps its own, and a question no course
 * has any more is skipped. Returns how many cards were added.
 */
export async function keepVisitorCards(
  userId: string,
  cards: Record<string, ReviewCard>,
  executor: AppDatabase = db,
): Promise<number> {
  const rows = Object.entries(cards).flatMap(([key, card]) => {
    const [course = "", questionId = ""] = key.split("/");
    return findQuestion(course, questionId) ? [cardRow(userId, course, questionId, card)] : [];
  });
  let added = 0;
  // A few hundred rows per statement, well within either database's limit on parameters.
  for (let i = 0; i < rows.length; i += 500) {
    const result = await executor
      .insertInto("review_card")
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(["user_id", "course", "question_id"]).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

/** A learner's review schedule, for "Download my data". */
export async function exportReviewCards(userId: string) {
  const rows = await db
    .selectFrom("review_card")
    .select(["course", "question_id", "due", "reps", "lapses", "last_review"])
    .where("user_id", "=", userId)
    .orderBy("due")
    .orderBy("question_id")
    .execute();
  return rows.map((r) => ({
    course: r.course,
    question: r.question_id,
    nextReview: r.due,
    timesAnswered: Number(r.reps),
    timesForgotten: Number(r.lapses),
    lastAnsweredAt: r.last_review,
  }));
}
