import { describe, expect, it } from "vitest";
import type { Question } from "#app/content/schemas.ts";
import { fieldName, orderingFieldName } from "./quiz.ts";
import { MAX_ANSWER_FIELDS, MAX_ANSWER_LENGTH, readAnswerForm, refusalMessage } from "./quiz-form.ts";

const base = { lesson: "what-is-ai", explanation: "Because.", difficulty: 1 as const };
const single: Question = { ...base, id: "s", type: "single", prompt: "Pick B", options: ["A", "B", "C"], answer: 1 };
const multi: Question = {
  ...base,
  id: "m",
  type: "multi",
  prompt: "A and C",
  options: ["A", "B", "C"],
  answer: [0, 2],
};
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
  prompt: "How many?",
  answer: { value: 3, tolerance: 0 },
};
const questions = [single, multi, ordering, numeric];

const form = (entries: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("reading a question form", () => {
  it("reads each question's answer, marks the ones left out, and keeps what was sent to redraw the form", () => {
    const read = readAnswerForm(
      form([
        [fieldName("s"), "1"],
        [fieldName("m"), "2"],
        [fieldName("m"), "0"],
        [orderingFieldName("o", 0), "1"],
        [orderingFieldName("o", 1), "1"],
        [fieldName("n"), "three"],
        ["attempt", "not a quiz field"],
      ]),
      questions,
    );
    expect(read).toEqual({
      ok: true,
      answers: {
        s: { type: "single", choice: 1 },
        m: { type: "multi", choices: [0, 2] },
        o: null,
        n: null,
      },
      problems: { o: "order-incomplete", n: "not-a-number" },
      values: {
        [fieldName("s")]: ["1"],
        [fieldName("m")]: ["2", "0"],
        [orderingFieldName("o", 0)]: ["1"],
        [orderingFieldName("o", 1)]: ["1"],
        [fieldName("n")]: ["three"],
      },
      outside: [],
    });
  });

  it("names the quiz fields that belong to none of the questions", () => {
    const read = readAnswerForm(
      form([
        [fieldName("s"), "1"],
        [fieldName("elsewhere"), "0"],
      ]),
      [single],
    );
    expect(read).toMatchObject({ ok: true, outside: [fieldName("elsewhere")] });
  });

  it("refuses two answers to a question that takes one", () => {
    for (const field of [fieldName("s"), orderingFieldName("o", 2), fieldName("n")]) {
      const read = readAnswerForm(
        form([
          [field, "1"],
          [field, "2"],
        ]),
        questions,
      );
      expect(read, field).toEqual({ ok: false, refusal: "repeated", field });
    }
  });

  it("refuses more choices than a multiple choice has, and more fields than any form has", () => {
    const choices = ["0", "1", "2", "0"].map((v): [string, string] => [fieldName("m"), v]);
    expect(readAnswerForm(form(choices), [multi])).toMatchObject({ ok: false, refusal: "too-many" });
    const many = Array.from({ length: MAX_ANSWER_FIELDS + 1 }, (_, i): [string, string] => [`q-x${i}`, "1"]);
    expect(readAnswerForm(form(many), [single])).toMatchObject({ ok: false, refusal: "too-many" });
  });

  it("refuses an answer longer than any answer, and a file where an answer goes", () => {
    const long = readAnswerForm(form([[fieldName("n"), "9".repeat(MAX_ANSWER_LENGTH + 1)]]), [numeric]);
    expect(long).toMatchObject({ ok: false, refusal: "too-long", field: fieldName("n") });
    const file = readAnswerForm(form([[fieldName("s"), new Blob(["1"])]]), [single]);
    expect(file).toMatchObject({ ok: false, refusal: "not-text", field: fieldName("s") });
    expect(refusalMessage("not-text")).toContain("nothing was saved");
  });

  it("reads an answer exactly as long as the longest allowed", () => {
    const read = readAnswerForm(form([[fieldName("n"), `${" ".repeat(MAX_ANSWER_LENGTH - 1)}3`]]), [numeric]);
    expect(read).toMatchObject({ ok: true, answers: { n: { type: "numeric", value: 3 } } });
  });
});
