// Fairness under thresholds: two groups of fictional applicants get a score from 0 to 100; an
// applicant is selected when the score reaches the group's threshold. Scores are calibrated in
// both groups (a score of 70 means about a 70% chance of being qualified), so when the groups'
// base rates differ, equal selection rates, equal error rates and calibration cannot all hold.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { gaussian, mulberry32 } from "#app/platform/random.ts";

export type Group = 0 | 1;
export const GROUP_NAMES: readonly [MessageDescriptor, MessageDescriptor] = [msg`Group A`, msg`Group B`];
export type Applicant = { group: Group; score: number; qualified: boolean };
export type DataParams = { baseRates: readonly [number, number]; separation: number; perGroup: number };
export const DEFAULT_DATA: DataParams = { baseRates: [0.5, 0.3], separation: 1.5, perGroup: 500 };

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Each applicant has a true chance p of being qualified, spread around the group's base rate
 * (wider spread = `separation`); the score is 100·p and the outcome is drawn with chance p.
 */
export function generate(seed: number, params: DataParams = DEFAULT_DATA): Applicant[] {
  const random = mulberry32(seed);
  const out: Applicant[] = [];
  for (const group of [0, 1] as const) {
    // Shift the center so the average chance matches the base rate (probit approximation).
    const base = Math.min(0.95, Math.max(0.05, params.baseRates[group]));
    const center = logit(base) * Math.sqrt(1 + (Math.PI * params.separation ** 2) / 8);
    for (let i = 0; i < params.perGroup; i++) {
      const p = sigmoid(center + params.separation * gaussian(random));
      out.push({ group, score: Math.round(p * 100), qualified: random() < p });
    }
  }
  return out;
}

export type Rates = {
  n: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  baseRate: number;
  selectionRate: number;
  /** Share of qualified applicants who are selected (equal opportunity compares these). */
  tpr: number;
  /** Share of unqualified applicants who are selected anyway. */
  fpr: number;
  /** Share of selected applicants who are qualified. */
  precision: number;
};

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

export function rates(applicants: readonly Applicant[], group: Group, threshold: number): Rates {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const a of applicants) {
    if (a.group !== group) continue;
    const selected = a.score >= threshold;
    if (selected && a.qualified) tp++;
    else if (selected) fp++;
    else if (a.qualified) fn++;
    else tn++;
  }
  const n = tp + fp + fn + tn;
  return {
    n,
    tp,
    fp,
    fn,
    tn,
    baseRate: ratio(tp + fn, n),
    selectionRate: ratio(tp + fp, n),
    tpr: ratio(tp, tp + fn),
    fpr: ratio(fp, fp + tn),
    precision: ratio(tp, tp + fp),
  };
}

export type Measure = "selectionRate" | "tpr" | "fpr" | "precision";
export const MEASURE_NAMES: Record<Measure, MessageDescriptor> = {
  selectionRate: msg`selection rate`,
  tpr: msg`true-positive rate`,
  fpr: msg`false-positive rate`,
  precision: msg`precision`,
};

/** The threshold for `group` (0–101) that brings its measure closest to `target`; ties go to the lower threshold. */
export function matchThreshold(
  applicants: readonly Applicant[],
  group: Group,
  measure: Measure,
  target: number,
): number {
  let best = 0;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let t = 0; t <= 101; t++) {
    const gap = Math.abs(rates(applicants, group, t)[measure] - target);
    if (gap < bestGap - 1e-12) {
      best = t;
      bestGap = gap;
    }
  }
  return best;
}

/** The four-fifths rule: the lower selection rate divided by the higher; below 0.8 suggests adverse impact. */
export function fourFifths(a: Rates, b: Rates): { ratio: number; passes: boolean } {
  const hi = Math.max(a.selectionRate, b.selectionRate);
  const r = hi === 0 ? 1 : Math.min(a.selectionRate, b.selectionRate) / hi;
  return { ratio: r, passes: r >= 0.8 };
}

/** Measures whose values differ between the groups by more than `tolerance` (default 5 points). */
export function brokenMeasures(a: Rates, b: Rates, tolerance = 0.05): { measure: Measure; gap: number }[] {
  return (Object.keys(MEASURE_NAMES) as Measure[])
    .map((measure) => ({ measure, gap: Math.abs(a[measure] - b[measure]) }))
    .filter((x) => x.gap > tolerance);
}

/** Counts of qualified and unqualified applicants per 5-point score bin, for the histograms. */
export function histogram(applicants: readonly Applicant[], group: Group, binWidth = 5) {
  const bins = Array.from({ length: Math.ceil(101 / binWidth) }, (_, i) => ({
    from: i * binWidth,
    qualified: 0,
    unqualified: 0,
  }));
  for (const a of applicants) {
    if (a.group !== group) continue;
    const bin = bins[Math.min(bins.length - 1, Math.floor(a.score / binWidth))];
    if (!bin) continue;
    if (a.qualified) bin.qualified++;
    else bin.unqualified++;
  }
  return bins;
}
