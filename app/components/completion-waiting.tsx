import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useViewer } from "#app/accounts/auth-store.ts";
import { useQueuedAnswers } from "#app/learning/use-queued-answers.ts";
import { ownerOf } from "#app/offline/saved-course-names.ts";

/**
 * Where a lesson's completion stands while the learner's answers given offline wait in this
 * browser: how many wait, and that they count once sent; otherwise `status`. Loaded after the
 * page, as LessonPlace is (a lesson's first-load scripts stay as they were).
 */
export default function CompletionWaiting({ checks, status }: { checks: string[]; status: string }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const waiting = (useQueuedAnswers(ownerOf(viewer?.id)) ?? []).filter(
    (a) => a.kind === "check" && checks.includes(a.check),
  ).length;
  if (!viewer || waiting === 0) return status;
  return t`${plural(waiting, {
    one: `# answer is waiting to sync: it is sent as soon as you are back online, and counts then.`,
    other: `# answers are waiting to sync: they are sent as soon as you are back online, and count then.`,
  })}`;
}
