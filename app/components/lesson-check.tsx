import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { queueAnswer } from "#app/learning/answer-queue.ts";
import { type CheckResult, noAnswerMessage } from "#app/learning/lesson-checks.ts";
import { fieldName, type PublicQuestion } from "#app/learning/quiz.ts";
import type { ReviewCard } from "#app/learning/review-schedule.ts";
import { useQueuedAnswers } from "#app/learning/use-queued-answers.ts";
import { useVisitorRecord, visitorChecksOf } from "#app/learning/visitor-record.ts";
import { setVisitorCheck } from "#app/learning/visitor-record-changes.ts";
import { reviewKey, visitorReviews } from "#app/learning/visitor-reviews.ts";
import { ownerOf } from "#app/offline/saved-course-names.ts";
import { pathIn } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import { QuestionFields } from "./question-fields.tsx";

/** What the lesson's action answered to a check sent from this page. */
export type PostedCheck =
  | { status: "checked"; check: string; result: CheckResult; lessonCompleted: boolean; review?: ReviewCard }
  | { status: "no-answer"; check: string; message: string; values: Record<string, string[]> }
  /** Sent with no connection (the lesson's clientAction): to wait in this browser. */
  | { status: "offline-check"; check: string; fields: [string, string][] };

/**
 * One "Check your understanding" question inside a lesson: a form graded by the lesson's
 * action (a plain POST without JavaScript, a fetcher with it), then the verdict, the right
 * answer and why. A signed-in learner's answer is kept, and answering a lesson's last check
 * completes the lesson; a visitor's is kept in this browser, as right or not.
 */
export function LessonCheck({
  course,
  lesson,
  question,
  number,
  of,
  saved,
  posted,
}: {
  course: string;
  lesson: string;
  question: PublicQuestion;
  number: number;
  of: number;
  /** The learner's kept answer, graded. */
  saved: CheckResult | null;
  /** The action's answer when this check was just sent without JavaScript. */
  posted: PostedCheck | null;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const fetcher = useFetcher<PostedCheck>({ key: `check:${question.id}` });
  const viewer = useViewer();
  const { pathname, search } = useLocation();
  const anchor = `check-${question.id}`;
  // "Answer again" without JavaScript is a link that asks for this check's form.
  const againRequested = new URLSearchParams(search).get("again") === question.id;
  const [again, setAgain] = useState(againRequested);
  // A form sent with no answer is answered here, without a round trip.
  const [unanswered, setUnanswered] = useState(false);
  const latest = fetcher.data?.check === question.id ? fetcher.data : posted;
  const result = latest?.status === "checked" ? latest.result : saved;
  // Offline, a learner's answer waits in this browser; a visitor's cannot be graded at all.
  const owner = ownerOf(viewer?.id);
  const waiting = useQueuedAnswers(owner)?.find((a) => a.kind === "check" && a.check === question.id);
  const [unkept, setUnkept] = useState(false);
  const offlineVisitor = latest?.status === "offline-check" && !viewer;
  const error = unanswered
    ? noAnswerMessage(question.type, i18n)
    : offlineVisitor
      ? t`You are offline, so this answer cannot be checked now. Try again once you are back online.`
      : unkept
        ? t`This browser could not keep your answer to send later. Try again once you are back online.`
        : latest?.status === "no-answer" && fetcher.state === "idle"
          ? latest.message
          : undefined;
  const answeredOnline = latest?.status === "checked" && latest === fetcher.data;
  const showWaiting = waiting !== undefined && !again && fetcher.state === "idle" && !answeredOnline;
  const showResult = result !== null && !again && fetcher.state === "idle";
  const verdict = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // "Answer again" takes the focus to the form it brings back, not to the page's top.
  const [focusForm, setFocusForm] = useState(false);
  useEffect(() => {
    if (!focusForm) return;
    setFocusForm(false);
    form.current?.querySelector<HTMLElement>("input:not([type=hidden]), select")?.focus();
  }, [focusForm]);

  const visitorRecord = useVisitorRecord();
  const answeredHere = !viewer && question.id in visitorChecksOf(visitorRecord, course);
  // A visitor's review card for this question goes with their answer, to be scheduled on.
  const visitorCards = visitorReviews.useEntries();
  const card = viewer ? undefined : visitorCards?.[reviewKey(course, question.id)];

  // After an answer sent from this page, the verdict takes the focus, so it is read out; a
  // visitor's answer is kept in this browser (the lesson completes when all are answered).
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data?.status !== "checked") return;
    verdict.current?.focus();
    if (viewer) return;
    setVisitorCheck(course, fetcher.data.check, fetcher.data.result.correct);
    if (fetcher.data.review) visitorReviews.set(reviewKey(course, fetcher.data.check), fetcher.data.review);
  }, [fetcher.state, fetcher.data, viewer, course]);
  // An answer sent with no connection waits in this browser, to be sent when it returns; the
  // "Waiting to sync" that takes the verdict's place then takes the focus.
  const [focusWaiting, setFocusWaiting] = useState(false);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data?.status !== "offline-check" || !viewer) return;
    const { check, fields } = fetcher.data;
    setUnkept(false);
    queueAnswer({ owner, language, kind: "check", course, lesson, check, fields }).then(
      () => setFocusWaiting(true),
      () => setUnkept(true),
    );
  }, [fetcher.state, fetcher.data, viewer, owner, language, course, lesson]);
  useEffect(() => {
    if (!focusWaiting || !showWaiting) return;
    setFocusWaiting(false);
    verdict.current?.focus();
  }, [focusWaiting, showWaiting]);
  // An answer sent before the page's scripts had run (a plain form post) is kept the same way,
  // once the page that answered it runs them.
  useEffect(() => {
    if (viewer || posted?.status !== "checked") return;
    setVisitorCheck(course, posted.check, posted.result.correct);
    if (posted.review) visitorReviews.set(reviewKey(course, posted.check), posted.review);
  }, [posted, viewer, course]);

  const againLink = (
    <a
      href={pathIn(language, `${pathname}?again=${encodeURIComponent(question.id)}#${anchor}`)}
      onClick={(event) => {
        event.preventDefault();
        setAgain(true);
        setFocusForm(true);
      }}
      className="mt-4 inline-block rounded-md border border-line px-3 py-1.5 font-semibold text-sm hover:bg-raised focus-visible:outline-2 focus-visible:outline-focus"
    >
      <Trans>Answer again</Trans>
    </a>
  );

  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-label`}
      className="not-prose my-8 scroll-mt-24 rounded-xl border border-line bg-surface p-5"
    >
      <p id={`${anchor}-label`} className="font-semibold text-accent text-xs uppercase tracking-wider">
        {of > 1 ? t`Question ${number} of ${of}` : t`Question`}
      </p>
      {showWaiting ? (
        <div className="mt-3">
          <p className="font-semibold text-lg">{question.prompt}</p>
          <p ref={verdict} tabIndex={-1} className="mt-3 font-semibold focus:outline-none">
            <Trans>Waiting to sync</Trans>
          </p>
          <p className="mt-1 text-muted">
            <Trans>
              You answered while offline. Your answer is kept in this browser and is checked as soon as you are back
              online.
            </Trans>
          </p>
          {againLink}
        </div>
      ) : showResult ? (
        <div className="mt-3">
          <p className="font-semibold text-lg">{question.prompt}</p>
          <p
            ref={verdict}
            tabIndex={-1}
            className={`mt-3 font-semibold focus:outline-none ${result.correct ? "text-good" : "text-bad"}`}
          >
            <span aria-hidden="true">{result.correct ? "✓ " : "✗ "}</span>
            {result.correct ? <Trans>Right.</Trans> : <Trans>Not quite.</Trans>}
          </p>
          <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
            <dt className="text-muted">
              <Trans>Your answer</Trans>
            </dt>
            <dd>{result.given}</dd>
            {result.correct ? null : (
              <>
                <dt className="text-muted">
                  <Trans>The answer</Trans>
                </dt>
                <dd className="font-medium">{result.expected}</dd>
              </>
            )}
          </dl>
          <p className="mt-3">{result.explanation}</p>
          {latest?.status === "checked" && latest.lessonCompleted ? (
            <p className="mt-3 font-medium text-good">
              <Trans>That was the lesson's last check: the lesson is complete.</Trans>
            </p>
          ) : null}
          {latest?.status === "checked" && !viewer ? (
            <p className="mt-3 text-muted text-sm">
              {latest === fetcher.data ? (
                <Trans>Kept in this browser. Sign up or log in to keep your progress on every device.</Trans>
              ) : (
                <Trans>Log in or sign up to keep your answers and your progress.</Trans>
              )}
            </p>
          ) : null}
          {againLink}
        </div>
      ) : (
        <fetcher.Form
          ref={form}
          method="post"
          action={`${pathname}#${anchor}`}
          className="mt-3"
          onSubmit={(event) => {
            const given = new FormData(event.currentTarget).getAll(fieldName(question.id));
            const empty = given.every((value) => String(value).trim() === "");
            setUnanswered(empty);
            if (empty) event.preventDefault();
            else setAgain(false);
          }}
        >
          {answeredHere ? (
            <p className="mb-3 text-muted text-sm">
              <Trans>You answered this before, in this browser.</Trans>
            </p>
          ) : null}
          <input type="hidden" name="intent" value="check" />
          <input type="hidden" name="check" value={question.id} />
          {card ? <input type="hidden" name="card" value={JSON.stringify(card)} /> : null}
          <QuestionFields
            question={question}
            error={error}
            values={latest?.status === "no-answer" ? latest.values : undefined}
          />
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="mt-4 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60"
          >
            {fetcher.state !== "idle" ? <Trans>Checking…</Trans> : <Trans>Check my answer</Trans>}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
