import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import type { VitestPluginContext } from "vitest/node";
import { contentFiles, type GlossaryTerm, glossarySchema } from "#app/content/schemas.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language, languageCodes } from "#app/site/locale.ts";
import { termMatcher } from "./glossary.ts";
import { readLessonWords } from "./lesson-words.ts";
import { type RenderedMarkdown, renderMarkdown, splitFrontMatter } from "./markdown.ts";
import { searchDocuments, searchIndexJson } from "./search-index.ts";

const root = path.resolve(import.meta.dirname, "../..");
const contentDir = path.join(root, "content");
const glossaryFile = path.join(contentDir, "glossary.json");
const SEARCH_INDEX = "virtual:synapse/search-index";
const RESOLVED_SEARCH_INDEX = `\0${SEARCH_INDEX}`;
const TRANSLATIONS = "virtual:synapse/translations";
const RESOLVED_TRANSLATIONS = `\0${TRANSLATIONS}`;

/** A course lesson (not a course's own files, not a page such as the terms), in any language. */
const isLesson = (id: string) =>
  /[\\/]content[\\/](?:[a-z]{2}[\\/])?courses[\\/][a-z0-9-]+[\\/][a-z0-9-]+\.md$/.test(id);

/**
 * A content file's language and its path relative to content/ as the English file's:
 * content/es/courses/x/y.md → es, "courses/x/y.md"; content/courses/x/y.md → en, the same.
 */
export function contentFileOf(file: string): { language: Language; source: string } {
  const relative = path.relative(contentDir, file).split(path.sep).join("/");
  const [first, ...rest] = relative.split("/");
  if (first && first !== DEFAULT_LANGUAGE && isLanguage(first) && rest.length > 0) {
    return { language: first, source: rest.join("/") };
  }
  return { language: DEFAULT_LANGUAGE, source: relative };
}

/** The file that holds `source` (a path as in English) in a language: content/<language>/<source>. */
export const fileIn = (language: Language, source: string) =>
  language === DEFAULT_LANGUAGE ? path.join(contentDir, source) : path.join(contentDir, language, source);

/** A file's SHA-256, the fingerprint a translation records of its English source. */
export const fingerprint = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

/** What a translated file says it was translated from (`translation: { source, sha256 }`). */
export type TranslationRecord = { source: string; sha256: string };

/** A translated JSON file: `{ "translation": {…}, "content": <the English file's shape> }`. */
export function unwrapTranslation(data: unknown): { translation: unknown; content: unknown } {
  if (typeof data !== "object" || data === null || !("translation" in data) || !("content" in data)) {
    throw new Error('a translated JSON file is { "translation": { "source", "sha256" }, "content": … }');
  }
  return { translation: data.translation, content: data.content };
}

/**
 * Builds content/ files at build time: Markdown becomes { frontMatter, html, headings, … }
 * (a lesson's first use of each glossary term linked), every content file is checked against
 * its Zod schema, so bad content fails the build, and `virtual:synapse/search-index` is the
 * site's search index, built from the same rendering.
 */
export function content(): Plugin {
  const check = (id: string, data: unknown) => {
    // A translation is held to the English file's schema.
    const relative = `content/${contentFileOf(id).source}`;
    const rule = contentFiles.find((r) => r.match.test(relative));
    if (!rule) return;
    const result = rule.schema.safeParse(data);
    if (!result.success) {
      const problems = result.error.issues.map((i) => `  - ${i.path.join(".") || "(file)"}: ${i.message}`).join("\n");
      throw new Error(`Invalid content in ${path.relative(root, id)}:\n${problems}`);
    }
  };
  const glossaries = new Map<Language, Promise<GlossaryTerm[]>>();
  /** A language's glossary: its translation, or the English one where there is none yet. */
  const loadGlossary = (language: Language) => {
    let glossary = glossaries.get(language);
    if (!glossary) {
      const file = existsSync(fileIn(language, "glossary.json")) ? fileIn(language, "glossary.json") : glossaryFile;
      glossary = readFile(file, "utf8").then((text) => {
        const data = file === glossaryFile ? JSON.parse(text) : unwrapTranslation(JSON.parse(text)).content;
        check(glossaryFile, data);
        return glossarySchema.parse(data);
      });
      glossaries.set(language, glossary);
    }
    return glossary;
  };
  let lessonWords: ReturnType<typeof readLessonWords> | undefined;
  const rendered = new Map<string, Promise<RenderedMarkdown>>();
  const render = (file: string) => {
    let doc = rendered.get(file);
    if (!doc) {
      doc = (async () => {
        const source = await readFile(file, "utf8");
        const { language } = contentFileOf(file);
        const matcher = isLesson(file) ? termMatcher(await loadGlossary(language)) : undefined;
        lessonWords ??= readLessonWords(root);
        const words = (await lessonWords).get(language);
        const rendered = await renderMarkdown(source, { glossary: matcher, language, words });
        // A translation's record of its source is for the build, not a field of the page.
        const { translation: _translation, ...frontMatter } = rendered.frontMatter;
        return { ...rendered, frontMatter };
      })();
      rendered.set(file, doc);
    }
    return doc;
  };
  return {
    name: "synapse-content",
    enforce: "pre",
    resolveId(id) {
      if (id === SEARCH_INDEX) return RESOLVED_SEARCH_INDEX;
      return id === TRANSLATIONS ? RESOLVED_TRANSLATIONS : null;
    },
    // Vitest keeps transformed modules on disk, keyed by each file's own text; a lesson's
    // rendering also depends on the glossary and on this pipeline's code, so a cached lesson
    // could outlive a change to either. Content is quick to render: never cache it.
    configureVitest({ defineCacheKeyGenerator }: VitestPluginContext) {
      defineCacheKeyGenerator(({ id }) =>
        id === RESOLVED_SEARCH_INDEX || id === RESOLVED_TRANSLATIONS || id.startsWith(contentDir + path.sep)
          ? false
          : undefined,
      );
    },
    watchChange(id) {
      // In development an edited file is rendered again; the glossary and the catalogs (the
      // lesson words) change every lesson.
      if (id.endsWith(".po")) {
        lessonWords = undefined;
        rendered.clear();
      } else if (contentFileOf(id).source === "glossary.json") {
        glossaries.clear();
        rendered.clear();
      } else rendered.delete(id);
    },
    async load(id) {
      if (id === RESOLVED_SEARCH_INDEX) {
        // One index per language, each of its own lessons, courses and glossary.
        const indexes: Record<string, string> = {};
        for (const language of languageCodes) {
          this.addWatchFile(fileIn(language, "glossary.json"));
          const documents = await searchDocuments(language, await loadGlossary(language), (file) => {
            this.addWatchFile(file);
            return render(file);
          });
          indexes[language] = searchIndexJson(documents, language);
        }
        return `export default ${JSON.stringify(indexes)};`;
      }
      if (id === RESOLVED_TRANSLATIONS) {
        return `export default ${JSON.stringify(await translationRecords((file) => this.addWatchFile(file)))};`;
      }
      if (!id.startsWith(contentDir + path.sep)) return null;
      const { language } = contentFileOf(id);
      if (id.endsWith(".md")) {
        if (isLesson(id)) this.addWatchFile(fileIn(language, "glossary.json"));
        const { sections: _sections, ...doc } = await render(id);
        check(id, doc.frontMatter);
        return `export default ${JSON.stringify(doc)};`;
      }
      if (id.endsWith(".json")) {
        const data = JSON.parse(await readFile(id, "utf8"));
        if (language === DEFAULT_LANGUAGE) {
          check(id, data);
          return null;
        }
        // A translation: its content, in the English file's shape, as Vite's JSON module.
        const { content } = unwrapTranslation(data);
        check(id, content);
        return JSON.stringify(content);
      }
      return null;
    },
  };
}

/**
 * For every translated file, whether its English source has changed since it was translated
 * (its recorded fingerprint no longer matches): `{ es: { "courses/x/y.md": true }, … }`.
 */
async function translationRecords(watch: (file: string) => void): Promise<Record<string, Record<string, boolean>>> {
  const records: Record<string, Record<string, boolean>> = {};
  for (const language of languageCodes.filter((code) => code !== DEFAULT_LANGUAGE)) {
    const stale: Record<string, boolean> = {};
    for (const source of englishFiles()) {
      const file = fileIn(language, source);
      if (!existsSync(file)) continue;
      watch(file);
      watch(fileIn(DEFAULT_LANGUAGE, source));
      const recorded = translationRecordOf(file, await readFile(file, "utf8"));
      stale[source] = recorded?.sha256 !== fingerprint(await readFile(fileIn(DEFAULT_LANGUAGE, source)));
    }
    records[language] = stale;
  }
  return records;
}

/** Every English content file, as a path relative to content/ ("courses/x/y.md"). */
export function englishFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(contentDir, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return dir === "" && isLanguage(entry.name) ? [] : walk(relative);
      return /\.(md|json)$/.test(entry.name) ? [relative] : [];
    });
  return walk("").sort();
}

/** The `translation` record a translated file carries, or null when it has none. */
export function translationRecordOf(file: string, text: string): TranslationRecord | null {
  let record: unknown;
  try {
    record = file.endsWith(".json")
      ? unwrapTranslation(JSON.parse(text)).translation
      : (splitFrontMatter(text).data as { translation?: unknown }).translation;
  } catch {
    return null;
  }
  const { source, sha256 } = (record ?? {}) as Partial<TranslationRecord>;
  return typeof source === "string" && typeof sha256 === "string" ? { source, sha256 } : null;
}
