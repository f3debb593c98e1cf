// Builds the site's search index at build time (a virtual module of the content plugin):
// every lesson cut into its sections, every course page and every glossary entry.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import MiniSearch from "minisearch";
import { glossaryTermPath } from "#app/content/glossary-pages.ts";
import { courseSchema, type GlossaryTerm, lessonFrontMatterSchema } from "#app/content/schemas.ts";
import { type SearchDocument, searchOptions } from "#app/content/search-options.ts";
import type { RenderedMarkdown } from "./markdown.ts";

export async function searchDocuments(
  contentDir: string,
  glossary: readonly GlossaryTerm[],
  render: (file: string) => Promise<RenderedMarkdown>,
): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  const coursesDir = path.join(contentDir, "courses");
  const courseFile = (slug: string) => path.join(coursesDir, slug, "course.json");
  const courses = readdirSync(coursesDir)
    .sort()
    .map((slug) => courseSchema.parse(JSON.parse(readFileSync(courseFile(slug), "utf8"))));
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
      const doc = await render(path.join(coursesDir, course.slug, `${lesson}.md`));
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
export function searchIndexJson(documents: SearchDocument[]): string {
  const index = new MiniSearch<SearchDocument>(searchOptions);
  index.addAll(documents);
  return JSON.stringify(index);
}
