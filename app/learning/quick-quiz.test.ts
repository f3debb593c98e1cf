import { describe, expect, it } from "vitest";
import type { CourseSlug, Question } from "#app/content/schemas.ts";
import { parseSeed } from "#app/platform/random.ts";
import { parseResults, pickQuickQuiz } from "./quick-quiz.ts";

const question = (id: string): Question => ({
  id,
  lesson: "l",
  type: "truefalse",
  prompt: id,
  answer: true,
  explanation: "e",
  difficulty: 1,
});
const banks = new Map<CourseSlug, Question[]>([
  ["the-foundations-of-ai", ["f1", "f2", "f3"].map(question)],
  ["ai-in-our-everyday-world", ["e1", "e2"].map(question)],
  ["data-the-fuel-that-drives-artificial-intelligence", ["d1", "d2"].map(question)],
  ["ai-in-robotics-machines-that-think", ["r1", "r2"].map(question)],
  ["ethical-ai-building-a-responsible-future", ["x1", "x2"].map(question)],
]);

describe("pickQuickQuiz", () => {
  it("picks one question from each course", () => {
    const picks = pickQuickQuiz(banks, 99);
    expect(picks).toHaveLength(5);
    expect(new Set(picks.map((p) => p.course)).size).toBe(5);
    for (const p of picks) expect(banks.get(p.course)).toContain(p.question);
  });

  it("gives the same round for the same seed and different rounds for different seeds", () => {
    const ids = (seed: number) => pickQuickQuiz(banks, seed).map((p) => p.question.id);
    expect(ids(7)).toEqual(ids(7));
    const rounds = new Set(Array.from({ length: 20 }, (_, i) => ids(i + 1).join()));
    expect(rounds.size).toBeGreaterThan(5);
  });
});

describe("round state in the URL", () => {
  it("accepts positive 31-bit seeds only", () => {
    expect(parseSeed("12345")).toBe(12345);
    expect(parseSeed("0")).toBeNull();
    expect(parseSeed("99999999999")).toBeNull();
    expect(parseSeed("abc")).toBeNull();
    expect(parseSeed(null)).toBeNull();
  });

  it("reads results as ones and zeros, at most five", () => {
    expect(parseResults(null)).toEqual([]);
    expect(parseResults("101")).toEqual([true, false, true]);
    expect(parseResults("102")).toBeNull();
    expect(parseResults("111111")).toBeNull();
  });
});
