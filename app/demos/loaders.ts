// How to load each demo, by its folder: one chunk per demo. This map is a chunk of its own
// too, fetched when a learner first scrolls near a demo (app/components/lesson-body.tsx),
// so that a lesson's first load carries no demo code at all. A demo's chunk waits for its
// words in the page's language, its own and the shared kit's (scripts/page-messages-vite.ts).
import type { ComponentType } from "react";

const modules = import.meta.glob<{ default: ComponentType }>("/app/demos/*/demo.tsx");

/** The loader of the demo placed with `::demo{name="<name>"}`, if there is one. */
export function demoLoader(name: string): (() => Promise<{ default: ComponentType }>) | undefined {
  return modules[`/app/demos/${name}/demo.tsx`];
}
