// The browser's one i18n instance, in the page's language (`<html lang>`). It starts empty: each
// module that loads on its own (the root, a route, a demo, a lazy screen) brings its messages in
// the page's language and waits for them before it runs (scripts/page-messages-vite.ts), so a
// component never renders before its words are here, on the first load or after a client
// navigation. Only the page language's messages are ever fetched.
import type { I18n, Messages } from "@lingui/core";
import { i18nFor } from "./i18n.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./locale.ts";

const pageLanguage = typeof document === "undefined" ? undefined : document.documentElement.lang;

export const browserLanguage: Language = isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE;
/** The catalog the instance reads: each module's words join it (loadMessages). */
const words: Messages = {};
export const browserI18n: I18n = i18nFor(browserLanguage, words);

/** Adds a module's messages in the page's language to the instance (code the build appends to the module). */
export async function loadMessages(loaders: Partial<Record<Language, () => Promise<{ messages: Messages }>>>) {
  const load = loaders[browserLanguage];
  if (!load) return;
  const { messages } = await load();
  // Added to the catalog the instance reads, without a `change` event: the module these words
  // are for has not run yet, so nothing on the page shows them. The event would re-render the
  // whole app each time a lazy module arrives, and, while React is still hydrating the page,
  // make it start over.
  Object.assign(words, messages);
}
