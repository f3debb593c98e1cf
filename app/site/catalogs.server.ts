// Every language's compiled interface catalog, for the server's renders and emails. The
// browser never imports this module: it gets a page's messages in the page, then its own
// language's catalog (entry.client.tsx).
import type { Messages } from "@lingui/core";
import { DEFAULT_LANGUAGE, type Language } from "./locale.ts";

const files = import.meta.glob<Messages>("../locales/*.po", { eager: true, import: "messages" });

export function catalogOf(language: Language): Messages {
  const catalog = files[`../locales/${language}.po`] ?? files[`../locales/${DEFAULT_LANGUAGE}.po`];
  if (!catalog) throw new Error(`no catalog for "${language}" (run: npx lingui extract)`);
  return catalog;
}
