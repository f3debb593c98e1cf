import { describe, expect, it } from "vitest";
import {
  bestDegree,
  confusion,
  DEFAULT_SEED,
  errorsByDegree,
  evaluate,
  finalTestError,
  fitPolynomial,
  judgeFit,
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
  it("has 20 training, 20 validation and 20 test points, the same for the same seed", () => {
    expect(data.train).toHaveLength(20);
    expect(data.validation).toHaveLength(20);
    expect(data.test).toHaveLength(20);
    expect(data.validation).not.toEqual(data.test);
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

  it("degree 9 fits training points better but does worse than degree 3 on the validation points", () => {
    expect(at(9).train).toBeLessThan(at(3).train);
    expect(at(9).validation).toBeGreaterThan(at(3).validation);
  });

  it("a straight line underfits: worse than degree 3 on both training and validation points", () => {
    expect(at(1).train).toBeGreaterThan(at(3).train);
    expect(at(1).validation).toBeGreaterThan(at(3).validation);
  });

  it("the lowest validation error is at a middle degree, not at the most flexible one", () => {
    const best = errors.reduce((a, b) => (b.validation < a.validation ? b : a));
    expect(bestDegree(errors)).toBe(best.degree);
    expect(best.degree).toBeGreaterThanOrEqual(3);
    expect(best.degree).toBeLessThanOrEqual(6);
    expect(at(12).validation).toBeGreaterThan(5 * best.validation);
  });

  it("chooses the degree without ever looking at the test points", () => {
    expect(errors[0]).not.toHaveProperty("test");
    const otherTest = { ...data, test: makeCurveData(DEFAULT_SEED + 7).test };
    expect(errorsByDegree(otherTest)).toEqual(errors);
    expect(bestDegree(errorsByDegree(otherTest))).toBe(bestDegree(errors));
  });

  it("picks the simplest degree when two tie on validation error", () => {
    const tied = [
      { degree: 1, train: 1, validation: 0.5 },
      { degree: 2, train: 0.5, validation: 0.2 },
      { degree: 3, train: 0.4, validation: 0.2 },
    ];
    expect(bestDegree(tied)).toBe(2);
  });

  it("calls a degree underfitting, about right or overfitting by its validation error", () => {
    const best = bestDegree(errors);
    expect(judgeFit(errors, 1)).toBe("underfitting");
    expect(judgeFit(errors, best)).toBe("about right");
    expect(judgeFit(errors, 12)).toBe("overfitting");
  });

  it("scores the chosen degree once on the test points, fitted on the training points only", () => {
    const best = bestDegree(errors);
    const test = finalTestError(data, best);
    expect(test).toBeCloseTo(meanSquaredError(fitPolynomial(data.train, best), data.test), 12);
    // On the starting data the final score confirms the choice: close to its validation error.
    expect(test).toBeLessThan(1.5 * at(best).validation);
    expect(test).toBeGreaterThan(at(best).validation / 1.5);
    expect(finalTestError(data, 12)).toBeGreaterThan(5 * test);
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
