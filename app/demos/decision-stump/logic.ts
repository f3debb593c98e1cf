// Feature picker and decision stump (inspired by R2D3's visual introduction to machine
// learning, with our own synthetic data): 200 fictional homes from two fictional cities,
// hilly Hollowfell and low-lying Seabright. A stump is one question, "is feature ≤ threshold?",
// with each side predicting its majority city; a depth-2 tree asks one more question on each
// side. A second part shows two variables that correlate only because a hidden factor drives both.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { gaussian, mulberry32 } from "#app/platform/random.ts";
import { DEFAULT_LANGUAGE, formatNumber, type Language, numberFormat } from "#app/site/locale.ts";

export const DEFAULT_SEED = 1;

export type Feature = "elevation" | "pricePerM2" | "yearBuilt" | "size";

export const FEATURES: Record<Feature, { label: MessageDescriptor; unit: string; short: MessageDescriptor }> = {
  elevation: {
    label: msg`Elevation`,
    unit: "m",
    short: msg({ message: "elevation", comment: "Mid-sentence: is elevation ≤ 20 m?" }),
  },
  pricePerM2: {
    label: msg`Price per m²`,
    unit: "€",
    short: msg({ message: "price per m²", comment: "Mid-sentence: is price per m² ≤ €5,000?" }),
  },
  yearBuilt: {
    label: msg`Year built`,
    unit: "",
    short: msg({ message: "year built", comment: "Mid-sentence: is year built ≤ 1970?" }),
  },
  size: { label: msg`Size`, unit: "m²", short: msg({ message: "size", comment: "Mid-sentence: is size ≤ 80 m²?" }) },
};
export const FEATURE_KEYS = Object.keys(FEATURES) as Feature[];

/** Class 0 = Seabright (blue circle), class 1 = Hollowfell (orange triangle). */
export const CITY_NAMES = ["Seabright", "Hollowfell"] as const;

export type Home = Record<Feature, number> & { city: 0 | 1 };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function makeHomes(seed = DEFAULT_SEED, perCity = 100): Home[] {
  const random = mulberry32(seed);
  const homes: Home[] = [];
  for (let i = 0; i < perCity; i++) {
    // Seabright: by the sea, so low; older, smaller and pricier per square meter.
    homes.push({
      city: 0,
      elevation: Math.round(clamp(Math.abs(gaussian(random, 0, 40)), 0, 240)),
      pricePerM2: Math.round(clamp(gaussian(random, 5200, 750), 2500, 8000) / 10) * 10,
      yearBuilt: Math.round(clamp(gaussian(random, 1958, 25), 1890, 2024)),
      size: Math.round(clamp(gaussian(random, 78, 22), 30, 220)),
    });
    // Hollowfell: built on hills, newer, larger and cheaper per square meter.
    homes.push({
      city: 1,
      elevation: Math.round(clamp(5 + Math.abs(gaussian(random, 75, 55)), 0, 240)),
      pricePerM2: Math.round(clamp(gaussian(random, 4300, 750), 2500, 8000) / 10) * 10,
      yearBuilt: Math.round(clamp(gaussian(random, 1978, 25), 1890, 2024)),
      size: Math.round(clamp(gaussian(random, 96, 26), 30, 220)),
    });
  }
  return homes;
}

export type Counts = [number, number];

export function countClasses(homes: readonly Home[]): Counts {
  const counts: Counts = [0, 0];
  for (const h of homes) counts[h.city]++;
  return counts;
}

/** The majority class (ties go to class 0). */
export const majority = (c: Counts): 0 | 1 => (c[1] > c[0] ? 1 : 0);

export interface Stump {
  feature: Feature;
  threshold: number;
  /** Homes with feature ≤ threshold. */
  left: Counts;
  right: Counts;
  leftPredicts: 0 | 1;
  rightPredicts: 0 | 1;
  correct: number;
  accuracy: number;
}

/** Accuracy of the question "feature ≤ threshold?" when each side predicts its majority city. */
export function evaluateStump(homes: readonly Home[], feature: Feature, threshold: number): Stump {
  const left: Counts = [0, 0];
  const right: Counts = [0, 0];
  for (const h of homes) (h[feature] <= threshold ? left : right)[h.city]++;
  const leftPredicts = majority(left);
  const rightPredicts = majority(right);
  const correct = left[leftPredicts] + right[rightPredicts];
  return {
    feature,
    threshold,
    left,
    right,
    leftPredicts,
    rightPredicts,
    correct,
    accuracy: homes.length ? correct / homes.length : 0,
  };
}

/**
 * The best threshold for one feature: sort the homes, sweep the cut between every pair of
 * different neighboring values, and keep the cut that classifies the most homes correctly.
 */
export function bestThreshold(homes: readonly Home[], feature: Feature): Stump {
  const sorted = [...homes].sort((a, b) => a[feature] - b[feature]);
  const total = countClasses(sorted);
  const left: Counts = [0, 0];
  let best = evaluateStump(homes, feature, (sorted.at(-1)?.[feature] ?? 0) + 1); // everyone on one side
  for (let i = 0; i < sorted.length - 1; i++) {
    const home = sorted[i] as Home;
    left[home.city]++;
    const next = sorted[i + 1] as Home;
    if (next[feature] === home[feature]) continue;
    const right: Counts = [total[0] - left[0], total[1] - left[1]];
    const correct = Math.max(left[0], left[1]) + Math.max(right[0], right[1]);
    if (correct > best.correct) best = evaluateStump(homes, feature, (home[feature] + next[feature]) / 2);
  }
  return best;
}

/** The best single question over the given features. */
export function bestSplit(homes: readonly Home[], features: readonly Feature[] = FEATURE_KEYS): Stump {
  let best: Stump | null = null;
  for (const f of features) {
    const s = bestThreshold(homes, f);
    if (!best || s.correct > best.correct) best = s;
  }
  if (!best) throw new Error("no features to split on");
  return best;
}

export type TreeNode =
  | { kind: "leaf"; counts: Counts; predicts: 0 | 1 }
  | { kind: "split"; counts: Counts; feature: Feature; threshold: number; left: TreeNode; right: TreeNode };

/** Grows a tree by repeating the best split on each side, up to `depth` questions deep. */
export function growTree(homes: readonly Home[], depth: number): TreeNode {
  const counts = countClasses(homes);
  const leaf: TreeNode = { kind: "leaf", counts, predicts: majority(counts) };
  if (depth === 0 || counts[0] === 0 || counts[1] === 0) return leaf;
  const split = bestSplit(homes);
  // Stop if the question does not classify any more homes correctly than the leaf would.
  if (split.correct <= Math.max(counts[0], counts[1])) return leaf;
  const leftHomes = homes.filter((h) => h[split.feature] <= split.threshold);
  const rightHomes = homes.filter((h) => h[split.feature] > split.threshold);
  return {
    kind: "split",
    counts,
    feature: split.feature,
    threshold: split.threshold,
    left: growTree(leftHomes, depth - 1),
    right: growTree(rightHomes, depth - 1),
  };
}

export function predict(tree: TreeNode, home: Home): 0 | 1 {
  if (tree.kind === "leaf") return tree.predicts;
  return predict(home[tree.feature] <= tree.threshold ? tree.left : tree.right, home);
}

export function treeAccuracy(tree: TreeNode, homes: readonly Home[]): number {
  if (homes.length === 0) return 0;
  return homes.filter((h) => predict(tree, h) === h.city).length / homes.length;
}

export function featureRange(homes: readonly Home[], feature: Feature): [number, number] {
  const values = homes.map((h) => h[feature]);
  return [Math.min(...values), Math.max(...values)];
}

export function formatFeature(feature: Feature, value: number, language: Language = DEFAULT_LANGUAGE): string {
  const v = Math.round(value * 10) / 10;
  if (feature === "pricePerM2")
    return numberFormat(language, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }).format(v);
  if (feature === "yearBuilt") return String(v);
  return `${formatNumber(v, language)} ${FEATURES[feature].unit}`;
}

// ---- Part 2: correlation and a hidden confounder ----

/** Pearson's correlation coefficient r, from −1 to +1 (0 when either variable is constant). */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return 0;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i] ?? 0;
    my += ys[i] ?? 0;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return 0;
  return sxy / Math.sqrt(sxx * syy);
}

/**
 * The correlation of x and y left over once z is taken into account (partial correlation):
 * near 0 when z explains the whole link between x and y.
 */
export function partialCorrelation(xs: readonly number[], ys: readonly number[], zs: readonly number[]): number {
  const rxy = pearson(xs, ys);
  const rxz = pearson(xs, zs);
  const ryz = pearson(ys, zs);
  const denominator = Math.sqrt((1 - rxz * rxz) * (1 - ryz * ryz));
  return denominator === 0 ? 0 : (rxy - rxz * ryz) / denominator;
}

export interface Day {
  /** Hours of sunshine: the hidden factor. */
  sunshine: number;
  sunny: boolean;
  iceCreams: number;
  sunburns: number;
}

/**
 * 60 fictional summer days. Sunshine drives both ice-cream sales and sunburn cases; neither
 * causes the other. `strength` (0 to 1) sets how much of each variable comes from sunshine.
 */
export function makeDays(seed: number, strength: number, count = 60): Day[] {
  const random = mulberry32(seed);
  const s = clamp(strength, 0, 1);
  const rest = Math.sqrt(1 - s * s);
  return Array.from({ length: count }, () => {
    const sun = gaussian(random);
    const a = gaussian(random);
    const b = gaussian(random);
    return {
      sunshine: Math.round(clamp(7 + 3 * sun, 0, 15) * 10) / 10,
      sunny: sun > 0,
      iceCreams: Math.max(0, Math.round(220 + 70 * (s * sun + rest * a))),
      sunburns: Math.max(0, Math.round(14 + 5 * (s * sun + rest * b))),
    };
  });
}
