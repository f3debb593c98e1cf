// The one module that reads content/. Files were checked against their schemas when the
// site was built (scripts/content/vite-plugin.ts); parsing again here gives exact types.

import type { LessonPlace, MarkdownDocument } from "#app/content/document.ts";
import { glossaryLetter } from "#app/content/glossary-pages.ts";
import { compareText } from "#app/site/locale.ts";
import experts from "#content/experts.json";
import faq from "#content/faq.json";
import glossaryFile from "#content/glossary.json";
import about from "#content/pages/about.md";
import tos from "#content/pages/tos.md";
import partnerships from "#content/partnerships.json";
import placement from "#content/placement.json";
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

function page(doc: MarkdownDocument) {
  return { ...pageFrontMatterSchema.parse(doc.frontMatter), html: doc.html, headings: doc.headings };
}
export type ContentPage = ReturnType<typeof page>;

export const pages = { about: page(about), tos: page(tos) };

export const expertList = expertsSchema.parse(experts);
export const faqList = faqSchema.parse(faq);
export const partnershipProgrammes = partnershipsSchema.parse(partnerships);

const courseFiles = import.meta.glob<unknown>("/content/courses/*/course.json", {
  eager: true,
  import: "default",
});
const lessonFiles = import.meta.glob<MarkdownDocument>("/content/courses/*/*.md", {
  eager: true,
  import: "default",
});
const quizFiles = import.meta.glob<unknown>("/content/courses/*/quiz.json", { eager: true, import: "default" });
const checkFiles = import.meta.glob<unknown>("/content/courses/*/checks.json", { eager: true, import: "default" });

export const courseList: Course[] = Object.values(courseFiles)
  .map((c) => courseSchema.parse(c))
  .sort((a, b) => a.order - b.order);

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
};

/** Where the build left each place the page fills in (LessonPlace). */
const PLACE = /<div data-(check|predict|predicted)(?:="")?><\/div>/;

function loadLesson(course: Course, slug: string, checkBank: Question[]): Lesson {
  const doc = lessonFiles[`/content/courses/${course.slug}/${slug}.md`];
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
  };
}

/** Every course's lessons, in course order. */
export const lessonsByCourse: ReadonlyMap<CourseSlug, Lesson[]> = new Map(
  courseList.map((course) => {
    const checks = checkFiles[`/content/courses/${course.slug}/checks.json`];
    const bank = checks ? questionBankSchema.parse(checks) : [];
    return [course.slug, course.lessons.map((slug) => loadLesson(course, slug, bank))];
  }),
);

/** Every course's quiz bank, answers included: server only. */
export const quizBanks: ReadonlyMap<CourseSlug, Question[]> = new Map(
  courseList.map((course) => {
    const bank = quizFiles[`/content/courses/${course.slug}/quiz.json`];
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

export function findQuestion(course: string, id: string): Question | undefined {
  return questionsById.get(`${course}/${id}`);
}

export const placementTest = placementTestSchema.parse(placement);

export function findCourse(slug: string | undefined): Course | undefined {
  return courseList.find((c) => c.slug === slug);
}

export function findLesson(course: Course, slug: string | undefined): Lesson | undefined {
  return lessonsByCourse.get(course.slug)?.find((l) => l.slug === slug);
}

/** A lesson's title for links such as "Review this lesson: …". */
export function lessonTitle(course: CourseSlug, slug: string): string {
  return lessonsByCourse.get(course)?.find((l) => l.slug === slug)?.title ?? "the lesson";
}

/** A course's title, or its slug for a course no longer offered. */
export function courseTitle(slug: string): string {
  return courseList.find((c) => c.slug === slug)?.title ?? slug;
}

/** A lesson that uses a glossary term, for the term's "Used in" links. */
export type TermUse = { course: CourseSlug; lesson: string; title: string };
export type GlossaryEntry = GlossaryTerm & { usedIn: TermUse[] };

/** The glossary, alphabetical, each term with the lessons (in course order) that use it. */
export const glossary: GlossaryEntry[] = glossarySchema
  .parse(glossaryFile)
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
  .sort((a, b) => compareText(a.term, b.term));

/** The glossary by the letter each term is filed under, in alphabetical order: a page each. */
export const glossaryLetters: { letter: string; entries: GlossaryEntry[] }[] = [
  ...Map.groupBy(glossary, (entry) => glossaryLetter(entry.term)),
].map(([letter, entries]) => ({ letter, entries }));
