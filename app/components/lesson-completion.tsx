import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect } from "react";
import { Link } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { useVisitorRecord, visitorChecksOf, visitorLessonsOf } from "#app/learning/visitor-record.ts";
import { setVisitorLesson } from "#app/learning/visitor-record-changes.ts";

// What waits to be sent, from a page once offline: its code loads after the page's.
const CompletionWaiting = lazy(() => import("./completion-waiting.tsx"));

/**
 * Where the learner stands in the lesson: complete, or how many of its checks are answered.
 * A lesson is complete once all its checks are answered, right or wrong: a signed-in
 * learner's on the server (the lesson's action), a visitor's in this browser, until they sign
 * up or log in and it joins their account.
 */
export function LessonCompletion({
  course,
  lesson,
  checks,
  answered,
  completedAt,
  nextHref,
  nextTitle,
}: {
  course: string;
  lesson: string;
  /** The ids of the lesson's checks. */
  checks: string[];
  /** How many of them the signed-in learner has answered. */
  answered: number;
  completedAt: string | null;
  nextHref: string;
  nextTitle: string;
}) {
  const { t } = useLingui();
  const viewer = useViewer();
  const visitorRecord = useVisitorRecord();
  const answeredHere = visitorChecksOf(visitorRecord, course);
  const visitorAnswered = checks.filter((id) => id in answeredHere).length;
  const complete = viewer ? completedAt !== null : lesson in visitorLessonsOf(visitorRecord, course);
  const count = viewer ? answered : visitorAnswered;
  const total = checks.length;

  // A visitor's last check answered (in this tab, or in another): the lesson is complete here.
  useEffect(() => {
    if (!viewer && checks.length > 0 && visitorAnswered === checks.length && !complete) {
      setVisitorLesson(course, lesson, true);
    }
  }, [viewer, checks.length, visitorAnswered, complete, course, lesson]);

  const status = complete
    ? viewer
      ? t`You completed this lesson.`
      : t`Completed in this browser. Sign up or log in to keep your progress on every device.`
    : t`${plural(total, {
        one: `Answer the question under “Check your understanding” to complete this lesson: ${count} of # answered.`,
        other: `Answer the # questions under “Check your understanding” to complete this lesson: ${count} of # answered.`,
      })}`;

  return (
    <section
      id="lesson-complete"
      aria-labelledby="lesson-complete-heading"
      className="mt-12 rounded-xl border border-line bg-surface p-5"
    >
      <h2 id="lesson-complete-heading" className="font-semibold text-lg">
        {complete ? (
          <>
            <span aria-hidden="true" className="text-good">
              ✓{" "}
            </span>
            <Trans>Lesson complete</Trans>
          </>
        ) : (
          <Trans>Your progress</Trans>
        )}
      </h2>
      <p role="status" className="mt-1 text-muted">
        {viewer && !complete ? (
          <Suspense fallback={status}>
            <CompletionWaiting checks={checks} status={status} />
          </Suspense>
        ) : (
          status
        )}
      </p>
      {complete ? (
        <p className="mt-4">
          <Link to={nextHref} prefetch="intent" className="font-semibold text-link underline underline-offset-2">
            <Trans>Next: {nextTitle}</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
