import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { data, href, Link } from "react-router";
import { z } from "zod";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { ContentsList } from "#app/components/contents-list.tsx";
import { LessonBody } from "#app/components/lesson-body.tsx";
import { LessonCompletion } from "#app/components/lesson-completion.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { useDocumentOnly } from "#app/http/document-only.ts";
import { formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { answerWords } from "#app/learning/answer-words.ts";
import { answerCheck } from "#app/learning/answers.server.ts";
import { savedChecks } from "#app/learning/checks.server.ts";
import { type CheckResult, checkResultOf, publicCheck } from "#app/learning/lesson-checks.ts";
import { answerFieldsOf, reachedNoServer } from "#app/learning/offline-answer.ts";
import { savedPrediction, savePrediction } from "#app/learning/predictions.server.ts";
import { guessProblem, MAX_GUESS_LENGTH, normalGuess } from "#app/learning/predictions.ts";
import { completedLessons } from "#app/learning/progress.server.ts";
import { readQuestionFields } from "#app/learning/quiz-form.ts";
import { recordReread } from "#app/learning/quiz-wait.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/lesson.ts";

const WORDS_PER_MINUTE = 200;

// A lesson's checks and its "Predict first" form: their code loads beside the page's (lesson-place.tsx).
const LessonPlace = lazy(() => import("#app/components/lesson-place.tsx"));
// Shown only on a translation whose English has changed since: its code loads only then.
const TranslationNotice = lazy(() =>
  import("#app/components/translation-notice.tsx").then((m) => ({ default: m.TranslationNotice })),
);

function lessonOrThrow({ params, context }: Pick<Route.LoaderArgs, "params" | "context">) {
  const content = contentIn(languageOf({ context }));
  const course = content.findCourse(params.course);
  const lesson = course ? content.findLesson(course, params.lesson) : undefined;
  if (!course || !lesson) throw data(null, { status: 404 });
  return { course, lesson, lessons: content.lessonsByCourse.get(course.slug) ?? [] };
}

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

/** A failed quiz attempt whose "Reread" link led here (`?reread=<attempt id>`). */
const rereadFor = z.uuid();

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { course, lesson, lessons } = lessonOrThrow({ params, context });
  const session = sessionOf({ context });
  const reread = rereadFor.safeParse(new URL(request.url).searchParams.get("reread"));
  // Opened from a failed attempt's review: rereading it can shorten the wait before a retake.
  if (session && reread.success) await recordReread(session.user.id, course, lesson.slug, reread.data);
  const [completed, saved, prediction] = session
    ? await Promise.all([
        completedLessons(session.user.id, course.slug),
        savedChecks(session.user.id, course.slug, lesson.slug),
        savedPrediction(session.user.id, course.slug, lesson.slug),
      ])
    : [[], [], null];
  const completedAt = completed.find((l) => l.lesson === lesson.slug)?.completedAt ?? null;
  // The learner's earlier answers, graded again as the page shows them.
  const i18n = i18nOf({ context });
  const words = answerWords(i18n);
  const answered: Record<string, CheckResult> = {};
  for (const { checkId, answer } of saved) {
    const check = lesson.checks.find((c) => c.id === checkId);
    if (check && answer) answered[checkId] = checkResultOf(check, answer, words);
  }
  const index = lessons.findIndex((l) => l.slug === lesson.slug);
  const previous = lessons[index - 1];
  const next = lessons[index + 1];
  // A document carries the lesson's HTML once, in the page; LessonBody reads it back from there.
  const { documentOnly } = context.get(requestContext);
  if (documentOnly) documentOnly.lessonParts = lesson.parts;
  return {
    course: { slug: course.slug, title: course.title },
    lesson: {
      slug: lesson.slug,
      title: lesson.title,
      summary: lesson.summary,
      minutes: lesson.minutes,
      objectives: lesson.objectives,
      parts: documentOnly ? null : lesson.parts,
      places: lesson.places,
      checks: lesson.checks.map(publicCheck),
      contents: lesson.headings.filter((h) => h.level === 2),
      readingMinutes: Math.max(1, Math.round(lesson.words / WORDS_PER_MINUTE)),
      outdated: lesson.outdated,
    },
    position: { number: index + 1, of: lessons.length },
    completedAt,
    answered,
    guess: prediction?.guess ?? null,
    previous: previous
      ? {
          href: href("/courses/:course/:lesson", { course: course.slug, lesson: previous.slug }),
          title: previous.title,
        }
      : { href: href("/courses/:course", { course: course.slug }), title: i18n._(msg`Course overview`) },
    next: next
      ? { href: href("/courses/:course/:lesson", { course: course.slug, lesson: next.slug }), title: next.title }
      : { href: href("/courses/:course/quiz", { course: course.slug }), title: i18n._(msg`Course quiz`) },
  };
}

/** A lesson takes two forms: the answer to one of its checks, and the guess its "Predict first" prompt asks for. */
const checkSchema = z.object({ intent: z.literal("check"), check: z.string().max(200) });
const guessSchema = z.object({ intent: z.literal("predict"), guess: z.string() });

export async function action({ params, request, context }: Route.ActionArgs) {
  const { course, lesson } = lessonOrThrow({ params, context });
  const form = await readForm(request);
  const guessed = guessSchema.safeParse(Object.fromEntries(form));
  if (guessed.success && lesson.places.includes("predict")) {
    const problem = guessProblem(guessed.data.guess, i18nOf({ context }));
    if (problem) {
      // What was typed comes back with the message (a form sent without JavaScript is redrawn).
      const typed = guessed.data.guess.slice(0, MAX_GUESS_LENGTH * 2);
      return data({ status: "bad-guess" as const, message: problem, guess: typed }, { status: 400 });
    }
    const guess = normalGuess(guessed.data.guess);
    const session = sessionOf({ context });
    // A visitor's guess is kept in their browser (with JavaScript), not on the server.
    if (session) await savePrediction({ userId: session.user.id, course: course.slug, lesson: lesson.slug, guess });
    return { status: "predicted" as const, guess };
  }
  const parsed = checkSchema.safeParse(Object.fromEntries(form));
  const session = sessionOf({ context });
  // A visitor's answer is graded and kept in their browser (with JavaScript), not on the
  // server; so is the question's review card, scheduled from the one the browser sent.
  const answered = await answerCheck(
    session?.user ?? null,
    course,
    lesson,
    parsed.success ? parsed.data.check : null,
    readQuestionFields(form),
    formValues(form).card ?? null,
    i18nOf({ context }),
  );
  return answered.status === "checked" ? answered : data(answered, { status: 400 });
}

/**
 * Offline, a check's answer or a guess cannot reach the action: it comes back to the page
 * as `offline-check` or `offline-guess`, and the page keeps it in this browser to send later (app/learning/answer-queue.ts).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (!reachedNoServer(error)) throw error;
    if (form.get("intent") === "predict")
      return { status: "offline-guess" as const, guess: String(form.get("guess") ?? "") };
    return { status: "offline-check" as const, check: String(form.get("check") ?? ""), fields: answerFieldsOf(form) };
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: `${loaderData.lesson.title} · ${loaderData.course.title}`,
        description: loaderData.lesson.summary,
        path: href("/courses/:course/:lesson", { course: loaderData.course.slug, lesson: loaderData.lesson.slug }),
      })
    : [];

export default function LessonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, lesson, position, previous, next, completedAt, answered } = loaderData;
  const { lessonParts } = useDocumentOnly();
  const { t } = useLingui();
  const { number, of: total } = position;
  const { readingMinutes, minutes } = lesson;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={[
          { to: "/courses", label: t`Courses` },
          { to: href("/courses/:course", { course: course.slug }), label: course.title },
          { label: lesson.title },
        ]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_16rem]">
        <article className="min-w-0 max-w-3xl">
          <header>
            {lesson.outdated ? (
              <Suspense>
                <TranslationNotice className="mb-6" />
              </Suspense>
            ) : null}
            <p className="font-semibold text-accent text-sm">
              <Trans>
                Lesson {number} of {total}
              </Trans>
              {completedAt ? (
                <span className="ml-2 text-good">
                  <span aria-hidden="true">✓ </span>
                  <Trans>Completed</Trans>
                </span>
              ) : null}
            </p>
            <h1 className="mt-1 font-bold text-3xl tracking-tight sm:text-4xl">{lesson.title}</h1>
            <p className="mt-3 text-lg text-muted">{lesson.summary}</p>
            <p className="mt-3 text-muted text-sm">
              <Trans>
                {readingMinutes} min read · about {minutes} minutes with the demo
              </Trans>
            </p>
          </header>
          <section aria-labelledby="objectives-heading" className="mt-8 rounded-xl border border-line bg-surface p-5">
            <h2 id="objectives-heading" className="font-semibold">
              <Trans>In this lesson you will</Trans>
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
              {lesson.objectives.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
          </section>
          {lesson.contents.length ? (
            <details className="mt-6 rounded-xl border border-line bg-surface px-5 py-3 lg:hidden">
              <summary className="cursor-pointer font-semibold">
                <Trans>On this page</Trans>
              </summary>
              <ContentsList headings={lesson.contents} className="mt-2 space-y-2 pb-2 text-sm" />
            </details>
          ) : null}
          {actionData?.status === "refused" ? (
            <p role="alert" className="mt-8 rounded-lg border border-bad px-4 py-3 font-medium text-bad">
              {actionData.message}
            </p>
          ) : null}
          <div className="mt-8">
            <LessonBody
              key={lesson.slug}
              parts={lesson.parts ?? lessonParts ?? null}
              between={lesson.places.map((_, at) => (
                // The places are fixed for the lesson (the body is keyed by it): their index is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <Suspense key={at}>
                  <LessonPlace at={at} page={loaderData} posted={actionData} />
                </Suspense>
              ))}
            />
          </div>
          <LessonCompletion
            key={lesson.slug}
            course={course.slug}
            lesson={lesson.slug}
            checks={lesson.checks.map((c) => c.id)}
            answered={Object.keys(answered).length}
            completedAt={completedAt}
            nextHref={next.href}
            nextTitle={next.title}
          />
          <nav aria-label={t`Lesson`} className="mt-8 grid gap-4 border-line border-t pt-8 sm:grid-cols-2">
            <Link
              to={previous.href}
              prefetch="intent"
              rel="prev"
              className="rounded-xl border border-line p-4 hover:bg-raised"
            >
              <span className="block text-muted text-sm">
                <Trans>Previous</Trans>
              </span>
              <span className="font-semibold">{previous.title}</span>
            </Link>
            <Link
              to={next.href}
              prefetch="intent"
              rel="next"
              className="rounded-xl border border-line p-4 text-right hover:bg-raised"
            >
              <span className="block text-muted text-sm">
                <Trans>Next</Trans>
              </span>
              <span className="font-semibold">{next.title}</span>
            </Link>
          </nav>
        </article>
        {lesson.contents.length ? (
          <nav aria-label={t`On this page`} className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
            <h2 className="font-semibold text-sm">
              <Trans>On this page</Trans>
            </h2>
            <ContentsList headings={lesson.contents} className="mt-3 space-y-2 border-line border-l pl-4 text-sm" />
          </nav>
        ) : null}
      </div>
    </div>
  );
}
