// Overfitting slider: 20 noisy training points, 20 validation points and 20 test points from
// the same hidden curve; a polynomial of degree 1–12 is fitted to the training points by least
// squares (on x in [−1, 1], solved with a QR decomposition for numerical stability). Training
// error keeps falling as the degree rises; validation error falls, then climbs: the wiggly
// curve memorizes noise. The degree is chosen on validation error, as the lesson teaches; the
// test set gives the chosen degree one final score and is never used to choose.
// Confusion matrix: 100 scored examples, a threshold, and the metrics that follow from it.

import { gaussian, mulberry32 } from "#app/platform/random.ts";

export const DEFAULT_SEED = 1;
export const MAX_DEGREE = 12;
export const NOISE = 0.25;

/** The hidden curve the points come from. */
export const hidden = (x: number) => 0.7 * Math.sin(3 * x) + 0.3 * x;

export interface Point {
  x: number;
  y: number;
}

export interface CurveData {
  train: Point[];
  /** Used to compare degrees and choose one. */
  validation: Point[];
  /** Kept aside: scored once, for the chosen degree only (`finalTestError`). */
  test: Point[];
}

function noisyPoints(random: () => number, count: number, noise: number): Point[] {
  return Array.from({ length: count }, () => {
    const x = random() * 2 - 1;
    return { x, y: hidden(x) + gaussian(random, 0, noise) };
  }).sort((a, b) => a.x - b.x);
}

export function makeCurveData(seed = DEFAULT_SEED, count = 20, noise = NOISE): CurveData {
  const random = mulberry32(seed);
  const train = noisyPoints(random, count, noise);
  const test = noisyPoints(random, count, noise);
  return { train, validation: noisyPoints(random, count, noise), test };
}

/**
 * Least squares: the x that minimizes |A x − b|², by Householder QR (A is rows × cols, rows ≥ cols).
 * Columns that are all zero get a weight of 0.
 */
export function leastSquares(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const rows = a.length;
  const cols = a[0]?.length ?? 0;
  const r = a.map((row) => [...row]);
  const y = [...b];
  const get = (i: number, j: number) => r[i]?.[j] ?? 0;
  const set = (i: number, j: number, v: number) => {
    const row = r[i];
    if (row) row[j] = v;
  };
  for (let k = 0; k < cols; k++) {
    let norm = 0;
    for (let i = k; i < rows; i++) norm += get(i, k) ** 2;
    norm = Math.sqrt(norm);
    if (norm === 0) continue;
    const alpha = get(k, k) > 0 ? -norm : norm;
    const v = new Array<number>(rows).fill(0);
    for (let i = k; i < rows; i++) v[i] = get(i, k);
    v[k] = (v[k] ?? 0) - alpha;
    let vv = 0;
    for (let i = k; i < rows; i++) vv += (v[i] ?? 0) ** 2;
    if (vv === 0) continue;
    for (let j = k; j < cols; j++) {
      let dot = 0;
      for (let i = k; i < rows; i++) dot += (v[i] ?? 0) * get(i, j);
      const f = (2 * dot) / vv;
      for (let i = k; i < rows; i++) set(i, j, get(i, j) - f * (v[i] ?? 0));
    }
    let dot = 0;
    for (let i = k; i < rows; i++) dot += (v[i] ?? 0) * (y[i] ?? 0);
    const f = (2 * dot) / vv;
    for (let i = k; i < rows; i++) y[i] = (y[i] ?? 0) - f * (v[i] ?? 0);
  }
  const x = new Array<number>(cols).fill(0);
  for (let k = cols - 1; k >= 0; k--) {
    let sum = y[k] ?? 0;
    for (let j = k + 1; j < cols; j++) sum -= get(k, j) * (x[j] ?? 0);
    const d = get(k, k);
    x[k] = Math.abs(d) < 1e-12 ? 0 : sum / d;
  }
  return x;
}

/** Polynomial weights w0 + w1·x + … + wd·x^d fitted to the points by least squares. */
export function fitPolynomial(points: readonly Point[], degree: number): number[] {
  const a = points.map((p) => Array.from({ length: degree + 1 }, (_, k) => p.x ** k));
  return leastSquares(
    a,
    points.map((p) => p.y),
  );
}

export function evaluate(weights: readonly number[], x: number): number {
  let y = 0;
  for (let k = weights.length - 1; k >= 0; k--) y = y * x + (weights[k] ?? 0);
  return y;
}

/** Mean squared error of the polynomial on the points. */
export function meanSquaredError(weights: readonly number[], points: readonly Point[]): number {
  if (points.length === 0) return 0;
  return points.reduce((s, p) => s + (evaluate(weights, p.x) - p.y) ** 2, 0) / points.length;
}

/** The errors a learner may look at while choosing: never the test error. */
export interface DegreeError {
  degree: number;
  train: number;
  validation: number;
}

export function errorsByDegree(data: CurveData, maxDegree = MAX_DEGREE): DegreeError[] {
  return Array.from({ length: maxDegree }, (_, i) => {
    const degree = i + 1;
    const w = fitPolynomial(data.train, degree);
    return { degree, train: meanSquaredError(w, data.train), validation: meanSquaredError(w, data.validation) };
  });
}

/** The degree with the lowest validation error (the simplest one on a tie). */
export function bestDegree(errors: readonly DegreeError[]): number {
  let best: DegreeError | undefined;
  for (const e of errors) if (!best || e.validation < best.validation) best = e;
  return best?.degree ?? 1;
}

export type Fit = "underfitting" | "about right" | "overfitting";

/** How a degree compares with the best on validation error: within 1.5× of it is about right. */
export function judgeFit(errors: readonly DegreeError[], degree: number): Fit {
  const best = errors.find((e) => e.degree === bestDegree(errors));
  const current = errors.find((e) => e.degree === degree);
  if (!best || !current || current.validation <= best.validation * 1.5) return "about right";
  return degree < best.degree ? "underfitting" : "overfitting";
}

/** The final, honest score of the chosen degree: its error on the test points, fitted on training only. */
export function finalTestError(data: CurveData, degree: number): number {
  return meanSquaredError(fitPolynomial(data.train, degree), data.test);
}

// ---- Confusion matrix ----

export interface Scored {
  /** The model's score: how sure it is that this is a positive. */
  score: number;
  /** The truth: 1 = positive. */
  actual: 0 | 1;
}

/** `total` fictional parts, `positives` of them faulty; the model scores faulty parts higher on average. */
export function makeScored(seed: number, positives = 30, total = 100): Scored[] {
  const random = mulberry32(seed);
  const clamp = (v: number) => Math.round(Math.min(0.99, Math.max(0.01, v)) * 100) / 100;
  return Array.from({ length: total }, (_, i) => {
    const actual: 0 | 1 = i < positives ? 1 : 0;
    return { actual, score: clamp(gaussian(random, actual ? 0.66 : 0.34, 0.16)) };
  });
}

export interface Confusion {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

/** Predicted positive when score ≥ threshold. */
export function confusion(examples: readonly Scored[], threshold: number): Confusion {
  const c: Confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const e of examples) {
    const predicted = e.score >= threshold;
    if (predicted && e.actual) c.tp++;
    else if (predicted) c.fp++;
    else if (e.actual) c.fn++;
    else c.tn++;
  }
  return c;
}

export interface Metrics {
  accuracy: number;
  /** TP / (TP + FP); null when nothing is predicted positive. */
  precision: number | null;
  /** TP / (TP + FN); null when there are no positives. */
  recall: number | null;
  /** Harmonic mean of precision and recall. */
  f1: number | null;
}

export function metrics({ tp, fp, fn, tn }: Confusion): Metrics {
  const total = tp + fp + fn + tn;
  const precision = tp + fp ? tp / (tp + fp) : null;
  const recall = tp + fn ? tp / (tp + fn) : null;
  const f1 =
    precision !== null && recall !== null && precision + recall > 0
      ? (2 * precision * recall) / (precision + recall)
      : null;
  return { accuracy: total ? (tp + tn) / total : 0, precision, recall, f1 };
}
