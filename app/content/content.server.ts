// The one module that reads content/. Files were checked against their schemas when the
// site was built (scripts/content/vite-plugin.ts); parsing again here gives exact types.
// Every language has its own copy (`contentIn`): content/<language>/… where it is translated,
// the English file where it is not (yet). Answer keys, ids and order are the same in every
// language (content:check holds translations to it), so grading reads the English copy.

import translations from "virtual:synapse/translations";
import type { LessonPlace, MarkdownDocument } from "#app/content/document.ts";
import { glossaryLetter } from "#app/content/glossary-pages.ts";
import { compareText, DEFAULT_LANGUAGE, type Language, languageCodes } from "#app/site/locale.ts";
import {
  type Course,
  type CourseSlug,
  courseSchema,
  expertsSchema,
  faqSchema,
  type GlossaryTerm,
  glossarySchema,
  type LessonFrontMatter,
  lessonFrontMatterSchema,
  pageFrontMatterSchema,
  partnershipsSchema,
  placementTestSchema,
  type Question,
  questionBankSchema,
} from "./schemas.ts";

/** Every content file of every language, by its path (/content/es/courses/x/y.md). */
const files = import.meta.glob<unknown>(["/content/**/*.json", "/content/**/*.md"], { eager: true, import: "default" });

/** Whether a language's copy of an English file (a path relative to content/) is out of date or missing. */
function isOutdated(language: Language, source: string): boolean {
  if (language === DEFAULT_LANGUAGE) return false;
  return (translations as Record<string, Record<string, boolean>>)[language]?.[source] ?? true;
}

function page(doc: MarkdownDocument, outdated: boolean) {
  return { ...pageFrontMatterSchema.parse(doc.frontMatter), html: doc.html, headings: doc.headings, outdated };
}
export type ContentPage = ReturnType<typeof page>;

export type Lesson = LessonFrontMatter & {
  course: CourseSlug;
  slug: string;
  html: string;
  /**
   * The lesson's HTML cut at the places the page fills in: `parts[i]` comes before
   * `places[i]`, and the last part after the last place. Answers included: server only.
   */
  parts: string[];
  /** In order: each graded check (the Nth is `checks[N]`), and the "Predict first" form and its echo. */
  places: LessonPlace[];
  checks: Question[];
  headings: MarkdownDocument["headings"];
  demos: string[];
  /** Glossary terms (slugs) the lesson uses; its first use of each links to the glossary. */
  terms: string[];
  words: number;
  /** True when this language's text is older than the English (or not written yet): the page says so. */
  outdated: boolean;
};

/** Where the build left each place the page fills in (LessonPlace). */
const PLACE = /<div data-(check|predict|predicted)(?:="")?><\/div>/;

/** A lesson that uses a glossary term, for the term's "Used in" links. */
export type TermUse = { course: CourseSlug; lesson: string; title: string };
export type GlossaryEntry = GlossaryTerm & { usedIn: TermUse[] };

/** Everything content/ holds, in one language. */
export type SiteContent = ReturnType<typeof loadContent>;

function loadContent(language: Language) {
  /** The language's copy of an English file, or the English file while it has none. */
  const file = <T = unknown>(source: string): T => {
    const translated = language === DEFAULT_LANGUAGE ? undefined : files[`/content/${language}/${source}`];
    return (translated ?? files[`/content/${source}`]) as T;
  };
  const outdated = (source: string) => isOutdated(language, source);

  const pages = {
    about: page(file<MarkdownDocument>("pages/about.md"), outdated("pages/about.md")),
    tos: page(file<MarkdownDocument>("pages/tos.md"), outdated("pages/tos.md")),
  };
  const expertList = expertsSchema.parse(file("experts.json"));
  const faqList = faqSchema.parse(file("faq.json"));
  const partnershipProgrammes = partnershipsSchema.parse(file("partnerships.json"));

  const courseList: Course[] = Object.keys(files)
    .flatMap((key) => /^\/content\/courses\/([a-z0-9-]+)\/course\.json$/.exec(key)?.[1] ?? [])
    .map((slug) => courseSchema.parse(file(`courses/${slug}/course.json`)))
    .sort((a, b) => a.order - b.order);

  function loadLesson(course: Course, slug: string, checkBank: Question[]): Lesson {
    const source = `courses/${course.slug}/${slug}.md`;
    const doc = file<MarkdownDocument | undefined>(source);
    if (!doc) throw new Error(`Lesson ${course.slug}/${slug} is listed in course.json but has no file`);
    // split() with a captured group alternates the HTML and the kind of each place.
    const pieces = doc.html.split(PLACE);
    const parts = pieces.filter((_, i) => i % 2 === 0);
    const places = pieces.filter((_, i) => i % 2 === 1) as LessonPlace[];
    // The Nth block is the question `<lesson>-check-N` (content:check holds writers to it).
    const checks = places
      .filter((p) => p === "check")
      .map((_, i) => {
        const check = checkBank.find((q) => q.id === `${slug}-check-${i + 1}`);
        if (!check) throw new Error(`Lesson ${course.slug}/${slug} has no graded question ${slug}-check-${i + 1}`);
        return check;
      });
    return {
      ...lessonFrontMatterSchema.parse(doc.frontMatter),
      course: course.slug,
      slug,
      html: doc.html,
      parts,
      places,
      checks,
      headings: doc.headings,
      demos: doc.demos,
      terms: doc.terms,
      words: doc.words,
      outdated: outdated(source),
    };
  }

  /** Every course's lessons, in course order. */
  const lessonsByCourse: ReadonlyMap<CourseSlug, Lesson[]> = new Map(
    courseList.map((course) => {
      const checks = file(`courses/${course.slug}/checks.json`);
      const bank = checks ? questionBankSchema.parse(checks) : [];
      return [course.slug, course.lessons.map((slug) => loadLesson(course, slug, bank))];
    }),
  );

  /** Every course's quiz bank, answers included: server only. */
  const quizBanks: ReadonlyMap<CourseSlug, Question[]> = new Map(
    courseList.map((course) => {
      const bank = file(`courses/${course.slug}/quiz.json`);
      return [course.slug, bank ? questionBankSchema.parse(bank) : []];
    }),
  );

  /**
   * Every question a learner can answer in a course, by id: its lessons' checks and its quiz
   * pool (the ids are unique across both; content.server.test.ts holds them to it). Reviews
   * find their questions here.
   */
  const questionsById: ReadonlyMap<string, Question> = new Map(
    courseList.flatMap((course) =>
      [...(lessonsByCourse.get(course.slug) ?? []).flatMap((l) => l.checks), ...(quizBanks.get(course.slug) ?? [])].map(
        (q) => [`${course.slug}/${q.id}`, q] as const,
      ),
    ),
  );

  function findQuestion(course: string, id: string): Question | undefined {
    return questionsById.get(`${course}/${id}`);
  }

  const placementTest = placementTestSchema.parse(file("placement.json"));

  function findCourse(slug: string | undefined): Course | undefined {
    return courseList.find((c) => c.slug === slug);
  }

  function findLesson(course: Course, slug: string | undefined): Lesson | undefined {
    return lessonsByCourse.get(course.slug)?.find((l) => l.slug === slug);
  }

  /** A lesson's title for links such as "Review this lesson: …". */
  function lessonTitle(course: CourseSlug, slug: string): string {
    return lessonsByCourse.get(course)?.find((l) => l.slug === slug)?.title ?? "the lesson";
  }

  /** A course's title, or its slug for a course no longer offered. */
  function courseTitle(slug: string): string {
    return courseList.find((c) => c.slug === slug)?.title ?? slug;
  }

  /** The glossary, alphabetical in the language, each term with the lessons (in course order) that use it. */
  const glossary: GlossaryEntry[] = glossarySchema
    .parse(file("glossary.json"))
    .map((term) => ({
      ...term,
      usedIn: courseList.flatMap((course) =>
        (lessonsByCourse.get(course.slug) ?? [])
          .filter((lesson) => lesson.terms.includes(term.slug))
          .map((lesson) => ({
            course: course.slug,
            lesson: lesson.slug,
            title: lesson.title,
          })),
      ),
    }))
    .sort((a, b) => compareText(a.term, b.term, language));

  /** The glossary by the letter each term is filed under, in alphabetical order: a page each. */
  const glossaryLetters: { letter: string; entries: GlossaryEntry[] }[] = [
    ...Map.groupBy(glossary, (entry) => glossaryLetter(entry.term)),
  ].map(([letter, entries]) => ({ letter, entries }));

  return {
    language,
    pages,
    expertList,
    faqList,
    partnershipProgrammes,
    courseList,
    lessonsByCourse,
    quizBanks,
    findQuestion,
    placementTest,
    findCourse,
    findLesson,
    lessonTitle,
    courseTitle,
    glossary,
    glossaryLetters,
  };
}

const contents = new Map(languageCodes.map((language) => [language, loadContent(language)]));

/** Everything content/ holds, in a language. */
export function contentIn(language: Language): SiteContent {
  return contents.get(language) ?? (contents.get(DEFAULT_LANGUAGE) as SiteContent);
}

/** A course's title in every language, for words read in pages of any of them (a live event's). */
export function courseTitles(slug: string): Partial<Record<Language, string>> {
  return Object.fromEntries(languageCodes.map((language) => [language, contentIn(language).courseTitle(slug)]));
}

/**
 * A question (found in the English copy, which grading reads) as a page in `language` shows it:
 * its translation, with the same id and answer key, or the English while there is none.
 */
export function questionIn(language: Language, course: string, question: Question): Question {
  return contentIn(language).findQuestion(course, question.id) ?? question;
}

// The English copy, for code that needs the content's structure (answer keys, ids, order), not its words.
export const {
  pages,
  expertList,
  faqList,
  partnershipProgrammes,
  courseList,
  lessonsByCourse,
  quizBanks,
  findQuestion,
  placementTest,
  findCourse,
  findLesson,
  lessonTitle,
  courseTitle,
  glossary,
  glossaryLetters,
} = contentIn(DEFAULT_LANGUAGE);
