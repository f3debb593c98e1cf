import { describe, expect, it } from "vitest";
import {
  ageOf,
  compareWithIntended,
  findIssues,
  flagImpossible,
  INTENDED,
  imputeAges,
  median,
  parseDate,
  parseDates,
  RAW,
  type Row,
  removeDuplicates,
  standardizeCountry,
  summarize,
} from "./logic.ts";

const pipeline = (...tools: ((rows: readonly Row[]) => { rows: Row[] })[]) =>
  tools.reduce<Row[]>((rows, tool) => tool(rows).rows, [...RAW]);
const score = (rows: readonly Row[]) => {
  const { matched, total } = compareWithIntended(rows);
  return matched / total;
};

describe("data cleaning", () => {
  it("starts with 25 rows, two of them exact copies", () => {
    expect(RAW).toHaveLength(25);
    expect(new Set(RAW.map((r) => r.id)).size).toBe(23);
  });

  it("removes exact and near duplicates, and does nothing the second time", () => {
    const once = removeDuplicates(RAW);
    expect(once.rows).toHaveLength(22);
    expect(once.message).toContain("2 exact, 1 near");
    expect(once.rows.some((r) => r.id === "C17")).toBe(false); // "tomasz  wren" is C04 again
    expect(removeDuplicates(once.rows).rows).toHaveLength(22);
  });

  it("turns five spellings of the United Kingdom (and others) into one bar each", () => {
    const before = summarize(RAW).countries.length;
    const after = summarize(standardizeCountry(RAW).rows).countries;
    expect(before).toBeGreaterThan(10);
    expect(after.map(([name]) => name).sort()).toEqual(["France", "Germany", "Ireland", "Spain", "United Kingdom"]);
    expect(after[0]).toEqual(["United Kingdom", 10]);
  });

  it("reads every date style as year-month-day, day first for slashed dates", () => {
    expect(parseDate("03/02/2023")).toBe("2023-02-03");
    expect(parseDate("12 March 2023")).toBe("2023-03-12");
    expect(parseDate("March 22, 2023")).toBe("2023-03-22");
    expect(parseDate("2023-04-02")).toBe("2023-04-02");
    expect(parseDate("sometime in spring")).toBeNull();
    expect(findIssues(parseDates(RAW).rows).dates).toBe(0);
  });

  it("flags impossible ages and broken emails, but keeps a real 105-year-old", () => {
    const flagged = flagImpossible(RAW).rows;
    const byId = (id: string) => flagged.find((r) => r.id === id);
    expect(byId("C08")?.age).toBe(""); // 250
    expect(byId("C13")?.age).toBe(""); // 999, a missing-value code
    expect(byId("C15")?.age).toBe("105");
    expect(byId("C03")?.email).toBe("");
    expect(byId("C03")?.flags?.[0]).toContain("has no @");
  });

  it("recognizes blank, n/a, N/A and - as missing ages", () => {
    expect(["", "n/a", "N/A", "-"].map((age) => ageOf({ ...RAW[0], age } as Row))).toEqual([null, null, null, null]);
    expect(ageOf({ ...RAW[0], age: "999" } as Row)).toBe(999);
  });

  it("the median shrugs off bad values that wreck the mean when you fill gaps too early", () => {
    const meanFirst = imputeAges(RAW, "mean");
    const medianFirst = imputeAges(RAW, "median");
    const fill = (message: string) => Number(message.match(/: (\d+)\.$/)?.[1]);
    expect(fill(meanFirst.message)).toBe(98); // pulled up by 250 and 999
    expect(fill(medianFirst.message)).toBe(41);
  });

  it("fills the gaps after cleaning with the median of the real ages", () => {
    const clean = imputeAges(INTENDED, "median");
    expect(clean.message).toBe("Filled 6 missing ages with the median of the other 16: 40.");
    expect(findIssues(clean.rows)).toEqual({ duplicates: 0, countries: 0, dates: 0, impossible: 0, missingAges: 0 });
    const s = summarize(INTENDED);
    expect(s.medianAge).toBe(39.5);
    expect(s.meanAge).toBeCloseTo(44.06, 2); // the 105-year-old pulls the mean up
  });

  it("scores the full cleaning 100% and the raw table much lower", () => {
    const full = pipeline(removeDuplicates, standardizeCountry, parseDates, flagImpossible, (r) =>
      imputeAges(r, "median"),
    );
    expect(score(full)).toBe(1);
    expect(score(RAW)).toBeLessThan(0.7);
    expect(median([3, 1, 2])).toBe(2);
  });

  it("each cleaning choice changes the numbers downstream: the order of steps matters", () => {
    const meanAfter = pipeline(removeDuplicates, flagImpossible, (r) => imputeAges(r, "mean"));
    const meanBefore = pipeline((r) => imputeAges(r, "mean"), flagImpossible, removeDuplicates);
    expect(summarize(meanAfter).meanAge).toBeLessThan(45);
    expect(summarize(meanBefore).meanAge).toBeGreaterThan(50);
    const medianAfter = pipeline(removeDuplicates, flagImpossible, (r) => imputeAges(r, "median"));
    const medianBefore = pipeline((r) => imputeAges(r, "median"), flagImpossible, removeDuplicates);
    expect(findIssues(medianAfter).missingAges).toBe(0);
    expect(findIssues(medianBefore).missingAges).toBe(2); // 250 and 999 were blanked after the gaps were filled
    expect(score(medianAfter)).toBeGreaterThan(score(medianBefore));
  });
});
