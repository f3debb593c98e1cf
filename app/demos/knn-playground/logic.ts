// k-nearest neighbors on a 2-D plane. Points live in the unit square; class 0 is the blue
// circle, class 1 the orange triangle. A point is classified by a majority vote of the k
// closest training points; a tie (possible when k is even) goes to the class of the single
// nearest neighbor among the tied classes.

import { gaussian, mulberry32, shuffle } from "#app/platform/random.ts";

export type Cls = 0 | 1;

export interface Point {
  x: number;
  y: number;
  cls: Cls;
  /** Held back as a validation point: never used as a neighbor. */
  validation: boolean;
}

export interface Neighbor {
  index: number;
  distance: number;
}

export interface Vote {
  neighbors: Neighbor[];
  counts: [number, number];
  predicted: Cls | null;
  tie: boolean;
}

export const K_MIN = 1;
export const K_MAX = 15;
export const GRID = 40;
export const VALIDATION_SHARE = 0.3;
/** The starting data: a seed whose validation set shows k = 1 overfitting clearly. */
export const DEFAULT_SEED = 2024;

const clamp = (v: number) => Math.min(0.98, Math.max(0.02, v));

/**
 * Two overlapping clouds of 40 points each, from a seed. The overlap gives the noisy points
 * that make k = 1 overfit.
 */
export function generatePoints(seed: number, perClass = 40): Point[] {
  const random = mulberry32(seed);
  const points: Point[] = [];
  const centres: [number, number][] = [
    [0.35, 0.62],
    [0.65, 0.38],
  ];
  for (let i = 0; i < perClass * 2; i++) {
    const cls: Cls = i % 2 === 0 ? 0 : 1;
    const [cx, cy] = centres[cls] as [number, number];
    points.push({ x: clamp(gaussian(random, cx, 0.16)), y: clamp(gaussian(random, cy, 0.16)), cls, validation: false });
  }
  return points;
}

/**
 * Marks a seeded 30% of the points as validation points (or clears all marks when `on` is
 * false). They are used to choose k; a real project would also keep a separate test set
 * untouched until the very end.
 */
export function splitTrainValidation(points: readonly Point[], seed: number, on: boolean): Point[] {
  if (!on) return points.map((p) => ({ ...p, validation: false }));
  const order = shuffle(
    points.map((_, i) => i),
    mulberry32(seed ^ 0x5eed),
  );
  const validationSet = new Set(order.slice(0, Math.round(points.length * VALIDATION_SHARE)));
  return points.map((p, i) => ({ ...p, validation: validationSet.has(i) }));
}

/** The k nearest training points to (x, y), nearest first. `skip` excludes one index. */
export function nearest(points: readonly Point[], x: number, y: number, k: number, skip = -1): Neighbor[] {
  // Keep a small sorted list of the best k so far: cheaper than sorting every distance,
  // which matters when shading 1,600 grid cells on a phone.
  const best: Neighbor[] = [];
  for (let index = 0; index < points.length; index++) {
    const p = points[index] as Point;
    if (p.validation || index === skip) continue;
    const distance = Math.hypot(p.x - x, p.y - y);
    if (best.length === k && distance >= (best[k - 1] as Neighbor).distance) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1] as Neighbor).distance > distance) at--;
    best.splice(at, 0, { index, distance });
    if (best.length > k) best.pop();
  }
  return best;
}

export function vote(points: readonly Point[], x: number, y: number, k: number, skip = -1): Vote {
  const neighbors = nearest(points, x, y, k, skip);
  const counts: [number, number] = [0, 0];
  for (const n of neighbors) counts[(points[n.index] as Point).cls]++;
  if (neighbors.length === 0) return { neighbors, counts, predicted: null, tie: false };
  const tie = counts[0] === counts[1];
  const nearestCls = (points[(neighbors[0] as Neighbor).index] as Point).cls;
  const predicted: Cls = tie ? nearestCls : counts[0] > counts[1] ? 0 : 1;
  return { neighbors, counts, predicted, tie };
}

/** Predicted class of each of the GRID × GRID cells (row by row, top row first). */
export function regions(points: readonly Point[], k: number, size = GRID): (Cls | null)[] {
  const cells: (Cls | null)[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const x = (col + 0.5) / size;
      const y = 1 - (row + 0.5) / size;
      cells.push(vote(points, x, y, k).predicted);
    }
  }
  return cells;
}

/** Share of validation points classified correctly with a given k, or null without any. */
export function validationAccuracy(points: readonly Point[], k: number): number | null {
  const held = points.filter((p) => p.validation);
  if (held.length === 0) return null;
  const right = held.filter((p) => vote(points, p.x, p.y, k).predicted === p.cls).length;
  return right / held.length;
}

/**
 * Share of training points classified correctly when each is judged with itself still in
 * the data (as a model that memorised its training set would be): always 100% at k = 1.
 */
export function trainingAccuracy(points: readonly Point[], k: number): number | null {
  const train = points.filter((p) => !p.validation);
  if (train.length === 0) return null;
  const right = train.filter((p) => vote(points, p.x, p.y, k).predicted === p.cls).length;
  return right / train.length;
}

export interface KScore {
  k: number;
  train: number | null;
  validation: number | null;
}

export function accuracyByK(points: readonly Point[]): KScore[] {
  const scores: KScore[] = [];
  for (let k = K_MIN; k <= K_MAX; k++) {
    scores.push({ k, train: trainingAccuracy(points, k), validation: validationAccuracy(points, k) });
  }
  return scores;
}

/** The k with the highest validation accuracy (the smallest such k on ties), or null. */
export function bestK(scores: readonly KScore[]): number | null {
  let best: KScore | null = null;
  for (const s of scores) {
    if (s.validation === null) continue;
    if (!best || s.validation > (best.validation ?? -1)) best = s;
  }
  return best ? best.k : null;
}
