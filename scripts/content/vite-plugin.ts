import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import type { VitestPluginContext } from "vitest/node";
import { contentFiles, type GlossaryTerm, glossarySchema } from "#app/content/schemas.ts";
import { termMatcher } from "./glossary.ts";
import { type RenderedMarkdown, renderMarkdown } from "./markdown.ts";
import { searchDocuments, searchIndexJson } from "./search-index.ts";

const root = path.resolve(import.meta.dirname, "../..");
const contentDir = path.join(root, "content");
const glossaryFile = path.join(contentDir, "glossary.json");
const SEARCH_INDEX = "virtual:synapse/search-index";
const RESOLVED_SEARCH_INDEX = `\0${SEARCH_INDEX}`;

/** A course lesson (not a course's own files, not a page such as the terms). */
const isLesson = (id: string) => /[\\/]content[\\/]courses[\\/][a-z0-9-]+[\\/][a-z0-9-]+\.md$/.test(id);

/**
 * Builds content/ files at build time: Markdown becomes { frontMatter, html, headings, … }
 * (a lesson's first use of each glossary term linked), every content file is checked against
 * its Zod schema, so bad content fails the build, and `virtual:synapse/search-index` is the
 * site's search index, built from the same rendering.
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
  let glossary: Promise<GlossaryTerm[]> | null = null;
  const loadGlossary = () => {
    glossary ??= readFile(glossaryFile, "utf8").then((text) => {
      const data = JSON.parse(text);
      check(glossaryFile, data);
      return glossarySchema.parse(data);
    });
    return glossary;
  };
  const rendered = new Map<string, Promise<RenderedMarkdown>>();
  const render = (file: string) => {
    let doc = rendered.get(file);
    if (!doc) {
      doc = (async () => {
        const source = await readFile(file, "utf8");
        const matcher = isLesson(file) ? termMatcher(await loadGlossary()) : undefined;
        return renderMarkdown(source, { glossary: matcher });
      })();
      rendered.set(file, doc);
    }
    return doc;
  };
  return {
    name: "synapse-content",
    enforce: "pre",
    resolveId(id) {
      return id === SEARCH_INDEX ? RESOLVED_SEARCH_INDEX : null;
    },
    // Vitest keeps transformed modules on disk, keyed by each file's own text; a lesson's
    // rendering also depends on the glossary and on this pipeline's code, so a cached lesson
    // could outlive a change to either. Content is quick to render: never cache it.
    configureVitest({ defineCacheKeyGenerator }: VitestPluginContext) {
      defineCacheKeyGenerator(({ id }) =>
        id === RESOLVED_SEARCH_INDEX || id.startsWith(contentDir + path.sep) ? false : undefined,
      );
    },
    watchChange(id) {
      // In development an edited file is rendered again; the glossary changes every lesson.
      if (id === glossaryFile) {
        glossary = null;
        rendered.clear();
      } else rendered.delete(id);
    },
    async load(id) {
      if (id === RESOLVED_SEARCH_INDEX) {
        this.addWatchFile(glossaryFile);
        const documents = await searchDocuments(contentDir, await loadGlossary(), (file) => {
          this.addWatchFile(file);
          return render(file);
        });
        return `export default ${JSON.stringify(searchIndexJson(documents))};`;
      }
      if (!id.startsWith(contentDir + path.sep)) return null;
      if (id.endsWith(".md")) {
        if (isLesson(id)) this.addWatchFile(glossaryFile);
        const { sections: _sections, ...doc } = await render(id);
        check(id, doc.frontMatter);
        return `export default ${JSON.stringify(doc)};`;
      }
      if (id.endsWith(".json")) check(id, JSON.parse(await readFile(id, "utf8")));
      return null;
    },
  };
}
