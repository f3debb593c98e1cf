// The server render's i18n instance: the page's language, recording every message it renders,
// so the page can carry exactly those to the browser (app/site/i18n.ts).
import { I18n, type MessageDescriptor, type MessageOptions, type Messages, type Values } from "@lingui/core";
import type { Language } from "./locale.ts";

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

/** A server render's instance: the language's whole catalog, recording what the page uses. */
export function recordingI18nFor(language: Language, messages: Messages): RecordingI18n {
  return new RecordingI18n({ locale: language, messages: { [language]: messages } });
}
