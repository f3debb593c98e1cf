import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { QuestionResult } from "#app/learning/quiz.ts";

/**
 * A graded question as a review shows it. A failed course-quiz attempt withholds the right
 * answer and the explanation of what it got wrong (`expected` and `explanation` are null)
 * and says instead which idea the question tested and which section to reread.
 */
export type ReviewedQuestion = Omit<QuestionResult, "expected" | "explanation"> & {
  expected: string | null;
  explanation: string | null;
  idea?: string | null;
  section?: { title: string; id: string } | null;
};

/** One graded question: right or wrong (in words and a mark), the answers and why. */
export function QuestionReview({
  result,
  number,
  lessonHref,
  lessonTitle,
  prefetch = "intent",
}: {
  result: ReviewedQuestion;
  number?: number;
  lessonHref: string;
  lessonTitle: string;
  /** "none" for a link whose opening is recorded (a failed attempt's "Reread"): a hover must not count. */
  prefetch?: "intent" | "none";
}) {
  const withheld = result.expected === null;
  const sectionTitle = result.section?.title ?? "";
  return (
    <article className="rounded-xl border border-line bg-surface p-5">
      <p className={`font-semibold text-sm ${result.correct ? "text-good" : "text-bad"}`}>
        <span aria-hidden="true">{result.correct ? "✓ " : "✗ "}</span>
        {number ? (
          result.correct ? (
            <Trans>Question {number}: Correct</Trans>
          ) : (
            <Trans>Question {number}: Not quite</Trans>
          )
        ) : result.correct ? (
          <Trans>Correct</Trans>
        ) : (
          <Trans>Not quite</Trans>
        )}
      </p>
      <h3 className="mt-1 font-semibold">{result.prompt}</h3>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted">
          <Trans>Your answer</Trans>
        </dt>
        <dd>{result.given}</dd>
        {result.correct ? null : withheld ? (
          result.idea ? (
            <>
              <dt className="text-muted">
                <Trans>What it tests</Trans>
              </dt>
              <dd className="font-medium">{result.idea}</dd>
            </>
          ) : null
        ) : (
          <>
            <dt className="text-muted">
              <Trans>Correct answer</Trans>
            </dt>
            <dd className="font-medium">{result.expected}</dd>
          </>
        )}
      </dl>
      {result.explanation ? <p className="mt-3">{result.explanation}</p> : null}
      <p className="mt-3 text-sm">
        {withheld && result.section ? (
          <Link
            to={`${lessonHref}#${result.section.id}`}
            prefetch={prefetch}
            className="text-link underline underline-offset-2"
          >
            <Trans>
              Reread “{sectionTitle}” in {lessonTitle}
            </Trans>
          </Link>
        ) : (
          <Link to={lessonHref} prefetch={prefetch} className="text-link underline underline-offset-2">
            <Trans>Review this lesson: {lessonTitle}</Trans>
          </Link>
        )}
      </p>
    </article>
  );
}
