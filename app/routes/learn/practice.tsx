import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { data, Form, href, Link, useNavigate, useNavigation } from "react-router";
import { z } from "zod";
import { PageHeader } from "#app/components/page-header.tsx";
import { QuestionFields } from "#app/components/question-fields.tsx";
import { QuestionReview } from "#app/components/question-review.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { answerPractice, missedQuestions } from "#app/learning/practice.server.ts";
import { practiceHref, visitorMissedKeys } from "#app/learning/practice.ts";
import { readQuestionFields } from "#app/learning/quiz-form.ts";
import { askedQuestion, questionByKey } from "#app/learning/reviews.server.ts";
import { useVisitorRecord } from "#app/learning/visitor-record.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/practice.ts";

/** How many questions this sitting has answered so far (`?n=`): the next one is the list's n-th. */
const answeredSchema = z.coerce.number().int().min(0).max(1000).catch(0);

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const answered = answeredSchema.parse(url.searchParams.get("n"));
  const session = sessionOf(args);
  const i18n = i18nOf(args);
  const language = languageOf(args);
  const page = {
    title: i18n._(msg`Practice`),
    description: i18n._(
      msg`The questions you missed lately, to answer again now, without changing when they come back.`,
    ),
  };
  // A visitor's answers are in their browser: the page picks the next missed check there and
  // asks for it by key (`?q=`), as the review page does.
  if (!session) {
    const missed = questionByKey(url.searchParams.get("q"));
    if (!missed) return { ...page, stage: "visitor" as const, answered };
    return { ...page, stage: "question" as const, answered, total: null, ...askedQuestion(missed, language) };
  }
  const missed = await missedQuestions(session.user.id);
  const next = missed[answered];
  if (!next) {
    return { ...page, stage: "done" as const, answered: Math.min(answered, missed.length), total: missed.length };
  }
  return { ...page, stage: "question" as const, answered, total: missed.length, ...askedQuestion(next, language) };
}

const answerSchema = z.object({ question: z.string().max(300) });

export async function action(args: Route.ActionArgs) {
  const answered = answeredSchema.parse(new URL(args.request.url).searchParams.get("n"));
  const form = await readForm(args.request);
  const key = answerSchema.safeParse(Object.fromEntries(form)).data?.question ?? null;
  // A learner practices what they missed; a visitor, any question (what they missed is in
  // their browser). The answer is graded and explained, and kept nowhere.
  const practiced = await answerPractice(sessionOf(args)?.user.id ?? null, key, readQuestionFields(form), i18nOf(args));
  if (practiced.status === "not-missed" || practiced.status === "unknown-question") {
    const i18n = i18nOf(args);
    const message =
      practiced.status === "not-missed"
        ? i18n._(msg`That question is not one you missed this week. What you missed is below.`)
        : i18n._(msg`That question is not in any course. Your next question is below.`);
    return data({ status: "refused" as const, message }, { status: 400 });
  }
  if (practiced.status !== "answered") return data(practiced, { status: 400 });
  return {
    status: "answered" as const,
    result: practiced.result,
    lessonHref: href("/courses/:course/:lesson", { course: practiced.course, lesson: practiced.question.lesson }),
    againHref: practiceHref(answered),
    nextHref: practiceHref(answered + 1),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.title,
        description: loaderData.description,
        path: "/learn/practice",
        noindex: true,
      })
    : [];

const buttonClass = "rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90";
const secondaryClass = "rounded-md border border-line px-5 py-3 font-semibold hover:bg-raised";

export default function Practice({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const record = useVisitorRecord();
  const visitorTotal =
    loaderData.stage === "question" && loaderData.total === null ? visitorMissedKeys(record).length : null;
  const total = loaderData.stage === "question" ? (loaderData.total ?? visitorTotal) : null;
  return (
    <>
      <PageHeader
        eyebrow={t`Practice`}
        title={t`Practice the questions you missed`}
        lede={t`The questions you got wrong this week, to answer again now. Practice changes nothing on your record: each question still comes back for review on its day.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {actionData?.status === "refused" ? (
          <p role="alert" className="mb-6 rounded-lg border border-bad px-4 py-3 font-medium text-bad">
            {actionData.message}
          </p>
        ) : null}
        {actionData?.status === "answered" ? (
          <div role="status">
            <QuestionReview
              result={actionData.result}
              lessonHref={actionData.lessonHref}
              lessonTitle={actionData.result.lessonTitle}
            />
            <p className="mt-4 text-muted">
              <Trans>This was practice: when the question comes back for review is unchanged.</Trans>
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={actionData.nextHref} className={buttonClass}>
                <Trans>Next</Trans>
              </Link>
              {actionData.result.correct ? null : (
                <Link to={actionData.againHref} className={secondaryClass}>
                  <Trans>Try it again</Trans>
                </Link>
              )}
            </div>
          </div>
        ) : loaderData.stage === "done" ? (
          <Done answered={loaderData.answered} total={loaderData.total} />
        ) : loaderData.stage === "visitor" ? (
          <VisitorSitting answered={loaderData.answered} />
        ) : (
          <>
            <p className="font-semibold text-muted text-sm">
              {loaderData.course} · {loaderData.lesson}
            </p>
            <p className="mt-1 min-h-5 text-muted text-sm">
              {total === null ? null : (
                <QuestionNumber number={Math.min(loaderData.answered + 1, total)} total={total} />
              )}
            </p>
            <Form method="post" className="mt-6 space-y-6" key={loaderData.key}>
              <input type="hidden" name="question" value={loaderData.key} />
              <QuestionFields
                question={loaderData.question}
                values={actionData?.status === "no-answer" ? actionData.values : undefined}
                error={actionData?.status === "no-answer" ? actionData.message : undefined}
              />
              <button
                type="submit"
                disabled={navigation.state === "submitting"}
                className={`${buttonClass} disabled:opacity-60`}
              >
                <Trans>Check my answer</Trans>
              </button>
            </Form>
          </>
        )}
      </div>
    </>
  );
}

function QuestionNumber({ number, total }: { number: number; total: number }) {
  return (
    <Trans>
      Question {number} of {total}
    </Trans>
  );
}

function Done({ answered, total }: { answered: number; total: number }) {
  return (
    <section aria-labelledby="done-heading">
      <h2 id="done-heading" className="font-bold text-2xl">
        {total === 0 ? (
          <Trans>Nothing to practice</Trans>
        ) : (
          <Plural value={total} one="You have practiced # question" other="You have practiced # questions" />
        )}
      </h2>
      <p className="mt-2 text-muted">
        {total === 0 ? (
          <Trans>You have not got a question wrong this week, in a lesson's checks or a course quiz.</Trans>
        ) : answered > 0 ? (
          <Trans>Each one still comes back for review on its day, so that it sticks.</Trans>
        ) : (
          <Trans>Each one comes back for review on its day, so that it sticks.</Trans>
        )}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {total > 0 ? (
          <Link to={practiceHref(0)} className={buttonClass}>
            <Trans>Practice them again</Trans>
          </Link>
        ) : null}
        <Link to={href("/learn/review")} className={secondaryClass}>
          <Trans>Your reviews</Trans>
        </Link>
        <Link to={href("/learn")} prefetch="intent" className={secondaryClass}>
          <Trans>Back to your learning</Trans>
        </Link>
      </div>
    </section>
  );
}

/**
 * A visitor's sitting: what they missed is in this browser, so the page picks the next
 * missed check there and asks the server for it (`?q=`), or says there is nothing left.
 */
function VisitorSitting({ answered }: { answered: number }) {
  const record = useVisitorRecord();
  const navigate = useNavigate();
  // The record reads as empty until the page has hydrated: only then is "nothing missed" true.
  const hydrated = useHydrated();
  const keys = visitorMissedKeys(record);
  const next = keys[answered];
  useEffect(() => {
    if (hydrated && next)
      void navigate(`${practiceHref(answered)}${answered > 0 ? "&" : "?"}q=${encodeURIComponent(next)}`, {
        replace: true,
      });
  }, [hydrated, next, answered, navigate]);
  if (!hydrated || next) {
    return (
      <>
        <p className="text-muted">
          <Trans>Finding the questions you missed…</Trans>
        </p>
        <noscript>
          <p className="mt-4">
            <Trans>
              What you answered is kept in this browser, and reading it needs JavaScript.{" "}
              <Link to="/login?redirectTo=/learn/practice" className="text-link underline underline-offset-2">
                Log in
              </Link>{" "}
              or{" "}
              <Link to="/sign-up?redirectTo=%2Flearn%2Fpractice" className="text-link underline underline-offset-2">
                sign up
              </Link>{" "}
              to practice without it, on any device.
            </Trans>
          </p>
        </noscript>
      </>
    );
  }
  return <Done answered={answered} total={keys.length} />;
}
