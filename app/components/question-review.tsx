import { Link } from "react-router";
import type { QuestionResult } from "#app/learning/quiz.ts";

/** One graded question: right or wrong (in words and a mark), the answers and why. */
export function QuestionReview({
  result,
  number,
  lessonHref,
  lessonTitle,
}: {
  result: QuestionResult;
  number?: number;
  lessonHref: string;
  lessonTitle: string;
}) {
  return (
    <article className="rounded-xl border border-line bg-surface p-5">
      <p className={`font-semibold text-sm ${result.correct ? "text-good" : "text-bad"}`}>
        <span aria-hidden="true">{result.correct ? "✓ " : "✗ "}</span>
        {number ? `Question ${number}: ` : ""}
        {result.correct ? "Correct" : "Not quite"}
      </p>
      <h3 className="mt-1 font-semibold">{result.prompt}</h3>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted">Your answer</dt>
        <dd>{result.given}</dd>
        {result.correct ? null : (
          <>
            <dt className="text-muted">Correct answer</dt>
            <dd className="font-medium">{result.expected}</dd>
          </>
        )}
      </dl>
      <p className="mt-3">{result.explanation}</p>
      <p className="mt-3 text-sm">
        <Link to={lessonHref} prefetch="intent" className="text-link underline underline-offset-2">
          Review this lesson: {lessonTitle}
        </Link>
      </p>
    </article>
  );
}
