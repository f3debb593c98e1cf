import { describe, expect, it } from "vitest";
import {
  confusion,
  DEFAULT_SEED,
  errorsByDegree,
  evaluate,
  fitPolynomial,
  leastSquares,
  makeCurveData,
  makeScored,
  meanSquaredError,
  metrics,
} from "./logic.ts";

const data = makeCurveData(DEFAULT_SEED);
const errors = errorsByDegree(data);
const at = (degree: number) => {
  const e = errors[degree - 1];
  if (!e) throw new Error(`no degree ${degree}`);
  return e;
};

describe("overfitting slider", () => {
  it("has 20 training and 20 test points, the same for the same seed", () => {
    expect(data.train).toHaveLength(20);
    expect(data.test).toHaveLength(20);
    expect(makeCurveData(DEFAULT_SEED)).toEqual(data);
    expect(makeCurveData(DEFAULT_SEED + 1)).not.toEqual(data);
  });

  it("recovers an exact polynomial from points that lie on it", () => {
    const points = [-1, -0.5, 0, 0.3, 0.7, 1].map((x) => ({ x, y: 2 - x + 3 * x ** 3 }));
    const w = fitPolynomial(points, 3);
    [2, -1, 0, 3].forEach((want, k) => {
      expect(w[k]).toBeCloseTo(want, 8);
    });
    expect(meanSquaredError(w, points)).toBeCloseTo(0, 12);
    expect(evaluate([1, 2, 3], 2)).toBe(17);
  });

  it("solves an overdetermined system by least squares: the best line through three points", () => {
    // Points (0,0), (1,1), (2,1): the best line is y = 1/6 + x/2.
    const [b, m] = leastSquares(
      [
        [1, 0],
        [1, 1],
        [1, 2],
      ],
      [0, 1, 1],
    );
    expect(b).toBeCloseTo(1 / 6, 10);
    expect(m).toBeCloseTo(0.5, 10);
  });

  it("training error never goes up as the degree rises", () => {
    for (let d = 2; d <= 12; d++) expect(at(d).train).toBeLessThanOrEqual(at(d - 1).train + 1e-12);
  });

  it("degree 9 fits training points better but tests worse than degree 3", () => {
    expect(at(9).train).toBeLessThan(at(3).train);
    expect(at(9).test).toBeGreaterThan(at(3).test);
  });

  it("a straight line underfits: worse than degree 3 on both training and test points", () => {
    expect(at(1).train).toBeGreaterThan(at(3).train);
    expect(at(1).test).toBeGreaterThan(at(3).test);
  });

  it("the best test error is at a middle degree, not at the most flexible one", () => {
    const best = errors.reduce((a, b) => (b.test < a.test ? b : a));
    expect(best.degree).toBeGreaterThanOrEqual(3);
    expect(best.degree).toBeLessThanOrEqual(6);
    expect(at(12).test).toBeGreaterThan(5 * best.test);
  });
});

describe("confusion matrix", () => {
  it("precision and recall match the hand-computed values for this confusion matrix", () => {
    const m = metrics({ tp: 24, fp: 8, fn: 6, tn: 62 });
    expect(m.accuracy).toBeCloseTo(0.86);
    expect(m.precision).toBeCloseTo(0.75); // 24 / (24 + 8)
    expect(m.recall).toBeCloseTo(0.8); // 24 / (24 + 6)
    expect(m.f1).toBeCloseTo((2 * 0.75 * 0.8) / 1.55);
  });

  it("counts predicted positives as score ≥ threshold", () => {
    const examples = [
      { score: 0.9, actual: 1 },
      { score: 0.5, actual: 0 },
      { score: 0.5, actual: 1 },
      { score: 0.2, actual: 1 },
      { score: 0.1, actual: 0 },
    ] as const;
    expect(confusion(examples, 0.5)).toEqual({ tp: 2, fp: 1, fn: 1, tn: 1 });
    expect(confusion(examples, 0)).toEqual({ tp: 3, fp: 2, fn: 0, tn: 0 });
  });

  it("raising the threshold trades recall for precision on the built-in examples", () => {
    const examples = makeScored(DEFAULT_SEED);
    expect(examples.filter((e) => e.actual)).toHaveLength(30);
    const low = metrics(confusion(examples, 0.3));
    const high = metrics(confusion(examples, 0.7));
    expect(high.precision ?? 0).toBeGreaterThan(low.precision ?? 1);
    expect(high.recall ?? 1).toBeLessThan(low.recall ?? 0);
    let previous = 1;
    for (let t = 0; t <= 1.0001; t += 0.05) {
      const recall = metrics(confusion(examples, t)).recall ?? 0;
      expect(recall).toBeLessThanOrEqual(previous);
      previous = recall;
    }
  });

  it("with 1 positive in 100, always saying 'negative' is 99% accurate and finds nothing", () => {
    const rare = makeScored(DEFAULT_SEED, 1);
    const m = metrics(confusion(rare, 1)); // no score reaches 1, so nothing is flagged
    expect(m.accuracy).toBeCloseTo(0.99);
    expect(m.recall).toBe(0);
    expect(m.precision).toBeNull();
    expect(m.f1).toBeNull();
  });
});
