import { describe, expect, it } from "vitest";
import type { Question } from "#app/content/schemas.ts";
import { checkResultOf, noAnswerMessage, publicCheck } from "./lesson-checks.ts";

const check: Question = {
  id: "what-is-ai-check-1",
  lesson: "what-is-ai",
  type: "single",
  prompt: "Which one?",
  options: ["First", "Second", "Third", "Fourth"],
  answer: 2,
  explanation: "The third, because of why.",
  difficulty: 1,
};

describe("a lesson's graded check", () => {
  it("shows the same options in the same order every time, without the answer or why", () => {
    const shown = publicCheck(check);
    expect(publicCheck({ ...check })).toEqual(shown);
    expect(shown.options.map((o) => o.index).sort()).toEqual([0, 1, 2, 3]);
    expect(JSON.stringify(shown)).not.toContain("because of why");
    expect(shown).not.toHaveProperty("answer");
  });

  it("grades an answer into a verdict, both answers in words and the explanation", () => {
    expect(checkResultOf(check, { type: "single", choice: 0 })).toEqual({
      correct: false,
      given: "First",
      expected: "Third",
      explanation: "The third, because of why.",
    });
    expect(checkResultOf(check, { type: "single", choice: 2 }).correct).toBe(true);
  });

  it("asks for a number, or for a choice, when nothing readable was sent", () => {
    expect(noAnswerMessage("numeric")).toBe("Type a number, such as 12 or 0.5.");
    expect(noAnswerMessage("single")).toBe("Choose an answer first.");
  });
});
