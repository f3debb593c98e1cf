import { describe, expect, it } from "vitest";
import { courseList, quizBanks } from "#app/content/content.server.ts";
import type { Question, QuestionType } from "#app/content/schemas.ts";
import { drawQuiz, PER_LESSON, QUIZ_LENGTH, sameDraw } from "./quiz-draw.ts";

const LESSONS = ["one", "two", "three", "four", "five", "six"];
const TYPES: QuestionType[] = ["single", "multi", "truefalse", "ordering", "numeric", "single", "truefalse"];

function question(lesson: string, n: number, type: QuestionType): Question {
  const base = { id: `${lesson}-${n}`, lesson, prompt: "?", explanation: "Because.", difficulty: 1 as const };
  switch (type) {
    case "single":
      return { ...base, type, options: ["A", "B"], answer: 0 };
    case "multi":
      return { ...base, type, options: ["A", "B"], answer: [0] };
    case "ordering":
      return { ...base, type, options: ["A", "B"], answer: [0, 1] };
    case "truefalse":
      return { ...base, type, answer: true };
    case "numeric":
      return { ...base, type, answer: { value: 1, tolerance: 0 } };
  }
}

/** Seven questions per lesson, of every type, like a course's pool. */
const pool = LESSONS.flatMap((lesson, l) =>
  TYPES.map((_, n) => question(lesson, n, TYPES[(n + l) % 7] as QuestionType)),
);
const ids = (questions: Question[]) => questions.map((q) => q.id);

describe("drawing a quiz from a pool", () => {
  it("asks a pool no larger than a quiz whole, in its own order", () => {
    const small = pool.slice(0, QUIZ_LENGTH);
    expect(ids(drawQuiz(small, LESSONS, 7))).toEqual(ids(small));
  });

  it("draws the same questions for the same seed, and other questions for other seeds", () => {
    expect(ids(drawQuiz(pool, LESSONS, 42))).toEqual(ids(drawQuiz(pool, LESSONS, 42)));
    const draws = new Set(Array.from({ length: 200 }, (_, seed) => ids(drawQuiz(pool, LESSONS, seed + 1)).join()));
    expect(draws.size).toBe(200);
  });

  it("asks 14 different questions, at least two from each lesson, in lesson order, mixing every type", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const drawn = drawQuiz(pool, LESSONS, seed);
      expect(drawn).toHaveLength(QUIZ_LENGTH);
      expect(new Set(ids(drawn)).size).toBe(QUIZ_LENGTH);
      for (const lesson of LESSONS) {
        expect(drawn.filter((q) => q.lesson === lesson).length).toBeGreaterThanOrEqual(PER_LESSON);
      }
      const order = drawn.map((q) => LESSONS.indexOf(q.lesson));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      const counts = new Map<string, number>();
      for (const q of drawn) counts.set(q.type, (counts.get(q.type) ?? 0) + 1);
      expect(counts.size).toBe(5);
      // Balanced: no type asked more than twice as often as the fair share of 14 / 5.
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(4);
    }
  });

  it("still asks two from each lesson of the course's real pools", () => {
    for (const course of courseList) {
      const bank = quizBanks.get(course.slug) ?? [];
      const drawn = drawQuiz(bank, course.lessons, 12345);
      expect(drawn).toHaveLength(Math.min(QUIZ_LENGTH, bank.length));
      for (const lesson of course.lessons) {
        const available = bank.filter((q) => q.lesson === lesson).length;
        expect(drawn.filter((q) => q.lesson === lesson).length).toBeGreaterThanOrEqual(Math.min(PER_LESSON, available));
      }
    }
  });

  it("tells when two draws ask the very same questions, whatever their order", () => {
    const drawn = drawQuiz(pool, LESSONS, 3);
    expect(sameDraw(drawn, [...ids(drawn)].reverse())).toBe(true);
    expect(sameDraw(drawn, ids(drawn).slice(1))).toBe(false);
    expect(sameDraw(drawn, [...ids(drawn).slice(1), "another"])).toBe(false);
  });
});
