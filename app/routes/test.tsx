import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { PageHeader } from "#app/components/page-header.tsx";
import { QuestionFields } from "#app/components/question-fields.tsx";
import { QuestionReview } from "#app/components/question-review.tsx";
import { contentIn, placementTest } from "#app/content/content.server.ts";
import { courseSlugs } from "#app/content/schemas.ts";
import { formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { answerWords } from "#app/learning/answer-words.ts";
import { type CourseScores, recommendStart } from "#app/learning/placement.ts";
import { checkComplete, gradeQuestion, refusedQuizForm, shuffledQuestions } from "#app/learning/quiz.ts";
import { readAnswerForm, refusalMessage } from "#app/learning/quiz-form.ts";
import { savePlacement } from "#app/learning/record.server.ts";
import { addVisitorPlacement } from "#app/learning/visitor-record-changes.ts";
import { newSeed } from "#app/platform/random.ts";
import type { Language } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/test.ts";

const STORAGE_KEY = "synapse-placement";
const course = (language: Language, slug: string) => contentIn(language).courseList.find((c) => c.slug === slug);
// The test's questions: the English ones are the answer key; a page shows its language's (same ids, same answers).
const questions = placementTest.map((p) => p.question);
const questionsIn = (language: Language) => contentIn(language).placementTest.map((p) => p.question);

export function loader({ context }: Route.LoaderArgs) {
  const i18n = i18nOf({ context });
  const seed = newSeed();
  return {
    title: i18n._(msg`Placement test`),
    description: i18n._(
      msg`Ten quick questions, two from each course, that tell you where to start learning about AI on Synapse. About five minutes, no account needed.`,
    ),
    seed,
    questions: shuffledQuestions(questionsIn(languageOf({ context })), seed),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOf({ context });
  const i18n = i18nOf({ context });
  const shown = questionsIn(language);
  const { lessonTitle } = contentIn(language);
  const form = await readForm(request);
  const seed = formValues(form).seed ?? null;
  const read = readAnswerForm(form, questions, language);
  if (!read.ok) return data(refusedQuizForm(shown, refusalMessage(read.refusal, i18n), seed), { status: 400 });
  const incomplete = checkComplete(i18n, shown, read.problems, read.values, seed);
  if (incomplete) return data(incomplete, { status: 400 });
  const { answers } = read;
  const scores = Object.fromEntries(courseSlugs.map((c) => [c, 0])) as CourseScores;
  const missed = [];
  const words = answerWords(i18n);
  for (const [index, { course: slug, question }] of placementTest.entries()) {
    const result = gradeQuestion(shown[index] ?? question, answers[question.id] ?? null, words);
    if (result.correct) scores[slug] += 1;
    else {
      missed.push({
        ...result,
        lessonHref: href("/courses/:course/:lesson", { course: slug, lesson: question.lesson }),
        lessonTitle: lessonTitle(slug, question.lesson),
      });
    }
  }
  const recommendation = recommendStart(scores);
  const start = course(language, recommendation.start);
  const takenAt = new Date().toISOString();
  // The test taken before a course is that course's "before" score (the learning gain).
  const session = sessionOf({ context });
  if (session) await savePlacement(session.user, { takenAt, scores });
  return {
    status: "done" as const,
    takenAt,
    scores,
    total: placementTest.length,
    correct: Object.values(scores).reduce((a, b) => a + b, 0),
    recommendation: {
      ...recommendation,
      message: i18n._(recommendation.message),
      title: start?.title ?? "",
      href: href("/courses/:course", { course: recommendation.start }),
    },
    bars: courseSlugs.map((slug) => ({ slug, title: course(language, slug)?.title ?? slug, score: scores[slug] })),
    missed,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/test" }) : [];

export default function PlacementTest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const previous = useStoredResult(actionData?.status === "done" ? actionData.recommendation : null);
  const viewer = useViewer();
  const done = actionData?.status === "done" ? actionData : null;
  // A visitor's result is kept in this browser and joins their account when they sign in.
  useEffect(() => {
    if (done && !viewer) addVisitorPlacement(done.scores, new Date(done.takenAt));
  }, [done, viewer]);
  const incomplete = actionData?.status === "incomplete" ? actionData : undefined;
  const shown = incomplete?.questions ?? loaderData.questions;
  const previousTitle = previous?.title ?? "";
  return (
    <>
      <PageHeader
        eyebrow={t`Placement test`}
        title={t`Where should you start?`}
        lede={t`Ten questions, two from each course, about five minutes. You see the answers at the end, with the course we suggest you start with.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {actionData?.status === "done" ? (
          <Results result={actionData} />
        ) : (
          <>
            {previous ? (
              <p className="mb-6 rounded-lg bg-raised p-4 text-sm">
                <Trans>
                  Last time we suggested starting with{" "}
                  <Link to={previous.href} className="text-link underline underline-offset-2">
                    {previousTitle}
                  </Link>
                  . Take the test again to see where you are now.
                </Trans>
              </p>
            ) : null}
            {actionData?.status === "incomplete" ? (
              <div role="alert" className="mb-6 rounded-lg border border-bad bg-surface p-4 font-medium text-bad">
                {actionData.message}
              </div>
            ) : null}
            <Form method="post" className="space-y-10" key={actionData ? "retry" : "first"}>
              <input type="hidden" name="seed" value={incomplete?.seed ?? loaderData.seed} />
              {shown.map((q, i) => (
                <QuestionFields
                  key={q.id}
                  question={q}
                  number={i + 1}
                  values={actionData?.status === "incomplete" ? actionData.values : undefined}
                  error={actionData?.status === "incomplete" ? actionData.problems[q.id] : undefined}
                />
              ))}
              <button
                type="submit"
                disabled={navigation.state === "submitting"}
                className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90 disabled:opacity-60"
              >
                <Trans>See where to start</Trans>
              </button>
            </Form>
          </>
        )}
      </div>
    </>
  );
}

type Stored = { title: string; href: string };

/** Remembers the last recommendation in this browser only (no account needed), and reads it back. */
function useStoredResult(current: Stored | null): Stored | null {
  const [previous, setPrevious] = useState<Stored | null>(null);
  useEffect(() => {
    try {
      if (current) localStorage.setItem(STORAGE_KEY, JSON.stringify({ title: current.title, href: current.href }));
      else {
        const raw = localStorage.getItem(STORAGE_KEY);
        const parsed = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
        if (parsed?.title && parsed.href?.startsWith("/courses/"))
          setPrevious({ title: parsed.title, href: parsed.href });
      }
    } catch {
      // Storage unavailable: nothing to remember.
    }
  }, [current]);
  return previous;
}

function Results({ result }: { result: Extract<Route.ComponentProps["actionData"], { status: "done" }> }) {
  const { t } = useLingui();
  const { correct, total } = result;
  const startTitle = result.recommendation.title;
  return (
    <section aria-labelledby="result-heading">
      <div className="rounded-xl border border-line bg-surface p-6">
        <p className="text-muted">
          <Trans>
            You got {correct} of {total} right.
          </Trans>
        </p>
        <h2 id="result-heading" className="mt-1 font-bold text-2xl">
          <Trans>Start with {startTitle}</Trans>
        </h2>
        <p className="mt-2">{result.recommendation.message}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to={result.recommendation.href}
            prefetch="intent"
            className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
          >
            <Trans>Start course</Trans>
          </Link>
          <Link
            to="/learn"
            prefetch="intent"
            className="rounded-md border border-line px-5 py-3 font-semibold hover:bg-raised"
          >
            <Trans>Or follow the full path from Course 1</Trans>
          </Link>
        </div>
      </div>
      <h2 className="mt-10 font-bold text-xl">
        <Trans>By course</Trans>
      </h2>
      <ul className="mt-4 space-y-3">
        {result.bars.map((bar) => {
          const { title, score } = bar;
          return (
            <li key={bar.slug}>
              <div className="flex justify-between text-sm">
                <span>{bar.title}</span>
                <span className="font-mono">{bar.score}/2</span>
              </div>
              <meter
                min={0}
                max={2}
                value={bar.score}
                className="mt-1 h-3 w-full"
                aria-label={t`${title}: ${score} of 2`}
              >
                <Trans>{score} of 2</Trans>
              </meter>
            </li>
          );
        })}
      </ul>
      {result.missed.length ? (
        <>
          <h2 className="mt-10 font-bold text-xl">
            <Trans>The questions you missed</Trans>
          </h2>
          <ol className="mt-4 space-y-4">
            {result.missed.map((m) => (
              <li key={m.id}>
                <QuestionReview result={m} lessonHref={m.lessonHref} lessonTitle={m.lessonTitle} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <Link to="/test" className="mt-8 inline-block text-link underline underline-offset-2">
        <Trans>Take the test again</Trans>
      </Link>
    </section>
  );
}
