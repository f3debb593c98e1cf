// Lingui, as the site uses it on both sides. Every page is rendered with an i18n instance of its
// own language (never a shared one, which concurrent requests in two languages would fight
// over). The server's instance notes which messages the page used, and the page carries just
// those (`PageMessages`), so the browser hydrates with the words it shows and no catalog in its
// JavaScript; the rest of the language's catalog arrives after the page has started
// (entry.client.tsx). docs/decisions/0017-languages.md says why.
import { I18n, type MessageDescriptor, type MessageOptions, type Messages, type Values } from "@lingui/core";
import type { Language } from "./locale.ts";

/** The id of the page's `<script type="application/json">` with its messages. */
export const PAGE_MESSAGES_ID = "page-messages";

/** What that script holds: the page's language and the compiled messages it rendered. */
export type PageMessages = { language: Language; messages: Messages };

/** An i18n instance that remembers every message it was asked for. */
export class RecordingI18n extends I18n {
  readonly used = new Set<string>();
  override _(descriptor: MessageDescriptor): string;
  override _(id: string, values?: Values, options?: MessageOptions): string;
  override _(id: string | MessageDescriptor, values?: Values, options?: MessageOptions): string {
    if (typeof id === "string") {
      this.used.add(id);
      return super._(id, values, options);
    }
    if (id.id) this.used.add(id.id);
    return super._(id);
  }

  /** The compiled messages this instance rendered, from its language's catalog. */
  usedMessages(): Messages {
    const all = this.messages;
    const used: Messages = {};
    for (const id of this.used) if (Object.hasOwn(all, id)) used[id] = all[id] as Messages[string];
    return used;
  }
}

/** An instance for one language with these messages loaded and active. */
export function i18nFor(language: Language, messages: Messages): I18n {
  return new I18n({ locale: language, messages: { [language]: messages } });
}

/** A server render's instance: the language's whole catalog, recording what the page uses. */
export function recordingI18nFor(language: Language, messages: Messages): RecordingI18n {
  return new RecordingI18n({ locale: language, messages: { [language]: messages } });
}

/** The page-messages script's text: JSON that cannot close the script element early. */
export const pageMessagesJson = (value: PageMessages) =>
  JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029");
