import { describe, expect, it } from "vitest";
import {
  accuracyByK,
  bestK,
  DEFAULT_SEED,
  GRID,
  generatePoints,
  nearest,
  type Point,
  regions,
  splitTrainValidation,
  vote,
} from "./logic.ts";

const p = (x: number, y: number, cls: 0 | 1, validation = false): Point => ({ x, y, cls, validation });

describe("the vote", () => {
  // Three blue circles close to the mystery point at (0.5, 0.5), two orange triangles a bit
  // further away, and two more orange triangles far away.
  const points = [
    p(0.5, 0.55, 0),
    p(0.45, 0.5, 0),
    p(0.5, 0.42, 0),
    p(0.6, 0.6, 1),
    p(0.62, 0.4, 1),
    p(0.9, 0.9, 1),
    p(0.95, 0.85, 1),
  ];

  it("k = 5: 3 blue circles and 2 orange triangles vote, so it predicts blue circle", () => {
    const v = vote(points, 0.5, 0.5, 5);
    expect(v.counts).toEqual([3, 2]);
    expect(v.predicted).toBe(0);
    expect(v.tie).toBe(false);
  });

  it("k = 7 brings in the far triangles and flips the prediction", () => {
    const v = vote(points, 0.5, 0.5, 7);
    expect(v.counts).toEqual([3, 4]);
    expect(v.predicted).toBe(1);
  });

  it("lists neighbors nearest first, with their distances", () => {
    const n = nearest(points, 0.5, 0.5, 3);
    expect(n.map((x) => x.index)).toEqual([1, 0, 2]);
    expect(n[0]?.distance).toBeCloseTo(0.05, 9);
  });

  it("breaks a tie (even k) in favor of the single nearest neighbor", () => {
    const v = vote([p(0.5, 0.52, 1), p(0.5, 0.4, 0)], 0.5, 0.5, 2);
    expect(v.tie).toBe(true);
    expect(v.predicted).toBe(1);
  });

  it("never lets a held-back validation point vote", () => {
    const v = vote([p(0.5, 0.5, 1, true), p(0.1, 0.1, 0)], 0.5, 0.5, 1);
    expect(v.predicted).toBe(0);
  });
});

describe("regions", () => {
  it("shades all 40 × 40 cells, with blue in the blue corner and orange in the orange corner", () => {
    const cells = regions(generatePoints(DEFAULT_SEED), 5);
    expect(cells).toHaveLength(GRID * GRID);
    // Top-left cell (x near 0, y near 1) is in the blue cloud; bottom-right in the orange one.
    expect(cells[0]).toBe(0);
    expect(cells.at(-1)).toBe(1);
  });

  it("gets smoother as k grows: fewer cells change class from their neighbor on the left", () => {
    const points = generatePoints(DEFAULT_SEED);
    const changes = (k: number) => {
      const cells = regions(points, k);
      let n = 0;
      for (let i = 1; i < cells.length; i++) if (i % GRID !== 0 && cells[i] !== cells[i - 1]) n++;
      return n;
    };
    expect(changes(15)).toBeLessThan(changes(1));
  });
});

describe("choosing k on unseen validation points", () => {
  const points = splitTrainValidation(generatePoints(DEFAULT_SEED), DEFAULT_SEED, true);
  const scores = accuracyByK(points);

  it("holds back 30% of the 80 points as a validation set", () => {
    expect(points).toHaveLength(80);
    expect(points.filter((x) => x.validation)).toHaveLength(24);
  });

  it("k = 1 fits every training point perfectly", () => {
    expect(scores[0]?.train).toBe(1);
  });

  it("but a larger k does better on the unseen validation points", () => {
    const best = bestK(scores);
    expect(best).not.toBeNull();
    expect(best).toBeGreaterThan(1);
    const at = (k: number) => scores.find((s) => s.k === k)?.validation ?? 0;
    expect(at(best ?? 1)).toBeGreaterThan(at(1));
  });

  it("has no validation accuracy when nothing is held back", () => {
    const all = splitTrainValidation(points, DEFAULT_SEED, false);
    expect(accuracyByK(all).every((s) => s.validation === null)).toBe(true);
    expect(bestK(accuracyByK(all))).toBeNull();
  });
});

describe("random data", () => {
  it("is the same for the same seed and different for another", () => {
    expect(generatePoints(7)).toEqual(generatePoints(7));
    expect(generatePoints(7)).not.toEqual(generatePoints(8));
  });

  it("has 40 points of each class inside the plane", () => {
    const points = generatePoints(99);
    expect(points.filter((x) => x.cls === 0)).toHaveLength(40);
    for (const q of points) {
      expect(q.x).toBeGreaterThan(0);
      expect(q.x).toBeLessThan(1);
      expect(q.y).toBeGreaterThan(0);
      expect(q.y).toBeLessThan(1);
    }
  });
});
