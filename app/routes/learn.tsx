import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect } from "react";
import { href, Link } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { PageHeader } from "#app/components/page-header.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { VisitorReviewSummary } from "#app/components/visitor-review-summary.tsx";
import { contentIn } from "#app/content/content.server.ts";
import type { courseLevels } from "#app/content/schemas.ts";
import { groupsOf } from "#app/groups/groups.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { timeZoneOf } from "#app/http/time-zone.server.ts";
import { missedQuestions } from "#app/learning/practice.server.ts";
import { learningSummary } from "#app/learning/record.server.ts";
import { dayIn } from "#app/learning/record.ts";
import { dueQuestions } from "#app/learning/reviews.server.ts";
import { reviewDay } from "#app/learning/visitor-reviews.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/learn.ts";

// A signed-in learner's dashboard: a visitor's page loads none of its code.
const LearningDashboard = lazy(() =>
  import("#app/components/learning-dashboard.tsx").then((m) => ({ default: m.LearningDashboard })),
);

// The courses saved in this browser for offline use: read from its storage once the page runs.
const SavedCourseList = lazy(() =>
  import("#app/components/saved-course-list.tsx").then((m) => ({ default: m.SavedCourseList })),
);

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

/** A course's level, as the page's language writes it. */
const levelNames: Record<(typeof courseLevels)[number], MessageDescriptor> = {
  Beginner: msg({ message: "Beginner", comment: "A course's level" }),
  "Beginner to intermediate": msg({ message: "Beginner to intermediate", comment: "A course's level" }),
  Intermediate: msg({ message: "Intermediate", comment: "A course's level" }),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf({ context });
  const i18n = i18nOf({ context });
  const { courseList, lessonsByCourse } = contentIn(language);
  const session = sessionOf({ context });
  // Learning days are counted in the learner's own time zone when the browser told us it.
  const timeZone = await timeZoneOf(request);
  const dashboard = session
    ? await Promise.all([
        learningSummary(session.user.id, { timeZone, language }),
        dueQuestions(session.user.id, new Date(), timeZone),
        groupsOf(session.user.id, language),
        missedQuestions(session.user.id),
      ]).then(([summary, reviews, groups, missed]) => ({
        name: session.user.name,
        ...summary,
        groups: groups.memberOf,
        today: dayIn(timeZone, new Date().toISOString()),
        reviews: {
          due: reviews.questions.length,
          next: reviews.next ? reviewDay(reviews.next, timeZone, language) : null,
        },
        missed: missed.length,
      }))
    : null;
  return {
    title: i18n._(msg`Learning path`),
    description: i18n._(
      msg`The recommended path through Synapse's five free AI courses, from the foundations to ethics and the law, with what each course teaches.`,
    ),
    dashboard,
    path: courseList.map((c) => ({
      slug: c.slug,
      order: c.order,
      title: c.title,
      tagline: c.tagline,
      level: i18n._(levelNames[c.level]),
      hours: c.hours,
      prerequisites: c.prerequisites,
      objectives: c.objectives,
      firstLesson: c.lessons[0] ?? "",
      lessons: (lessonsByCourse.get(c.slug) ?? []).map((l) => l.title),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/learn" }) : [];

export default function Learn({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  // The dashboard and the learning path always open at the top, however the learner arrived.
  const hydrated = useHydrated();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const userId = useViewer()?.id ?? null;
  const saved = hydrated ? (
    <Suspense>
      <SavedCourseList userId={userId} headingLevel={2} className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8" />
    </Suspense>
  ) : null;
  if (loaderData.dashboard) {
    return (
      <>
        <Suspense>
          <LearningDashboard data={loaderData.dashboard} />
        </Suspense>
        {saved}
      </>
    );
  }
  const totalHours = loaderData.path.reduce((sum, c) => sum + c.hours, 0);
  return (
    <>
      <PageHeader
        eyebrow={t`Learning path`}
        title={t`Your path through AI, one course at a time`}
        lede={t`Five courses, about ${totalHours} hours in all. Each builds on the one before, and each also stands on its own.`}
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <p className="rounded-lg bg-raised p-4">
          <Trans>
            Already know some AI?{" "}
            <Link to="/test" prefetch="intent" className="text-link underline underline-offset-2">
              The placement test
            </Link>{" "}
            suggests where to start in about five minutes.
          </Trans>
        </p>
        <VisitorReviewSummary />
        <ol className="relative mt-10 space-y-10 border-line border-l-2 pl-8">
          {loaderData.path.map((course) => {
            const { order, title, level, hours, prerequisites } = course;
            const lessons = course.lessons.length;
            return (
              <li key={course.slug} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-0 -left-[2.85rem] flex size-9 items-center justify-center rounded-full bg-accent font-bold text-on-accent"
                >
                  {course.order}
                </span>
                <h2 className="font-bold text-xl">
                  <Link
                    to={href("/courses/:course", { course: course.slug })}
                    prefetch="intent"
                    className="hover:underline"
                  >
                    {course.title}
                  </Link>
                </h2>
                <p className="mt-1 text-muted text-sm">
                  {level} · <Plural value={hours} one="about # hour" other="about # hours" /> ·{" "}
                  <Plural value={lessons} one="# lesson" other="# lessons" />
                </p>
                <p className="mt-3">{course.tagline}</p>
                <h3 className="mt-4 font-semibold text-sm">
                  <Trans>You will learn to</Trans>
                </h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
                  {course.objectives.map((o) => (
                    <li key={o}>{o}</li>
                  ))}
                </ul>
                <p className="mt-3 text-muted text-sm">
                  <Trans>Before you start: {prerequisites}</Trans>
                </p>
                <Link
                  to={href("/courses/:course/:lesson", { course: course.slug, lesson: course.firstLesson })}
                  prefetch="intent"
                  className="mt-4 inline-block rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90"
                  aria-label={t`Start course ${order}: ${title}`}
                >
                  <Trans>Start course {order}</Trans>
                </Link>
              </li>
            );
          })}
        </ol>
      </div>
      {saved}
    </>
  );
}
