import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useRevalidator, useSubmit } from "react-router";
import { SIGNING_OUT_KEY, useViewer } from "#app/accounts/auth-store.ts";
import {
  answersUntold,
  answersWaiting,
  logOutPending,
  onAnswersSent,
  type SyncReport,
  setLogOutPending,
  syncQueuedAnswers,
  takeAnswersSent,
} from "#app/learning/answer-queue.ts";
import { setOutboxOwner } from "#app/offline/outbox.ts";
import { ownerOf } from "#app/offline/saved-course-names.ts";
import { useLanguage } from "#app/site/use-language.ts";

const RETRY_MS = 15_000;

/**
 * Sends the answers a learner gave offline (app/learning/answer-queue.ts) when this page
 * loads online and whenever the connection returns, and says what became of them (sent from
 * here or elsewhere): how many are now kept, and each one the server refused with its reason.
 * The page's data is loaded again, so the lesson shows them graded. A log-out asked for while offline happens then,
 * once they are sent. Rendered inside the version banner's live region.
 */
export function AnswerSync() {
  const { t } = useLingui();
  const viewer = useViewer();
  const language = useLanguage();
  // The latest revalidate, without syncing again each time the router hands out a new one.
  const revalidator = useRevalidator();
  const submit = useRef(useSubmit());
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [report, setReport] = useState<SyncReport | null>(null);
  const userId = viewer?.id;

  useEffect(() => {
    // The worker sends only the answers of whoever is signed in here now.
    if (answersWaiting()) void setOutboxOwner(ownerOf(userId)).catch(() => undefined);
    if (!userId) return;
    let stopped = false;
    const logOutIfAsked = () => {
      if (stopped || !logOutPending() || answersWaiting()) return;
      setLogOutPending(false);
      sessionStorage.setItem(SIGNING_OUT_KEY, "1");
      void submit.current(null, { method: "post", action: "/logout" });
    };
    // Whoever sent them (this page, another tab, or the worker by Background Sync, perhaps
    // before this page started), the learner hears what became of their answers, and this
    // page shows them graded.
    const tell = () =>
      takeAnswersSent(ownerOf(userId)).then((sent) => {
        if (!sent || stopped) return;
        setReport(sent);
        if (!logOutPending()) void revalidate.current();
      });
    const sync = () => {
      if (!navigator.onLine) return;
      if (!answersWaiting()) return logOutIfAsked();
      syncQueuedAnswers(ownerOf(userId), language)
        .then(tell)
        .then(logOutIfAsked, () => undefined);
    };
    const stopHearing = onAnswersSent(() => void tell().then(logOutIfAsked, () => undefined));
    if (answersUntold()) void tell().catch(() => undefined);
    sync();
    window.addEventListener("online", sync);
    // The `online` event is not always heard (a connection that comes back without the device
    // noticing, a tab in the background): while answers wait, try again now and then.
    const retry = window.setInterval(() => (answersWaiting() || logOutPending()) && sync(), RETRY_MS);
    return () => {
      stopped = true;
      window.removeEventListener("online", sync);
      window.clearInterval(retry);
      stopHearing();
    };
  }, [userId, language]);

  if (!report) return null;
  return (
    <div className="pointer-events-auto max-w-xl rounded-lg border border-line bg-surface px-4 py-3 shadow-lg">
      {report.kept > 0 ? (
        <p className="text-sm">
          {t`${plural(report.kept, {
            one: `You are back online: the answer you gave offline is now kept with your progress.`,
            other: `You are back online: the # answers you gave offline are now kept with your progress.`,
          })}`}
        </p>
      ) : null}
      {report.refused.length > 0 ? (
        <>
          <p className="mt-1 font-medium text-bad text-sm">
            {t`${plural(report.refused.length, {
              one: `One answer given offline was not kept:`,
              other: `# answers given offline were not kept:`,
            })}`}
          </p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {report.refused.map(({ answer, message }) => (
              <li key={answer.id}>{message}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button
        type="button"
        onClick={() => setReport(null)}
        className="mt-2 rounded-md border border-line px-3 py-1.5 font-medium text-sm hover:bg-raised"
      >
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
