// A counted phrase, as the site writes it: "1 question", "3 questions are due". Shaped like an
// ICU plural message (and Lingui's `plural`), so each call becomes one message when the site
// is translated: the whole phrase for each form, with `#` where the number goes. Only numbers
// and fixed words go inside the forms (every `#` becomes the count); names and what someone
// typed stay outside.
import { formatNumber, pluralCategory } from "./locale.ts";

/** `forms.one` for a count the language calls singular (1 in English), `forms.other` otherwise. */
export function plural(n: number, forms: { one: string; other: string }): string {
  return (pluralCategory(n) === "one" ? forms.one : forms.other).replaceAll("#", formatNumber(n));
}
