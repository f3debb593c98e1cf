// Quiz rules shared by the course quizzes, the quick quiz and the placement test: what the
// browser may see of a question, how a form's fields become answers (quiz-form.ts reads the
// form itself), and how an answer is graded (all or nothing, as the curriculum brief says).
// Pure: no database, no I/O.
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { Question, QuestionType } from "#app/content/schemas.ts";
import { mulberry32, parseSeed, shuffle } from "#app/platform/random.ts";
import { DEFAULT_LANGUAGE, formatNumber, isLanguage, type Language, numberFormat } from "#app/site/locale.ts";

/** The language an i18n instance speaks (English without one), for numbers written or read. */
export const languageOfI18n = (i18n: I18n | undefined): Language =>
  i18n && isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;

/** A course quiz is passed with 70% or more (the curriculum brief's 7 out of 10). */
export const PASS_MARK = 0.7;

/** A question as the browser sees it before submitting: no answer, no explanation. */
export type PublicQuestion = {
  id: string;
  type: QuestionType;
  prompt: string;
  /** In display order; `index` is the option's position in the bank, which is what is submitted. */
  options: { index: number; text: string }[];
  unit?: string;
};

export function toPublicQuestion(question: Question, random: () => number): PublicQuestion {
  const base = { id: question.id, type: question.type, prompt: question.prompt };
  switch (question.type) {
    case "single":
    case "multi":
    case "ordering": {
      const options = question.options.map((text, index) => ({ index, text }));
      // Ordering questions list their options in the right order, so they must be shuffled;
      // the others are shuffled too, so a retake is not answered from memory of positions.
      const shown = shuffle(options, random);
      const alreadySolved = question.type === "ordering" && shown.every((o, i) => o.index === i);
      return { ...base, options: alreadySolved ? [...shown.slice(1), ...shown.slice(0, 1)] : shown };
    }
    case "truefalse":
      return { ...base, options: [] };
    case "numeric":
      return { ...base, options: [], unit: question.answer.unit };
  }
}

/** A whole quiz as shown, options shuffled by `seed`; the same seed gives the same order. */
export function shuffledQuestions(questions: Question[], seed: number): PublicQuestion[] {
  const random = mulberry32(seed);
  return questions.map((q) => toPublicQuestion(q, random));
}

export type Answer =
  | { type: "single"; choice: number }
  | { type: "multi"; choices: number[] }
  | { type: "truefalse"; value: boolean }
  | { type: "ordering"; order: number[] }
  | { type: "numeric"; value: number };

/** Form field names: one per question, and one per option for ordering (its position). */
export const fieldName = (questionId: string) => `q-${questionId}`;
export const orderingFieldName = (questionId: string, optionIndex: number) => `q-${questionId}-${optionIndex}`;

/** The decimal and group separators a language writes numbers with: ".", "," in English; ",", "." in German. */
function separatorsOf(language: Language) {
  const parts = numberFormat(language).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    group: parts.find((p) => p.type === "group")?.value ?? ",",
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Reads a number as a learner types it on a page in `language`: "12", "-3.5", "40 %", with
 * either a point or a comma before the decimals ("0,25" on every page), and with the
 * language's thousands separator ("1,000" in English, "1.000" in German and Spanish).
 * Anything else is no answer.
 */
export function parseNumber(raw: string, language: Language = DEFAULT_LANGUAGE): number | null {
  const cleaned = raw
    .trim()
    .replace(/\s+/g, "")
    .replace(/%$/, "")
    .replace(/^\u2212/, "-");
  const { decimal, group } = separatorsOf(language);
  const grouped = new RegExp(`^-?\\d{1,3}(${escaped(group)}\\d{3})+(${escaped(decimal)}\\d+)?$`);
  const normalised = grouped.test(cleaned)
    ? cleaned.replaceAll(group, "").replace(decimal, ".")
    : /^-?\d*,\d+$/.test(cleaned)
      ? cleaned.replace(",", ".")
      : cleaned;
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) return null;
  return Number(normalised);
}

/**
 * A submitted form's quiz fields ("q-…"), each with the values sent for it, in order: what
 * `readAnswerForm` (quiz-form.ts) reads out of the form once it has checked it.
 */
export type AnswerFields = Readonly<Record<string, readonly string[]>>;

/** The learner's answer to one question from a submitted form's fields, or null if unanswered or malformed. */
export function readAnswer(
  question: Question,
  fields: AnswerFields,
  language: Language = DEFAULT_LANGUAGE,
): Answer | null {
  const name = fieldName(question.id);
  const value = fields[name]?.[0] ?? null;
  const asIndex = (raw: unknown) => {
    const n = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    return "options" in question && Number.isInteger(n) && n < question.options.length ? n : null;
  };
  switch (question.type) {
    case "single": {
      const choice = asIndex(value);
      return choice === null ? null : { type: "single", choice };
    }
    case "multi": {
      const choices = (fields[name] ?? []).map(asIndex);
      if (choices.length === 0 || choices.some((c) => c === null)) return null;
      return { type: "multi", choices: [...new Set(choices as number[])].sort((a, b) => a - b) };
    }
    case "truefalse":
      return value === "true" || value === "false" ? { type: "truefalse", value: value === "true" } : null;
    case "numeric": {
      const n = typeof value === "string" ? parseNumber(value, language) : null;
      return n === null ? null : { type: "numeric", value: n };
    }
    case "ordering": {
      // Each option's field holds the position (1..n) the learner gave it.
      const count = question.options.length;
      const positions = question.options.map((_, i) => Number(fields[orderingFieldName(question.id, i)]?.[0] ?? null));
      const valid = positions.every((p) => Number.isInteger(p) && p >= 1 && p <= count);
      if (!valid || new Set(positions).size !== count) return null;
      const order = positions
        .map((p, i) => ({ p, i }))
        .sort((a, b) => a.p - b.p)
        .map((x) => x.i);
      return { type: "ordering", order };
    }
  }
}

export function isCorrect(question: Question, answer: Answer | null): boolean {
  if (!answer || answer.type !== question.type) return false;
  switch (question.type) {
    case "single":
      return answer.type === "single" && answer.choice === question.answer;
    case "multi": {
      if (answer.type !== "multi") return false;
      const expected = [...question.answer].sort((a, b) => a - b);
      return answer.choices.length === expected.length && answer.choices.every((c, i) => c === expected[i]);
    }
    case "truefalse":
      return answer.type === "truefalse" && answer.value === question.answer;
    case "ordering":
      return answer.type === "ordering" && answer.order.every((o, i) => o === question.answer[i]);
    case "numeric":
      // A tiny epsilon so 0.1 + 0.2 style rounding never marks a right answer wrong.
      return (
        answer.type === "numeric" && Math.abs(answer.value - question.answer.value) <= question.answer.tolerance + 1e-9
      );
  }
}

/**
 * The few words an answer in words needs besides the question's own options: "True", "False",
 * "No answer" and how a number is written. `answerWords` (answer-words.ts) gives them in a
 * page's language; without them, an answer is described in English.
 */
export type AnswerWords = {
  truth: (value: boolean) => string;
  none: string;
  number: (value: number, unit?: string, tolerance?: number) => string;
};

export const ENGLISH_ANSWER_WORDS: AnswerWords = {
  truth: (value) => (value ? "True" : "False"),
  none: "No answer",
  number: (value, unit, tolerance) => `${value}${unit ? ` ${unit}` : ""}${tolerance ? ` (within ±${tolerance})` : ""}`,
};

/** The right answer in words, for the review after submitting. */
export function describeCorrectAnswer(question: Question, words: AnswerWords = ENGLISH_ANSWER_WORDS): string {
  switch (question.type) {
    case "single":
      return question.options[question.answer] ?? "";
    case "multi":
      return question.answer.map((i) => question.options[i]).join("; ");
    case "truefalse":
      return words.truth(question.answer);
    case "ordering":
      return question.answer.map((i) => question.options[i]).join(" → ");
    case "numeric": {
      const { value, tolerance, unit } = question.answer;
      return words.number(value, unit, tolerance);
    }
  }
}

/** The learner's answer in words, for the review. */
export function describeAnswer(
  question: Question,
  answer: Answer | null,
  words: AnswerWords = ENGLISH_ANSWER_WORDS,
): string {
  if (!answer) return words.none;
  switch (answer.type) {
    case "single":
      return "options" in question ? (question.options[answer.choice] ?? "") : "";
    case "multi":
      return "options" in question ? answer.choices.map((i) => question.options[i]).join("; ") : "";
    case "truefalse":
      return words.truth(answer.value);
    case "ordering":
      return "options" in question ? answer.order.map((i) => question.options[i]).join(" → ") : "";
    case "numeric":
      return words.number(answer.value);
  }
}

export type QuestionResult = {
  id: string;
  prompt: string;
  correct: boolean;
  given: string;
  expected: string;
  explanation: string;
  lesson: string;
};

export function gradeQuestion(
  question: Question,
  answer: Answer | null,
  words: AnswerWords = ENGLISH_ANSWER_WORDS,
): QuestionResult {
  return {
    id: question.id,
    prompt: question.prompt,
    correct: isCorrect(question, answer),
    given: describeAnswer(question, answer, words),
    expected: describeCorrectAnswer(question, words),
    explanation: question.explanation,
    lesson: question.lesson,
  };
}

/** Question id → the learner's answer (null when they gave none we could read). */
export type Answers = Record<string, Answer | null>;

/** Every question's answer from a submitted form's fields. */
export function readAnswers(
  questions: readonly Question[],
  fields: AnswerFields,
  language: Language = DEFAULT_LANGUAGE,
): Answers {
  return Object.fromEntries(questions.map((q) => [q.id, readAnswer(q, fields, language)]));
}

/** Grades answers already read from a form (or stored) against a list of questions. */
export function gradeAnswers(questions: Question[], answers: Answers, words: AnswerWords = ENGLISH_ANSWER_WORDS) {
  const results = questions.map((q) => gradeQuestion(q, answers[q.id] ?? null, words));
  return { results, score: results.filter((r) => r.correct).length, max: results.length };
}

export type AnswerProblem = "missing" | "not-a-number" | "order-incomplete";

/** What a question with this problem is told, in the page's language. */
export function problemMessage(i18n: I18n, problem: AnswerProblem): string {
  switch (problem) {
    case "missing":
      return i18n._(msg`Answer this question.`);
    case "not-a-number": {
      const example = formatNumber(3.5, languageOfI18n(i18n));
      return i18n._(msg`Type a number, such as 12 or ${example}.`);
    }
    case "order-incomplete":
      return i18n._(msg`Give every item a different place, from 1 to the last.`);
  }
}

/**
 * Which questions the answers leave out, and why: nothing given, or something given that is
 * not an answer (the raw fields tell the two apart).
 */
export function findProblems(
  questions: readonly Question[],
  fields: AnswerFields,
  answers: Answers,
): Record<string, AnswerProblem> {
  const problems: Record<string, AnswerProblem> = {};
  for (const question of questions) {
    if (answers[question.id]) continue;
    const raw = fields[fieldName(question.id)]?.[0] ?? null;
    if (question.type === "numeric" && typeof raw === "string" && raw.trim() !== "")
      problems[question.id] = "not-a-number";
    else if (
      question.type === "ordering" &&
      question.options.some((_, i) => (fields[orderingFieldName(question.id, i)]?.[0] ?? "") !== "")
    ) {
      problems[question.id] = "order-incomplete";
    } else problems[question.id] = "missing";
  }
  return problems;
}

export type IncompleteForm = {
  status: "incomplete";
  message: string;
  /** Question id → what is wrong with its answer, shown next to the question. */
  problems: Record<string, string>;
  values: Record<string, string[]>;
  /** The shuffle the learner saw (from the form's `seed` field), so the order does not change. */
  seed: number;
  questions: PublicQuestion[];
};

/**
 * A submitted quiz form refused whole (quiz-form.ts says why) comes back with the reason and
 * the questions in the order the learner saw them, to answer again.
 */
export function refusedQuizForm(questions: Question[], message: string, seedField: string | null): IncompleteForm {
  const seed = parseSeed(String(seedField)) ?? 1;
  return {
    status: "incomplete",
    message,
    problems: {},
    values: {},
    seed,
    questions: shuffledQuestions(questions, seed),
  };
}

/**
 * A submitted quiz form that leaves questions unanswered or unreadable comes back with what
 * the learner gave (`values`), each gap marked and the options in the order they saw (the
 * form's `seed`); null when complete.
 */
export function checkComplete(
  i18n: I18n,
  questions: Question[],
  problems: Record<string, AnswerProblem>,
  values: Record<string, string[]>,
  seedField: string | null,
): IncompleteForm | null {
  return Object.keys(problems).length === 0 ? null : incompleteForm(i18n, questions, problems, values, seedField);
}

/** A quiz form sent back with its gaps (`problems`) marked: see `checkComplete`. */
export function incompleteForm(
  i18n: I18n,
  questions: Question[],
  problems: Record<string, AnswerProblem>,
  values: Record<string, string[]>,
  seedField: string | null,
): IncompleteForm {
  const count = Object.keys(problems).length;
  const seed = parseSeed(String(seedField)) ?? 1;
  return {
    status: "incomplete",
    message: i18n._(
      msg`${plural(count, {
        one: "One question still needs an answer. It is marked below.",
        other: "# questions still need an answer. They are marked below.",
      })}`,
    ),
    problems: Object.fromEntries(Object.entries(problems).map(([id, p]) => [id, problemMessage(i18n, p)])),
    values,
    seed,
    questions: shuffledQuestions(questions, seed),
  };
}
