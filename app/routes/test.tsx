import { useEffect, useState } from "react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { PageHeader } from "#app/components/page-header.tsx";
import { QuestionFields } from "#app/components/question-fields.tsx";
import { QuestionReview } from "#app/components/question-review.tsx";
import { courseList, lessonTitle, placementTest } from "#app/content/content.server.ts";
import { courseSlugs } from "#app/content/schemas.ts";
import { formValues, readForm } from "#app/http/forms.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { type CourseScores, recommendStart } from "#app/learning/placement.ts";
import { checkComplete, gradeQuestion, refusedQuizForm, shuffledQuestions } from "#app/learning/quiz.ts";
import { readAnswerForm } from "#app/learning/quiz-form.ts";
import { savePlacement } from "#app/learning/record.server.ts";
import { addVisitorPlacement } from "#app/learning/visitor-record-changes.ts";
import { newSeed } from "#app/platform/random.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/test.ts";

const STORAGE_KEY = "synapse-placement";
const course = (slug: string) => courseList.find((c) => c.slug === slug);
const questions = placementTest.map((p) => p.question);

export function loader() {
  const seed = newSeed();
  return { seed, questions: shuffledQuestions(questions, seed) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const seed = formValues(form).seed ?? null;
  const read = readAnswerForm(form, questions);
  if (!read.ok) return data(refusedQuizForm(questions, read.message, seed), { status: 400 });
  const incomplete = checkComplete(questions, read.problems, read.values, seed);
  if (incomplete) return data(incomplete, { status: 400 });
  const { answers } = read;
  const scores = Object.fromEntries(courseSlugs.map((c) => [c, 0])) as CourseScores;
  const missed = [];
  for (const { course: slug, question } of placementTest) {
    const result = gradeQuestion(question, answers[question.id] ?? null);
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
  const start = course(recommendation.start);
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
      title: start?.title ?? "",
      href: href("/courses/:course", { course: recommendation.start }),
    },
    bars: courseSlugs.map((slug) => ({ slug, title: course(slug)?.title ?? slug, score: scores[slug] })),
    missed,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Placement test",
    description:
      "Ten quick questions, two from each course, that tell you where to start learning about AI on Synapse. About five minutes, no account needed.",
    path: "/test",
  });

export default function PlacementTest({ loaderData, actionData }: Route.ComponentProps) {
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
  return (
    <>
      <PageHeader
        eyebrow="Placement test"
        title="Where should you start?"
        lede="Ten questions, two from each course, about five minutes. You see the answers at the end, with the course we suggest you start with."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {actionData?.status === "done" ? (
          <Results result={actionData} />
        ) : (
          <>
            {previous ? (
              <p className="mb-6 rounded-lg bg-raised p-4 text-sm">
                Last time we suggested starting with{" "}
                <Link to={previous.href} className="text-link underline underline-offset-2">
                  {previous.title}
                </Link>
                . Take the test again to see where you are now.
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
                See where to start
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
  return (
    <section aria-labelledby="result-heading">
      <div className="rounded-xl border border-line bg-surface p-6">
        <p className="text-muted">
          You got {result.correct} of {result.total} right.
        </p>
        <h2 id="result-heading" className="mt-1 font-bold text-2xl">
          Start with {result.recommendation.title}
        </h2>
        <p className="mt-2">{result.recommendation.message}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to={result.recommendation.href}
            prefetch="intent"
            className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
          >
            Start course
          </Link>
          <Link
            to="/learn"
            prefetch="intent"
            className="rounded-md border border-line px-5 py-3 font-semibold hover:bg-raised"
          >
            Or follow the full path from Course 1
          </Link>
        </div>
      </div>
      <h2 className="mt-10 font-bold text-xl">By course</h2>
      <ul className="mt-4 space-y-3">
        {result.bars.map((bar) => (
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
              aria-label={`${bar.title}: ${bar.score} of 2`}
            >
              {bar.score} of 2
            </meter>
          </li>
        ))}
      </ul>
      {result.missed.length ? (
        <>
          <h2 className="mt-10 font-bold text-xl">The questions you missed</h2>
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
        Take the test again
      </Link>
    </section>
  );
}
