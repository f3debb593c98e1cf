// How guessable a new password is, with zxcvbn-ts. Only the server runs it: its dictionaries are
// about 850 KB gzip, too much for a phone to fetch while signing up. The server checks every new
// password with it, and scores the password being typed for the field's meter
// (POST /api/password-strength).
//
// zxcvbn-ts words its advice with the `translations` it is given. It is given our catalog's
// message ids, one per piece of advice, so the advice's words live in the interface's catalogs
// like every other message, and a page says them in its language. The dictionaries stay
// English: they are what passwords are matched against, not words a learner reads.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { SITE_NAME } from "#app/site/site.ts";
import { MIN_STRENGTH_SCORE, STRENGTH_CHECKED_LENGTH, type Strength } from "./password-strength.ts";

type Advice = typeof english.translations;

const WARNINGS: Record<keyof Advice["warnings"], MessageDescriptor> = {
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

const SUGGESTIONS: Record<keyof Advice["suggestions"], MessageDescriptor> = {
  l33t: msg`Avoid predictable letter substitutions like “@” for “a”.`,
  reverseWords: msg`Avoid reversed spellings of common words.`,
  allUppercase: msg`Capitalize some, but not all letters.`,
  capitalization: msg`Capitalize more than the first letter.`,
  dates: msg`Avoid dates and years that are associated with you.`,
  recentYears: msg`Avoid recent years.`,
  associatedYears: msg`Avoid years that are associated with you.`,
  sequences: msg`Avoid common character sequences.`,
  repeated: msg`Avoid repeated words and characters.`,
  longerKeyboardPattern: msg`Use longer keyboard patterns and change typing direction multiple times.`,
  anotherWord: msg`Add more words that are less common.`,
  useWords: msg`Use multiple words, but avoid common phrases.`,
  noNeed: msg`You can create strong passwords without using symbols, numbers, or uppercase letters.`,
  pwned: msg`If you use this password elsewhere, you should change it.`,
};

/** Each piece of advice by the id zxcvbn answers with: its message, and its English for a caller without a catalog. */
const ADVICE = new Map<string, { message: MessageDescriptor; english: string }>([
  ...Object.entries(WARNINGS).map(([key, message]) => {
    const text =
      key === "userInputs"
        ? "Your name, your email address and the name of this site are easy to guess."
        : english.translations.warnings[key as keyof Advice["warnings"]];
    return [message.id, { message, english: text }] as const;
  }),
  ...Object.entries(SUGGESTIONS).map(
    ([key, message]) =>
      [message.id, { message, english: english.translations.suggestions[key as keyof Advice["suggestions"]] }] as const,
  ),
]);

const idsOf = <K extends string>(messages: Record<K, MessageDescriptor>) =>
  Object.fromEntries(Object.entries<MessageDescriptor>(messages).map(([key, message]) => [key, message.id])) as Record<
    K,
    string
  >;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  // Its time estimates are never shown: they keep zxcvbn's English.
  translations: {
    warnings: idsOf(WARNINGS),
    suggestions: idsOf(SUGGESTIONS),
    timeEstimation: english.translations.timeEstimation,
  },
  // The default (100) lets a 128-character string of l33t characters take ~0.7 s of CPU; 10
  // keeps the worst case near 0.1 s and still catches "P@ssw0rd".
  l33tMaxSubstitutions: 10,
  // Levenshtein matching is left off (the default): it costs ~0.2 s on every check.
});

/**
 * The words zxcvbn should treat as known to an attacker: the site's name, and each input whole,
 * as its parts ("ada", "lovelace") and run together ("adalovelace"). An email counts by its
 * local part, since "ada.lovelace1" is built from "ada.lovelace@example.com".
 */
function personalWords(userInputs: string[]): string[] {
  const words = new Set([SITE_NAME.toLowerCase()]);
  for (const input of userInputs) {
    const text = input.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    const local = text.split("@")[0] ?? text;
    const parts = local.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
    for (const word of [local, parts.join(""), ...parts]) if (word) words.add(word);
  }
  return [...words];
}

/**
 * userInputs: the learner's email and name, so passwords built from them score low. The advice
 * is in the language of `i18n`, the page's (in zxcvbn's English without it, for the command line).
 */
export function estimateStrength(password: string, userInputs: string[] = [], i18n?: I18n): Strength {
  const checked = [...password].slice(0, STRENGTH_CHECKED_LENGTH).join("");
  const { score, feedback } = zxcvbn.check(checked, personalWords(userInputs));
  const say = (id: string) => {
    const advice = ADVICE.get(id);
    if (!advice) return id;
    return i18n ? i18n._(advice.message) : advice.english;
  };
  return {
    score,
    warning: feedback.warning ? say(feedback.warning) : null,
    suggestions: feedback.suggestions.map(say),
  };
}

/**
 * Null if the password is hard enough to guess, otherwise a message saying why not and what to
 * do, in English: for the operator at the command line (pages use password-messages.ts).
 */
export function weakPasswordMessage(password: string, userInputs?: string[]): string | null {
  const { score, warning } = estimateStrength(password, userInputs);
  if (score >= MIN_STRENGTH_SCORE) return null;
  return ["This password is too easy to guess.", warning, "Try a longer phrase of unrelated words."]
    .filter(Boolean)
    .join(" ");
}
