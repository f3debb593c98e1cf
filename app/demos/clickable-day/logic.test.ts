import { describe, expect, it } from "vitest";
import { type Answer, check, EMPTY_ANSWER, INPUTS, ITEMS, OUTPUTS, summarize } from "./logic.ts";

const rightAnswer = (id: string): Answer => {
  const item = ITEMS.find((i) => i.id === id);
  if (!item) throw new Error(id);
  return { kind: item.kind, input: item.input, output: item.output };
};

describe("the day", () => {
  it("has the eight moments of the lesson, in time order", () => {
    expect(ITEMS.map((i) => i.id)).toEqual([
      "alarm",
      "news",
      "maps",
      "email",
      "bank",
      "streaming",
      "speaker",
      "photos",
    ]);
    for (let i = 1; i < ITEMS.length; i++) expect(ITEMS[i]?.hour).toBeGreaterThan(ITEMS[i - 1]?.hour ?? 0);
  });

  it("mixes fixed-rule features with learned ones: not every smart feature is AI", () => {
    expect(ITEMS.filter((i) => i.kind === "rules").map((i) => i.id)).toEqual(["alarm", "bank"]);
    expect(ITEMS.filter((i) => i.kind === "learned").length).toBe(6);
  });

  it("offers every item's true input and output in the drop-downs, each exactly once", () => {
    expect(new Set(INPUTS).size).toBe(ITEMS.length);
    expect(new Set(OUTPUTS).size).toBe(ITEMS.length);
    for (const item of ITEMS) {
      expect(INPUTS).toContain(item.input);
      expect(OUTPUTS).toContain(item.output);
    }
  });
});

describe("checking an answer", () => {
  const email = ITEMS.find((i) => i.id === "email");
  if (!email) throw new Error("no email item");

  it("accepts learned, words and sender → spam or not spam for the email", () => {
    expect(check(email, rightAnswer("email"))).toEqual({
      kind: true,
      input: true,
      output: true,
      correct: true,
      complete: true,
    });
  });

  it("marks each part separately", () => {
    const f = check(email, { kind: "rules", input: email.input, output: rightAnswer("alarm").output });
    expect(f).toMatchObject({ kind: false, input: true, output: false, correct: false, complete: true });
  });

  it("knows when an answer is not finished", () => {
    expect(check(email, EMPTY_ANSWER).complete).toBe(false);
    expect(check(email, { ...EMPTY_ANSWER, kind: "learned" }).complete).toBe(false);
  });

  it("does not accept another item's input, even a learned one", () => {
    expect(check(email, { ...rightAnswer("email"), input: rightAnswer("photos").input }).correct).toBe(false);
  });
});

describe("the day's summary", () => {
  it("counts checked items, fully right ones, and right parts out of three each", () => {
    const s = summarize({
      alarm: rightAnswer("alarm"),
      email: { ...rightAnswer("email"), kind: "rules" },
    });
    expect(s).toEqual({ checked: 2, correct: 1, parts: 5, rules: 1, learned: 1 });
  });

  it("gives full marks for a perfect day", () => {
    const all = Object.fromEntries(ITEMS.map((i) => [i.id, rightAnswer(i.id)]));
    expect(summarize(all)).toMatchObject({ checked: 8, correct: 8, parts: 24 });
  });
});
