// The graded checks inside lessons (issue 15): what the page shows of a check before it is
// answered, and what it shows after. Pure, for the lesson route's loader and action.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Question } from "#app/content/schemas.ts";
import { mulberry32 } from "#app/platform/random.ts";
import { formatNumber } from "#app/site/locale.ts";
import {
  type Answer,
  type AnswerWords,
  gradeQuestion,
  languageOfI18n,
  type PublicQuestion,
  type QuestionResult,
  toPublicQuestion,
} from "./quiz.ts";

/** A graded answer as the lesson shows it: right or not, in words, and why. */
export type CheckResult = { correct: boolean; given: string; expected: string; explanation: string };

/** What the lesson shows of an answer already graded (the rest of a quiz's result it leaves out). */
export function checkResult({ correct, given, expected, explanation }: QuestionResult): CheckResult {
  return { correct, given, expected, explanation };
}

export function checkResultOf(check: Question, answer: Answer, words?: AnswerWords): CheckResult {
  return checkResult(gradeQuestion(check, answer, words));
}

/**
 * What a check sent without a readable answer is told (by the page, or by the action without
 * JavaScript), in the language of `i18n` (English without it).
 */
export function noAnswerMessage(type: Question["type"], i18n?: I18n): string {
  if (!i18n) return type === "numeric" ? "Type a number, such as 12 or 0.5." : "Choose an answer first.";
  if (type !== "numeric") return i18n._(msg`Choose an answer first.`);
  const example = formatNumber(0.5, languageOfI18n(i18n));
  return i18n._(msg`Type a number, such as 12 or ${example}.`);
}

/** A number from a check's id (FNV-1a), so that its options keep one order for everyone. */
function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A check as the page shows it before it is answered: no answer and no explanation. Its
 * options are shuffled once and for all, so the page is the same for every visitor (it is
 * cached) and a learner who comes back finds them where they were.
 */
export function publicCheck(check: Question): PublicQuestion {
  // The same for every request: worked out once per check, not on every lesson page.
  let shown = shownChecks.get(check);
  if (!shown) {
    shown = toPublicQuestion(check, mulberry32(seedOf(check.id)));
    shownChecks.set(check, shown);
  }
  return shown;
}
const shownChecks = new WeakMap<Question, PublicQuestion>();
