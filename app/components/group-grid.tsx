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
import { formatDate, formatDateTime, useTimeZone } from "#app/site/dates.ts";
import { plural } from "#app/site/plural.ts";

const day = (iso: string) => formatDate(`${iso}T00:00:00Z`);

/**
 * A column header that sorts the grid by it (a link, so it works without JavaScript). A new
 * sort starts at the grid's first page; the people list stays on its page.
 */
function SortHeader({ label, by, sort }: { label: string; by: string; sort: GridSort }) {
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
        <span className="sr-only">, sort {next}</span>
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
  return (
    <>
      <span data-status={cell.status}>{STATUS_LABELS[cell.status]}</span>
      <p>{`${cell.completed} of ${cell.total} lessons`}</p>
      <p className="text-muted">
        {cell.bestPercent === null
          ? "No quiz yet"
          : `Best quiz ${cell.bestPercent}%${cell.quizPassed ? ", passed" : ""}`}
      </p>
      {cell.certificateId ? (
        <Link to={href("/certificates/:id", { id: cell.certificateId })} className="text-link underline">
          Certificate
        </Link>
      ) : null}
    </>
  );
}

function Hardest({ course, questions }: { course: string; questions: HardQuestion[] }) {
  if (questions.length === 0) return <p className="text-muted text-sm">No wrong answers yet.</p>;
  return (
    <ol className="list-decimal space-y-2 pl-5 text-sm">
      {questions.map((q) => (
        <li key={q.prompt}>
          <p>{q.prompt}</p>
          <p className="text-muted">
            {plural(q.wrong, { one: `# wrong answer of ${q.answered}`, other: `# wrong answers of ${q.answered}` })} ·
            revisit{" "}
            <Link to={href("/courses/:course/:lesson", { course, lesson: q.lesson })} className="text-link underline">
              {q.lessonTitle}
            </Link>
          </p>
        </li>
      ))}
    </ol>
  );
}

/** "Ada, Bo and 3 more": the names given, and how many more of `count` there are. */
function namesLine({ count, names }: FollowUp): string {
  if (count === 0) return "no one";
  const more = count - names.length;
  return more > 0 ? `${names.join(", ")} and ${more} more` : names.join(", ");
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
  const timeZone = useTimeZone();
  if (courses.length === 0) {
    return <p className="mt-3 text-muted">Assign a course below to follow your members' progress in it.</p>;
  }
  if (place.total === 0) {
    return (
      <p className="mt-3 text-muted">
        {query
          ? `No member's name or shared email contains “${query}”.`
          : "No one has joined yet. Share the code or the link below."}
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-8" data-group={groupId}>
      <Table
        caption="Each member's progress in the group's courses. Column headers sort the table."
        className="group-grid w-full min-w-[40rem] text-left text-sm"
        scroll={{ className: "overflow-x-auto" }}
        head={
          <>
            <SortHeader label="Member" by="name" sort={sort} />
            {courses.map((c) => (
              <SortHeader key={c.course} label={c.courseTitle} by={c.course} sort={sort} />
            ))}
            <SortHeader label="Last active" by="active" sort={sort} />
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
              {r.lastActiveAt ? formatDateTime(r.lastActiveAt, timeZone) : <span className="text-muted">Never</span>}
            </td>
          </tr>
        ))}
      </Table>
      <Pager label="Pages of the progress grid" param="page" hash="progress" noun="members" {...place} />
      <div className="grid gap-6 lg:grid-cols-2">
        {courses.map((c) => {
          return (
            <section key={c.course} aria-labelledby={`follow-up-${c.course}`} className="space-y-3">
              <h3 id={`follow-up-${c.course}`} className="font-semibold text-lg">
                {c.courseTitle}
                <span className="font-normal text-muted text-sm">
                  {c.dueOn ? ` · due ${day(c.dueOn)}${c.pastDue ? " (passed)" : ""}` : " · no due date"}
                </span>
              </h3>
              <p className="text-sm">
                <strong>{c.pastDue ? "Behind the due date" : "Not started"}:</strong>{" "}
                {namesLine(followUps[c.course] ?? { count: 0, names: [] })}
              </p>
              <h4 className="font-medium text-sm">Hardest questions for the group</h4>
              <Hardest course={c.course} questions={hardest[c.course] ?? []} />
            </section>
          );
        })}
      </div>
    </div>
  );
}
