// The leader's grid of members × assigned courses, as pure data: its shape, how it sorts, how
// a cell reads, and the CSV a leader downloads. progress.server.ts fills it in.

import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { compareText, lowerCase } from "#app/site/locale.ts";

export type CellStatus = "not-started" | "in-progress" | "behind" | "finished";

export type GridCell = {
  completed: number;
  total: number;
  bestPercent: number | null;
  attempts: number;
  quizPassed: boolean;
  certificateId: string | null;
  status: CellStatus;
};

export type GridCourse = {
  course: string;
  courseTitle: string;
  dueOn: string | null;
  lessons: number;
  /** The due date is before the leader's today. */
  pastDue: boolean;
};

export type GridRow = {
  userId: string;
  name: string;
  /** Only when the member agreed to show it to the group's leaders. */
  email: string | null;
  lastActiveAt: string | null;
  cells: Record<string, GridCell>;
};

export type HardQuestion = { prompt: string; lesson: string; lessonTitle: string; answered: number; wrong: number };

/** A cell's status as the page says it (in the page's language: `i18n._(STATUS_LABELS[status])`). */
export const STATUS_LABELS: Record<CellStatus, MessageDescriptor> = {
  "not-started": msg({ message: "Not started", comment: "a member's status in a course of their group" }),
  "in-progress": msg({ message: "In progress", comment: "a member's status in a course of their group" }),
  behind: msg({ message: "Behind", comment: "a member's status in a course: behind its due date" }),
  finished: msg({ message: "Finished", comment: "a member's status in a course of their group" }),
};

/**
 * A cell's status in the CSV: the same words in every language, as are its other values ("yes",
 * "no", ISO dates), so a spreadsheet or script that reads the download reads every leader's.
 */
const CSV_STATUS: Record<CellStatus, string> = {
  "not-started": "Not started",
  "in-progress": "In progress",
  behind: "Behind",
  finished: "Finished",
};

/** How far a member is in a course, for sorting: finished last-to-first, then by lessons and score. */
function standing(cell: GridCell | undefined): number {
  if (!cell) return -1;
  if (cell.status === "finished") return 10_000;
  return cell.completed * 1000 + (cell.quizPassed ? 500 : 0) + (cell.bestPercent ?? 0);
}

export type GridSort = { by: string; direction: "ascending" | "descending" };

/** Reads `?sort=` and `?dir=`: a course slug, "name" or "active"; anything else sorts by name. */
export function gridSortOf(params: URLSearchParams, courses: readonly string[]): GridSort {
  const by = params.get("sort") ?? "name";
  const known = by === "name" || by === "active" || courses.includes(by);
  return {
    by: known ? by : "name",
    direction: params.get("dir") === "descending" ? "descending" : "ascending",
  };
}

/** The rows in the order asked for; ties keep alphabetical order by name. */
export function sortRows(rows: readonly GridRow[], sort: GridSort): GridRow[] {
  const byName = (a: GridRow, b: GridRow) => compareText(a.name, b.name);
  const key =
    sort.by === "name"
      ? null
      : sort.by === "active"
        ? (r: GridRow) => (r.lastActiveAt ? Date.parse(r.lastActiveAt) : -1)
        : (r: GridRow) => standing(r.cells[sort.by]);
  const sign = sort.direction === "descending" ? -1 : 1;
  return [...rows].sort((a, b) => {
    const order = key ? key(a) - key(b) : byName(a, b);
    return order !== 0 ? sign * order : byName(a, b);
  });
}

/** Who a leader follows up in one course: a count, and the first few names. */
export type FollowUp = { count: number; names: string[] };

/**
 * Per course, the members to follow up: those behind once its due date has passed, those who
 * have not started it before then. The count is of the whole group; `names` holds the first
 * `limit` of them by name, for a line a leader reads (the grid and its CSV have the rest).
 */
export function followUpsOf(
  courses: readonly GridCourse[],
  rows: readonly GridRow[],
  limit: number,
): Record<string, FollowUp> {
  const byName = sortRows(rows, { by: "name", direction: "ascending" });
  return Object.fromEntries(
    courses.map((c) => {
      const wanted: CellStatus = c.pastDue ? "behind" : "not-started";
      const who = byName.filter((r) => r.cells[c.course]?.status === wanted);
      return [c.course, { count: who.length, names: who.slice(0, limit).map((r) => r.name) }];
    }),
  );
}

/** The longest search a leader's page reads; the rest is ignored. */
export const PERSON_QUERY_MAX = 100;

/** Lower case without accents, so "jose" finds "José". */
const folded = (text: string) => lowerCase(text.normalize("NFKD").replace(/\p{M}/gu, ""));

/**
 * Whether a person's name, or their email where they share it (`email` is null otherwise),
 * contains `query`, whatever the case and accents. An empty query matches everyone.
 */
export function personMatcher(query: string): (person: { name: string; email: string | null }) => boolean {
  const wanted = folded(query.trim());
  if (!wanted) return () => true;
  return (person) =>
    folded(person.name).includes(wanted) || (person.email ? folded(person.email).includes(wanted) : false);
}

/**
 * The grid as CSV rows: a header in the leader's language, then one row per member (email only
 * where they share it), whose values are the same in every language (CSV_STATUS).
 */
export function gridCsvRows(
  courses: readonly GridCourse[],
  rows: readonly GridRow[],
  i18n: I18n,
): (string | number | null)[][] {
  const header = [
    i18n._(msg({ message: "Name", comment: "CSV column: a member's name" })),
    i18n._(msg`Email (if shared)`),
    ...courses.flatMap(({ courseTitle: course, lessons }) => [
      i18n._(msg({ message: `${course}: status`, comment: "CSV column: a member's status in the course" })),
      i18n._(msg`${course}: lessons done (of ${lessons})`),
      i18n._(msg`${course}: best quiz score %`),
      i18n._(msg`${course}: quiz passed`),
      i18n._(msg`${course}: certificate`),
      i18n._(msg({ message: `${course}: due`, comment: "CSV column: the course's due date" })),
    ]),
    i18n._(msg`Last active (UTC)`),
  ];
  return [
    header,
    ...rows.map((r) => [
      r.name,
      r.email,
      ...courses.flatMap((c) => {
        const cell = r.cells[c.course];
        return [
          cell ? CSV_STATUS[cell.status] : null,
          cell?.completed ?? 0,
          cell?.bestPercent ?? null,
          cell?.quizPassed ? "yes" : "no",
          cell?.certificateId ? "yes" : "no",
          c.dueOn,
        ];
      }),
      r.lastActiveAt,
    ]),
  ];
}
