import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { answersWaiting, type SyncReport, syncQueuedAnswers } from "#app/learning/answer-queue.ts";
import { ownerOf } from "#app/offline/saved-course-names.ts";
import { useLanguage } from "#app/site/use-language.ts";

/**
 * Sends the answers a learner gave offline (app/learning/answer-queue.ts) when this page
 * loads online and whenever the connection returns, then says what became of them: how many
 * are now kept, and each one the server refused with its reason. The page's data is loaded
 * again, so the lesson shows them graded. Rendered inside the version banner's live region.
 */
export function AnswerSync() {
  const { t } = useLingui();
  const viewer = useViewer();
  const language = useLanguage();
  // The latest revalidate, without syncing again each time the router hands out a new one.
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [report, setReport] = useState<SyncReport | null>(null);
  const userId = viewer?.id;

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    const sync = () => {
      if (!navigator.onLine || !answersWaiting()) return;
      syncQueuedAnswers(ownerOf(userId), language).then(
        (sent) => {
          if (!sent || stopped) return;
          setReport(sent);
          void revalidate.current();
        },
        () => undefined,
      );
    };
    sync();
    window.addEventListener("online", sync);
    return () => {
      stopped = true;
      window.removeEventListener("online", sync);
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
