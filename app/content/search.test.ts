import { describe, expect, it } from "vitest";
import { marked, searchSite, snippetOf } from "./search.server.ts";

describe("site search", () => {
  it("names a term's glossary entry first, singular or plural, and marks the word in it", () => {
    for (const q of ["perceptron", "Perceptrons"]) {
      const [first] = searchSite(q);
      expect(first?.url, q).toBe("/glossary/p#perceptron");
      expect(first?.title).toEqual([{ text: "perceptron", mark: true }]);
    }
  });

  it("finds a lesson section when every word matches, and falls back to any word", () => {
    const both = searchSite("alpha beta pruning");
    expect(both[0]?.url).toMatch(/^\/(courses\/the-foundations-of-ai\/games-and-adversarial-search|glossary\/a)#/);
    expect(searchSite("pruning zzqxv").length).toBeGreaterThan(0);
    expect(searchSite("zzqxv")).toEqual([]);
  });

  it("cuts a long text near the focus word, at word boundaries, with ellipses", () => {
    const text = `${"Early words come first here. ".repeat(10)}The perceptron learns. ${"Later words follow after it. ".repeat(10)}`;
    const snippet = snippetOf(text, /perceptron/giu);
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet).toContain("The perceptron learns.");
    expect(snippet.length).toBeLessThanOrEqual(222);
    expect(snippetOf("Short text.", /text/giu)).toBe("Short text.");
  });

  it("marks whole words only, whatever their case", () => {
    expect(marked("Data and datasets: data.", /(?<![\p{L}\p{N}])(?:data)(?![\p{L}\p{N}])/giu)).toEqual([
      { text: "Data", mark: true },
      { text: " and datasets: ", mark: false },
      { text: "data", mark: true },
      { text: ".", mark: false },
    ]);
  });
});
