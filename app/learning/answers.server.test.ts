import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { courseList, lessonsByCourse, quizBanks } from "#app/content/content.server.ts";
import type { Course, Question } from "#app/content/schemas.ts";
import { db } from "#app/platform/db.server.ts";
import { createUser } from "#tests/domain.ts";
import { answerFields, type Question as BankQuestion } from "#tests/learning.ts";
import { answerCheck, answerReview, submitQuiz } from "./answers.server.ts";
import { fieldName } from "./quiz.ts";
import { drawFor } from "./quiz-draws.server.ts";
import { refusalMessage, type SentFields } from "./quiz-form.ts";

const course = courseList[0] as Course;
const lesson = lessonsByCourse.get(course.slug)?.[0];
const pool = quizBanks.get(course.slug) ?? [];
if (!lesson || lesson.checks.length < 1 || pool.length < 15)
  throw new Error("the first course lacks what these tests need");
const check = lesson.checks[0] as Question;

/** The fields of right (or wrong) answers to `questions`, as a form sends them. */
function sent(questions: Question[], correct: (i: number) => boolean): SentFields {
  const fields: Record<string, string[]> = {};
  questions.forEach((q, i) => {
    for (const [name, value] of answerFields(q as unknown as BankQuestion, correct(i))) {
      fields[name] = [...(fields[name] ?? []), value];
    }
  });
  return { ok: true, fields };
}
const attemptsOf = async (userId: string) =>
  (await db.selectFrom("quiz_attempt").select("id").where("user_id", "=", userId).execute()).length;
const rowsOf = async (table: "lesson_check" | "review_card", userId: string) =>
  (await db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute()).length;

describe("submitting a course quiz", () => {
  it("stores a complete attempt once, however often it is sent", async () => {
    const learner = await createUser();
    const key = randomUUID();
    const answers = sent(drawFor(course, key), () => true);
    const first = await submitQuiz(learner, course, key, answers);
    expect(first).toMatchObject({ status: "submitted", attempt: { passed: true, score: 14, max: 14 } });
    const again = await submitQuiz(learner, course, key, answers);
    expect(again.status === "submitted" && first.status === "submitted" && again.attempt.id).toBe(
      first.status === "submitted" && first.attempt.id,
    );
    expect(await attemptsOf(learner.id)).toBe(1);
  });

  it("gives back the gaps of an incomplete form, with what was sent, and stores nothing", async () => {
    const learner = await createUser();
    const key = randomUUID();
    const questions = drawFor(course, key);
    const [first] = questions;
    const partial = sent(questions.slice(0, 1), () => true);
    const result = await submitQuiz(learner, course, key, partial);
    expect(result.status).toBe("incomplete");
    if (result.status !== "incomplete") return;
    expect(Object.keys(result.problems).sort()).toEqual(
      questions
        .slice(1)
        .map((q) => q.id)
        .sort(),
    );
    expect(Object.keys(result.values)).toContain(fieldName(first?.id ?? ""));
    expect(await attemptsOf(learner.id)).toBe(0);
  });

  it("refuses answers to questions the attempt did not ask, with a fresh attempt, and a form no page sends", async () => {
    const learner = await createUser();
    const key = randomUUID();
    const questions = drawFor(course, key);
    const other = pool.find((q) => !questions.some((d) => d.id === q.id)) as Question;
    const mismatch = await submitQuiz(
      learner,
      course,
      key,
      sent([...questions, other], () => true),
    );
    expect(mismatch).toMatchObject({ status: "mismatch", fresh: { questions: expect.any(Array) } });
    expect(mismatch.status === "mismatch" && mismatch.fresh.key).not.toBe(key);

    const repeated = sent(questions, () => true);
    if (!repeated.ok) throw new Error("unreachable");
    const single = questions.find((q) => q.type === "single") as Question;
    const doubled = { ok: true as const, fields: { ...repeated.fields, [fieldName(single.id)]: ["0", "1"] } };
    expect(await submitQuiz(learner, course, key, doubled)).toMatchObject({
      status: "refused",
      message: refusalMessage("repeated"),
    });
    const file = {
      ok: false as const,
      refusal: "not-text" as const,
      field: "q-x",
      message: refusalMessage("not-text"),
    };
    expect(await submitQuiz(learner, course, key, file)).toMatchObject({ status: "refused" });
    expect(await attemptsOf(learner.id)).toBe(0);
  });

  it("makes a third attempt after two failures wait, and stores nothing meanwhile", async () => {
    const learner = await createUser();
    for (let i = 0; i < 2; i++) {
      const key = randomUUID();
      expect(
        await submitQuiz(
          learner,
          course,
          key,
          sent(drawFor(course, key), () => false),
        ),
      ).toMatchObject({
        status: "submitted",
        attempt: { passed: false },
      });
    }
    const key = randomUUID();
    const waiting = await submitQuiz(
      learner,
      course,
      key,
      sent(drawFor(course, key), () => true),
    );
    expect(waiting).toMatchObject({ status: "wait", wait: { until: expect.any(String) } });
    expect(await attemptsOf(learner.id)).toBe(2);
  });
});

describe("answering a lesson's check", () => {
  it("keeps a learner's answer, and only grades and schedules a visitor's", async () => {
    const learner = await createUser();
    const answered = await answerCheck(
      learner,
      course,
      lesson,
      check.id,
      sent([check], () => true),
      null,
    );
    expect(answered).toMatchObject({ status: "checked", check: check.id, result: { correct: true } });
    expect(answered).not.toHaveProperty("review");
    expect(await rowsOf("lesson_check", learner.id)).toBe(1);

    const visitor = await answerCheck(
      null,
      course,
      lesson,
      check.id,
      sent([check], () => false),
      null,
    );
    expect(visitor).toMatchObject({
      status: "checked",
      result: { correct: false },
      lessonCompleted: false,
      review: { reps: 1 },
    });
  });

  it("refuses a check the lesson does not have, and says what an empty answer lacks", async () => {
    const learner = await createUser();
    expect(
      await answerCheck(
        learner,
        course,
        lesson,
        "no-such-check",
        sent([check], () => true),
        null,
      ),
    ).toEqual({
      status: "refused",
      message: "That question is not in this lesson. Reload the page and try again.",
    });
    expect(await answerCheck(learner, course, lesson, check.id, { ok: true, fields: {} }, null)).toMatchObject({
      status: "no-answer",
      check: check.id,
      values: {},
    });
    expect(await rowsOf("lesson_check", learner.id)).toBe(0);
  });
});

describe("answering a review", () => {
  it("refuses a learner's answer to a question that is not due, and grades a visitor's from their card", async () => {
    const learner = await createUser();
    const key = `${course.slug}/${check.id}`;
    expect(
      await answerReview(
        learner,
        key,
        sent([check], () => true),
        null,
        "UTC",
      ),
    ).toEqual({ status: "not-due" });
    expect(await rowsOf("review_card", learner.id)).toBe(0);

    const visitor = await answerReview(
      null,
      key,
      sent([check], () => true),
      null,
      "UTC",
    );
    expect(visitor).toMatchObject({
      status: "answered",
      result: { correct: true },
      review: { key, card: { reps: 1 } },
    });
    expect(
      await answerReview(
        null,
        "nowhere/nothing",
        sent([check], () => true),
        null,
        "UTC",
      ),
    ).toEqual({ status: "unknown-question" });
  });

  it("schedules a learner's answer to a due question again", async () => {
    const learner = await createUser();
    await answerCheck(
      learner,
      course,
      lesson,
      check.id,
      sent([check], () => false),
      null,
    );
    await db
      .updateTable("review_card")
      .set({ due: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", learner.id)
      .execute();
    const answered = await answerReview(
      learner,
      `${course.slug}/${check.id}`,
      sent([check], () => true),
      null,
      "UTC",
    );
    expect(answered).toMatchObject({ status: "answered", result: { correct: true }, review: null });
    expect(answered.status === "answered" && Date.parse(answered.nextReview ?? "")).toBeGreaterThan(Date.now());
  });
});
