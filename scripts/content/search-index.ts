// Builds the site's search index at build time (a virtual module of the content plugin):
// every lesson cut into its sections, every course page and every glossary entry.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import MiniSearch from "minisearch";
import { glossaryTermPath } from "#app/content/glossary-pages.ts";
import { courseSchema, type GlossaryTerm, lessonFrontMatterSchema } from "#app/content/schemas.ts";
import { searchOptions } from "#app/content/search-index-options.ts";
import type { SearchDocument } from "#app/content/search-options.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import type { RenderedMarkdown } from "./markdown.ts";

const contentDir = path.resolve(import.meta.dirname, "../../content");

/** A content file in a language (content/es/…), or the English one where it has no translation yet. */
function fileIn(language: Language, source: string): string {
  const translated = path.join(contentDir, language, source);
  return language !== DEFAULT_LANGUAGE && existsSync(translated) ? translated : path.join(contentDir, source);
}

/** A course file's data, unwrapped from its translation record when it is a translation. */
function readCourse(file: string): unknown {
  const data = JSON.parse(readFileSync(file, "utf8"));
  return file.startsWith(path.join(contentDir, "courses")) ? data : data.content;
}

/** A language's searchable pieces: its lessons, courses and glossary (English where untranslated). */
export async function searchDocuments(
  language: Language,
  glossary: readonly GlossaryTerm[],
  render: (file: string) => Promise<RenderedMarkdown>,
): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  const coursesDir = path.join(contentDir, "courses");
  const courses = readdirSync(coursesDir)
    .sort()
    .map((slug) => courseSchema.parse(readCourse(fileIn(language, `courses/${slug}/course.json`))));
  for (const course of courses) {
    documents.push({
      id: `course:${course.slug}`,
      kind: "course",
      url: `/courses/${course.slug}`,
      title: course.title,
      heading: "",
      context: "Course",
      text: [course.description, ...course.objectives, ...course.takeaways].join(" "),
    });
    for (const lesson of course.lessons) {
      const doc = await render(fileIn(language, `courses/${course.slug}/${lesson}.md`));
      const { title, summary, objectives } = lessonFrontMatterSchema.parse(doc.frontMatter);
      const url = `/courses/${course.slug}/${lesson}`;
      // The page shows the summary and objectives above the body: they open the lesson.
      const [opening, ...rest] = doc.sections;
      const intro = [summary, ...objectives].join(" ");
      const sections =
        opening && opening.id === null
          ? [{ ...opening, text: `${intro} ${opening.text}` }, ...rest]
          : [{ id: null, heading: "", text: intro }, ...doc.sections];
      for (const section of sections) {
        documents.push({
          id: `${course.slug}/${lesson}#${section.id ?? ""}`,
          kind: "lesson",
          url: section.id ? `${url}#${section.id}` : url,
          title,
          heading: section.heading,
          context: course.title,
          text: section.text,
        });
      }
    }
  }
  for (const entry of glossary) {
    documents.push({
      id: `term:${entry.slug}`,
      kind: "term",
      url: glossaryTermPath(entry),
      title: entry.term,
      heading: entry.aliases.join(", "),
      context: "Glossary",
      text: entry.definition,
    });
  }
  return documents;
}

/** The index as MiniSearch serialises it, for `MiniSearch.loadJSON` on the server. */
export function searchIndexJson(documents: SearchDocument[], language: Language = DEFAULT_LANGUAGE): string {
  const index = new MiniSearch<SearchDocument>(searchOptions(language));
  index.addAll(documents);
  return JSON.stringify(index);
}
