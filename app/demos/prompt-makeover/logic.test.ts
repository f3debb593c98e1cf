import { describe, expect, it } from "vitest";
import { ANSWERS, CHECK_ORDER, countWords, GOALS, gradeSpotting, scorePrompt } from "./logic.ts";

const met = (text: string) =>
  scorePrompt(text)
    .checks.filter((c) => c.met)
    .map((c) => c.id);

describe("prompt checklist", () => {
  it("scores a vague starter prompt low and a detailed prompt six out of six, for every goal", () => {
    for (const goal of GOALS) {
      expect(scorePrompt(goal.starter).score).toBeLessThanOrEqual(2);
      const strong = scorePrompt(goal.strong);
      expect(strong.score).toBe(6);
      expect(strong.next).toBeNull();
    }
  });

  it("suggests one missing ingredient at a time, in a fixed order", () => {
    expect(scorePrompt("birthday party ideas").next).toBe("task");
    expect(scorePrompt("Plan a birthday party").next).toBe("context");
    expect(scorePrompt("Plan a birthday party for my niece").next).toBe("audience");
    expect(scorePrompt("Plan a birthday party for my niece and her 8-year-old friends").next).toBe("format");
  });

  it("ticks each ingredient only when its words appear, and shows the words it found", () => {
    const prompt = "Write a list of games for my 7-year-old son, such as tag. Keep it under 50 words.";
    expect(met(prompt)).toEqual([...CHECK_ORDER]);
    const checks = scorePrompt(prompt).checks;
    expect(checks.find((c) => c.id === "format")?.evidence).toBe("list");
    expect(checks.find((c) => c.id === "audience")?.evidence).toBe("7-year-old");
    expect(checks.find((c) => c.id === "constraints")?.evidence).toBe("Keep it");
    expect(met("Write something")).toEqual([]);
  });

  it("needs more than a bare action word for the task", () => {
    expect(met("Write")).toEqual([]);
    expect(met("Write a poem")).toEqual(["task"]);
  });

  it("recognizes a quoted sample as an example and a money limit as a constraint", () => {
    expect(met('Draft a reply like "Thanks so much, see you on Friday!"')).toContain("example");
    expect(met("Suggest gifts up to €30")).toContain("constraints");
    expect(met("Suggest gifts")).not.toContain("constraints");
  });

  it("counts words", () => {
    expect(countWords("  ")).toBe(0);
    expect(countWords("plan a  party\nfor Mila")).toBe(5);
  });
});

describe("hallucination spotter", () => {
  it("plants one or two errors in each answer, each with a way to check it", () => {
    for (const answer of ANSWERS) {
      const planted = answer.sentences.filter((s) => s.planted);
      expect(planted.length).toBeGreaterThanOrEqual(1);
      expect(planted.length).toBeLessThanOrEqual(2);
      for (const s of planted) expect(s.planted?.verify.length).toBeGreaterThan(40);
    }
  });

  it("counts caught errors, missed errors and false alarms", () => {
    const plant = ANSWERS[0];
    if (!plant) throw new Error("no answers");
    // Planted errors are sentences 2 and 4.
    expect(gradeSpotting(plant, [2, 4])).toEqual({ caught: [2, 4], missed: [], falseAlarms: [], planted: 2 });
    expect(gradeSpotting(plant, [0, 2])).toEqual({ caught: [2], missed: [4], falseAlarms: [0], planted: 2 });
    expect(gradeSpotting(plant, [])).toEqual({ caught: [], missed: [2, 4], falseAlarms: [], planted: 2 });
  });

  it("plants the wrong ChatGPT date, not the right one", () => {
    const history = ANSWERS.find((a) => a.id === "chatbots");
    const wrong = history?.sentences.find((s) => s.planted);
    expect(wrong?.text).toContain("2019");
    expect(wrong?.planted?.verify).toContain("30 November 2022");
  });
});
