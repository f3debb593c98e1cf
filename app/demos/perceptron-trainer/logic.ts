// A single perceptron with two inputs: output 1 (orange triangle) when
// w1·x1 + w2·x2 + bias > 0, otherwise 0 (blue circle). The perceptron rule nudges the weights
// after every mistake: w ← w + rate × (target − output) × x, and bias ← bias + rate × (target − output).

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { gaussian, mulberry32 } from "#app/platform/random.ts";

export type Cls = 0 | 1;

export interface Sample {
  x1: number;
  x2: number;
  target: Cls;
}

export interface Weights {
  w1: number;
  w2: number;
  bias: number;
}

export type Preset = "and" | "or" | "clusters" | "xor" | "own";

export const PRESETS: readonly { value: Preset; label: MessageDescriptor }[] = [
  { value: "and", label: msg({ message: "AND", comment: "The logic function AND, a data preset" }) },
  { value: "or", label: msg({ message: "OR", comment: "The logic function OR, a data preset" }) },
  { value: "clusters", label: msg`Two clusters` },
  { value: "xor", label: msg({ message: "XOR", comment: "The logic function XOR, a data preset" }) },
  { value: "own", label: msg`Your own points` },
];

/** The plane shown: both inputs from −0.5 to 1.5. */
export const MIN = -0.5;
export const MAX = 1.5;

export const START_WEIGHTS: Weights = { w1: 0.5, w2: -0.5, bias: 0.2 };
export const MAX_EPOCHS = 50;

const gate = (f: (a: number, b: number) => boolean): Sample[] =>
  [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ].map(([x1 = 0, x2 = 0]) => ({ x1, x2, target: f(x1, x2) ? 1 : 0 }));

/** Two well-separated clouds of 10 points each, from a seed. */
export function clusters(seed: number): Sample[] {
  const random = mulberry32(seed);
  const clamp = (v: number) => Math.min(MAX - 0.1, Math.max(MIN + 0.1, v));
  const samples: Sample[] = [];
  for (let i = 0; i < 20; i++) {
    const target: Cls = i % 2 === 0 ? 0 : 1;
    const c = target === 0 ? 0.1 : 0.9;
    samples.push({
      x1: round(clamp(gaussian(random, c, 0.17)), 2),
      x2: round(clamp(gaussian(random, 1 - c, 0.17)), 2),
      target,
    });
  }
  return samples;
}

export function presetSamples(preset: Preset, seed: number): Sample[] {
  switch (preset) {
    case "and":
      return gate((a, b) => a === 1 && b === 1);
    case "or":
      return gate((a, b) => a === 1 || b === 1);
    case "xor":
      return gate((a, b) => a !== b);
    case "clusters":
      return clusters(seed);
    case "own":
      return [];
  }
}

function round(v: number, digits = 9): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

export function weightedSum(w: Weights, x1: number, x2: number): number {
  return round(w.w1 * x1 + w.w2 * x2 + w.bias);
}

/** The step activation: 1 when the weighted sum is above zero. */
export function output(w: Weights, x1: number, x2: number): Cls {
  return weightedSum(w, x1, x2) > 0 ? 1 : 0;
}

export function errors(w: Weights, samples: readonly Sample[]): number {
  return samples.filter((s) => output(w, s.x1, s.x2) !== s.target).length;
}

export interface StepResult {
  weights: Weights;
  /** Whether this sample was misclassified (and so changed the weights). */
  mistake: boolean;
}

/** One application of the perceptron rule to one sample. */
export function trainStep(w: Weights, s: Sample, rate: number): StepResult {
  const diff = s.target - output(w, s.x1, s.x2);
  if (diff === 0) return { weights: w, mistake: false };
  return {
    weights: {
      w1: round(w.w1 + rate * diff * s.x1),
      w2: round(w.w2 + rate * diff * s.x2),
      bias: round(w.bias + rate * diff),
    },
    mistake: true,
  };
}

export interface EpochResult {
  weights: Weights;
  /** Mistakes made during the pass (each one caused an update). */
  mistakes: number;
  /** Index of the last sample that caused an update, or null. */
  lastUpdate: number | null;
}

/** One pass over every sample in order. */
export function trainEpoch(w: Weights, samples: readonly Sample[], rate: number): EpochResult {
  let weights = w;
  let mistakes = 0;
  let lastUpdate: number | null = null;
  samples.forEach((s, i) => {
    const r = trainStep(weights, s, rate);
    weights = r.weights;
    if (r.mistake) {
      mistakes++;
      lastUpdate = i;
    }
  });
  return { weights, mistakes, lastUpdate };
}

/** Trains epoch by epoch until an epoch has no mistakes or `maxEpochs` have run. */
export function trainUntilDone(
  w: Weights,
  samples: readonly Sample[],
  rate: number,
  maxEpochs = MAX_EPOCHS,
): { weights: Weights; history: number[]; converged: boolean } {
  let weights = w;
  const history: number[] = [];
  for (let e = 0; e < maxEpochs; e++) {
    const r = trainEpoch(weights, samples, rate);
    weights = r.weights;
    history.push(r.mistakes);
    if (r.mistakes === 0) return { weights, history, converged: true };
  }
  return { weights, history, converged: false };
}

/**
 * The hand-set two-layer network that solves XOR: one hidden neuron fires for "at least one
 * input on" (OR), the other for "both on" (AND); the output fires for OR but not AND.
 */
export const HIDDEN_LAYER = {
  or: { w1: 1, w2: 1, bias: -0.5 } as Weights,
  and: { w1: 1, w2: 1, bias: -1.5 } as Weights,
  out: { w1: 1, w2: -1, bias: -0.5 } as Weights,
};

export function twoLayerOutput(x1: number, x2: number): Cls {
  const h1 = output(HIDDEN_LAYER.or, x1, x2);
  const h2 = output(HIDDEN_LAYER.and, x1, x2);
  return output(HIDDEN_LAYER.out, h1, h2);
}

export type Vec = [number, number];

/**
 * Keeps the part of a convex polygon where w1·x1 + w2·x2 + bias > 0 (one step of
 * Sutherland–Hodgman clipping). Empty when none of it is.
 */
export function clip(polygon: readonly Vec[], w: Weights): Vec[] {
  const f = (p: Vec) => w.w1 * p[0] + w.w2 * p[1] + w.bias;
  const out: Vec[] = [];
  polygon.forEach((p, i) => {
    const q = polygon[(i + 1) % polygon.length] as Vec;
    const fp = f(p);
    const fq = f(q);
    if (fp > 0) out.push(p);
    if (fp > 0 !== fq > 0) {
      const t = fp / (fp - fq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  });
  return out;
}

/** The part of the square [min, max]² where the perceptron outputs 1. */
export function positiveRegion(w: Weights, min = MIN, max = MAX): Vec[] {
  return clip(
    [
      [min, min],
      [max, min],
      [max, max],
      [min, max],
    ],
    w,
  );
}

/** The band where the two-layer XOR network outputs 1: above the OR line, below the AND line. */
export function xorRegion(min = MIN, max = MAX): Vec[] {
  const and = HIDDEN_LAYER.and;
  return clip(positiveRegion(HIDDEN_LAYER.or, min, max), { w1: -and.w1, w2: -and.w2, bias: -and.bias });
}

/** Where the decision line w1·x1 + w2·x2 + bias = 0 crosses the square, or null. */
export function decisionLine(w: Weights, min = MIN, max = MAX): [Vec, Vec] | null {
  if (w.w1 === 0 && w.w2 === 0) return null;
  const points: Vec[] = [];
  const add = (p: Vec) => {
    if (p[0] >= min - 1e-9 && p[0] <= max + 1e-9 && p[1] >= min - 1e-9 && p[1] <= max + 1e-9) {
      if (!points.some((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) < 1e-9)) points.push(p);
    }
  };
  if (w.w2 !== 0) {
    for (const x of [min, max]) add([x, -(w.w1 * x + w.bias) / w.w2]);
  }
  if (w.w1 !== 0) {
    for (const y of [min, max]) add([-(w.w2 * y + w.bias) / w.w1, y]);
  }
  return points.length >= 2 ? [points[0] as Vec, points[1] as Vec] : null;
}

// The trainer's state machine: pure, so the demo only renders it and tests can drive it.

export const START_SEED = 1;

/** Everything the trainer shows, as one value: the demo keeps it in a React reducer. */
export interface TrainerState {
  preset: Preset;
  seed: number;
  samples: Sample[];
  weights: Weights;
  rate: number;
  /** Mistakes in each finished epoch. */
  history: number[];
  /** Next sample to train on, and mistakes so far in the current epoch. */
  cursor: number;
  epochMistakes: number;
  /** The sample trained on most recently, and whether it caused an update. */
  last: { index: number; mistake: boolean; before: Weights } | null;
  hidden: boolean;
  running: boolean;
  /** How many epochs had finished when "Train up to 50 epochs" was pressed. */
  runFrom: number;
  newPoint: { x1: number; x2: number; cls: Cls };
  /** What just happened, for the live status line (translated where shown); null for nothing. */
  note: MessageDescriptor | null;
}

export type TrainerAction =
  | { type: "preset"; preset: Preset }
  | { type: "weights"; weights: Weights }
  | { type: "rate"; rate: number }
  | { type: "step"; count: number }
  | { type: "epoch" }
  | { type: "run"; running: boolean }
  | { type: "runAll" }
  | { type: "hidden"; on: boolean }
  | { type: "newPoint"; point: TrainerState["newPoint"] }
  | { type: "add"; x1: number; x2: number; cls: Cls }
  | { type: "clear" }
  | { type: "newData"; seed: number }
  | { type: "reset" };

export function freshState(preset: Preset, seed: number): TrainerState {
  return {
    preset,
    seed,
    samples: presetSamples(preset, seed),
    weights: START_WEIGHTS,
    rate: 0.1,
    history: [],
    cursor: 0,
    epochMistakes: 0,
    last: null,
    hidden: false,
    running: false,
    runFrom: 0,
    newPoint: { x1: 0.5, x2: 0.5, cls: 0 },
    note: null,
  };
}

/** Applies the perceptron rule to `count` samples in turn, closing epochs as they finish. */
function steps(s: TrainerState, count: number): TrainerState {
  if (s.samples.length === 0) return { ...s, running: false, note: msg`Add some points first.` };
  let next: TrainerState = { ...s, note: null };
  for (let i = 0; i < count; i++) {
    const sample = next.samples[next.cursor] as Sample;
    const r = trainStep(next.weights, sample, next.rate);
    const epochMistakes = next.epochMistakes + (r.mistake ? 1 : 0);
    const last = { index: next.cursor, mistake: r.mistake, before: next.weights };
    const cursor = (next.cursor + 1) % next.samples.length;
    const ended = cursor === 0;
    next = {
      ...next,
      weights: r.weights,
      last,
      cursor,
      epochMistakes: ended ? 0 : epochMistakes,
      history: ended ? [...next.history, epochMistakes] : next.history,
    };
  }
  return next;
}

export function trainerReducer(s: TrainerState, a: TrainerAction): TrainerState {
  switch (a.type) {
    case "preset":
      return {
        ...freshState(a.preset, s.seed),
        rate: s.rate,
        note: a.preset === "own" ? msg`Loaded an empty plane.` : msg`Loaded the preset.`,
      };
    case "weights":
      return { ...s, weights: a.weights, last: null, hidden: false, note: null };
    case "rate":
      return { ...s, rate: a.rate, note: null };
    case "step":
      return steps({ ...s, hidden: false }, a.count);
    case "epoch": {
      const next = steps({ ...s, hidden: false }, s.samples.length - s.cursor);
      const done = next.history.at(-1) === 0 || next.history.length - s.runFrom >= MAX_EPOCHS;
      return { ...next, running: next.running && !done };
    }
    case "runAll": {
      let next = s;
      while (next.running) next = trainerReducer(next, { type: "epoch" });
      return next;
    }
    case "run":
      return {
        ...s,
        running: a.running && s.samples.length > 0,
        hidden: false,
        runFrom: s.history.length,
        note: a.running ? null : msg`Training stopped.`,
      };
    case "hidden":
      return { ...s, hidden: a.on, note: null };
    case "newPoint":
      return { ...s, newPoint: a.point };
    case "add": {
      const samples = [...s.samples, { x1: a.x1, x2: a.x2, target: a.cls }];
      const { x1, x2 } = a;
      return {
        ...s,
        preset: "own",
        samples,
        history: [],
        cursor: 0,
        epochMistakes: 0,
        last: null,
        hidden: false,
        note:
          a.cls === 0 ? msg`Added a blue circle at (${x1}, ${x2}).` : msg`Added an orange triangle at (${x1}, ${x2}).`,
      };
    }
    case "clear":
      return { ...freshState("own", s.seed), rate: s.rate, note: msg`All points removed.` };
    case "newData":
      return { ...freshState("clusters", a.seed), rate: s.rate, note: msg`New random clusters.` };
    case "reset":
      return { ...freshState("and", START_SEED), note: msg`Reset to the start.` };
  }
}
