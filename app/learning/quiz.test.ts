import { describe, expect, it } from "vitest";
import type { Question } from "#app/content/schemas.ts";
import { mulberry32 } from "#app/platform/random.ts";
import {
  fieldName,
  gradeAnswers,
  isCorrect,
  orderingFieldName,
  parseNumber,
  readAnswer,
  readAnswers,
  toPublicQuestion,
} from "./quiz.ts";

const base = { lesson: "what-is-ai", explanation: "Because.", difficulty: 1 as const };
const single: Question = { ...base, id: "s", type: "single", prompt: "Pick B", options: ["A", "B", "C"], answer: 1 };
const multi: Question = {
  ...base,
  id: "m",
  type: "multi",
  prompt: "Pick A and C",
  options: ["A", "B", "C"],
  answer: [0, 2],
};
const truefalse: Question = { ...base, id: "t", type: "truefalse", prompt: "True?", answer: false };
const ordering: Question = {
  ...base,
  id: "o",
  type: "ordering",
  prompt: "Order",
  options: ["sense", "think", "act"],
  answer: [0, 1, 2],
};
const numeric: Question = {
  ...base,
  id: "n",
  type: "numeric",
  prompt: "Recall?",
  answer: { value: 50, tolerance: 0.5, unit: "%" },
};

/** A form's quiz fields, as quiz-form.ts hands them over: each name with its values, in order. */
const form = (entries: [string, string][]) => {
  const fields: Record<string, string[]> = {};
  for (const [name, value] of entries) fields[name] = [...(fields[name] ?? []), value];
  return fields;
};

describe("toPublicQuestion", () => {
  it("sends no answer or explanation to the browser", () => {
    for (const q of [single, multi, truefalse, ordering, numeric]) {
      const shown = JSON.stringify(toPublicQuestion(q, mulberry32(1)));
      expect(shown).not.toContain('"answer"');
      expect(shown).not.toContain("Because.");
    }
  });

  it("never shows an ordering question already in the right order", () => {
    for (let seed = 1; seed < 50; seed++) {
      const shown = toPublicQuestion(ordering, mulberry32(seed)).options.map((o) => o.index);
      expect(shown).not.toEqual([0, 1, 2]);
      expect([...shown].sort()).toEqual([0, 1, 2]);
    }
  });

  it("keeps the unit of a numeric question", () => {
    expect(toPublicQuestion(numeric, mulberry32(1)).unit).toBe("%");
  });
});

describe("grading", () => {
  it("grades single choice by the option's bank index", () => {
    expect(isCorrect(single, readAnswer(single, form([[fieldName("s"), "1"]])))).toBe(true);
    expect(isCorrect(single, readAnswer(single, form([[fieldName("s"), "0"]])))).toBe(false);
  });

  it("needs exactly the right set for multiple select", () => {
    const answer = (...v: string[]) => readAnswer(multi, form(v.map((x) => [fieldName("m"), x])));
    expect(isCorrect(multi, answer("2", "0"))).toBe(true);
    expect(isCorrect(multi, answer("0"))).toBe(false);
    expect(isCorrect(multi, answer("0", "1", "2"))).toBe(false);
  });

  it("grades true/false", () => {
    expect(isCorrect(truefalse, readAnswer(truefalse, form([[fieldName("t"), "false"]])))).toBe(true);
    expect(isCorrect(truefalse, readAnswer(truefalse, form([[fieldName("t"), "true"]])))).toBe(false);
  });

  it("grades ordering from the position given to each option", () => {
    const positions = (a: string, b: string, c: string) =>
      readAnswer(
        ordering,
        form([
          [orderingFieldName("o", 0), a],
          [orderingFieldName("o", 1), b],
          [orderingFieldName("o", 2), c],
        ]),
      );
    expect(isCorrect(ordering, positions("1", "2", "3"))).toBe(true);
    expect(isCorrect(ordering, positions("2", "1", "3"))).toBe(false);
    expect(positions("1", "1", "3")).toBeNull(); // two items in one place is no answer
  });

  it("accepts numeric answers within the tolerance, in common spellings", () => {
    const answer = (v: string) => readAnswer(numeric, form([[fieldName("n"), v]]));
    expect(isCorrect(numeric, answer("50"))).toBe(true);
    expect(isCorrect(numeric, answer("50.5"))).toBe(true);
    expect(isCorrect(numeric, answer("49,6 %"))).toBe(true);
    expect(isCorrect(numeric, answer("51"))).toBe(false);
    expect(answer("fifty")).toBeNull();
  });

  it("accepts a decimal comma in a numeric answer on a German or Spanish page", () => {
    const answer = (v: string, language: "de" | "es") => readAnswer(numeric, form([[fieldName("n"), v]]), language);
    expect(isCorrect(numeric, answer("50,5", "de"))).toBe(true);
    expect(isCorrect(numeric, answer("49,6 %", "es"))).toBe(true);
    expect(answer("50,5", "es")).toEqual({ type: "numeric", value: 50.5 });
  });

  it("treats unanswered and out-of-range answers as wrong, never as an error", () => {
    expect(readAnswer(single, form([[fieldName("s"), "7"]]))).toBeNull();
    expect(readAnswer(single, form([[fieldName("s"), "-1"]]))).toBeNull();
    expect(readAnswer(single, form([]))).toBeNull();
    expect(isCorrect(single, null)).toBe(false);
  });

  it("scores a whole form and explains each question", () => {
    const questions = [single, truefalse, numeric];
    const graded = gradeAnswers(
      questions,
      readAnswers(
        questions,
        form([
          [fieldName("s"), "1"],
          [fieldName("t"), "true"],
        ]),
      ),
    );
    expect(graded.score).toBe(1);
    expect(graded.max).toBe(3);
    expect(graded.results[1]).toMatchObject({
      correct: false,
      given: "True",
      expected: "False",
      explanation: "Because.",
    });
    expect(graded.results[2]).toMatchObject({ given: "No answer", expected: "50 % (within ±0.5)" });
  });
});

describe("parseNumber", () => {
  it("reads plain, decimal, comma-decimal and percent input", () => {
    expect(parseNumber(" 12 ")).toBe(12);
    expect(parseNumber("-3.5")).toBe(-3.5);
    expect(parseNumber("0,25")).toBe(0.25);
    expect(parseNumber("40%")).toBe(40);
    expect(parseNumber("1e3")).toBeNull();
    expect(parseNumber("")).toBeNull();
  });

  it("reads a number as the page's language writes it", () => {
    // A decimal comma on a Spanish or German page, and a decimal point on any page.
    expect(parseNumber("0,3", "es")).toBe(0.3);
    expect(parseNumber("0,3", "de")).toBe(0.3);
    expect(parseNumber("3,5 %", "de")).toBe(3.5);
    expect(parseNumber("0.3", "de")).toBe(0.3);
    // Thousands as each language groups them.
    expect(parseNumber("1.000", "de")).toBe(1000);
    expect(parseNumber("1.234,5", "es")).toBe(1234.5);
    expect(parseNumber("1,000", "en")).toBe(1000);
    expect(parseNumber("1,234.5", "en")).toBe(1234.5);
    expect(parseNumber("1.000", "en")).toBe(1);
    expect(parseNumber("−2,5", "de")).toBe(-2.5);
    expect(parseNumber("1,2,3", "de")).toBeNull();
  });
});
