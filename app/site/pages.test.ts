import { describe, expect, it } from "vitest";
import { pageLinks, pageOf, placeIn } from "./pages.ts";

const hundredAndOne = Array.from({ length: 101 }, (_, i) => i + 1);

describe("a list a page at a time", () => {
  it("gives the page asked for, with the positions of its first and last item", () => {
    expect(pageOf(hundredAndOne, "2", 50)).toEqual({
      items: hundredAndOne.slice(50, 100),
      page: 2,
      pages: 3,
      total: 101,
      first: 51,
      last: 100,
    });
    const last = pageOf(hundredAndOne, "3", 50);
    expect([last.items, last.first, last.last]).toEqual([[101], 101, 101]);
  });

  it("gives the first page for a missing or bad page number, and the last for one past the end", () => {
    for (const bad of [null, undefined, "", "0", "-2", "1.5", "two", "2abc", "1e3", "99999999999"]) {
      expect(pageOf(hundredAndOne, bad, 50).page, String(bad)).toBe(1);
    }
    expect(pageOf(hundredAndOne, "4", 50).page).toBe(3);
    expect(pageOf(hundredAndOne, "999999999", 50).items).toEqual([101]);
  });

  it("has one empty page for an empty list", () => {
    expect(pageOf([], "3", 50)).toEqual({ items: [], page: 1, pages: 1, total: 0, first: 0, last: 0 });
  });
});

describe("the page numbers a pager links to", () => {
  it("shows the first, the last and the neighbours of the current page, with gaps marked", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(pageLinks(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageLinks(20, 20)).toEqual([1, null, 19, 20]);
  });

  it("shows a lone missing number instead of a gap", () => {
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("a page of a list read from the database", () => {
  it("gives the offset to read from, and the same place as a page of the whole list", () => {
    expect(placeIn(101, "3", 50)).toEqual({ page: 3, pages: 3, total: 101, first: 101, last: 101, offset: 100 });
    expect(placeIn(0, "2", 50)).toEqual({ page: 1, pages: 1, total: 0, first: 0, last: 0, offset: 0 });
    const { items: _, ...place } = pageOf(hundredAndOne, "2", 50);
    expect({ ...placeIn(101, "2", 50), offset: undefined }).toEqual({ ...place, offset: undefined });
  });
});
