// zxcvbn's warnings in the page's language. zxcvbn-ts writes them in English (the other
// languages' packages would bring their dictionaries too), so each kind has a message here.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFAULT_LANGUAGE } from "#app/site/locale.ts";
import { type StrengthWarning, warningKindOf } from "./password-strength.server.ts";

const WARNING_MESSAGES: Record<StrengthWarning, MessageDescriptor> = {
  straightRow: msg`Straight rows of keys on your keyboard are easy to guess.`,
  keyPattern: msg`Short keyboard patterns are easy to guess.`,
  simpleRepeat: msg`Repeated characters like “aaa” are easy to guess.`,
  extendedRepeat: msg`Repeated character patterns like “abcabcabc” are easy to guess.`,
  sequences: msg`Common character sequences like “abc” are easy to guess.`,
  recentYears: msg`Recent years are easy to guess.`,
  dates: msg`Dates are easy to guess.`,
  topTen: msg`This is a heavily used password.`,
  topHundred: msg`This is a frequently used password.`,
  common: msg`This is a commonly used password.`,
  similarToCommon: msg`This is similar to a commonly used password.`,
  wordByItself: msg`Single words are easy to guess.`,
  namesByThemselves: msg`Single names or surnames are easy to guess.`,
  commonNames: msg`Common names and surnames are easy to guess.`,
  userInputs: msg`Your name, your email address and the name of this site are easy to guess.`,
  pwned: msg`Your password was exposed by a data breach on the Internet.`,
};

/** The warning estimateStrength gave, in the i18n instance's language; null for none. */
export function strengthWarningIn(i18n: I18n, warning: string | null): string | null {
  const kind = warningKindOf(warning);
  if (kind) return i18n._(WARNING_MESSAGES[kind]);
  // A warning a newer zxcvbn added: pages in English (zxcvbn's language, the default) still give it.
  return i18n.locale === DEFAULT_LANGUAGE ? warning : null;
}
