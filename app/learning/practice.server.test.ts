import { describe, expect, it } from "vitest";
import { courseList, lessonsByCourse, quizBanks } from "#app/content/content.server.ts";
import type { Course } from "#app/content/schemas.ts";
import { db } from "#app/platform/db.server.ts";
import { answerTo, createUser } from "#tests/domain.ts";
import { missedQuestions, practiceAnswer } from "./practice.server.ts";
import { answerLessonCheck, submitQuizAttempt } from "./record.server.ts";

const course = courseList[0] as Course;
const lesson = lessonsByCourse.get(course.slug)?.[0];
const pool = quizBanks.get(course.slug) ?? [];
if (!lesson || lesson.checks.length < 2 || pool.length < 14) {
  throw new Error("the first course lacks the lesson or the pool these tests need");
}
const DAY = 86_400_000;

const cardOf = (userId: string, questionId: string) =>
  db
    .selectFrom("review_card")
    .selectAll()
    .where("user_id", "=", userId)
    .where("question_id", "=", questionId)
    .executeTakeFirstOrThrow();

/** A failed attempt: the first five of fourteen right. */
async function failQuiz(learner: { id: string; name: string }) {
  const drawn = pool.slice(0, 14);
  const answers = Object.fromEntries(drawn.map((q, i) => [q.id, answerTo(q, i < 5)]));
  await submitQuizAttempt(learner, course, crypto.randomUUID(), drawn, answers);
  return { right: drawn.slice(0, 5), wrong: drawn.slice(5) };
}

describe("practicing the questions missed", () => {
  it("lists a failed attempt's wrong answers and the wrong checks, the newest first", async () => {
    const learner = await createUser();
    const [first, second] = lesson.checks;
    if (!first || !second) throw new Error("unreachable");
    const { wrong } = await failQuiz(learner);
    await answerLessonCheck(learner, course, lesson, first, answerTo(first, false));
    await answerLessonCheck(learner, course, lesson, second, answerTo(second, true));

    const missed = await missedQuestions(learner.id);
    // The wrong check (the newest miss) first, then the attempt's misses in the order asked.
    expect(missed.map((m) => m.question.id)).toEqual([first.id, ...wrong.map((q) => q.id)]);
    expect(missed[0]).toMatchObject({ course: course.slug, keyWithheld: false });
    expect(missed[1]).toMatchObject({ keyWithheld: true });
    // A week later, spaced review has taken over: nothing is offered for practice.
    expect(await missedQuestions(learner.id, new Date(Date.now() + 8 * DAY))).toEqual([]);
  });

  it("lists every question missed, so that the count the dashboard shows is true", async () => {
    const learner = await createUser();
    const drawn = pool.slice(0, 14);
    await submitQuizAttempt(
      learner,
      course,
      crypto.randomUUID(),
      drawn,
      Object.fromEntries(drawn.map((q) => [q.id, answerTo(q, false)])),
    );
    for (const check of lesson.checks) await answerLessonCheck(learner, course, lesson, check, answerTo(check, false));
    expect(await missedQuestions(learner.id)).toHaveLength(14 + lesson.checks.length);
  });

  it("grades a practice answer without changing the question's review card, and keeps a failed quiz's key", async () => {
    const learner = await createUser();
    const { wrong } = await failQuiz(learner);
    const [missed] = await missedQuestions(learner.id);
    if (!missed) throw new Error("nothing was missed");
    expect(missed.question.id).toBe(wrong[0]?.id);
    const before = await cardOf(learner.id, missed.question.id);

    const stillWrong = practiceAnswer(missed, answerTo(missed.question, false));
    expect(stillWrong).toMatchObject({ correct: false, expected: null, explanation: null });
    const right = practiceAnswer(missed, answerTo(missed.question, true));
    expect(right).toMatchObject({ correct: true, explanation: missed.question.explanation });

    // The schedule is as the attempt left it, and the question is still one to practice.
    expect(await cardOf(learner.id, missed.question.id)).toEqual(before);
    expect((await missedQuestions(learner.id)).map((m) => m.question.id)).toContain(missed.question.id);
  });

  it("shows the key of a missed check, which its lesson shows once answered anyway", async () => {
    const learner = await createUser();
    const [check] = lesson.checks;
    if (!check) throw new Error("unreachable");
    await answerLessonCheck(learner, course, lesson, check, answerTo(check, false));
    const [missed] = await missedQuestions(learner.id);
    if (!missed) throw new Error("nothing was missed");
    const before = await cardOf(learner.id, check.id);
    expect(practiceAnswer(missed, answerTo(check, false))).toMatchObject({
      correct: false,
      explanation: check.explanation,
    });
    expect(await cardOf(learner.id, check.id)).toEqual(before);
  });
});
