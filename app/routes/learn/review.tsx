import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { data, Form, href, Link, useNavigate, useNavigation } from "react-router";
import { z } from "zod";
import { useViewer } from "#app/accounts/auth-store.ts";
import { PageHeader } from "#app/components/page-header.tsx";
import { QuestionFields } from "#app/components/question-fields.tsx";
import { QuestionReview } from "#app/components/question-review.tsx";
import { PracticeOffer } from "#app/components/review-summary.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { timeZoneOf } from "#app/http/time-zone.server.ts";
import { answerReview } from "#app/learning/answers.server.ts";
import { answerFieldsOf, reachedNoServer } from "#app/learning/offline-answer.ts";
import { missedQuestions } from "#app/learning/practice.server.ts";
import { visitorMissedKeys } from "#app/learning/practice.ts";
import { readQuestionFields } from "#app/learning/quiz-form.ts";
import { askedQuestion, dueQuestions, questionByKey } from "#app/learning/reviews.server.ts";
import { useQueuedAnswers } from "#app/learning/use-queued-answers.ts";
import { useVisitorRecord } from "#app/learning/visitor-record.ts";
import { dueKeys, REVIEW_SESSION_LENGTH, reviewDay, visitorReviews } from "#app/learning/visitor-reviews.ts";
import { ownerOf } from "#app/offline/saved-course-names.ts";
import { deviceTimeZone, type Language } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/review.ts";

/** How many questions this sitting has answered so far (`?n=`): it offers a break after ten. */
const answeredSchema = z.coerce.number().int().min(0).max(1000).catch(0);

const sittingHref = (answered: number) => `${href("/learn/review")}?n=${answered}`;

async function dueNow(userId: string, request: Request, language: Language) {
  const timeZone = await timeZoneOf(request);
  const { questions, next } = await dueQuestions(userId, new Date(), timeZone);
  return { questions, next: next ? reviewDay(next, timeZone, language) : null };
}

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const answered = answeredSchema.parse(url.searchParams.get("n"));
  const session = sessionOf(args);
  const i18n = i18nOf(args);
  const page = {
    title: i18n._(msg`Review`),
    description: i18n._(msg`Questions you answered before, brought back just before you would forget them.`),
  };
  // A visitor's schedule is in their browser: the page picks their next due question there
  // and asks for it by key (`?q=`); a key that names no question is said to be missing.
  if (!session) {
    const key = url.searchParams.get("q");
    const due = questionByKey(key);
    if (!due) return { ...page, stage: "visitor" as const, answered, missing: key };
    return {
      ...page,
      stage: "question" as const,
      answered,
      dueLeft: null,
      visitor: true,
      ...askedQuestion(due, languageOf(args)),
    };
  }
  const { questions, next } = await dueNow(session.user.id, args.request, languageOf(args));
  const [first] = questions;
  if (!first || answered >= REVIEW_SESSION_LENGTH) {
    // Nothing due need not mean nothing to do: what was missed lately can be practiced now.
    const missed = (await missedQuestions(session.user.id)).length;
    return { ...page, stage: "rest" as const, answered, dueLeft: questions.length, next, missed };
  }
  return {
    ...page,
    stage: "question" as const,
    answered,
    dueLeft: questions.length,
    visitor: false,
    ...askedQuestion(first, languageOf(args)),
  };
}

const answerSchema = z.object({ question: z.string().max(300) });

export async function action(args: Route.ActionArgs) {
  const answered = answeredSchema.parse(new URL(args.request.url).searchParams.get("n"));
  const form = await readForm(args.request);
  const key = answerSchema.safeParse(Object.fromEntries(form)).data?.question ?? null;
  const session = sessionOf(args);
  const timeZone = await timeZoneOf(args.request);
  // A learner answers what is due on their schedule; a visitor, any question (their schedule
  // is in their browser, which sends the question's card with the answer).
  const reviewed = await answerReview(
    session?.user ?? null,
    key,
    readQuestionFields(form),
    formValues(form).card ?? null,
    timeZone,
    i18nOf(args),
  );
  if (reviewed.status === "not-due" || reviewed.status === "unknown-question") {
    const i18n = i18nOf(args);
    const message =
      reviewed.status === "not-due"
        ? i18n._(msg`That question is not due for review now. What is due is below.`)
        : i18n._(msg`That question is not in any course. Your next review is below.`);
    return data({ status: "refused" as const, message }, { status: 400 });
  }
  if (reviewed.status !== "answered") return data(reviewed, { status: 400 });
  const { course, question } = reviewed;
  return {
    status: "answered" as const,
    result: reviewed.result,
    lessonHref: href("/courses/:course/:lesson", { course, lesson: question.lesson }),
    lessonTitle: contentIn(languageOf(args)).lessonTitle(course, question.lesson),
    comesBack: reviewed.nextReview ? reviewDay(reviewed.nextReview, timeZone, languageOf(args)) : null,
    nextHref: sittingHref(answered + 1),
    /** A visitor's new card for the question, for their browser to keep. */
    review: reviewed.review,
  };
}

/**
 * Offline, an answer cannot reach the action: it comes back to the page as `offline-review`,
 * and the page keeps it in this browser to send later (app/learning/answer-queue.ts).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (!reachedNoServer(error)) throw error;
    return {
      status: "offline-review" as const,
      question: String(form.get("question") ?? ""),
      fields: answerFieldsOf(form),
    };
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/learn/review" })
    : [];

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const visitorCards = visitorReviews.useEntries();
  // A visitor's answer comes back with the question's new card, for this browser to keep.
  useEffect(() => {
    if (actionData?.status === "answered" && actionData.review) {
      visitorReviews.set(actionData.review.key, actionData.review.card);
    }
  }, [actionData]);
  const visitorCard =
    loaderData.stage === "question" && loaderData.visitor ? visitorCards?.[loaderData.key] : undefined;
  // Offline (a saved copy of this page), a learner's answer waits in this browser to be sent.
  const viewer = useViewer();
  const language = useLanguage();
  const owner = ownerOf(viewer?.id);
  const asked = loaderData.stage === "question" ? loaderData.key : null;
  const waiting = useQueuedAnswers(owner)?.some((a) => a.kind === "review" && a.question === asked) ?? false;
  const offline = actionData?.status === "offline-review" ? actionData : null;
  const [unkept, setUnkept] = useState(false);
  useEffect(() => {
    if (!offline || !viewer) return;
    setUnkept(false);
    const { question, fields } = offline;
    // The queue's code loads only now, with the first answer given offline.
    import("#app/learning/answer-queue.ts")
      .then(({ queueAnswer }) => queueAnswer({ owner, language, kind: "review", question, fields }))
      .catch(() => setUnkept(true));
  }, [offline, viewer, owner, language]);
  const offlineProblem = !offline
    ? null
    : !viewer
      ? t`You are offline, so this answer cannot be checked now. Try again once you are back online.`
      : unkept
        ? t`This browser could not keep your answer to send later. Try again once you are back online.`
        : null;
  const { answered } = loaderData;
  // A visitor's count comes from this browser, once the page can read it.
  const dueLeft =
    loaderData.stage !== "question"
      ? null
      : (loaderData.dueLeft ?? (visitorCards ? dueKeys(visitorCards).length : null));
  return (
    <>
      <PageHeader
        eyebrow={t`Review`}
        title={t`Questions coming back to you`}
        lede={t`Each question you answer in a lesson or a quiz comes back here, sooner if you got it wrong, later each time you get it right: just before you would forget it.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {actionData?.status === "refused" ? (
          <p role="alert" className="mb-6 rounded-lg border border-bad px-4 py-3 font-medium text-bad">
            {actionData.message}
          </p>
        ) : null}
        {offlineProblem ? (
          <p role="alert" className="mb-6 rounded-lg border border-bad px-4 py-3 font-medium text-bad">
            {offlineProblem}
          </p>
        ) : null}
        {(offline && !offlineProblem) || (waiting && actionData?.status !== "answered") ? (
          <div role="status">
            <p className="font-semibold text-lg">
              <Trans>Waiting to sync</Trans>
            </p>
            <p className="mt-2">
              <Trans>
                You answered while offline. Your answer is kept in this browser and is checked as soon as you are back
                online.
              </Trans>
            </p>
            <p className="mt-2 text-muted">
              <Trans>The next questions need a connection: they are here once you are back online.</Trans>
            </p>
            <Link
              to="/learn"
              className="mt-6 inline-block rounded-md border border-line px-5 py-3 font-semibold hover:bg-raised"
            >
              <Trans>Back to your learning</Trans>
            </Link>
          </div>
        ) : actionData?.status === "answered" ? (
          <div role="status">
            <QuestionReview
              result={actionData.result}
              lessonHref={actionData.lessonHref}
              lessonTitle={actionData.lessonTitle}
            />
            {actionData.comesBack ? (
              <p className="mt-4 text-muted">
                <ComesBack day={actionData.comesBack} />
              </p>
            ) : null}
            <Link
              to={actionData.nextHref}
              className="mt-6 inline-block rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
            >
              <Trans>Next</Trans>
            </Link>
          </div>
        ) : loaderData.stage === "rest" ? (
          <Rest
            answered={loaderData.answered}
            dueLeft={loaderData.dueLeft}
            next={loaderData.next}
            missed={loaderData.missed}
          />
        ) : loaderData.stage === "visitor" ? (
          <VisitorSitting answered={loaderData.answered} missing={loaderData.missing} />
        ) : (
          <>
            <p className="font-semibold text-muted text-sm">
              {loaderData.course} · {loaderData.lesson}
            </p>
            <p className="mt-1 min-h-5 text-muted text-sm">
              {answered > 0 ? (
                <>
                  <Plural value={answered} one="# question reviewed" other="# questions reviewed" />
                  {" · "}
                </>
              ) : null}
              {dueLeft === null ? null : (
                <Plural value={dueLeft} one="# question due today" other="# questions due today" />
              )}
            </p>
            <Form method="post" className="mt-6 space-y-6" key={loaderData.key}>
              <input type="hidden" name="question" value={loaderData.key} />
              {visitorCard ? <input type="hidden" name="card" value={JSON.stringify(visitorCard)} /> : null}
              <QuestionFields
                question={loaderData.question}
                values={actionData?.status === "no-answer" ? actionData.values : undefined}
                error={actionData?.status === "no-answer" ? actionData.message : undefined}
              />
              <button
                type="submit"
                disabled={navigation.state === "submitting"}
                className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90 disabled:opacity-60"
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

/** "This question comes back on Thursday, 26 November 2026." */
function ComesBack({ day }: { day: string }) {
  return (
    <Trans>
      This question comes back on <strong className="text-ink">{day}</strong>.
    </Trans>
  );
}

function Rest({
  answered,
  dueLeft,
  next,
  missed,
}: {
  answered: number;
  dueLeft: number;
  next: string | null;
  missed: number;
}) {
  return (
    <section aria-labelledby="rest-heading">
      <h2 id="rest-heading" className="font-bold text-2xl">
        {dueLeft === 0 ? (
          answered > 0 ? (
            <Trans>That's everything due today</Trans>
          ) : (
            <Trans>Nothing to review today</Trans>
          )
        ) : (
          <Plural
            value={answered}
            one="That's # question: time for a break"
            other="That's # questions: time for a break"
          />
        )}
      </h2>
      <p className="mt-2 text-muted">
        {dueLeft > 0 ? (
          <Plural
            value={dueLeft}
            one="# more question is due today. Short sittings are easier to keep up than long ones."
            other="# more questions are due today. Short sittings are easier to keep up than long ones."
          />
        ) : next ? (
          <Trans>The next question comes back on {next}.</Trans>
        ) : (
          <Trans>
            Answer the checks in a lesson, or take a course quiz: the questions you answer will come back here.
          </Trans>
        )}
      </p>
      {missed > 0 ? <PracticeOffer missed={missed} className="mt-4" /> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {dueLeft > 0 ? (
          <Link
            to={sittingHref(0)}
            className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
          >
            <Trans>Keep going</Trans>
          </Link>
        ) : null}
        <Link
          to="/learn"
          prefetch="intent"
          className="rounded-md border border-line px-5 py-3 font-semibold hover:bg-raised"
        >
          <Trans>Back to your learning</Trans>
        </Link>
      </div>
    </section>
  );
}

/**
 * A visitor's sitting: their schedule is in this browser, so the page picks the most overdue
 * question there and asks the server for it (`?q=`), or says there is nothing due and when
 * the next question comes back. A question no course has any more is forgotten.
 */
function VisitorSitting({ answered, missing }: { answered: number; missing: string | null }) {
  const cards = visitorReviews.useEntries();
  const missed = visitorMissedKeys(useVisitorRecord()).length;
  const navigate = useNavigate();
  const language = useLanguage();
  const due = cards ? dueKeys(cards).filter((key) => key !== missing) : null;
  const next = due?.[0];
  useEffect(() => {
    if (missing && cards?.[missing]) visitorReviews.remove(missing);
  }, [missing, cards]);
  useEffect(() => {
    if (next && answered < REVIEW_SESSION_LENGTH) {
      void navigate(`${sittingHref(answered)}&q=${encodeURIComponent(next)}`, { replace: true });
    }
  }, [next, answered, navigate]);

  if (!due || (next && answered < REVIEW_SESSION_LENGTH)) {
    return (
      <>
        <p className="text-muted">
          <Trans>Finding the questions due today…</Trans>
        </p>
        <noscript>
          <p className="mt-4">
            <Trans>
              Your reviews are kept in this browser, and reading them needs JavaScript.{" "}
              <Link to="/login?redirectTo=/learn/review" className="text-link underline underline-offset-2">
                Log in
              </Link>{" "}
              or{" "}
              <Link to="/sign-up?redirectTo=%2Flearn%2Freview" className="text-link underline underline-offset-2">
                sign up
              </Link>{" "}
              to review without it, on any device.
            </Trans>
          </p>
        </noscript>
      </>
    );
  }
  const later = Object.values(cards ?? {})
    .map((card) => card.due)
    .filter((at) => !due.length && at > new Date().toISOString())
    .sort()[0];
  return (
    <Rest
      answered={answered}
      dueLeft={due.length}
      next={later ? reviewDay(later, deviceTimeZone(), language) : null}
      missed={missed}
    />
  );
}
