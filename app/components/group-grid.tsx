import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { href, Link, useSearchParams } from "react-router";
import { Pager } from "#app/components/ui/pager.tsx";
import { ColumnHeader, RowHeader, Table } from "#app/components/ui/table.tsx";
import {
  type FollowUp,
  type GridCell,
  type GridCourse,
  type GridRow,
  type GridSort,
  type HardQuestion,
  STATUS_LABELS,
} from "#app/groups/grid.ts";
import { formatDateTime, formatDay, useTimeZone } from "#app/site/dates.ts";
import { useLanguage } from "#app/site/use-language.ts";

/**
 * A column header that sorts the grid by it (a link, so it works without JavaScript). A new
 * sort starts at the grid's first page; the people list stays on its page.
 */
function SortHeader({ label, by, sort }: { label: string; by: string; sort: GridSort }) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const current = sort.by === by;
  const next = current && sort.direction === "ascending" ? "descending" : "ascending";
  const query = new URLSearchParams(search);
  for (const key of ["page", "status"]) query.delete(key);
  query.set("sort", by);
  query.set("dir", next);
  return (
    <ColumnHeader
      aria-sort={current ? sort.direction : undefined}
      className="whitespace-nowrap py-2 pr-4 align-bottom font-semibold"
    >
      <Link to={`?${query}#progress`} preventScrollReset className="text-link underline underline-offset-2">
        {label}
        <span aria-hidden="true">{current ? (sort.direction === "ascending" ? " ▲" : " ▼") : ""}</span>
        <span className="sr-only">, {next === "ascending" ? t`sort ascending` : t`sort descending`}</span>
      </Link>
    </ColumnHeader>
  );
}

/**
 * One member's standing in one course. A school's grid has thousands of these, so the cell
 * carries no classes of its own: `.group-grid` in app/app.css styles them (one rule each
 * instead of the same attributes a few thousand times), and each line is one text node.
 */
function Cell({ cell }: { cell: GridCell }) {
  const { t, i18n } = useLingui();
  const { completed, total, bestPercent: percent } = cell;
  return (
    <>
      <span data-status={cell.status}>{i18n._(STATUS_LABELS[cell.status])}</span>
      <p>{t`${plural(total, { one: `${completed} of # lesson`, other: `${completed} of # lessons` })}`}</p>
      <p className="text-muted">
        {percent === null
          ? t`No quiz yet`
          : cell.quizPassed
            ? t`Best quiz ${percent}%, passed`
            : t`Best quiz ${percent}%`}
      </p>
      {cell.certificateId ? (
        <Link to={href("/certificates/:id", { id: cell.certificateId })} className="text-link underline">
          <Trans>Certificate</Trans>
        </Link>
      ) : null}
    </>
  );
}

function Hardest({ course, questions }: { course: string; questions: HardQuestion[] }) {
  if (questions.length === 0) {
    return (
      <p className="text-muted text-sm">
        <Trans>No wrong answers yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="list-decimal space-y-2 pl-5 text-sm">
      {questions.map(({ prompt, lesson, lessonTitle, answered, wrong }) => (
        <li key={prompt}>
          <p>{prompt}</p>
          <p className="text-muted">
            <Trans>
              <Plural value={wrong} one={`# wrong answer of ${answered}`} other={`# wrong answers of ${answered}`} /> ·
              revisit{" "}
              <Link to={href("/courses/:course/:lesson", { course, lesson })} className="text-link underline">
                {lessonTitle}
              </Link>
            </Trans>
          </p>
        </li>
      ))}
    </ol>
  );
}

/** "Ada, Bo and 3 more": the names given, and how many more of `count` there are. */
function NamesLine({ count, names }: FollowUp) {
  const { t } = useLingui();
  if (count === 0) return t({ message: "no one", comment: "follows “Not started:” or “Behind the due date:”" });
  const list = names.join(", ");
  const more = count - names.length;
  return more > 0
    ? t({ message: `${list} and ${more} more`, comment: "a list of names, then how many more people" })
    : list;
}

/**
 * What a group's leaders see of its members: a sortable grid of members × assigned courses, a
 * page at a time, who has not started or is behind a due date, and the questions the group
 * finds hardest.
 */
export function GroupGrid({
  groupId,
  courses,
  rows,
  place,
  followUps,
  hardest,
  sort,
  query,
}: {
  groupId: string;
  courses: GridCourse[];
  /** This page's rows. */
  rows: GridRow[];
  place: { page: number; pages: number; first: number; last: number; total: number };
  followUps: Record<string, FollowUp>;
  hardest: Record<string, HardQuestion[]>;
  sort: GridSort;
  /** What the leader searched for; the rows are those that match. */
  query: string;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const timeZone = useTimeZone();
  if (courses.length === 0) {
    return (
      <p className="mt-3 text-muted">
        <Trans>Assign a course below to follow your members' progress in it.</Trans>
      </p>
    );
  }
  if (place.total === 0) {
    return (
      <p className="mt-3 text-muted">
        {query ? (
          <Trans>No member's name or shared email contains “{query}”.</Trans>
        ) : (
          <Trans>No one has joined yet. Share the code or the link below.</Trans>
        )}
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-8" data-group={groupId}>
      <Table
        caption={t`Each member's progress in the group's courses. Column headers sort the table.`}
        className="group-grid w-full min-w-[40rem] text-left text-sm"
        scroll={{ className: "overflow-x-auto" }}
        head={
          <>
            <SortHeader
              label={t({ message: "Member", comment: "column header: the group's members" })}
              by="name"
              sort={sort}
            />
            {courses.map((c) => (
              <SortHeader key={c.course} label={c.courseTitle} by={c.course} sort={sort} />
            ))}
            <SortHeader label={t`Last active`} by="active" sort={sort} />
          </>
        }
      >
        {rows.map((r) => (
          <tr key={r.userId}>
            <RowHeader className="">
              {r.name}
              {r.email ? <span className="block font-normal text-muted">{r.email}</span> : null}
            </RowHeader>
            {courses.map((c) => (
              <td key={c.course}>{r.cells[c.course] ? <Cell cell={r.cells[c.course] as GridCell} /> : null}</td>
            ))}
            <td className="whitespace-nowrap">
              {r.lastActiveAt ? (
                formatDateTime(r.lastActiveAt, timeZone, language)
              ) : (
                <span className="text-muted">
                  <Trans comment="in the Last active column: the member has done nothing in the group's courses">
                    Never
                  </Trans>
                </span>
              )}
            </td>
          </tr>
        ))}
      </Table>
      <Pager
        label={t`Pages of the progress grid`}
        param="page"
        hash="progress"
        noun={t({ message: "members", comment: "what the progress grid's pager counts: “1–50 of 120 members”" })}
        {...place}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {courses.map((c) => {
          const due = c.dueOn ? formatDay(c.dueOn, language) : null;
          return (
            <section key={c.course} aria-labelledby={`follow-up-${c.course}`} className="space-y-3">
              <h3 id={`follow-up-${c.course}`} className="font-semibold text-lg">
                {c.courseTitle}
                <span className="font-normal text-muted text-sm">
                  {" · "}
                  {due
                    ? c.pastDue
                      ? t({ message: `due ${due} (passed)`, comment: "after a course's title: its due date, now past" })
                      : t({ message: `due ${due}`, comment: "after a course's title: when it is due" })
                    : t`no due date`}
                </span>
              </h3>
              <p className="text-sm">
                <strong>{c.pastDue ? <Trans>Behind the due date:</Trans> : <Trans>Not started:</Trans>}</strong>{" "}
                <NamesLine {...(followUps[c.course] ?? { count: 0, names: [] })} />
              </p>
              <h4 className="font-medium text-sm">
                <Trans>Hardest questions for the group</Trans>
              </h4>
              <Hardest course={c.course} questions={hardest[c.course] ?? []} />
            </section>
          );
        })}
      </div>
    </div>
  );
}
