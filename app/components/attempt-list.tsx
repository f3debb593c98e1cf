import { href, Link } from "react-router";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { formatDateTime, useTimeZone } from "#app/site/dates.ts";

export type AttemptRow = {
  id: string;
  course: string;
  courseTitle?: string;
  score: number;
  max: number;
  passed: boolean;
  submittedAt: string;
};

/** Past quiz attempts, newest first, each with a link to review it. */
export function AttemptList({ attempts, showCourse = false }: { attempts: AttemptRow[]; showCourse?: boolean }) {
  const timeZone = useTimeZone();
  const reviewLink = (a: AttemptRow, className: string) => (
    <Link
      to={href("/courses/:course/quiz/attempts/:attempt", { course: a.course, attempt: a.id })}
      className={`text-link underline underline-offset-2 ${className}`}
    >
      Review<span className="sr-only"> the attempt of {formatDateTime(a.submittedAt, timeZone)}</span>
    </Link>
  );
  const percent = (a: AttemptRow) => `${a.score} / ${a.max} (${Math.round((a.score / a.max) * 100)}%)`;
  // On a phone, five columns do not fit: the score and the Review link move into the Result
  // cell, so nothing is clipped and the page never scrolls sideways.
  return (
    <Table
      caption="Your quiz attempts"
      className="w-full text-left text-sm [&_td]:wrap-break-word"
      headClassName="text-muted"
      headRowClassName=""
      head={
        <>
          <ColumnHeader className="py-2 pr-3 font-medium">Submitted</ColumnHeader>
          {showCourse ? <ColumnHeader className="py-2 pr-3 font-medium">Course</ColumnHeader> : null}
          <ColumnHeader className="hidden py-2 pr-3 font-medium sm:table-cell">Score</ColumnHeader>
          <ColumnHeader className="py-2 pr-3 font-medium">Result</ColumnHeader>
          <ColumnHeader className="hidden py-2 font-medium sm:table-cell">
            <span className="sr-only">Review</span>
          </ColumnHeader>
        </>
      }
    >
      {attempts.map((a) => (
        <tr key={a.id} className="border-line border-t align-top">
          <td className="py-2 pr-3">
            <time dateTime={a.submittedAt}>{formatDateTime(a.submittedAt, timeZone)}</time>
          </td>
          {showCourse ? <td className="py-2 pr-3">{a.courseTitle ?? a.course}</td> : null}
          <td className="hidden py-2 pr-3 sm:table-cell">{percent(a)}</td>
          <td className="py-2 pr-3">
            <span className={`font-medium ${a.passed ? "text-good" : "text-bad"}`}>
              {a.passed ? "Passed" : "Not passed"}
            </span>
            <span className="block sm:hidden">{percent(a)}</span>
            {reviewLink(a, "sm:hidden")}
          </td>
          <td className="hidden py-2 sm:table-cell">{reviewLink(a, "")}</td>
        </tr>
      ))}
    </Table>
  );
}
