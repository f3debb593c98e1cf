// The words an answer in words needs besides the question's own options ("True", "No answer",
// a number with its tolerance), in a page's language: for `gradeQuestion` and its kin.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatNumber } from "#app/site/locale.ts";
import { type AnswerWords, languageOfI18n } from "./quiz.ts";

export function answerWords(i18n: I18n): AnswerWords {
  const language = languageOfI18n(i18n);
  return {
    truth: (value) => (value ? i18n._(msg`True`) : i18n._(msg`False`)),
    none: i18n._(msg`No answer`),
    number: (value, unit, tolerance) => {
      const number = formatNumber(value, language);
      const within = tolerance ? formatNumber(tolerance, language) : "";
      if (unit && tolerance) return i18n._(msg`${number} ${unit} (within ±${within})`);
      if (unit) return i18n._(msg({ message: `${number} ${unit}`, comment: "a number and its unit" }));
      if (tolerance) return i18n._(msg`${number} (within ±${within})`);
      return number;
    },
  };
}
