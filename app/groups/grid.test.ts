import { describe, expect, it } from "vitest";
import { csvFile } from "#app/platform/csv.ts";
import { i18nFor } from "#app/site/i18n.ts";
import {
  followUpsOf,
  type GridCell,
  type GridCourse,
  type GridRow,
  gridCsvRows,
  gridSortOf,
  personMatcher,
  sortRows,
} from "./grid.ts";

const cell = (over: Partial<GridCell> = {}): GridCell => ({
  completed: 0,
  total: 6,
  bestPercent: null,
  attempts: 0,
  quizPassed: false,
  certificateId: null,
  status: "not-started",
  ...over,
});
const row = (name: string, course: Partial<GridCell>, lastActiveAt: string | null = null): GridRow => ({
  userId: name,
  name,
  email: null,
  lastActiveAt,
  cells: { c: cell(course) },
});

const rows = [
  row("Cy", { completed: 2, bestPercent: 40, status: "in-progress" }, "2026-11-20T10:00:00Z"),
  row(
    "ada",
    { completed: 6, quizPassed: true, bestPercent: 90, certificateId: "x", status: "finished" },
    "2026-11-01T10:00:00Z",
  ),
  row("Bo", {}, null),
  row("Di", { completed: 2, bestPercent: 80, status: "in-progress" }, "2026-11-25T10:00:00Z"),
];
const names = (list: GridRow[]) => list.map((r) => r.name);

describe("the leader's grid", () => {
  it("sorts by name whatever the case, by a course's standing, or by last activity", () => {
    expect(names(sortRows(rows, { by: "name", direction: "ascending" }))).toEqual(["ada", "Bo", "Cy", "Di"]);
    expect(names(sortRows(rows, { by: "c", direction: "descending" }))).toEqual(["ada", "Di", "Cy", "Bo"]);
    expect(names(sortRows(rows, { by: "active", direction: "descending" }))).toEqual(["Di", "Cy", "ada", "Bo"]);
  });

  it("reads only the sorts it knows", () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(gridSortOf(params("sort=c&dir=descending"), ["c"])).toEqual({ by: "c", direction: "descending" });
    expect(gridSortOf(params("sort=nope&dir=sideways"), ["c"])).toEqual({ by: "name", direction: "ascending" });
  });

  it("names the members to follow up by name, up to a limit, and counts them all", () => {
    const course = (pastDue: boolean): GridCourse => ({
      course: "c",
      courseTitle: "Course",
      dueOn: "2026-12-01",
      lessons: 6,
      pastDue,
    });
    const many = [...rows, row("Al", {}), row("Eve", { status: "behind" }), row("bea", { status: "behind" })];
    expect(followUpsOf([course(false)], many, 1)).toEqual({ c: { count: 2, names: ["Al"] } });
    expect(followUpsOf([course(false)], many, 5)).toEqual({ c: { count: 2, names: ["Al", "Bo"] } });
    // Once the due date has passed, the list is of those behind it.
    expect(followUpsOf([course(true)], many, 5)).toEqual({ c: { count: 2, names: ["bea", "Eve"] } });
    expect(followUpsOf([course(true)], rows, 5)).toEqual({ c: { count: 0, names: [] } });
  });

  it("finds a person by part of their name or shared email, whatever the case and accents", () => {
    const people = [
      { name: "José Álvarez", email: null },
      { name: "Ada Lovelace", email: "ada@example.org" },
      { name: "Bo", email: null },
    ];
    const found = (query: string) => people.filter(personMatcher(query)).map((p) => p.name);
    expect(found("jose")).toEqual(["José Álvarez"]);
    expect(found("  LOVE ")).toEqual(["Ada Lovelace"]);
    expect(found("example.org")).toEqual(["Ada Lovelace"]);
    expect(found("")).toEqual(["José Álvarez", "Ada Lovelace", "Bo"]);
    expect(found("zed")).toEqual([]);
  });

  it("writes a CSV a spreadsheet opens safely, with an email only where it is shared", () => {
    const risky: GridRow = {
      ...row('=HYPERLINK("http://x")', { completed: 1, status: "in-progress" }),
      email: "a@b.c",
    };
    const csv = csvFile(
      gridCsvRows(
        [{ course: "c", courseTitle: "Course", dueOn: "2026-12-01", lessons: 6, pastDue: false }],
        [risky, rows[2] as GridRow],
        i18nFor("en", {}),
      ),
    );
    const [header, first, second] = csv.split("\r\n");
    expect(header).toBe(
      '"Name","Email (if shared)","Course: status","Course: lessons done (of 6)","Course: best quiz score %","Course: quiz passed","Course: certificate","Course: due","Last active (UTC)"',
    );
    expect(first).toBe('"\'=HYPERLINK(""http://x"")","a@b.c","In progress","1","","no","no","2026-12-01",""');
    expect(second).toBe('"Bo","","Not started","0","","no","no","2026-12-01",""');
  });
});
