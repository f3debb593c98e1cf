import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { catalogProblems, checkTranslatedContent, numbersIn } from "./translations.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

const LESSON = `---
title: A lesson
summary: What it says.
---

Intro with 4,837 things.

## First section

::demo{name="perceptron-trainer"}

## Check your understanding

::::check
A question?

:::answer
An answer.
:::
::::
`;

const QUIZ = [
  {
    id: "q1",
    lesson: "a-lesson",
    type: "single",
    prompt: "Which year, 1956 or 1958?",
    options: ["1956", "1958", "Neither"],
    answer: 0,
    explanation: "It was 1956.",
  },
];

/** A Spanish copy of the lesson and quiz, faithful to the English, that a test then breaks. */
const spanishLesson = (body = LESSON.split("---\n")[2] ?? "") =>
  `---\ntranslation:\n  source: courses/c/a-lesson.md\n  sha256: ${sha(LESSON)}\ntitle: Una lección\nsummary: Lo que dice.\n---\n${body}`;
const spanishQuiz = (content: unknown) =>
  JSON.stringify({ translation: { source: "courses/c/quiz.json", sha256: sha(JSON.stringify(QUIZ)) }, content });
const faithfulQuiz = () => [
  {
    ...QUIZ[0],
    prompt: "¿Qué año, 1956 o 1958?",
    options: ["1956", "1958", "Ninguno"],
    explanation: "Fue en 1956.",
  },
];

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "synapse-content-"));
  write("courses/c/a-lesson.md", LESSON);
  write("courses/c/quiz.json", JSON.stringify(QUIZ));
  write("es/courses/c/a-lesson.md", spanishLesson());
  write("es/courses/c/quiz.json", spanishQuiz(faithfulQuiz()));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("content:check on translations", () => {
  it("accepts a faithful translation, whatever its numbers' separators", () => {
    write("es/courses/c/a-lesson.md", spanishLesson(LESSON.split("---\n")[2]?.replace("4,837", "4837")));
    expect(checkTranslatedContent(dir, "es")).toEqual({ problems: [], stale: [], translated: 2 });
    expect(numbersIn("44,814,805 and 0.5")).toEqual(numbersIn("44.814.805 y 0,5"));
  });

  it("fails when a translation is missing", () => {
    rmSync(path.join(dir, "es/courses/c/quiz.json"));
    expect(checkTranslatedContent(dir, "es").problems).toEqual([
      "es/courses/c/quiz.json: missing (translate courses/c/quiz.json)",
    ]);
  });

  it("fails when a lesson's sections or demo differ from the English", () => {
    write(
      "es/courses/c/a-lesson.md",
      spanishLesson('\nIntro 4837.\n\n## Uno\n\n## Dos\n\n::demo{name="perceptron-trainer"}\n'),
    );
    expect(checkTranslatedContent(dir, "es").problems[0]).toMatch(
      /structure differs .* part 2: English "::demo\{name="perceptron-trainer"\}", translation "##"/,
    );
    write(
      "es/courses/c/a-lesson.md",
      spanishLesson(LESSON.split("---\n")[2]?.replace("perceptron-trainer", "knn-playground")),
    );
    expect(checkTranslatedContent(dir, "es").problems[0]).toMatch(/structure differs .*knn-playground/);
  });

  it("fails when a question's id, choices, answer key or numbers differ", () => {
    const broken = (change: Record<string, unknown>) => [{ ...faithfulQuiz()[0], ...change }];
    const problemsFor = (content: unknown) => {
      write("es/courses/c/quiz.json", spanishQuiz(content));
      return checkTranslatedContent(dir, "es").problems;
    };
    expect(problemsFor(broken({ id: "q9" }))).toEqual(['es/courses/c/quiz.json[0].id: must stay "q1", is "q9"']);
    expect(problemsFor(broken({ options: ["1956", "1958"] }))).toEqual([
      "es/courses/c/quiz.json[0].options: has 2 items; the English 3",
    ]);
    expect(problemsFor(broken({ answer: 1 }))).toEqual(["es/courses/c/quiz.json[0].answer: must stay 0, is 1"]);
    expect(problemsFor(broken({ prompt: "¿Qué año, 1956 o 1957?" }))).toEqual([
      "es/courses/c/quiz.json[0].prompt: states 1956, 1957; the English 1956, 1958",
    ]);
  });

  it("fails when a translation does not record its source, and lists one whose English changed since", () => {
    write("es/courses/c/quiz.json", JSON.stringify({ content: faithfulQuiz() }));
    expect(checkTranslatedContent(dir, "es").problems[0]).toMatch(/must be \{ "translation"/);
    write("es/courses/c/quiz.json", spanishQuiz(faithfulQuiz()));
    write("courses/c/quiz.json", JSON.stringify([{ ...QUIZ[0], explanation: "It was 1956, at Dartmouth." }]));
    expect(checkTranslatedContent(dir, "es")).toMatchObject({ problems: [], stale: ["es/courses/c/quiz.json"] });
  });

  it("fails on an untranslated message, an invalid one, and one that drops a placeholder", () => {
    write(
      "es.po",
      [
        'msgid ""\nmsgstr ""\n"Language: es\\n"',
        'msgid "Log in"\nmsgstr "Iniciar sesión"',
        'msgid "Menu"\nmsgstr ""',
        'msgid "{count, plural, one {# question} other {# questions}}"\nmsgstr "{count, plural, one {# pregunta} other {# preguntas}"',
        'msgid "Lesson {number} of {total}"\nmsgstr "Lección {number}"',
      ].join("\n\n"),
    );
    const problems = catalogProblems(path.join(dir, "es.po"), "es");
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe('es/es.po: "Menu" is not translated');
    expect(problems[1]).toMatch(/^es\/es\.po: "\{count, plural.*has an invalid translation/);
    expect(problems[2]).toBe(
      'es/es.po: "Lesson {number} of {total}" must keep {number} {total}; the translation has {number}',
    );
  });
});
