import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { courseList, quizBanks } from "#app/content/content.server.ts";
import type { Course, Question } from "#app/content/schemas.ts";
import { createUser } from "#tests/domain.ts";
import { type Answers, fieldName, orderingFieldName } from "./quiz.ts";
import { PER_LESSON, QUIZ_LENGTH, sameDraw } from "./quiz-draw.ts";
import { drawFor, startAttempt } from "./quiz-draws.server.ts";
import { readAnswerForm } from "./quiz-form.ts";
import { submitQuizAttempt } from "./record.server.ts";

const course = courseList[0] as Course;
const pool = quizBanks.get(course.slug) ?? [];
const ids = (questions: Question[]) => questions.map((q) => q.id);

/** No answer to any question: a failed attempt that issues nothing. */
const blank = (questions: Question[]): Answers => Object.fromEntries(questions.map((q) => [q.id, null]));

describe("the draw behind each quiz attempt", () => {
  it("has a pool larger than one attempt to draw from", () => {
    expect(pool.length).toBeGreaterThan(QUIZ_LENGTH);
  });

  it("draws the same questions again for the same key, and others for another key", () => {
    const key = randomUUID();
    expect(ids(drawFor(course, key))).toEqual(ids(drawFor(course, key)));
    const keys = Array.from({ length: 20 }, () => randomUUID());
    expect(new Set(keys.map((k) => ids(drawFor(course, k)).join())).size).toBeGreaterThan(1);
  });

  it("finds a form's answers to questions its attempt did not draw", () => {
    const drawn = drawFor(course, randomUUID());
    const form = new URLSearchParams();
    for (const q of drawn) {
      form.set(fieldName(q.id), "0");
      if (q.type === "ordering") q.options.forEach((_, i) => void form.set(orderingFieldName(q.id, i), String(i + 1)));
    }
    form.set("attempt", "x");
    expect(readAnswerForm(form, drawn)).toMatchObject({ ok: true, outside: [] });
    const other = pool.find((q) => !drawn.includes(q)) as Question;
    form.set(fieldName(other.id), "1");
    expect(readAnswerForm(form, drawn)).toMatchObject({ ok: true, outside: [fieldName(other.id)] });
  });

  it("never asks one learner the same questions twice in a row over 200 attempts", async () => {
    const user = await createUser({ name: "Ada Lovelace" });
    const learner = { id: user.id, name: user.name };
    let previous: string[] | null = null;
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { key, questions } = await startAttempt(course, learner.id, null);
      expect(questions).toHaveLength(QUIZ_LENGTH);
      for (const lesson of course.lessons) {
        expect(questions.filter((q) => q.lesson === lesson).length).toBeGreaterThanOrEqual(PER_LESSON);
      }
      if (previous) expect(sameDraw(questions, previous)).toBe(false);
      await submitQuizAttempt(learner, course, key, questions, blank(questions));
      previous = ids(questions);
      for (const id of previous) seen.add(id);
    }
    // Over that many attempts, the whole pool comes up.
    expect(seen.size).toBe(pool.length);
  });

  it("keeps the key a page asks for, unless the learner already submitted it", async () => {
    const user = await createUser();
    const learner = { id: user.id, name: user.name };
    const requested = randomUUID();
    const kept = await startAttempt(course, learner.id, requested);
    expect(kept.key).toBe(requested);
    expect(ids(kept.questions)).toEqual(ids(drawFor(course, requested)));
    await submitQuizAttempt(learner, course, requested, kept.questions, blank(kept.questions));
    const fresh = await startAttempt(course, learner.id, requested);
    expect(fresh.key).not.toBe(requested);
    expect(sameDraw(fresh.questions, ids(kept.questions))).toBe(false);
  });
});
