import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { href, Link } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { ProgressBar } from "#app/components/progress-bar.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { courseLevelLabels } from "#app/content/levels.ts";
import { publicPage } from "#app/http/caching.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { learningSummary } from "#app/learning/record.server.ts";
import { nextStepHref, nextStepIn } from "#app/learning/record.ts";
import { useVisitorRecord, visitorLessonsOf } from "#app/learning/visitor-record.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/index.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export async function loader({ context }: Route.LoaderArgs) {
  const language = languageOf({ context });
  const { courseList, lessonsByCourse } = contentIn(language);
  const session = sessionOf({ context });
  const summary = session ? await learningSummary(session.user.id, { language }) : null;
  const i18n = i18nOf({ context });
  return {
    title: i18n._(msg`Courses`),
    description: i18n._(
      msg`Five free courses on artificial intelligence for beginners: foundations, everyday AI, data, robotics and ethics. Each has six lessons with hands-on demos and a quiz.`,
    ),
    progress: summary
      ? Object.fromEntries(
          summary.courses.map((c) => [c.slug, { done: c.progress.done, quizPassed: c.progress.quizPassed }]),
        )
      : null,
    courses: courseList.map((c) => ({
      slug: c.slug,
      order: c.order,
      title: c.title,
      tagline: c.tagline,
      level: c.level,
      hours: c.hours,
      lessonCount: c.lessons.length,
      firstLesson: c.lessons[0] ?? "",
      minutes: (lessonsByCourse.get(c.slug) ?? []).reduce((sum, l) => sum + l.minutes, 0),
      lessons: (lessonsByCourse.get(c.slug) ?? []).map((l) => ({ slug: l.slug, title: l.title })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/courses" })
    : [];

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const visitorRecord = useVisitorRecord();
  const progressOf = (course: (typeof loaderData.courses)[number]) => {
    const saved = loaderData.progress?.[course.slug];
    const done = saved?.done ?? visitorLessonsOf(visitorRecord, course.slug);
    const quizPassed = saved?.quizPassed ?? false;
    const completed = course.lessons.filter((l) => l.slug in done).length;
    return { completed, next: nextStepIn(course, { done, quizPassed }) };
  };
  return (
    <>
      <PageHeader
        eyebrow={t`Courses`}
        title={t`Five courses, from first ideas to the rules for AI`}
        lede={t`Every course is free, needs no math beyond arithmetic and no programming, and takes five or six hours. Follow the path in order or start where you like.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ol className="grid gap-6 lg:grid-cols-2">
          {loaderData.courses.map((course) => {
            const { completed, next } = progressOf(course);
            const { order, title, hours, lessonCount } = course;
            return (
              <li key={course.slug} className="flex flex-col rounded-xl border border-line bg-surface p-6">
                <p className="font-semibold text-muted text-sm">
                  <Trans>Course {order}</Trans>
                </p>
                <h2 className="mt-1 font-semibold text-xl">
                  <Link
                    to={href("/courses/:course", { course: course.slug })}
                    prefetch="intent"
                    className="hover:underline"
                  >
                    {course.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-muted">{course.tagline}</p>
                <dl className="mt-5 flex flex-wrap gap-2 text-sm">
                  <div className="rounded-full bg-accent-soft px-2.5 py-0.5">
                    <dt className="sr-only">
                      <Trans>Level</Trans>
                    </dt>
                    <dd>{i18n._(courseLevelLabels[course.level])}</dd>
                  </div>
                  <div className="rounded-full bg-raised px-2.5 py-0.5">
                    <dt className="sr-only">
                      <Trans>Time</Trans>
                    </dt>
                    <dd>
                      <Plural value={hours} one="About # hour" other="About # hours" />
                    </dd>
                  </div>
                  <div className="rounded-full bg-raised px-2.5 py-0.5">
                    <dt className="sr-only">
                      <Trans>Lessons</Trans>
                    </dt>
                    <dd>
                      <Plural value={lessonCount} one="# lesson" other="# lessons" />
                    </dd>
                  </div>
                </dl>
                {completed > 0 ? (
                  <div className="mt-5">
                    <ProgressBar done={completed} total={course.lessonCount} label={t`Your progress in ${title}`} />
                  </div>
                ) : null}
                <div className="mt-6 flex flex-wrap gap-3">
                  <Link
                    to={
                      completed > 0
                        ? nextStepHref(next)
                        : href("/courses/:course/:lesson", { course: course.slug, lesson: course.firstLesson })
                    }
                    prefetch="intent"
                    className="rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90"
                    aria-label={
                      completed > 0
                        ? next.kind === "finish"
                          ? t`Certificate for ${title}`
                          : t`Continue ${title}`
                        : t`Start ${title}`
                    }
                  >
                    {completed > 0 ? (
                      next.kind === "finish" ? (
                        <Trans>Certificate</Trans>
                      ) : (
                        <Trans>Continue</Trans>
                      )
                    ) : (
                      <Trans>Start</Trans>
                    )}
                  </Link>
                  <Link
                    to={href("/courses/:course", { course: course.slug })}
                    prefetch="intent"
                    className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
                    aria-label={t`Overview of ${title}`}
                  >
                    <Trans>Overview</Trans>
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
        <p className="mt-10 text-muted">
          <Trans>
            Not sure where to begin?{" "}
            <Link to="/test" prefetch="intent" className="text-link underline underline-offset-2">
              Take the ten-question placement test
            </Link>{" "}
            or see the{" "}
            <Link to="/learn" prefetch="intent" className="text-link underline underline-offset-2">
              learning path
            </Link>
            .
          </Trans>
        </p>
      </div>
    </>
  );
}
