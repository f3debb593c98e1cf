import { describe, expect, it } from "vitest";
import {
  correctOrder,
  HYPE_CURVE,
  hint,
  hypeAt,
  isSorted,
  MILESTONES,
  milestone,
  misplaced,
  move,
  PERIODS,
  shuffledIds,
} from "./logic.ts";

describe("the milestones", () => {
  it("have exactly the established dates", () => {
    const years = Object.fromEntries(MILESTONES.map((m) => [m.id, m.year]));
    expect(years).toEqual({
      neuron: 1943,
      turing: 1950,
      dartmouth: 1956,
      perceptron: 1958,
      eliza: 1966,
      "perceptrons-book": 1969,
      backprop: 1986,
      "deep-blue": 1997,
      alexnet: 2012,
      alphago: 2016,
      transformer: 2017,
      chatgpt: 2022,
    });
    expect(milestone("chatgpt").date).toBe("30 November 2022");
    expect(milestone("dartmouth").date).toContain("31 August 1955");
    expect(milestone("alphago").what).toContain("4–1");
    expect(milestone("deep-blue").what).toContain("3½–2½");
    // Two more dates live in the explanations rather than on cards of their own.
    expect(milestone("perceptrons-book").why).toContain("1973 Lighthill report");
    expect(milestone("alexnet").why).toContain("ImageNet dataset, presented in 2009");
  });

  it("has the twelve cards the lesson asks for", () => {
    expect(MILESTONES).toHaveLength(12);
  });

  it("never give the year away on the card face", () => {
    for (const m of MILESTONES) expect(m.what).not.toMatch(/\b(19|20)\d\d\b/);
  });

  it("each fall in a different year, so there is exactly one right order", () => {
    expect(new Set(MILESTONES.map((m) => m.year)).size).toBe(MILESTONES.length);
    expect(isSorted(correctOrder())).toBe(true);
  });
});

describe("checking the order", () => {
  const right = correctOrder();

  it("starts shuffled, differently for different seeds, never already sorted", () => {
    for (const seed of [1, 2, 3, 4, 5]) expect(isSorted(shuffledIds(seed))).toBe(false);
    expect(shuffledIds(1)).toEqual(shuffledIds(1));
    expect(shuffledIds(1)).not.toEqual(shuffledIds(2));
    expect([...shuffledIds(7)].sort()).toEqual([...right].sort());
  });

  it("flags only the one card that was dropped in the wrong place", () => {
    const last = right.length - 1;
    const wrong = move(right, last, 0); // ChatGPT placed first
    expect(misplaced(wrong)).toEqual(["chatgpt"]);
  });

  it("flags one of two swapped neighbors, and fixing it sorts the timeline", () => {
    const swapped = move(right, 4, 5); // ELIZA and Perceptrons swapped
    const bad = misplaced(swapped);
    expect(bad).toHaveLength(1);
    const id = bad[0] as string;
    const fixed = move(swapped, swapped.indexOf(id), right.indexOf(id));
    expect(isSorted(fixed)).toBe(true);
  });

  it("flags all but one card when the timeline is completely reversed", () => {
    expect(misplaced([...right].reverse())).toHaveLength(right.length - 1);
  });

  it("hints with the decade, not the year", () => {
    expect(hint("eliza")).toBe("Hint: this happened in the 1960s.");
    expect(hint("chatgpt")).toBe("Hint: this happened in the 2020s.");
  });

  it("moves a card up or down without losing any", () => {
    const moved = move(right, 0, 3);
    expect(moved[3]).toBe(right[0]);
    expect([...moved].sort()).toEqual([...right].sort());
    expect(move(right, 0, -1)).toEqual(right);
  });
});

describe("the enthusiasm curve", () => {
  it("stays between 0 and 1 and runs left to right", () => {
    for (let i = 1; i < HYPE_CURVE.length; i++) {
      expect((HYPE_CURVE[i] as [number, number])[0]).toBeGreaterThan((HYPE_CURVE[i - 1] as [number, number])[0]);
    }
    for (const [, v] of HYPE_CURVE) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
  });

  it("dips in both winters below the boom before each", () => {
    const winters = PERIODS.filter((p) => p.winter);
    expect(winters.map((w) => [w.from, w.to])).toEqual([
      [1974, 1980],
      [1987, 1993],
    ]);
    expect(hypeAt(1977)).toBeLessThan(hypeAt(1966));
    expect(hypeAt(1991)).toBeLessThan(hypeAt(1985));
    expect(hypeAt(2022)).toBeGreaterThan(hypeAt(1985));
  });

  it("names the Lighthill report among the causes of the first winter", () => {
    expect(PERIODS.find((p) => p.id === "winter1")?.causes).toContain("Lighthill");
  });
});
