import { data } from "react-router";
import { contentIn } from "#app/content/content.server.ts";
import { languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { pathIn } from "#app/site/locale.ts";
import type { Route } from "./+types/offline-pages.ts";

// A glossary page a lesson links to: `/glossary/p#perceptron`, under the lesson's language prefix.
const GLOSSARY_LINK = /href="((?:\/[a-z]{2})?\/glossary\/[a-z]+)#/g;

/**
 * GET: the pages a learner's browser keeps when they save this course for offline use
 * (app/offline/saved-courses.ts), in the language of the address: the course page, every
 * lesson, and the glossary pages the lessons link to; for a signed-in learner, their review
 * page too (the question due first when they saved, to answer offline). The quiz is not one
 * of them: it is drawn and marked on the server.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const language = languageOf({ context });
  const { findCourse, lessonsByCourse } = contentIn(language);
  const course = findCourse(params.course);
  if (!course) throw data(null, { status: 404 });
  const lessons = lessonsByCourse.get(course.slug) ?? [];
  const glossary = new Set<string>();
  for (const lesson of lessons) {
    for (const part of lesson.parts) for (const [, page] of part.matchAll(GLOSSARY_LINK)) if (page) glossary.add(page);
  }
  const signedIn = sessionOf({ context }) !== null;
  const pages = [
    pathIn(language, `/courses/${course.slug}`),
    ...lessons.map((lesson) => pathIn(language, `/courses/${course.slug}/${lesson.slug}`)),
    ...[...glossary].sort(),
    ...(signedIn ? [pathIn(language, "/learn/review")] : []),
  ];
  return Response.json(
    { course: course.slug, title: course.title, language, pages },
    // Small, and must match the pages of the build that serves them (and, signed in, the learner).
    { headers: { "Cache-Control": signedIn ? "private, no-cache" : "no-cache" } },
  );
}
