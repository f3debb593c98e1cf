import { href, Link } from "react-router";
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
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-muted">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            Submitted
          </th>
          {showCourse ? (
            <th scope="col" className="py-2 pr-4 font-medium">
              Course
            </th>
          ) : null}
          <th scope="col" className="py-2 pr-4 font-medium">
            Score
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Result
          </th>
          <th scope="col" className="py-2 font-medium">
            <span className="sr-only">Review</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((a) => (
          <tr key={a.id} className="border-line border-t">
            <td className="py-2 pr-4">
              <time dateTime={a.submittedAt}>{formatDateTime(a.submittedAt, timeZone)}</time>
            </td>
            {showCourse ? <td className="py-2 pr-4">{a.courseTitle ?? a.course}</td> : null}
            <td className="py-2 pr-4">
              {a.score} / {a.max} ({Math.round((a.score / a.max) * 100)}%)
            </td>
            <td className={`py-2 pr-4 font-medium ${a.passed ? "text-good" : "text-bad"}`}>
              {a.passed ? "Passed" : "Not passed"}
            </td>
            <td className="py-2">
              <Link
                to={href("/courses/:course/quiz/attempts/:attempt", { course: a.course, attempt: a.id })}
                className="text-link underline underline-offset-2"
              >
                Review<span className="sr-only"> the attempt of {formatDateTime(a.submittedAt, timeZone)}</span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
