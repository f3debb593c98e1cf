import { Trans, useLingui } from "@lingui/react/macro";
import { href, Link } from "react-router";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { formatDateTime, useTimeZone } from "#app/site/dates.ts";
import { formatNumber, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";

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
  const { t } = useLingui();
  const timeZone = useTimeZone();
  const language = useLanguage();
  const reviewLink = (a: AttemptRow, className: string) => {
    const when = formatDateTime(a.submittedAt, timeZone, language);
    return (
      <Link
        to={href("/courses/:course/quiz/attempts/:attempt", { course: a.course, attempt: a.id })}
        className={`text-link underline underline-offset-2 ${className}`}
      >
        <Trans>
          Review<span className="sr-only"> the attempt of {when}</span>
        </Trans>
      </Link>
    );
  };
  const percent = (a: AttemptRow) => {
    const score = formatNumber(a.score, language);
    const max = formatNumber(a.max, language);
    // Rounded down, as every other score on the site (percentOf): 11 of 14 is 78 %, never 79 %.
    const share = numberFormat(language, { style: "percent", maximumFractionDigits: 0, roundingMode: "floor" }).format(
      a.score / a.max,
    );
    return t({
      message: `${score} / ${max} (${share})`,
      comment: "a quiz attempt's score: points / maximum (percent)",
    });
  };
  // On a phone, five columns do not fit: the score and the Review link move into the Result
  // cell, so nothing is clipped and the page never scrolls sideways.
  return (
    <Table
      caption={t`Your quiz attempts`}
      className="w-full text-left text-sm [&_td]:wrap-break-word"
      headClassName="text-muted"
      headRowClassName=""
      head={
        <>
          <ColumnHeader className="py-2 pr-3 font-medium">
            <Trans>Submitted</Trans>
          </ColumnHeader>
          {showCourse ? (
            <ColumnHeader className="py-2 pr-3 font-medium">
              <Trans>Course</Trans>
            </ColumnHeader>
          ) : null}
          <ColumnHeader className="hidden py-2 pr-3 font-medium sm:table-cell">
            <Trans>Score</Trans>
          </ColumnHeader>
          <ColumnHeader className="py-2 pr-3 font-medium">
            <Trans>Result</Trans>
          </ColumnHeader>
          <ColumnHeader className="hidden py-2 font-medium sm:table-cell">
            <span className="sr-only">
              <Trans>Review</Trans>
            </span>
          </ColumnHeader>
        </>
      }
    >
      {attempts.map((a) => (
        <tr key={a.id} className="border-line border-t align-top">
          <td className="py-2 pr-3">
            <time dateTime={a.submittedAt}>{formatDateTime(a.submittedAt, timeZone, language)}</time>
          </td>
          {showCourse ? <td className="py-2 pr-3">{a.courseTitle ?? a.course}</td> : null}
          <td className="hidden py-2 pr-3 sm:table-cell">{percent(a)}</td>
          <td className="py-2 pr-3">
            <span className={`font-medium ${a.passed ? "text-good" : "text-bad"}`}>
              {a.passed ? <Trans>Passed</Trans> : <Trans>Not passed</Trans>}
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
