// Reading a submitted question form: a course quiz, the placement test, a quick-quiz
// question, a lesson's check, a review, a practice question. The one module of app/learning
// that sees the form itself (a route hands it over); everything after it takes typed
// answers. A form no page of ours sends (a file where an answer goes, an answer longer than
// any answer can be, two answers to a question that takes one) is refused whole, with the
// reason, rather than half read. Pure: pages and the server both use it.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Question } from "#app/content/schemas.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import { noAnswerMessage } from "./lesson-checks.ts";
import {
  type Answer,
  type AnswerFields,
  type AnswerProblem,
  type Answers,
  fieldName,
  findProblems,
  languageOfI18n,
  orderingFieldName,
  readAnswers,
} from "./quiz.ts";

/** Longer than any answer a question takes (a number, an option's index, a place). */
export const MAX_ANSWER_LENGTH = 100;
/** More quiz fields than any form of ours has (a quiz of 14 questions has fewer than 100). */
export const MAX_ANSWER_FIELDS = 500;

/** A form read for its questions: the answers, what is wrong with each unanswered one, and what to redraw. */
export type AnswerForm = {
  ok: true;
  answers: Answers;
  /** Question id → why it has no answer (nothing given, or something that is not an answer). */
  problems: Record<string, AnswerProblem>;
  /** The quiz fields as sent, to put back into the form after an error. */
  values: Record<string, string[]>;
  /** Quiz fields that belong to none of the questions (a form for other questions). */
  outside: string[];
};

export type FormRefusal = "not-text" | "too-long" | "too-many" | "repeated";

export type RefusedForm = { ok: false; refusal: FormRefusal; field: string };

/** A form's quiz fields as plain strings, or the reason the form is refused. */
export type SentFields = { ok: true; fields: AnswerFields } | RefusedForm;

const maxLength = MAX_ANSWER_LENGTH;

/** Why a form is refused, as the page tells the learner (`refusalMessage`). */
export const refusalMessages: Record<FormRefusal, MessageDescriptor> = {
  "not-text": msg`An answer was sent as a file, which no question takes, so nothing was saved. Answer on the page.`,
  "too-long": msg`An answer was longer than ${maxLength} characters, longer than any answer here, so nothing was saved. Answer on the page.`,
  "too-many": msg`More answers were sent than the questions take, so nothing was saved. Answer on the page.`,
  repeated: msg`Two answers were sent to a question that takes one, so nothing was saved. Answer on the page.`,
};

// The same in English, for a caller that does not hand over its page's i18n (yet): without
// a catalog, a built descriptor carries only its id, not these words.
const englishRefusals: Record<FormRefusal, string> = {
  "not-text": "An answer was sent as a file, which no question takes, so nothing was saved. Answer on the page.",
  "too-long": `An answer was longer than ${MAX_ANSWER_LENGTH} characters, longer than any answer here, so nothing was saved. Answer on the page.`,
  "too-many": "More answers were sent than the questions take, so nothing was saved. Answer on the page.",
  repeated: "Two answers were sent to a question that takes one, so nothing was saved. Answer on the page.",
};

/** Why a form was refused, in the page's language (English without an i18n instance). */
export const refusalMessage = (refusal: FormRefusal, i18n?: I18n) =>
  i18n ? i18n._(refusalMessages[refusal]) : englishRefusals[refusal];

const refuse = (refusal: FormRefusal, field: string): RefusedForm => ({ ok: false, refusal, field });

/** How many values each of the questions' fields may carry: all the options of a multiple choice, one otherwise. */
function fieldsOf(questions: readonly Question[]): Map<string, number> {
  const allowed = new Map<string, number>();
  for (const q of questions) {
    allowed.set(fieldName(q.id), q.type === "multi" ? q.options.length : 1);
    if (q.type !== "ordering") continue;
    for (let i = 0; i < q.options.length; i++) allowed.set(orderingFieldName(q.id, i), 1);
  }
  return allowed;
}

/**
 * A submitted form's quiz fields ("q-…"), each with its values in order, or the reason the
 * form is refused. Other fields (the form's own hidden fields) are the route's to read.
 */
export function readQuestionFields(form: FormData | URLSearchParams): SentFields {
  const fields: Record<string, string[]> = {};
  let count = 0;
  for (const [name, value] of form.entries()) {
    if (!name.startsWith("q-")) continue;
    if (typeof value !== "string") return refuse("not-text", name);
    if (value.length > MAX_ANSWER_LENGTH) return refuse("too-long", name);
    if (++count > MAX_ANSWER_FIELDS) return refuse("too-many", name);
    fields[name] = [...(fields[name] ?? []), value];
  }
  return { ok: true, fields };
}

/**
 * The answers a form's fields give to `questions`: each question's answer (null when it has
 * none), the problem with each that has none, the fields to redraw the form with, and the
 * quiz fields that belong to none of the questions; or the reason they are refused.
 */
export function answersTo(
  questions: readonly Question[],
  fields: AnswerFields,
  language: Language = DEFAULT_LANGUAGE,
): AnswerForm | RefusedForm {
  const allowed = fieldsOf(questions);
  const outside: string[] = [];
  for (const [name, values] of Object.entries(fields)) {
    const most = allowed.get(name);
    if (most === undefined) outside.push(name);
    else if (values.length > most) return refuse(most === 1 ? "repeated" : "too-many", name);
  }
  const answers = readAnswers(questions, fields, language);
  const values = Object.fromEntries(Object.entries(fields).map(([name, sent]) => [name, [...sent]]));
  return { ok: true, answers, problems: findProblems(questions, fields, answers), values, outside };
}

/**
 * The answer sent fields give to one question (a lesson's check, a review, a practice
 * question): the answer, or why there is none (a refused form, or no answer, with the
 * fields to redraw the form with), in the language of `i18n` (English without it).
 */
export function answerToOne(
  question: Question,
  sent: SentFields,
  i18n?: I18n,
):
  | { status: "answer"; answer: Answer }
  | { status: "refused"; message: string }
  | { status: "no-answer"; message: string; values: Record<string, string[]> } {
  const read = sent.ok ? answersTo([question], sent.fields, languageOfI18n(i18n)) : sent;
  if (!read.ok) return { status: "refused", message: refusalMessage(read.refusal, i18n) };
  const answer = read.answers[question.id];
  if (!answer) return { status: "no-answer", message: noAnswerMessage(question.type, i18n), values: read.values };
  return { status: "answer", answer };
}

/** A form's answers to `questions` (`readQuestionFields`, then `answersTo`). */
export function readAnswerForm(
  form: FormData | URLSearchParams,
  questions: readonly Question[],
  language: Language = DEFAULT_LANGUAGE,
): AnswerForm | RefusedForm {
  const read = readQuestionFields(form);
  return read.ok ? answersTo(questions, read.fields, language) : read;
}
