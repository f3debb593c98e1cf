import { describe, expect, it } from "vitest";
import {
  blankGrid,
  COLUMNS,
  cell,
  checkColumn,
  flatIndex,
  flatten,
  GRID,
  HOUSES,
  ITEMS,
  scoreColumns,
  scoreSorting,
  setCell,
  smiley,
} from "./logic.ts";

describe("structured or unstructured", () => {
  it("has ten items, with both kinds represented", () => {
    expect(ITEMS).toHaveLength(10);
    const structured = ITEMS.filter((i) => i.answer === "structured").map((i) => i.id);
    expect(structured).toEqual(["prices", "gps", "survey", "bank", "thermo"]);
  });

  it("treats images, audio and free text as unstructured", () => {
    for (const id of ["xray", "song", "posts", "voice", "video"]) {
      expect(ITEMS.find((i) => i.id === id)?.answer).toBe("unstructured");
    }
  });

  it("counts how many items are sorted and how many are right", () => {
    expect(scoreSorting({})).toEqual({ sorted: 0, correct: 0 });
    expect(scoreSorting({ prices: "structured", xray: "structured", song: "unstructured" })).toEqual({
      sorted: 3,
      correct: 2,
    });
    const all = Object.fromEntries(ITEMS.map((i) => [i.id, i.answer]));
    expect(scoreSorting(all)).toEqual({ sorted: 10, correct: 10 });
  });
});

describe("columns of the houses table", () => {
  it("has exactly one ID column and one label, the sale price", () => {
    expect(COLUMNS.filter((c) => c.role === "id").map((c) => c.name.message)).toEqual(["House ID"]);
    expect(COLUMNS.filter((c) => c.role === "label").map((c) => c.name.message)).toEqual(["Sale price (€)"]);
  });

  it("gives every house a value in every column, numbers in the numerical ones", () => {
    for (const house of HOUSES) {
      for (const column of COLUMNS) {
        const value = house[column.key];
        expect(value).toBeDefined();
        if (column.type === "numerical") expect(typeof value).toBe("number");
      }
    }
  });

  it("gives instant feedback on each tag, and none before a tag is chosen", () => {
    const bedrooms = COLUMNS.find((c) => c.key === "bedrooms");
    if (!bedrooms) throw new Error("missing column");
    expect(checkColumn(bedrooms, {})).toEqual({ role: null, type: null });
    expect(checkColumn(bedrooms, { role: "feature", type: "categorical" })).toEqual({ role: true, type: false });
  });

  it("scores fourteen tags in all", () => {
    expect(scoreColumns({ price: { role: "label", type: "numerical" }, energy: { type: "numerical" } })).toEqual({
      answered: 3,
      correct: 2,
      total: 14,
    });
  });
});

describe("a drawing becomes numbers", () => {
  it("starts blank as 64 zeros", () => {
    expect(flatten(blankGrid())).toEqual(new Array(64).fill(0));
  });

  it("changes exactly one number when one cell is painted, at row × 8 + column", () => {
    const painted = setCell(blankGrid(), 2, 5, 255);
    const numbers = flatten(painted);
    expect(numbers.filter((v) => v !== 0)).toEqual([255]);
    expect(numbers.indexOf(255)).toBe(5 * GRID + 2);
    expect(flatIndex(2, 5)).toBe(42);
    expect(cell(painted, 2, 5)).toBe(255);
  });

  it("does not change the original picture when painting", () => {
    const before = smiley();
    setCell(before, 0, 0, 128);
    expect(cell(before, 0, 0)).toBe(0);
  });

  it("draws the smiley row by row", () => {
    const numbers = flatten(smiley());
    expect(numbers).toHaveLength(64);
    expect(numbers.slice(0, 8)).toEqual([0, 0, 255, 255, 255, 255, 0, 0]);
  });
});
