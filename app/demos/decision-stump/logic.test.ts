import { describe, expect, it } from "vitest";
import {
  bestSplit,
  bestThreshold,
  countClasses,
  DEFAULT_SEED,
  evaluateStump,
  FEATURE_KEYS,
  featureRange,
  growTree,
  type Home,
  makeDays,
  makeHomes,
  partialCorrelation,
  pearson,
  predict,
  treeAccuracy,
} from "./logic.ts";

const homes = makeHomes(DEFAULT_SEED);
const home = (city: 0 | 1, elevation: number): Home => ({ city, elevation, pricePerM2: 0, yearBuilt: 0, size: 0 });

describe("decision stump", () => {
  it("has 200 homes, 100 from each city, the same for the same seed", () => {
    expect(homes).toHaveLength(200);
    expect(countClasses(homes)).toEqual([100, 100]);
    expect(makeHomes(DEFAULT_SEED)).toEqual(homes);
  });

  it("computes a threshold's accuracy as a learner would count it by hand", () => {
    const tiny = [home(0, 5), home(0, 10), home(1, 12), home(0, 30), home(1, 40), home(1, 50)];
    const s = evaluateStump(tiny, "elevation", 20);
    expect(s.left).toEqual([2, 1]);
    expect(s.right).toEqual([1, 2]);
    expect(s.leftPredicts).toBe(0);
    expect(s.rightPredicts).toBe(1);
    expect(s.correct).toBe(4);
    expect(s.accuracy).toBeCloseTo(4 / 6);
    expect(bestThreshold(tiny, "elevation").correct).toBe(5);
  });

  it("auto-split finds a threshold at least as good as any other on that feature", () => {
    for (const feature of FEATURE_KEYS) {
      const best = bestThreshold(homes, feature);
      const [lo, hi] = featureRange(homes, feature);
      for (let i = 0; i <= 200; i++) {
        const t = lo + ((hi - lo) * i) / 200;
        expect(evaluateStump(homes, feature, t).correct).toBeLessThanOrEqual(best.correct);
      }
    }
  });

  it("picks elevation first on the built-in data, and it beats year built by a clear margin", () => {
    const best = bestSplit(homes);
    expect(best.feature).toBe("elevation");
    expect(best.accuracy).toBeGreaterThan(0.75);
    expect(best.accuracy).toBeGreaterThan(bestThreshold(homes, "yearBuilt").accuracy + 0.05);
    expect(best.leftPredicts).toBe(0); // low homes: Seabright
    expect(best.rightPredicts).toBe(1);
  });

  it("a depth-2 tree classifies more homes correctly than the single best question", () => {
    const stump = bestSplit(homes);
    const tree = growTree(homes, 2);
    expect(tree.kind).toBe("split");
    expect(treeAccuracy(tree, homes)).toBeGreaterThan(stump.accuracy);
    expect(treeAccuracy(growTree(homes, 1), homes)).toBeCloseTo(stump.accuracy);
    expect(treeAccuracy(growTree(homes, 0), homes)).toBe(0.5);
  });

  it("follows the questions down the tree to predict", () => {
    const tree = growTree([home(0, 5), home(0, 10), home(1, 50), home(1, 60)], 2);
    expect(tree).toMatchObject({ kind: "split", feature: "elevation", threshold: 30 });
    expect(predict(tree, home(1, 7))).toBe(0);
    expect(predict(tree, home(0, 70))).toBe(1);
  });
});

describe("correlation and a hidden factor", () => {
  it("gives r = +1 and −1 for perfect straight lines, 0 for a constant", () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1);
    expect(pearson([1, 2, 3, 4], [8, 6, 4, 2])).toBeCloseTo(-1);
    expect(pearson([1, 2, 3], [5, 5, 5])).toBe(0);
  });

  it("only measures straight-line links: a perfect U shape has r = 0", () => {
    const xs = [-3, -2, -1, 0, 1, 2, 3];
    expect(
      pearson(
        xs,
        xs.map((x) => x * x),
      ),
    ).toBeCloseTo(0);
  });

  it("a stronger hidden factor makes ice creams and sunburns correlate, though neither causes the other", () => {
    const r = (strength: number) => {
      const days = makeDays(DEFAULT_SEED, strength);
      return pearson(
        days.map((d) => d.iceCreams),
        days.map((d) => d.sunburns),
      );
    };
    expect(Math.abs(r(0))).toBeLessThan(0.3);
    expect(r(0.9)).toBeGreaterThan(0.7);
    expect(r(0.9)).toBeGreaterThan(r(0.5));
  });

  it("the link mostly disappears once sunshine is taken into account", () => {
    const days = makeDays(DEFAULT_SEED, 0.9);
    const partial = partialCorrelation(
      days.map((d) => d.iceCreams),
      days.map((d) => d.sunburns),
      days.map((d) => d.sunshine),
    );
    expect(Math.abs(partial)).toBeLessThan(0.3);
  });
});
