// Lingui, as the site uses it on both sides. Every page is rendered with an i18n instance of its
// own language (never a shared one, which concurrent requests in two languages would fight
// over). The server's instance notes which messages the page used, and the page carries just
// those (`PageMessages`), so the browser hydrates with the words it shows and no catalog in its
// JavaScript; the rest of the language's catalog arrives after the page has started
// (entry.client.tsx). The recording instance is server-only (recording-i18n.server.ts).
// docs/decisions/0017-languages.md says why.
import { I18n, type Messages } from "@lingui/core";
import type { Language } from "./locale.ts";

/** The id of the page's `<script type="application/json">` with its messages. */
export const PAGE_MESSAGES_ID = "page-messages";

/** What that script holds: the page's language and the compiled messages it rendered. */
export type PageMessages = { language: Language; messages: Messages };

/** An instance for one language with these messages loaded and active. */
export function i18nFor(language: Language, messages: Messages): I18n {
  return new I18n({ locale: language, messages: { [language]: messages } });
}

/** The page-messages script's text: JSON that cannot close the script element early. */
export const pageMessagesJson = (value: PageMessages) =>
  JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029");
