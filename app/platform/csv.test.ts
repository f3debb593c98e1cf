import { describe, expect, it } from "vitest";
import { csvField, csvFile } from "./csv.ts";

describe("CSV for spreadsheets", () => {
  it("quotes every field and doubles its quotes", () => {
    expect(csvField('Ada "the first" Lovelace')).toBe('"Ada ""the first"" Lovelace"');
    expect(csvField(42)).toBe('"42"');
    expect(csvField(null)).toBe('""');
  });

  it("defuses what a spreadsheet would run as a formula", () => {
    for (const cell of ['=HYPERLINK("x")', "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvField(cell).startsWith(`"'`), cell).toBe(true);
    }
    expect(csvField("Year 10 = best")).toBe('"Year 10 = best"');
  });

  it("joins rows with Windows line ends", () => {
    expect(
      csvFile([
        ["a", 1],
        ["b", null],
      ]),
    ).toBe('"a","1"\r\n"b",""\r\n');
  });
});
