import { Plural, Trans } from "@lingui/react/macro";
import { Link } from "react-router";

/**
 * How many questions are due for review today, with the way in, or when the next one comes
 * back: on a learner's dashboard, and on a visitor's /learn from this browser's schedule.
 * Questions missed this week can be practiced at once, whatever is due.
 */
export function ReviewSummary({
  due,
  next,
  note,
  missed = 0,
}: {
  due: number;
  next: string | null;
  note?: string;
  missed?: number;
}) {
  return (
    <section aria-labelledby="review-heading" className="mt-8 rounded-xl border border-line bg-surface p-6">
      <h2 id="review-heading" className="font-semibold text-muted text-sm">
        <Trans>Review</Trans>
      </h2>
      {due > 0 ? (
        <>
          <p className="mt-1 font-bold text-xl">
            <Plural value={due} one="# question to review today" other="# questions to review today" />
          </p>
          <p className="mt-1 text-muted">
            <Trans>Questions you answered before, back just before you would forget them. About ten at a time.</Trans>
            {note ? ` ${note}` : ""}
          </p>
          <Link
            to="/learn/review"
            className="mt-4 inline-block rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
          >
            <Trans>Start reviewing</Trans>
          </Link>
        </>
      ) : (
        <p className="mt-1">
          {next ? (
            <Trans>Nothing to review today. The next question comes back on {next}.</Trans>
          ) : (
            <Trans>
              Answer a lesson's checks or take a course quiz: the questions you answer come back here, spaced out so
              that they stick.
            </Trans>
          )}
          {note ? ` ${note}` : ""}
        </p>
      )}
      {missed > 0 ? <PracticeOffer missed={missed} className="mt-4" /> : null}
    </section>
  );
}

/** The way to practice the questions missed this week, right away (/learn/practice). */
export function PracticeOffer({ missed, className = "" }: { missed: number; className?: string }) {
  return (
    <p className={className}>
      <Plural value={missed} one="You got # question wrong this week." other="You got # questions wrong this week." />{" "}
      <Link to="/learn/practice" className="font-semibold text-link underline underline-offset-2">
        <Trans>Practice the questions you missed</Trans>
      </Link>
    </p>
  );
}
