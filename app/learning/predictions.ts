// A lesson's "Predict first" prompt (issue 15): the learner writes a guess before the demo and
// sees it again after it. The rules for a guess, for the lesson's form and its action.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatNumber } from "#app/site/locale.ts";
import { languageOfI18n } from "./quiz.ts";

export const MAX_GUESS_LENGTH = 500;

/** A guess as it is kept: Windows line ends made plain, and no space around it. */
export const normalGuess = (raw: string) => raw.replace(/\r\n?/g, "\n").trim();

/** Why a guess cannot be kept, in words for the learner (in the language of `i18n`), or null when it can. */
export function guessProblem(raw: string, i18n: I18n): string | null {
  const guess = normalGuess(raw);
  if (guess === "") return i18n._(msg`Write your guess first: a few words are enough.`);
  if (guess.length > MAX_GUESS_LENGTH) {
    const language = languageOfI18n(i18n);
    const most = formatNumber(MAX_GUESS_LENGTH, language);
    const length = formatNumber(guess.length, language);
    return i18n._(msg`Keep your guess to ${most} characters: yours has ${length}.`);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(guess)) {
    return i18n._(msg`Your guess contains characters that cannot be shown. Type it again without them.`);
  }
  return null;
}
