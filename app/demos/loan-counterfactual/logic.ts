// A transparent points scorecard for a fictional loan, and a counterfactual search: the
// cheapest change to the features a person can act on that would flip a refusal into an
// approval. Age is in the scorecard (as some old scorecards had it) but is never "actionable".

import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { mulberry32, randomInt } from "#app/platform/random.ts";
import { i18nFor } from "#app/site/i18n.ts";
import {
  DEFAULT_LANGUAGE,
  formatList,
  formatNumber,
  isLanguage,
  type Language,
  numberFormat,
} from "#app/site/locale.ts";

/** The instance English callers (tests) get by default; the demo passes the page's. */
const english = i18nFor(DEFAULT_LANGUAGE, {});
const languageOf = (i18n: I18n): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

export type FeatureId = "income" | "debt" | "years" | "missed" | "savings" | "age";
export type Applicant = Record<FeatureId, number>;

export type Feature = {
  id: FeatureId;
  label: MessageDescriptor;
  min: number;
  max: number;
  /** Points for a value at or above each `from` (ascending). */
  bands: readonly { from: number; points: number }[];
  /** Whether a person can change it, and which way helps. */
  actionable: boolean;
  /** Effort points per unit of change, for comparing different changes. */
  effort: number;
  format: (v: number, i18n?: I18n) => string;
};

const euros = (k: number, i18n: I18n = english) =>
  numberFormat(languageOf(i18n), {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(k * 1000);
const whole = (v: number, i18n: I18n = english) => formatNumber(v, languageOf(i18n));

export const FEATURES: readonly Feature[] = [
  {
    id: "income",
    label: msg`Yearly income`,
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
    label: msg`Existing debt`,
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
    label: msg`Years in current job`,
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
    format: (v, i18n = english) => i18n._(msg`${plural(v, { one: "# year", other: "# years" })}`),
  },
  {
    id: "missed",
    label: msg`Missed payments (last 2 years)`,
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
    format: whole,
  },
  {
    id: "savings",
    label: msg`Savings`,
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
    label: msg`Age`,
    min: 18,
    max: 80,
    bands: [
      { from: 18, points: -15 },
      { from: 25, points: 0 },
    ],
    actionable: false,
    effort: 0,
    format: whole,
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

/** One clause of a counterfactual, whole for each feature so translations can agree in number and gender. */
function changeClause(id: FeatureId, to: string, from: string, i18n: I18n): string {
  switch (id) {
    case "income":
      return i18n._(msg`your yearly income was ${to} instead of ${from}`);
    case "debt":
      return i18n._(msg`your existing debt was ${to} instead of ${from}`);
    case "years":
      return i18n._(msg`your years in current job were ${to} instead of ${from}`);
    case "missed":
      return i18n._(msg`your missed payments (last 2 years) were ${to} instead of ${from}`);
    case "savings":
      return i18n._(msg`your savings were ${to} instead of ${from}`);
    case "age":
      return i18n._(msg`your age was ${to} instead of ${from}`);
  }
}

export function describeChanges(cf: Counterfactual, i18n: I18n = english): string {
  if (cf.changes.length === 0) return i18n._(msg`Already approved: no change needed.`);
  const parts = cf.changes.map((c) => {
    const f = feature(c.id);
    return changeClause(c.id, f.format(c.to, i18n), f.format(c.from, i18n), i18n);
  });
  const changes = formatList(parts, languageOf(i18n));
  return i18n._(msg`You would be approved if ${changes}.`);
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
