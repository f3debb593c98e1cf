import { describe, expect, it } from "vitest";
import { courseList, lessonsByCourse, quizBanks } from "#app/content/content.server.ts";
import type { Course } from "#app/content/schemas.ts";
import { db } from "#app/platform/db.server.ts";
import { answerTo, createUser } from "#tests/domain.ts";
import { answerForReview, answerLessonCheck, submitQuizAttempt } from "./record.server.ts";
import { dueQuestions, scheduleReviews } from "./reviews.server.ts";

const course = courseList[0] as Course;
const lesson = lessonsByCourse.get(course.slug)?.[0];
const pool = quizBanks.get(course.slug) ?? [];
if (!lesson || pool.length < 14) throw new Error("the first course lacks the lesson or the pool these tests need");
const DAY = 86_400_000;

const cardsOf = (userId: string) =>
  db
    .selectFrom("review_card")
    .select(["course", "question_id", "due", "reps", "lapses"])
    .where("user_id", "=", userId)
    .orderBy("question_id")
    .execute();

describe("the review schedule", () => {
  it("brings a question answered wrongly in a lesson back sooner than one answered rightly", async () => {
    const learner = await createUser();
    const [first, second] = lesson.checks;
    if (!first || !second) throw new Error("the lesson has fewer than two checks");
    await answerLessonCheck(learner, course, lesson, first, answerTo(first, false));
    await answerLessonCheck(learner, course, lesson, second, answerTo(second, true));
    const cards = await cardsOf(learner.id);
    const wrong = cards.find((c) => c.question_id === first.id);
    const right = cards.find((c) => c.question_id === second.id);
    expect(wrong).toMatchObject({ course: course.slug, reps: 1 });
    expect(right).toMatchObject({ course: course.slug, reps: 1 });
    expect(Date.parse(wrong?.due ?? "")).toBeLessThan(Date.parse(right?.due ?? ""));
    // Neither is due today: both come back on a later day.
    expect(Date.parse(wrong?.due ?? "")).toBeGreaterThan(Date.now() + DAY / 2);
  });

  it("schedules each question of a new quiz attempt once, and nothing for the same attempt sent again", async () => {
    const learner = await createUser();
    const drawn = pool.slice(0, 14);
    const answers = Object.fromEntries(drawn.map((q, i) => [q.id, answerTo(q, i % 2 === 0)]));
    await submitQuizAttempt(learner, course, "review-key", drawn, answers);
    await submitQuizAttempt(learner, course, "review-key", drawn, answers);
    const cards = await cardsOf(learner.id);
    expect(cards.map((c) => c.question_id).sort()).toEqual(drawn.map((q) => q.id).sort());
    expect(cards.every((c) => Number(c.reps) === 1)).toBe(true);
  });

  it("counts what is due by the end of the learner's day, skips what no course asks any more, and says what comes next", async () => {
    const learner = await createUser();
    const [a, b, c] = pool;
    if (!a || !b || !c) throw new Error("the pool is too small");
    const start = new Date("2026-03-02T09:00:00Z");
    // a: wrong (back a day later); b and c: right (back some days later).
    await scheduleReviews(
      learner.id,
      [
        { course: course.slug, questionId: a.id, correct: false },
        { course: course.slug, questionId: b.id, correct: true },
        { course: course.slug, questionId: c.id, correct: true },
        { course: course.slug, questionId: "a-question-since-removed", correct: false },
      ],
      start,
    );
    const dueOf = async (q: { id: string }) =>
      (
        await db
          .selectFrom("review_card")
          .select("due")
          .where("user_id", "=", learner.id)
          .where("question_id", "=", q.id)
          .executeTakeFirstOrThrow()
      ).due;
    const [cardA, cardB] = [await dueOf(a), await dueOf(b)];
    // The same day: nothing due yet; the next is a's.
    expect(await dueQuestions(learner.id, start, "UTC")).toEqual({ questions: [], next: cardA });
    // Early on the day a falls due, before its hour: due "today" all the same.
    const morning = new Date(`${cardA.slice(0, 10)}T00:30:00Z`);
    const onTheDay = await dueQuestions(learner.id, morning, "UTC");
    expect(onTheDay.questions.map((q) => q.question.id)).toEqual([a.id]);
    expect(onTheDay.next).toBe(cardB);
    // In a time zone whose day has not begun yet (New York is five hours behind), not yet.
    expect((await dueQuestions(learner.id, morning, "America/New_York")).questions).toEqual([]);
    // Once b and c are due too, all three, the most overdue first; the removed question is skipped.
    const later = await dueQuestions(learner.id, new Date(Date.parse(cardB) + DAY), "UTC");
    expect(later.questions.map((q) => q.question.id)).toEqual([a.id, b.id, c.id]);
    expect(later.next).toBeNull();
  });

  it("reschedules a question answered in a review, and counts the answer", async () => {
    const learner = await createUser();
    const [question] = pool;
    if (!question) throw new Error("empty pool");
    const first = await answerForReview(learner, course.slug, question, answerTo(question, true));
    const second = await answerForReview(learner, course.slug, question, answerTo(question, false));
    expect(first.result.correct).toBe(true);
    expect(second.result.correct).toBe(false);
    expect(Date.parse(second.nextReview ?? "")).toBeLessThan(Date.parse(first.nextReview ?? ""));
    expect(await cardsOf(learner.id)).toMatchObject([{ question_id: question.id, reps: 2, lapses: 1 }]);
  });
});
