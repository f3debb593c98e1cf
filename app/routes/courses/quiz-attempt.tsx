import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { data, href, Link } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { QuestionReview } from "#app/components/question-review.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { requireSession } from "#app/http/session.server.ts";
import { PASS_MARK } from "#app/learning/quiz.ts";
import { clearQuizDraft } from "#app/learning/quiz-draft.ts";
import { reviewAttempt } from "#app/learning/record.server.ts";
import { formatDateTime, useTimeZone } from "#app/site/dates.ts";
import { numberFormat } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/quiz-attempt.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const session = requireSession({ request, context });
  const course = contentIn(languageOf({ context })).findCourse(params.course);
  const i18n = i18nOf({ context });
  // Someone else's attempt, or one in another course, is "not found": ids reveal nothing.
  const review = course ? await reviewAttempt(session.user.id, course, params.attempt, i18n) : null;
  if (!course || !review) throw data(null, { status: 404 });
  const { title } = course;
  return {
    title: i18n._(msg`Quiz attempt · ${title}`),
    description: i18n._(msg`Your quiz attempt in ${title}: your score, and what to review.`),
    course: { slug: course.slug, title: course.title },
    ...review,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.title,
        description: loaderData.description,
        path: href("/courses/:course/quiz/attempts/:attempt", {
          course: loaderData.course.slug,
          attempt: loaderData.attempt.id,
        }),
        noindex: true,
      })
    : [];

export default function QuizAttempt({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const timeZone = useTimeZone();
  const language = useLanguage();
  const { course, attempt, results, finished, lessonsLeft, bestPercent } = loaderData;
  const percent = Math.round((attempt.score / attempt.max) * 100);
  const asPercent = (n: number) => numberFormat(language, { style: "percent" }).format(n / 100);
  const { score, max } = attempt;
  const share = asPercent(percent);
  const best = asPercent(bestPercent ?? 0);
  const passMark = asPercent(PASS_MARK * 100);
  const courseTitle = course.title;
  const submitted = formatDateTime(attempt.submittedAt, timeZone, language);
  // Submitted: the answers kept in this browser while answering are no longer needed.
  useEffect(() => clearQuizDraft(course.slug), [course.slug]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumbs
        items={[
          { to: "/courses", label: t`Courses` },
          { to: href("/courses/:course", { course: course.slug }), label: course.title },
          { to: href("/courses/:course/quiz", { course: course.slug }), label: t`Quiz` },
          { label: t`Your attempt` },
        ]}
      />
      <h1 className="mt-6 font-bold text-3xl tracking-tight sm:text-4xl">
        <Trans>Quiz results: {courseTitle}</Trans>
      </h1>
      <p className="mt-2 text-muted">
        <Trans>
          Submitted <time dateTime={attempt.submittedAt}>{submitted}</time>
        </Trans>
      </p>
      <section aria-labelledby="result-heading" className="mt-8 rounded-xl border border-line bg-surface p-6">
        <h2 id="result-heading" className="font-bold text-2xl">
          <Trans>
            You scored {score} out of {max} ({share})
          </Trans>
        </h2>
        <p className={`mt-2 font-semibold ${attempt.passed ? "text-good" : "text-bad"}`}>
          {attempt.passed ? (
            <Trans>You passed. Well done!</Trans>
          ) : (
            <Trans>Not passed yet: you need {passMark}. Review the lessons linked below and try again.</Trans>
          )}
        </p>
        {bestPercent !== null && bestPercent > percent ? (
          <p className="mt-1 text-muted text-sm">
            <Trans>Your best score in this quiz is {best}; the best attempt counts.</Trans>
          </p>
        ) : null}
        {attempt.passed && !finished && lessonsLeft > 0 ? (
          <p className="mt-2">
            {t`${plural(lessonsLeft, {
              one: "To finish the course and get your certificate, complete the last lesson you have not marked yet.",
              other: "To finish the course and get your certificate, complete the # lessons you have not marked yet.",
            })}`}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {finished ? (
            <Link
              to={href("/courses/:course/finish", { course: course.slug })}
              className="rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90"
            >
              <Trans>See your certificate</Trans>
            </Link>
          ) : null}
          <Link
            to={href("/courses/:course/quiz", { course: course.slug })}
            className={
              finished
                ? "rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
                : "rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90"
            }
          >
            <Trans>Retake the quiz</Trans>
          </Link>
          {attempt.passed ? null : (
            // The questions missed can be answered again at once, without changing their reviews.
            <Link
              to={href("/learn/practice")}
              className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
            >
              <Trans>Practice the questions you missed</Trans>
            </Link>
          )}
          <Link
            to={href("/courses/:course", { course: course.slug })}
            prefetch="intent"
            className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
          >
            <Trans>Back to the course</Trans>
          </Link>
        </div>
      </section>
      <h2 className="mt-10 font-bold text-xl">
        {attempt.passed ? <Trans>Every question, explained</Trans> : <Trans>What to reread before you try again</Trans>}
      </h2>
      {attempt.passed ? null : (
        <p className="mt-2 text-muted">
          <Trans>
            The right answers stay hidden until you pass, so that a retake tests what you learned. Each question you
            missed says what it tests and which section of the lesson explains it.
          </Trans>
        </p>
      )}
      <ol className="mt-4 space-y-4">
        {results.map((r, i) => (
          <li key={r.id}>
            <QuestionReview
              result={r}
              number={i + 1}
              // From a failed attempt, opening the lesson counts as rereading it (it can open
              // the next attempt sooner: see the quiz page).
              lessonHref={`${href("/courses/:course/:lesson", { course: course.slug, lesson: r.lesson })}${
                attempt.passed ? "" : `?reread=${attempt.id}`
              }`}
              lessonTitle={r.lessonTitle}
              // Opening it is recorded (decision 0008): it is not fetched ahead on a hover.
              prefetch={attempt.passed ? "intent" : "none"}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
