// The browser's one i18n instance. It starts with the messages the server put in the page (so
// hydration shows exactly the server's words) and then loads the rest of the page's language,
// in a chunk of its own, once the page has started. Client navigations wait for it (the root's
// client middleware), so a page reached without a reload never shows a message's id.
import type { I18n, Messages } from "@lingui/core";
import { i18nFor, PAGE_MESSAGES_ID, type PageMessages } from "./i18n.ts";
import { DEFAULT_LANGUAGE, type Language } from "./locale.ts";

const catalogs = import.meta.glob<Messages>("../locales/*.po", { import: "messages" });

function pageMessages(): PageMessages {
  const script = typeof document === "undefined" ? null : document.getElementById(PAGE_MESSAGES_ID);
  try {
    if (script?.textContent) return JSON.parse(script.textContent) as PageMessages;
  } catch {
    // An unreadable script leaves the page to the whole catalog, loaded below.
  }
  return { language: DEFAULT_LANGUAGE, messages: {} };
}

const start = pageMessages();

export const browserI18n: I18n = i18nFor(start.language, start.messages);
export const browserLanguage: Language = start.language;

let loading: Promise<void> | undefined;

/** Loads the page language's whole catalog into the instance, once; resolves when it is in. */
export function loadWholeCatalog(): Promise<void> {
  loading ??= (catalogs[`../locales/${start.language}.po`]?.() ?? Promise.resolve({}))
    .then((messages) => browserI18n.load(start.language, { ...messages, ...start.messages }))
    .catch(() => {
      // Offline or a deploy removed the chunk: try again on the next navigation.
      loading = undefined;
    });
  return loading;
}
