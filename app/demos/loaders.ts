// How to load each demo, by its folder: one chunk per demo. This map is a chunk of its own
// too, fetched when a learner first scrolls near a demo (app/components/lesson-body.tsx),
// so that a lesson's first load carries no demo code at all.
import type { Messages } from "@lingui/core";
import type { ComponentType } from "react";
import { browserI18n, browserLanguage, loadWholeCatalog } from "#app/site/browser-i18n.ts";

const modules = import.meta.glob<{ default: ComponentType }>("/app/demos/*/demo.tsx");
// Each demo's words in each language, a small chunk of their own (lingui.config.ts).
const catalogs = import.meta.glob<Messages>("/app/demos/*/locales/*.po", { import: "messages" });

/**
 * The loader of the demo placed with `::demo{name="<name>"}`, if there is one: its code and its
 * words in the page's language, loaded together.
 */
export function demoLoader(name: string): (() => Promise<{ default: ComponentType }>) | undefined {
  const load = modules[`/app/demos/${name}/demo.tsx`];
  if (!load) return undefined;
  const words = catalogs[`/app/demos/${name}/locales/${browserLanguage}.po`];
  return async () => {
    // The whole site catalog too: it holds the shared demo kit's words (app/demos/kit.tsx).
    const [module, messages] = await Promise.all([load(), words?.(), loadWholeCatalog()]);
    if (messages) browserI18n.load(browserLanguage, messages);
    return module;
  };
}
