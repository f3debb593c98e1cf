// Lingui, as the site uses it on both sides. Every page is rendered with an i18n instance of its
// own language (never a shared one, which concurrent requests in two languages would fight
// over). The browser's instance gets each module's messages as the module loads
// (browser-i18n.ts). docs/decisions/0017-languages.md says why.
import { I18n, type Messages } from "@lingui/core";
import type { Language } from "./locale.ts";

/** An instance for one language with these messages loaded and active. */
export function i18nFor(language: Language, messages: Messages): I18n {
  return new I18n({ locale: language, messages: { [language]: messages } });
}
