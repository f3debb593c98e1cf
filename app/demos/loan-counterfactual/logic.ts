// A transparent points scorecard for a fictional loan, and a counterfactual search: the
// cheapest change to the features a person can act on that would flip a refusal into an
// approval. Age is in the scorecard (as some old scorecards had it) but is never "actionable".

import { mulberry32, randomInt } from "#app/platform/random.ts";
import { formatList, formatNumber } from "#app/site/locale.ts";
import { plural } from "#app/site/plural.ts";

export type FeatureId = "income" | "debt" | "years" | "missed" | "savings" | "age";
export type Applicant = Record<FeatureId, number>;

export type Feature = {
  id: FeatureId;
  label: string;
  min: number;
  max: number;
  /** Points for a value at or above each `from` (ascending). */
  bands: readonly { from: number; points: number }[];
  /** Whether a person can change it, and which way helps. */
  actionable: boolean;
  /** Effort points per unit of change, for comparing different changes. */
  effort: number;
  format: (v: number) => string;
};

const euros = (k: number) => `€${formatNumber(k * 1000)}`;

export const FEATURES: readonly Feature[] = [
  {
    id: "income",
    label: "Yearly income",
    min: 0,
    max: 100,
    bands: [
      { from: 0, points: 0 },
      { from: 20, points: 10 },
      { from: 30, points: 20 },
      { from: 45, points: 30 },
      { from: 60, points: 40 },
    ],
    actionable: true,
    effort: 2,
    format: euros,
  },
  {
    id: "debt",
    label: "Existing debt",
    min: 0,
    max: 50,
    bands: [
      { from: 0, points: 30 },
      { from: 1, points: 20 },
      { from: 5, points: 10 },
      { from: 15, points: 0 },
      { from: 30, points: -10 },
    ],
    actionable: true,
    effort: 1,
    format: euros,
  },
  {
    id: "years",
    label: "Years in current job",
    min: 0,
    max: 30,
    bands: [
      { from: 0, points: 0 },
      { from: 1, points: 10 },
      { from: 3, points: 20 },
      { from: 6, points: 25 },
    ],
    actionable: true,
    effort: 6,
    format: (v) => plural(v, { one: "# year", other: "# years" }),
  },
  {
    id: "missed",
    label: "Missed payments (last 2 years)",
    min: 0,
    max: 6,
    bands: [
      { from: 0, points: 25 },
      { from: 1, points: 10 },
      { from: 2, points: 0 },
      { from: 3, points: -15 },
    ],
    actionable: false,
    effort: 0,
    format: (v) => String(v),
  },
  {
    id: "savings",
    label: "Savings",
    min: 0,
    max: 40,
    bands: [
      { from: 0, points: 0 },
      { from: 1, points: 10 },
      { from: 5, points: 20 },
      { from: 15, points: 30 },
    ],
    actionable: true,
    effort: 1,
    format: euros,
  },
  {
    id: "age",
    label: "Age",
    min: 18,
    max: 80,
    bands: [
      { from: 18, points: -15 },
      { from: 25, points: 0 },
    ],
    actionable: false,
    effort: 0,
    format: (v) => `${v}`,
  },
];

export const THRESHOLD = 100;
export const feature = (id: FeatureId): Feature => FEATURES.find((f) => f.id === id) ?? (FEATURES[0] as Feature);

export function points(f: Feature, value: number): number {
  let p = f.bands[0]?.points ?? 0;
  for (const b of f.bands) if (value >= b.from) p = b.points;
  return p;
}

export function score(a: Applicant, useAge = true): { total: number; parts: { id: FeatureId; points: number }[] } {
  const parts = FEATURES.map((f) => ({ id: f.id, points: f.id === "age" && !useAge ? 0 : points(f, a[f.id]) }));
  return { total: parts.reduce((s, p) => s + p.points, 0), parts };
}

export const approved = (a: Applicant, useAge = true) => score(a, useAge).total >= THRESHOLD;

/** For one feature: the current value plus the nearest value inside every better-scoring band. */
function candidates(f: Feature, value: number): number[] {
  const out = [value];
  const now = points(f, value);
  f.bands.forEach((b, j) => {
    if (b.points <= now) return;
    const upper = (f.bands[j + 1]?.from ?? f.max + 1) - 1; // largest whole value in band j
    const target = value < b.from ? b.from : Math.min(value, upper);
    if (target >= f.min && target <= f.max && target !== value) out.push(target);
  });
  return out;
}

export type Change = { id: FeatureId; from: number; to: number };
export type Counterfactual = { changes: Change[]; effort: number; newTotal: number };

/**
 * The cheapest combination of changes to actionable, allowed features that reaches the
 * threshold (effort = Σ |change| × effort per unit; ties go to fewer changes). Returns an empty
 * change list when already approved and null when no allowed change is enough.
 */
export function smallestChange(a: Applicant, allowed: ReadonlySet<FeatureId>, useAge = true): Counterfactual | null {
  const base = score(a, useAge).total;
  if (base >= THRESHOLD) return { changes: [], effort: 0, newTotal: base };
  const movable = FEATURES.filter((f) => f.actionable && allowed.has(f.id));
  let best: Counterfactual | null = null;
  const walk = (k: number, current: Applicant) => {
    if (k === movable.length) {
      const total = score(current, useAge).total;
      if (total < THRESHOLD) return;
      const changes = movable
        .filter((f) => current[f.id] !== a[f.id])
        .map((f) => ({ id: f.id, from: a[f.id], to: current[f.id] }));
      const effort = changes.reduce((s, c) => s + Math.abs(c.to - c.from) * feature(c.id).effort, 0);
      if (!best || effort < best.effort || (effort === best.effort && changes.length < best.changes.length)) {
        best = { changes, effort, newTotal: total };
      }
      return;
    }
    const f = movable[k] as Feature;
    for (const v of candidates(f, a[f.id])) walk(k + 1, { ...current, [f.id]: v });
  };
  walk(0, a);
  return best;
}

export function applyChanges(a: Applicant, changes: readonly Change[]): Applicant {
  const out = { ...a };
  for (const c of changes) out[c.id] = c.to;
  return out;
}

export function describeChanges(cf: Counterfactual): string {
  if (cf.changes.length === 0) return "Already approved: no change needed.";
  const parts = cf.changes.map((c) => {
    const f = feature(c.id);
    return `${f.label.toLowerCase()} were ${f.format(c.to)} instead of ${f.format(c.from)}`;
  });
  return `You would be approved if your ${formatList(parts)}.`;
}

export const START_APPLICANT: Applicant = { income: 46, debt: 0, years: 3, missed: 1, savings: 6, age: 23 };

/** A fictional applicant drawn from a seed, for "New random data". */
export function randomApplicant(seed: number): Applicant {
  const r = mulberry32(seed);
  return {
    income: randomInt(r, 15, 80),
    debt: randomInt(r, 0, 35),
    years: randomInt(r, 0, 12),
    missed: randomInt(r, 0, 3),
    savings: randomInt(r, 0, 20),
    age: randomInt(r, 19, 70),
  };
}
