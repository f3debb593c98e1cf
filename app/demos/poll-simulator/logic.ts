// Poll simulator: 1,000 fictional residents of the fictional town of Larkhaven answer "Should
// Larkhaven build a tram line?". Opinion depends on where people live and their age, so a
// sample drawn from one group (city dwellers, people online at night, volunteers) is biased.
// Repeating a poll many times shows the difference between noise (spread) and bias (a shifted
// center): a bigger biased sample is narrower but still in the wrong place.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { mulberry32, shuffle } from "#app/platform/random.ts";

export const POPULATION = 1000;
export const DEFAULT_SEED = 1936;

export type District = "city" | "suburbs" | "villages";

export const DISTRICTS: Record<
  District,
  { label: MessageDescriptor; count: number; x: [number, number]; yesRate: number }
> = {
  city: { label: msg`City center`, count: 350, x: [8, 128], yesRate: 0.68 },
  suburbs: { label: msg`Suburbs`, count: 400, x: [140, 268], yesRate: 0.4 },
  villages: { label: msg`Villages`, count: 250, x: [280, 392], yesRate: 0.22 },
};

export interface Person {
  id: number;
  district: District;
  x: number;
  y: number;
  young: boolean;
  /** Online late in the evening, when a web poll runs. */
  nightOwl: boolean;
  /** How likely this person is to answer a "have your say" form. */
  volunteerChance: number;
  yes: boolean;
}

export function makePopulation(seed = DEFAULT_SEED): Person[] {
  const random = mulberry32(seed);
  const people: Person[] = [];
  const youngRate: Record<District, number> = { city: 0.5, suburbs: 0.3, villages: 0.2 };
  for (const district of Object.keys(DISTRICTS) as District[]) {
    const d = DISTRICTS[district];
    for (let i = 0; i < d.count; i++) {
      const young = random() < youngRate[district];
      const yes = random() < Math.min(0.95, d.yesRate + (young ? 0.12 : 0));
      people.push({
        id: people.length,
        district,
        x: d.x[0] + random() * (d.x[1] - d.x[0]),
        y: 36 + random() * 196,
        young,
        nightOwl: random() < (young ? 0.6 : 0.15),
        // People against the tram are angrier, so more of them fill in the form.
        volunteerChance: yes ? 0.15 : 0.45,
        yes,
      });
    }
  }
  return people;
}

/** Share of "yes" answers, 0 to 1. */
export function yesShare(people: readonly Person[]): number {
  if (people.length === 0) return 0;
  return people.filter((p) => p.yes).length / people.length;
}

export type Method = "random" | "city" | "night" | "volunteers";

export const METHODS: Record<Method, { label: MessageDescriptor; explain: MessageDescriptor }> = {
  random: { label: msg`Random sample of everyone`, explain: msg`Every resident has the same chance of being asked.` },
  city: {
    label: msg`Only city-center residents`,
    explain: msg`Convenient: the pollsters stand on the high street. Suburbs and villages are never asked.`,
  },
  night: {
    label: msg`Only people online at night`,
    explain: msg`A web poll in the evening reaches mostly younger people.`,
  },
  volunteers: {
    label: msg`Volunteers (a “have your say” form)`,
    explain: msg`Whoever chooses to answer. People who feel strongly, here mostly opponents, answer more.`,
  },
};

/** Who could possibly be in the sample for a method (volunteers are drawn fresh each poll). */
export function reachable(people: readonly Person[], method: Method): Person[] {
  if (method === "city") return people.filter((p) => p.district === "city");
  if (method === "night") return people.filter((p) => p.nightOwl);
  return [...people];
}

/** One poll: up to n different people, chosen the way the method chooses them. */
export function drawSample(people: readonly Person[], method: Method, n: number, random: () => number): Person[] {
  let pool = reachable(people, method);
  if (method === "volunteers") pool = pool.filter((p) => random() < p.volunteerChance);
  return shuffle(pool, random).slice(0, n);
}

/** Many polls of the same kind; each result is the share saying "yes" in that poll. */
export function runPolls(
  people: readonly Person[],
  method: Method,
  n: number,
  count: number,
  random: () => number,
): number[] {
  return Array.from({ length: count }, () => yesShare(drawSample(people, method, n, random)));
}

export interface Summary {
  polls: number;
  mean: number;
  /** Standard deviation of the estimates: how much polls disagree with each other. */
  spread: number;
  /** Mean estimate minus the truth: how far off the polls are on average. */
  bias: number;
  /** Share of polls within 3 percentage points of the truth. */
  within3: number;
}

export function summarize(estimates: readonly number[], truth: number): Summary {
  const polls = estimates.length;
  if (polls === 0) return { polls, mean: 0, spread: 0, bias: 0, within3: 0 };
  const mean = estimates.reduce((s, e) => s + e, 0) / polls;
  const spread = Math.sqrt(estimates.reduce((s, e) => s + (e - mean) ** 2, 0) / polls);
  const within3 = estimates.filter((e) => Math.abs(e - truth) <= 0.03 + 1e-9).length / polls;
  return { polls, mean, spread, bias: mean - truth, within3 };
}

/** Counts of estimates in bins of binWidth (as a share) from 0 to 1. */
export function histogram(estimates: readonly number[], binWidth = 0.02): number[] {
  const bins = new Array<number>(Math.round(1 / binWidth)).fill(0);
  for (const e of estimates) {
    const i = Math.min(bins.length - 1, Math.floor(e / binWidth + 1e-9));
    bins[i] = (bins[i] ?? 0) + 1;
  }
  return bins;
}

export const pct = (share: number) => `${Math.round(share * 100)}%`;
