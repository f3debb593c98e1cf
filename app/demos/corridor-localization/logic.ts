// Corridor localization with a histogram filter: the robot's position is a belief, one
// probability per cell. Sensing multiplies the belief by how well each cell explains the
// reading (Bayes' rule) and normalises; moving shifts the belief and blurs it by the slip.

import { mulberry32 } from "#app/platform/random.ts";

export type Feature = "wall" | "blue" | "orange";
export const FEATURES: readonly Feature[] = ["wall", "blue", "orange"];
export const FEATURE_NAMES: Record<Feature, string> = {
  wall: "plain wall",
  blue: "blue door",
  orange: "orange door",
};

/** A 20-cell corridor: mostly plain wall, with blue and orange doors. */
export const CORRIDOR: readonly Feature[] = [
  "wall",
  "blue",
  "wall",
  "wall",
  "orange",
  "wall",
  "wall",
  "blue",
  "wall",
  "wall",
  "wall",
  "orange",
  "blue",
  "wall",
  "wall",
  "wall",
  "blue",
  "wall",
  "orange",
  "wall",
];

export function uniformBelief(n: number): number[] {
  return Array.from({ length: n }, () => 1 / n);
}

export function normalise(belief: readonly number[]): number[] {
  const total = belief.reduce((s, p) => s + p, 0);
  if (total <= 0) return uniformBelief(belief.length);
  return belief.map((p) => p / total);
}

/**
 * Sense update. The sensor reports the right feature with probability `pHit`; otherwise
 * it reports one of the other two features, each with probability (1 − pHit) / 2.
 */
export function sense(belief: readonly number[], world: readonly Feature[], reading: Feature, pHit: number): number[] {
  const pMiss = (1 - pHit) / (FEATURES.length - 1);
  return normalise(belief.map((p, i) => p * (world[i] === reading ? pHit : pMiss)));
}

/**
 * Move update for a step of `step` cells (−1 left, +1 right). With probability 1 − slip the
 * robot moves exactly one cell; with slip / 2 it stays put (wheels spin) and with slip / 2 it
 * overshoots by one more cell. The corridor ends in walls: the robot stops at an end.
 */
export function move(belief: readonly number[], step: -1 | 1, slip: number): number[] {
  const n = belief.length;
  const next = new Array<number>(n).fill(0);
  const outcomes: [number, number][] = [
    [0, slip / 2],
    [step, 1 - slip],
    [2 * step, slip / 2],
  ];
  belief.forEach((p, i) => {
    for (const [shift, q] of outcomes) {
      const j = Math.min(n - 1, Math.max(0, i + shift));
      next[j] = (next[j] ?? 0) + p * q;
    }
  });
  return normalise(next);
}

/** The cell with the highest belief (the first one when tied) and its probability. */
export function peak(belief: readonly number[]): { cell: number; p: number } {
  let cell = 0;
  belief.forEach((p, i) => {
    if (p > (belief[cell] ?? 0) + 1e-12) cell = i;
  });
  return { cell, p: belief[cell] ?? 0 };
}

/** How many cells hold most (90%) of the belief: a plain measure of uncertainty. */
export function cellsFor90(belief: readonly number[]): number {
  const sorted = [...belief].sort((a, b) => b - a);
  let total = 0;
  for (let k = 0; k < sorted.length; k++) {
    total += sorted[k] ?? 0;
    if (total >= 0.9 - 1e-9) return k + 1;
  }
  return sorted.length;
}

/** The hidden robot: a true cell and a seeded source of sensor noise and wheel slip. */
export type World = { seed: number; truth: number; draws: number };

export function startWorld(seed: number, n = CORRIDOR.length): World {
  const random = mulberry32(seed);
  return { seed, truth: Math.floor(random() * n), draws: 1 };
}

function draw(world: World): number {
  return mulberry32((world.seed ^ (world.draws * 0x9e3779b1)) >>> 0)();
}

/** What the robot's sensor reports at its true cell: right with probability pHit. */
export function simulateSense(world: World, corridor: readonly Feature[], pHit: number): [Feature, World] {
  const r = draw(world);
  const actual = corridor[world.truth] ?? "wall";
  const others = FEATURES.filter((f) => f !== actual);
  const reading = r < pHit ? actual : (others[Math.floor(((r - pHit) / (1 - pHit)) * others.length)] ?? actual);
  return [reading, { ...world, draws: world.draws + 1 }];
}

/** Where the robot really ends up after trying to move one cell (slip as in `move`). */
export function simulateMove(world: World, step: -1 | 1, slip: number, n = CORRIDOR.length): World {
  const r = draw(world);
  const shift = r < slip / 2 ? 0 : r < slip ? 2 * step : step;
  const truth = Math.min(n - 1, Math.max(0, world.truth + shift));
  return { ...world, truth, draws: world.draws + 1 };
}
