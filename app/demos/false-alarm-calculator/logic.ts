// Base-rate arithmetic for face recognition in a crowd: expected true alerts, false alerts and
// misses from the crowd size, the number of wanted people, the true-positive rate (share of
// wanted people flagged) and the false-positive rate (share of everyone else flagged).

import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { i18nFor } from "#app/site/i18n.ts";
import { DEFAULT_LANGUAGE, formatNumber, type Language, numberFormat } from "#app/site/locale.ts";

const english = i18nFor(DEFAULT_LANGUAGE, {});

export type Inputs = { crowd: number; wanted: number; tpr: number; fpr: number };

export type Outcome = {
  trueAlerts: number;
  misses: number;
  falseAlerts: number;
  correctRejections: number;
  alerts: number;
  /** Chance that an alert is a wanted person; null when there are no alerts. */
  shareReal: number | null;
  /** Share of all people the system classifies correctly: high even when most alerts are false. */
  accuracy: number;
};

export function outcome({ crowd, wanted, tpr, fpr }: Inputs): Outcome {
  const w = Math.min(Math.max(0, wanted), crowd);
  const innocent = crowd - w;
  const trueAlerts = w * tpr;
  const falseAlerts = innocent * fpr;
  const alerts = trueAlerts + falseAlerts;
  return {
    trueAlerts,
    misses: w - trueAlerts,
    falseAlerts,
    correctRejections: innocent - falseAlerts,
    alerts,
    shareReal: alerts > 0 ? trueAlerts / alerts : null,
    accuracy: crowd > 0 ? (trueAlerts + innocent - falseAlerts) / crowd : 1,
  };
}

export type Preset = { id: string; name: MessageDescriptor; inputs: Inputs; note: MessageDescriptor };

/** Illustrative settings, not measurements of any real system. */
export const PRESETS: readonly Preset[] = [
  {
    id: "stadium",
    name: msg`Stadium`,
    inputs: { crowd: 50_000, wanted: 10, tpr: 0.9, fpr: 0.001 },
    note: msg`A cup final: 50,000 fans, 10 of them on a watch-list.`,
  },
  {
    id: "station",
    name: msg`Train station`,
    inputs: { crowd: 100_000, wanted: 5, tpr: 0.9, fpr: 0.005 },
    note: msg`A day at a busy station: 100,000 travelers, 5 on the watch-list, cameras in poorer light.`,
  },
  {
    id: "airport",
    name: msg`Airport`,
    inputs: { crowd: 200_000, wanted: 4, tpr: 0.99, fpr: 0.0001 },
    note: msg`A day at a big airport: 200,000 passengers, 4 wanted, a very accurate system at the gates.`,
  },
];

export const CROWD_STEPS = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000] as const;
export const FPR_STEPS = [0, 0.0001, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05] as const;

/** The nearest step index for a value, so presets can be shown on step sliders. */
export function nearestStep(steps: readonly number[], value: number): number {
  let best = 0;
  steps.forEach((s, i) => {
    if (Math.abs(s - value) < Math.abs((steps[best] ?? 0) - value)) best = i;
  });
  return best;
}

/**
 * How many icons to draw for alerts and misses: one icon per person while that fits in
 * `maxIcons`, otherwise one icon per 2, 5, 10, 20, 50… people.
 */
export function iconLayout(o: Outcome, maxIcons = 400) {
  const total = o.alerts + o.misses;
  const nice = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000];
  const perIcon = nice.find((n) => total / n <= maxIcons) ?? 100000;
  return {
    perIcon,
    trueIcons: Math.round(o.trueAlerts / perIcon),
    falseIcons: Math.round(o.falseAlerts / perIcon),
    missIcons: Math.round(o.misses / perIcon),
  };
}

/** The grid's scale in words, shown above the icons: "1 icon = 1 person", "1 icon = 2 people". */
export function iconScale(perIcon: number, i18n: I18n = english): string {
  return i18n._(msg`${plural(perIcon, { one: "1 icon = # person", other: "1 icon = # people" })}`);
}

/** People-friendly rounding: whole numbers, one decimal below 10. */
export function count(n: number, language: Language = DEFAULT_LANGUAGE): string {
  if (n > 0 && n < 10 && !Number.isInteger(Math.round(n * 10) / 10))
    return formatNumber(Math.round(n * 10) / 10, language);
  return formatNumber(Math.round(n), language);
}

/** A share as a percentage, rounded for people, written as the language writes percentages. */
export function percent(p: number, language: Language = DEFAULT_LANGUAGE): string {
  const v = p * 100;
  const rounded =
    v === 0
      ? 0
      : v < 1
        ? Number(v.toPrecision(2))
        : v > 99 && v < 100
          ? Math.min(99.99, Number(v.toFixed(2)))
          : Math.round(v * 10) / 10;
  return numberFormat(language, { style: "percent", maximumFractionDigits: 4 }).format(rounded / 100);
}
