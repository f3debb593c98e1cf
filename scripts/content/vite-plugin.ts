import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { contentFiles } from "#app/content/schemas.ts";
import { renderMarkdown } from "./markdown.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Builds content/ files at build time: Markdown becomes { frontMatter, html, headings },
 * and every content file is checked against its Zod schema, so bad content fails the build.
 */
export function content(): Plugin {
  const check = (id: string, data: unknown) => {
    const relative = path.relative(root, id).split(path.sep).join("/");
    const rule = contentFiles.find((r) => r.match.test(relative));
    if (!rule) return;
    const result = rule.schema.safeParse(data);
    if (!result.success) {
      const problems = result.error.issues.map((i) => `  - ${i.path.join(".") || "(file)"}: ${i.message}`).join("\n");
      throw new Error(`Invalid content in ${relative}:\n${problems}`);
    }
  };
  return {
    name: "synapse-content",
    enforce: "pre",
    async load(id) {
      if (!id.startsWith(path.join(root, "content") + path.sep)) return null;
      if (id.endsWith(".md")) {
        const doc = await renderMarkdown(await readFile(id, "utf8"));
        check(id, doc.frontMatter);
        return `export default ${JSON.stringify(doc)};`;
      }
      if (id.endsWith(".json")) check(id, JSON.parse(await readFile(id, "utf8")));
      return null;
    },
  };
}
