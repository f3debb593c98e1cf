import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { PageHeader } from "#app/components/page-header.tsx";
import { QuestionFields } from "#app/components/question-fields.tsx";
import { QuestionReview } from "#app/components/question-review.tsx";
import { contentIn, quizBanks } from "#app/content/content.server.ts";
import { formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { answerWords } from "#app/learning/answer-words.ts";
import { parseResults, pickQuickQuiz } from "#app/learning/quick-quiz.ts";
import { gradeQuestion, problemMessage, toPublicQuestion } from "#app/learning/quiz.ts";
import { readAnswerForm, refusalMessage } from "#app/learning/quiz-form.ts";
import { answerForReview } from "#app/learning/record.server.ts";
import { scheduleVisitorAnswer } from "#app/learning/visitor-record.server.ts";
import { visitorReviews } from "#app/learning/visitor-reviews.ts";
import { mulberry32, newSeed, parseSeed } from "#app/platform/random.ts";
import type { Language } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/quick-quiz.ts";

const courseTitle = (language: Language, slug: string) =>
  contentIn(language).courseList.find((c) => c.slug === slug)?.shortTitle ?? slug;

/** A picked question in the page's language (the round is drawn from the English banks: same ids, same answers). */
function shownQuestion<Q extends { id: string }>(language: Language, course: string, question: Q): Q {
  const bank = contentIn(language).quizBanks.get(course as never) as Q[] | undefined;
  return bank?.find((q) => q.id === question.id) ?? question;
}

const roundHref = (seed: number, results: boolean[]) =>
  `/quick-quiz?seed=${seed}${results.length ? `&r=${results.map((r) => (r ? 1 : 0)).join("")}` : ""}`;

/** The round's state from the URL: its seed and the results so far. Bad values start a new round. */
function readRound(url: URL) {
  const seed = parseSeed(url.searchParams.get("seed"));
  const results = parseResults(url.searchParams.get("r"));
  if (seed === null || results === null) throw redirect(`/quick-quiz?seed=${newSeed() || 1}`);
  return { seed, results, picks: pickQuickQuiz(quizBanks, seed) };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf({ context });
  const { lessonTitle } = contentIn(language);
  const i18n = i18nOf({ context });
  const words = {
    title: i18n._(msg`Quick quiz`),
    description: i18n._(
      msg`Five quick questions, one from each Synapse course, with instant feedback and a link to the lesson that explains each answer.`,
    ),
  };
  const { seed, results, picks } = readRound(new URL(request.url));
  const step = results.length;
  if (step >= picks.length) {
    const summary = picks.map(({ course, question }, i) => ({
      id: question.id,
      course: courseTitle(language, course),
      prompt: shownQuestion(language, course, question).prompt,
      correct: results[i] ?? false,
      lessonHref: href("/courses/:course/:lesson", { course, lesson: question.lesson }),
      lessonTitle: lessonTitle(course, question.lesson),
    }));
    return { ...words, seed, stage: "summary" as const, summary, total: picks.length };
  }
  const pick = picks[step];
  if (!pick) throw data(null, { status: 404 });
  return {
    ...words,
    seed,
    stage: "question" as const,
    step,
    total: picks.length,
    results,
    reviewKey: `${pick.course}/${pick.question.id}`,
    course: courseTitle(language, pick.course),
    question: toPublicQuestion(shownQuestion(language, pick.course, pick.question), mulberry32(seed + step)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOf({ context });
  const i18n = i18nOf({ context });
  const { seed, results, picks } = readRound(new URL(request.url));
  const pick = picks[results.length];
  if (!pick) throw redirect(roundHref(seed, results));
  const form = await readForm(request);
  const read = readAnswerForm(form, [pick.question], language);
  if (!read.ok) {
    return data(
      { status: "incomplete" as const, error: refusalMessage(read.refusal, i18n), values: {} },
      { status: 400 },
    );
  }
  const problem = read.problems[pick.question.id];
  if (problem) {
    return data(
      { status: "incomplete" as const, error: problemMessage(i18n, problem), values: read.values },
      { status: 400 },
    );
  }
  const answer = read.answers[pick.question.id] ?? null;
  const session = sessionOf({ context });
  // An answer also brings the question back for review: on a learner's schedule, or on the
  // visitor's in their browser, which sent the question's card with the answer.
  const shown = shownQuestion(language, pick.course, pick.question);
  // The record keeps the answer; the page describes it in its own language.
  if (session) await answerForReview(session.user, pick.course, pick.question, answer);
  const result = gradeQuestion(shown, answer, answerWords(i18n));
  const review = session
    ? null
    : {
        key: `${pick.course}/${pick.question.id}`,
        card: scheduleVisitorAnswer(formValues(form).card ?? null, result.correct),
      };
  const next = [...results, result.correct];
  return {
    status: "answered" as const,
    review,
    result: { ...result, lessonTitle: contentIn(language).lessonTitle(pick.course, pick.question.lesson) },
    lessonHref: href("/courses/:course/:lesson", { course: pick.course, lesson: pick.question.lesson }),
    nextHref: roundHref(seed, next),
    last: next.length >= picks.length,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/quick-quiz" })
    : [];

export default function QuickQuiz({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const viewer = useViewer();
  const visitorCards = visitorReviews.useEntries();
  const visitorCard = !viewer && loaderData.stage === "question" ? visitorCards?.[loaderData.reviewKey] : undefined;
  const question = loaderData.stage === "question" ? loaderData : null;
  const number = (question?.step ?? 0) + 1;
  const answered = question?.step ?? 0;
  const { total } = loaderData;
  const course = question?.course ?? "";
  // A visitor's answer comes back with the question's new review card, for this browser to keep.
  useEffect(() => {
    if (actionData?.status === "answered" && actionData.review) {
      visitorReviews.set(actionData.review.key, actionData.review.card);
    }
  }, [actionData]);
  return (
    <>
      <PageHeader
        eyebrow={t`Quick quiz`}
        title={t`Five questions, one from each course`}
        lede={t`About two minutes. See at once whether you were right, and why.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {loaderData.stage === "summary" ? (
          <Summary seed={loaderData.seed} summary={loaderData.summary} total={loaderData.total} />
        ) : (
          <>
            <p className="font-semibold text-muted text-sm" aria-live="polite">
              <Trans>
                Question {number} of {total} · {course}
              </Trans>
            </p>
            <progress className="mt-2 h-2 w-full accent-accent" max={loaderData.total} value={loaderData.step}>
              <Trans>
                {answered} of {total} answered
              </Trans>
            </progress>
            {actionData?.status === "answered" ? (
              <div className="mt-6" role="status">
                <QuestionReview
                  result={actionData.result}
                  lessonHref={actionData.lessonHref}
                  lessonTitle={actionData.result.lessonTitle}
                />
                <Link
                  to={actionData.nextHref}
                  className="mt-6 inline-block rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
                >
                  {actionData.last ? <Trans>See your results</Trans> : <Trans>Next question</Trans>}
                </Link>
              </div>
            ) : (
              <Form method="post" className="mt-6 space-y-6" key={`${loaderData.seed}-${loaderData.step}`}>
                {visitorCard ? <input type="hidden" name="card" value={JSON.stringify(visitorCard)} /> : null}
                <QuestionFields
                  question={loaderData.question}
                  values={actionData?.status === "incomplete" ? actionData.values : undefined}
                  error={actionData?.status === "incomplete" ? actionData.error : undefined}
                />
                <button
                  type="submit"
                  disabled={navigation.state === "submitting"}
                  className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90 disabled:opacity-60"
                >
                  <Trans>Check</Trans>
                </button>
              </Form>
            )}
          </>
        )}
      </div>
    </>
  );
}

function Summary({
  seed,
  summary,
  total,
}: {
  seed: number;
  summary: { id: string; course: string; prompt: string; correct: boolean; lessonHref: string; lessonTitle: string }[];
  total: number;
}) {
  const score = summary.filter((s) => s.correct).length;
  const firstMiss = summary.find((s) => !s.correct);
  const missedTitle = firstMiss?.lessonTitle ?? "";
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="font-bold text-2xl">
        <Trans>
          You got {score} out of {total}
        </Trans>
      </h2>
      <p className="mt-2 text-muted">
        {firstMiss ? (
          <Trans>
            Review:{" "}
            <Link to={firstMiss.lessonHref} prefetch="intent" className="text-link underline underline-offset-2">
              {missedTitle}
            </Link>
          </Trans>
        ) : (
          <Trans>A perfect round. Try another one!</Trans>
        )}
      </p>
      <ol className="mt-6 space-y-3">
        {summary.map((s, i) => {
          const lessonTitle = s.lessonTitle;
          return (
            <li key={s.id} className="flex gap-3 rounded-lg border border-line bg-surface p-4">
              <span aria-hidden="true" className={`font-bold ${s.correct ? "text-good" : "text-bad"}`}>
                {s.correct ? "✓" : "✗"}
              </span>
              <div>
                <p className="text-muted text-sm">
                  {i + 1}. {s.course} ·{" "}
                  <span className={s.correct ? "text-good" : "text-bad"}>
                    {s.correct ? <Trans>Correct</Trans> : <Trans>Missed</Trans>}
                  </span>
                </p>
                <p className="font-medium">{s.prompt}</p>
                {s.correct ? null : (
                  <Link to={s.lessonHref} prefetch="intent" className="text-link text-sm underline underline-offset-2">
                    <Trans>Review this lesson: {lessonTitle}</Trans>
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/quick-quiz" className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90">
          <Trans>New questions</Trans>
        </Link>
        <Link
          to={`/quick-quiz?seed=${seed}`}
          className="rounded-md border border-line px-5 py-3 font-semibold hover:bg-raised"
        >
          <Trans>Replay this round</Trans>
        </Link>
        <Link
          to="/test"
          prefetch="intent"
          className="rounded-md border border-line px-5 py-3 font-semibold hover:bg-raised"
        >
          <Trans>Take the placement test</Trans>
        </Link>
      </div>
      <p className="mt-6 text-muted">
        <Trans>
          How are the courses working for you?{" "}
          <Link to="/survey" prefetch="intent" className="text-link underline underline-offset-2">
            Answer our two-minute survey
          </Link>
        </Trans>
      </p>
    </section>
  );
}
