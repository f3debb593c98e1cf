import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { data, href, Link } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { ProgressBar } from "#app/components/progress-bar.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { contentIn } from "#app/content/content.server.ts";
import { courseLevelLabels } from "#app/content/levels.ts";
import { publicPage } from "#app/http/caching.ts";
import { languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { QUIZ_LENGTH } from "#app/learning/quiz-draw.ts";
import { courseRecord } from "#app/learning/record.server.ts";
import { nextStepHref, nextStepIn } from "#app/learning/record.ts";
import { useVisitorRecord, visitorLessonsOf } from "#app/learning/visitor-record.ts";
import { numberFormat } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/course.ts";

// A learner's quiz attempts, for those who have some: a visitor's page loads no table code.
const AttemptList = lazy(() => import("#app/components/attempt-list.tsx").then((m) => ({ default: m.AttemptList })));

// Saving the course for offline use is about this browser: its code loads once the page runs.
const SaveCourse = lazy(() => import("#app/components/save-course.tsx").then((m) => ({ default: m.SaveCourse })));

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = languageOf({ context });
  const { findCourse, lessonsByCourse, quizBanks } = contentIn(language);
  const course = findCourse(params.course);
  if (!course) throw data(null, { status: 404 });
  const session = sessionOf({ context });
  const record = session ? await courseRecord(session.user.id, course, language) : null;
  const lessons = (lessonsByCourse.get(course.slug) ?? []).map(({ slug, title, summary, minutes }) => ({
    slug,
    title,
    summary,
    minutes,
  }));
  return {
    course: {
      slug: course.slug,
      title: course.title,
      description: course.description,
      tagline: course.tagline,
      level: course.level,
      hours: course.hours,
      prerequisites: course.prerequisites,
      objectives: course.objectives,
      takeaways: course.takeaways,
    },
    lessons,
    quiz: {
      asked: Math.min(QUIZ_LENGTH, quizBanks.get(course.slug)?.length ?? 0),
      pool: quizBanks.get(course.slug)?.length ?? 0,
    },
    record: record && {
      done: record.progress.done,
      quizPassed: record.progress.quizPassed,
      bestPercent: record.progress.bestPercent,
      certificateId: record.progress.certificateId,
      attempts: record.attempts,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.course.title,
        description: loaderData.course.tagline,
        path: href("/courses/:course", { course: loaderData.course.slug }),
      })
    : [];

export default function CourseOverview({ loaderData }: Route.ComponentProps) {
  const { course, lessons, quiz, record } = loaderData;
  const { pool, asked } = quiz;
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const visitorRecord = useVisitorRecord();
  const hydrated = useHydrated();
  // A visitor's progress lives in this browser; it appears once the page is hydrated.
  const done = record?.done ?? visitorLessonsOf(visitorRecord, course.slug);
  const quizPassed = record?.quizPassed ?? false;
  const completed = lessons.filter((l) => l.slug in done).length;
  const next = nextStepIn({ slug: course.slug, title: course.title, lessons }, { done, quizPassed });
  const started = completed > 0 || (record?.attempts.length ?? 0) > 0;
  const nextTitle = next.kind === "lesson" ? next.title : "";
  const nextLabel =
    next.kind === "finish"
      ? t`See your certificate`
      : !started
        ? t`Start the course`
        : next.kind === "quiz"
          ? t`Continue: take the quiz`
          : t`Continue: ${nextTitle}`;
  const { hours } = course;
  const lessonCount = lessons.length;
  const best =
    record?.bestPercent != null ? numberFormat(language, { style: "percent" }).format(record.bestPercent / 100) : "";
  return (
    <>
      <header className="border-line border-b bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <Breadcrumbs items={[{ to: "/courses", label: t`Courses` }, { label: course.title }]} />
          <h1 className="mt-4 max-w-3xl font-bold text-3xl tracking-tight sm:text-4xl">{course.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-muted">{course.description}</p>
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm">
            <div>
              <dt className="text-muted">
                <Trans>Level</Trans>
              </dt>
              <dd className="font-semibold">{i18n._(courseLevelLabels[course.level])}</dd>
            </div>
            <div>
              <dt className="text-muted">
                <Trans>Time</Trans>
              </dt>
              <dd className="font-semibold">
                <Plural value={hours} one="About # hour" other="About # hours" />
              </dd>
            </div>
            <div>
              <dt className="text-muted">
                <Trans>Lessons</Trans>
              </dt>
              <dd className="font-semibold">
                <Trans>{lessonCount}, then a quiz</Trans>
              </dd>
            </div>
          </dl>
          {started ? (
            <div className="mt-8 max-w-md">
              <ProgressBar done={completed} total={lessons.length} label={t`Your progress`} />
              {record ? null : (
                <p className="mt-2 text-muted text-sm">
                  <Trans>
                    Saved in this browser only.{" "}
                    <Link
                      to={`/sign-up?redirectTo=${encodeURIComponent(href("/courses/:course", { course: course.slug }))}`}
                      className="text-link underline underline-offset-2"
                    >
                      Sign up
                    </Link>{" "}
                    to keep it.
                  </Trans>
                </p>
              )}
            </div>
          ) : null}
          {lessons.length ? (
            <Link
              to={nextStepHref(next)}
              prefetch="intent"
              className="mt-6 inline-block rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
            >
              {nextLabel}
            </Link>
          ) : null}
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <section aria-labelledby="syllabus-heading">
          <h2 id="syllabus-heading" className="font-bold text-2xl tracking-tight">
            <Trans>Syllabus</Trans>
          </h2>
          <ol className="mt-6 space-y-4">
            {lessons.map((lesson, i) => {
              const number = i + 1;
              const { minutes } = lesson;
              return (
                <li key={lesson.slug} className="rounded-xl border border-line bg-surface p-5">
                  <p className="text-muted text-sm">
                    <Trans>
                      Lesson {number} · about {minutes} minutes
                    </Trans>
                    {lesson.slug in done ? (
                      <span className="ml-2 font-semibold text-good">
                        <span aria-hidden="true">✓ </span>
                        <Trans>Completed</Trans>
                      </span>
                    ) : null}
                  </p>
                  <h3 className="mt-1 font-semibold text-lg">
                    <Link
                      to={href("/courses/:course/:lesson", { course: course.slug, lesson: lesson.slug })}
                      prefetch="intent"
                      className="hover:underline"
                    >
                      {lesson.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-muted">{lesson.summary}</p>
                </li>
              );
            })}
            <li className="rounded-xl border border-line border-dashed bg-surface p-5">
              <p className="text-muted text-sm">
                <Trans>Finally · about 20 minutes</Trans>
              </p>
              <h3 className="mt-1 font-semibold text-lg">
                <Link
                  to={href("/courses/:course/quiz", { course: course.slug })}
                  prefetch="intent"
                  className="hover:underline"
                >
                  <Trans>Course quiz</Trans>
                </Link>
              </h3>
              <p className="mt-2 text-muted">
                {quiz.pool > quiz.asked ? (
                  <Plural
                    value={asked}
                    one={`# question across the course, drawn at random from a pool of ${pool}, so each retake asks a different set.`}
                    other={`# questions across the course, drawn at random from a pool of ${pool}, so each retake asks a different set.`}
                  />
                ) : (
                  <Plural value={asked} one="# question across the course." other="# questions across the course." />
                )}{" "}
                <Trans>
                  Pass with 70% or more; your best score counts. After two failed attempts in a day, the next one waits
                  an hour or until you reread the lessons it flagged.
                </Trans>
              </p>
              {record?.bestPercent != null ? (
                <p className={`mt-2 font-semibold text-sm ${quizPassed ? "text-good" : "text-bad"}`}>
                  {quizPassed ? <span aria-hidden="true">✓ </span> : null}
                  {quizPassed ? (
                    <Trans>Passed · best score {best}</Trans>
                  ) : (
                    <Trans>Not passed yet · best score {best}</Trans>
                  )}
                </p>
              ) : null}
            </li>
          </ol>
          {record?.attempts.length ? (
            <section aria-labelledby="attempts-heading" className="mt-10">
              <h2 id="attempts-heading" className="font-bold text-xl">
                <Trans>Your quiz attempts</Trans>
              </h2>
              <div className="mt-4 overflow-x-auto">
                <Suspense>
                  <AttemptList attempts={record.attempts} />
                </Suspense>
              </div>
            </section>
          ) : null}
          {next.kind === "finish" ? (
            <p className="mt-8 rounded-lg bg-raised p-4">
              <Trans>
                You finished this course.{" "}
                <Link
                  to={href("/courses/:course/finish", { course: course.slug })}
                  className="font-semibold text-link underline underline-offset-2"
                >
                  See your certificate
                </Link>
              </Trans>
            </p>
          ) : null}
        </section>
        <aside className="space-y-8">
          {hydrated ? (
            <Suspense>
              <SaveCourse course={course.slug} />
            </Suspense>
          ) : null}
          <section aria-labelledby="objectives-heading">
            <h2 id="objectives-heading" className="font-semibold text-lg">
              <Trans>What you will be able to do</Trans>
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
              {course.objectives.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="before-heading">
            <h2 id="before-heading" className="font-semibold text-lg">
              <Trans>Before you start</Trans>
            </h2>
            <p className="mt-3 text-muted">{course.prerequisites}</p>
          </section>
          <section aria-labelledby="takeaways-heading">
            <h2 id="takeaways-heading" className="font-semibold text-lg">
              <Trans>Key takeaways</Trans>
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
              {course.takeaways.map((takeaway) => (
                <li key={takeaway}>{takeaway}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
