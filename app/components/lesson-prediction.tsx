import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { queueAnswer } from "#app/learning/answer-queue.ts";
import { guessProblem, MAX_GUESS_LENGTH, normalGuess } from "#app/learning/predictions.ts";
import { useQueuedAnswers } from "#app/learning/use-queued-answers.ts";
import { setVisitorPrediction, useVisitorPrediction } from "#app/learning/visitor-predictions.ts";
import { ownerOf } from "#app/offline/saved-course-names.ts";
import { useLanguage } from "#app/site/use-language.ts";

/** What the lesson's action answered to a guess sent from this page. */
export type PostedGuess =
  | { status: "predicted"; guess: string }
  | { status: "bad-guess"; message: string; guess: string }
  /** Sent with no connection (the lesson's clientAction): to wait in this browser. */
  | { status: "offline-guess"; guess: string };

type Props = {
  course: string;
  lesson: string;
  /** A signed-in learner's kept guess. */
  saved: string | null;
  /** The action's answer when a guess was just sent without JavaScript. */
  posted: PostedGuess | null;
};

// The prompt's text is in the lesson (an aside the build gives this id, scripts/content/markdown.ts).
const PROMPT_ID = "predict-first";
const ANCHOR = "your-guess";

/** The guess to show: one just sent, else the kept one (on the server, or in this browser for a visitor). */
function useGuess({ course, lesson, saved, posted }: Props) {
  const fetcher = useFetcher<PostedGuess>({ key: `predict:${course}/${lesson}` });
  const viewer = useViewer();
  const inBrowser = useVisitorPrediction(course, lesson);
  // A learner's guess given offline waits in this browser, and is the latest until it is sent.
  const waiting = useQueuedAnswers(ownerOf(viewer?.id))?.find(
    (a) => a.kind === "guess" && a.course === course && a.lesson === lesson,
  );
  const queued = viewer && waiting?.kind === "guess" ? waiting.guess : null;
  const sent =
    fetcher.data?.status === "predicted"
      ? fetcher.data.guess
      : fetcher.data?.status === "offline-guess" && viewer
        ? normalGuess(fetcher.data.guess)
        : null;
  const guess =
    sent ?? (posted?.status === "predicted" ? posted.guess : null) ?? queued ?? (viewer ? saved : inBrowser);
  return {
    fetcher,
    viewer,
    guess,
    waiting: sent === null ? queued !== null : fetcher.data?.status === "offline-guess",
  };
}

/**
 * The form under a lesson's "Predict first" prompt: the learner writes a guess before the
 * demo. A plain POST to the lesson without JavaScript, a fetcher with it. A signed-in
 * learner's guess is kept on the server, a visitor's in this browser.
 */
export function PredictionForm(props: Props) {
  const { course, lesson, posted } = props;
  const { t, i18n } = useLingui();
  const { fetcher, viewer, guess, waiting } = useGuess(props);
  const { pathname } = useLocation();
  const language = useLanguage();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = useRef<HTMLDivElement>(null);
  const latest = fetcher.data ?? posted;
  const offline = fetcher.state === "idle" && fetcher.data?.status === "offline-guess" ? fetcher.data : null;
  const [unkept, setUnkept] = useState(false);
  const error =
    problem ??
    (offline && !viewer
      ? t`You are offline, so your guess cannot be kept now. Try again once you are back online.`
      : unkept
        ? t`This browser could not keep your guess to send later. Try again once you are back online.`
        : latest?.status === "bad-guess" && fetcher.state === "idle"
          ? latest.message
          : null);

  // A guess sent from this page takes the focus, so it is read out; a visitor's is kept here.
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data?.status !== "predicted") return;
    shown.current?.focus();
    if (!viewer) setVisitorPrediction(course, lesson, fetcher.data.guess);
  }, [fetcher.state, fetcher.data, viewer, course, lesson]);
  // A learner's guess sent with no connection waits in this browser, to be sent when it returns.
  useEffect(() => {
    if (!offline || !viewer) return;
    setUnkept(false);
    queueAnswer({
      owner: ownerOf(viewer.id),
      language,
      kind: "guess",
      course,
      lesson,
      guess: normalGuess(offline.guess),
    }).then(
      () => shown.current?.focus(),
      () => setUnkept(true),
    );
  }, [offline, viewer, language, course, lesson]);
  // So is one sent before the page's scripts had run (a plain form post), once they do.
  useEffect(() => {
    if (!viewer && posted?.status === "predicted") setVisitorPrediction(course, lesson, posted.guess);
  }, [posted, viewer, course, lesson]);

  const changing = Boolean(guess && !error);
  const form = (
    <fetcher.Form
      method="post"
      action={`${pathname}#${ANCHOR}`}
      className={changing ? "mt-3" : undefined}
      onSubmit={(event) => {
        const found = guessProblem(String(new FormData(event.currentTarget).get("guess") ?? ""), i18n);
        setProblem(found);
        if (found) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="predict" />
      <label htmlFor="guess" className="font-semibold">
        {guess ? <Trans>Your new guess</Trans> : <Trans>Your guess</Trans>}
      </label>
      <p id="guess-hint" className="mt-1 text-muted text-sm">
        <Trans>Write it before you try the demo: it will be waiting for you after it.</Trans>
      </p>
      {error ? (
        <p id="guess-error" className="mt-2 font-medium text-bad text-sm">
          {error}
        </p>
      ) : null}
      <textarea
        id="guess"
        name="guess"
        rows={3}
        maxLength={MAX_GUESS_LENGTH}
        // What was sent comes back with its message; otherwise a change starts from the kept guess.
        defaultValue={latest?.status === "bad-guess" ? latest.guess : (guess ?? "")}
        aria-describedby={`${PROMPT_ID} guess-hint${error ? " guess-error" : ""}`}
        aria-invalid={error ? true : undefined}
        className="mt-2 block w-full rounded-lg border border-line bg-canvas px-3 py-2"
      />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="mt-3 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60"
      >
        {fetcher.state !== "idle" ? <Trans>Keeping it…</Trans> : <Trans>Keep my guess</Trans>}
      </button>
    </fetcher.Form>
  );

  return (
    <section
      id={ANCHOR}
      aria-label={t`Your prediction`}
      className="not-prose mb-8 scroll-mt-24 rounded-xl border border-line bg-surface p-5"
    >
      {changing ? (
        <>
          <div ref={shown} tabIndex={-1} className="focus:outline-none">
            <p className="font-semibold">
              <Trans>Your guess</Trans>
            </p>
            <p className="mt-1 whitespace-pre-line">{guess}</p>
            <p className="mt-2 text-muted text-sm">
              {viewer && waiting ? (
                <Trans>
                  Waiting to sync: kept in this browser while you are offline, and added to your progress once you are
                  back online. Now try the demo.
                </Trans>
              ) : viewer ? (
                <Trans>Kept with your progress. Now try the demo: your guess comes back after it.</Trans>
              ) : posted?.status === "predicted" && !fetcher.data ? (
                <Trans>Log in or sign up to keep your guesses. Now try the demo.</Trans>
              ) : (
                <Trans>Kept in this browser. Now try the demo: your guess comes back after it.</Trans>
              )}
            </p>
          </div>
          {/* A change of mind works without JavaScript too: the form is in a disclosure. */}
          <details key={guess} className="mt-3">
            <summary className="cursor-pointer font-medium text-accent text-sm">
              <Trans>Change my guess</Trans>
            </summary>
            {form}
          </details>
        </>
      ) : (
        form
      )}
    </section>
  );
}

/** The learner's guess again, where the prompt's section ends: after the demo it was about. */
export function PredictionEcho(props: Props) {
  const { t } = useLingui();
  const { guess } = useGuess(props);
  if (!guess) return null;
  return (
    <aside aria-label={t`Your guess, again`} className="not-prose my-8 rounded-xl border border-line bg-surface p-5">
      <p className="font-semibold text-accent text-xs uppercase tracking-wider">
        <Trans>Before the demo, you guessed</Trans>
      </p>
      <blockquote className="mt-2 whitespace-pre-line border-line border-l-4 pl-4">{guess}</blockquote>
      <p className="mt-3 text-muted">
        <Trans>
          Was it what the demo showed? If not, what surprised you? Go over the steps above again with that in mind.
        </Trans>
      </p>
    </aside>
  );
}
