import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CacheKeyIdGenerator, VitestPluginContext } from "vitest/node";
import { content } from "./vite-plugin.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("the content plugin under Vitest", () => {
  // A lesson's module depends on the glossary and the Markdown pipeline, not only on its own
  // text, so Vitest's file cache (keyed by that text) must never serve a stale rendering.
  it("keeps content modules out of Vitest's file cache, and leaves code to it", () => {
    let generator: CacheKeyIdGenerator | undefined;
    const plugin = content() as { configureVitest?: (context: VitestPluginContext) => void };
    plugin.configureVitest?.({
      defineCacheKeyGenerator: (callback: CacheKeyIdGenerator) => {
        generator = callback;
      },
    } as VitestPluginContext);
    expect(generator).toBeDefined();
    const key = (id: string) => generator?.({ id, sourceCode: "", environment: {} as never });
    expect(key(path.join(root, "content/courses/the-foundations-of-ai/what-is-ai.md"))).toBe(false);
    expect(key(path.join(root, "content/glossary.json"))).toBe(false);
    expect(key("\0virtual:synapse/search-index")).toBe(false);
    expect(key(path.join(root, "app/routes/home.tsx"))).toBeUndefined();
  });
});
