import { data, href, Link } from "react-router";
import { AttemptList } from "#app/components/attempt-list.tsx";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { ProgressBar } from "#app/components/progress-bar.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { QUIZ_LENGTH } from "#app/learning/quiz-draw.ts";
import { courseRecord } from "#app/learning/record.server.ts";
import { nextStepHref, nextStepIn } from "#app/learning/record.ts";
import { useVisitorRecord, visitorLessonsOf } from "#app/learning/visitor-record.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/course.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { findCourse, lessonsByCourse, quizBanks } = contentIn(languageOf({ context }));
  const course = findCourse(params.course);
  if (!course) throw data(null, { status: 404 });
  const session = sessionOf({ context });
  const record = session ? await courseRecord(session.user.id, course) : null;
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
  const visitorRecord = useVisitorRecord();
  // A visitor's progress lives in this browser; it appears once the page is hydrated.
  const done = record?.done ?? visitorLessonsOf(visitorRecord, course.slug);
  const quizPassed = record?.quizPassed ?? false;
  const completed = lessons.filter((l) => l.slug in done).length;
  const next = nextStepIn({ slug: course.slug, title: course.title, lessons }, { done, quizPassed });
  const started = completed > 0 || (record?.attempts.length ?? 0) > 0;
  const nextLabel =
    next.kind === "finish"
      ? "See your certificate"
      : !started
        ? "Start the course"
        : next.kind === "quiz"
          ? "Continue: take the quiz"
          : `Continue: ${next.title}`;
  return (
    <>
      <header className="border-line border-b bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <Breadcrumbs items={[{ to: "/courses", label: "Courses" }, { label: course.title }]} />
          <h1 className="mt-4 max-w-3xl font-bold text-3xl tracking-tight sm:text-4xl">{course.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-muted">{course.description}</p>
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm">
            <div>
              <dt className="text-muted">Level</dt>
              <dd className="font-semibold">{course.level}</dd>
            </div>
            <div>
              <dt className="text-muted">Time</dt>
              <dd className="font-semibold">About {course.hours} hours</dd>
            </div>
            <div>
              <dt className="text-muted">Lessons</dt>
              <dd className="font-semibold">{lessons.length}, then a quiz</dd>
            </div>
          </dl>
          {started ? (
            <div className="mt-8 max-w-md">
              <ProgressBar done={completed} total={lessons.length} label="Your progress" />
              {record ? null : (
                <p className="mt-2 text-muted text-sm">
                  Saved in this browser only.{" "}
                  <Link
                    to={`/sign-up?redirectTo=${encodeURIComponent(href("/courses/:course", { course: course.slug }))}`}
                    className="text-link underline underline-offset-2"
                  >
                    Sign up
                  </Link>{" "}
                  to keep it.
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
            Syllabus
          </h2>
          <ol className="mt-6 space-y-4">
            {lessons.map((lesson, i) => (
              <li key={lesson.slug} className="rounded-xl border border-line bg-surface p-5">
                <p className="text-muted text-sm">
                  Lesson {i + 1} · about {lesson.minutes} minutes
                  {lesson.slug in done ? (
                    <span className="ml-2 font-semibold text-good">
                      <span aria-hidden="true">✓ </span>Completed
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
            ))}
            <li className="rounded-xl border border-line border-dashed bg-surface p-5">
              <p className="text-muted text-sm">Finally · about 20 minutes</p>
              <h3 className="mt-1 font-semibold text-lg">
                <Link
                  to={href("/courses/:course/quiz", { course: course.slug })}
                  prefetch="intent"
                  className="hover:underline"
                >
                  Course quiz
                </Link>
              </h3>
              <p className="mt-2 text-muted">
                {quiz.pool > quiz.asked
                  ? `${quiz.asked} questions across the course, drawn at random from a pool of ${quiz.pool}, so each retake asks a different set.`
                  : `${quiz.asked} questions across the course.`}{" "}
                Pass with 70% or more; your best score counts. After two failed attempts in a day, the next one waits an
                hour or until you reread the lessons it flagged.
              </p>
              {record?.bestPercent != null ? (
                <p className={`mt-2 font-semibold text-sm ${quizPassed ? "text-good" : "text-bad"}`}>
                  {quizPassed ? <span aria-hidden="true">✓ </span> : null}
                  {quizPassed ? "Passed" : "Not passed yet"} · best score {record.bestPercent}%
                </p>
              ) : null}
            </li>
          </ol>
          {record?.attempts.length ? (
            <section aria-labelledby="attempts-heading" className="mt-10">
              <h2 id="attempts-heading" className="font-bold text-xl">
                Your quiz attempts
              </h2>
              <div className="mt-4 overflow-x-auto">
                <AttemptList attempts={record.attempts} />
              </div>
            </section>
          ) : null}
          {next.kind === "finish" ? (
            <p className="mt-8 rounded-lg bg-raised p-4">
              You finished this course.{" "}
              <Link
                to={href("/courses/:course/finish", { course: course.slug })}
                className="font-semibold text-link underline underline-offset-2"
              >
                See your certificate
              </Link>
            </p>
          ) : null}
        </section>
        <aside className="space-y-8">
          <section aria-labelledby="objectives-heading">
            <h2 id="objectives-heading" className="font-semibold text-lg">
              What you will be able to do
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
              {course.objectives.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="before-heading">
            <h2 id="before-heading" className="font-semibold text-lg">
              Before you start
            </h2>
            <p className="mt-3 text-muted">{course.prerequisites}</p>
          </section>
          <section aria-labelledby="takeaways-heading">
            <h2 id="takeaways-heading" className="font-semibold text-lg">
              Key takeaways
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
              {course.takeaways.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
