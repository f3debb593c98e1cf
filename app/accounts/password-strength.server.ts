// How guessable a new password is, with zxcvbn-ts. Only the server runs it: its dictionaries are
// about 850 KB gzip, too much for a phone to fetch while signing up. The server checks every new
// password with it, and scores the password being typed for the field's meter
// (POST /api/password-strength).
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { SITE_NAME } from "#app/site/site.ts";
import { MIN_STRENGTH_SCORE, STRENGTH_CHECKED_LENGTH, type Strength } from "./password-strength.ts";

const WARNINGS = {
  ...english.translations.warnings,
  userInputs: "Your name, your email address and the name of this site are easy to guess.",
};

/** Which of zxcvbn's warnings this is ("topTen", "userInputs"…), so pages can say it in their language. */
export type StrengthWarning = keyof typeof WARNINGS;

/** The kind of a warning estimateStrength gave; null for none or one this module does not know. */
export const warningKindOf = (warning: string | null): StrengthWarning | null =>
  (Object.entries(WARNINGS).find(([, text]) => text === warning)?.[0] as StrengthWarning | undefined) ?? null;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: { ...english.translations, warnings: WARNINGS },
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

/** userInputs: the learner's email and name, so passwords built from them score low. */
export function estimateStrength(password: string, userInputs: string[] = []): Strength {
  const checked = [...password].slice(0, STRENGTH_CHECKED_LENGTH).join("");
  const { score, feedback } = zxcvbn.check(checked, personalWords(userInputs));
  return { score, warning: feedback.warning || null, suggestions: feedback.suggestions };
}

/** Null if the password is hard enough to guess, otherwise a message saying why not and what to do. */
export function weakPasswordMessage(password: string, userInputs?: string[]): string | null {
  const { score, warning } = estimateStrength(password, userInputs);
  if (score >= MIN_STRENGTH_SCORE) return null;
  return ["This password is too easy to guess.", warning, "Try a longer phrase of unrelated words."]
    .filter(Boolean)
    .join(" ");
}
