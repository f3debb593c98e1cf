// Noisy sensor lab: a robot drives towards a wall along a straight track. Two simulated
// sensors measure the distance: an ultrasonic sensor (noisy) and a lidar (accurate, but some
// readings drop out). Estimates: a trailing moving average of the ultrasonic readings, and a
// one-dimensional Kalman filter that blends a motion prediction (the robot knows its commanded
// speed) with every available reading, each weighted by how uncertain it is.

import { gaussian, mulberry32 } from "#app/platform/random.ts";

export const DEFAULT_SEED = 1960;
export const DT = 0.2;
export const STEPS = 80;
export const START_DISTANCE = 10;
/** Commanded speed towards the wall, meters per second. */
export const SPEED = 0.5;
/** How much the real speed wobbles around the commanded one (wheel slip), meters per second. */
export const SPEED_WOBBLE = 0.08;

export interface SensorSettings {
  /** Standard deviation of the ultrasonic error, meters. */
  ultrasonicNoise: number;
  /** Standard deviation of the lidar error, meters. */
  lidarNoise: number;
  /** Share of lidar readings that are missing, 0 to 1. */
  dropout: number;
}

export const DEFAULT_SENSORS: SensorSettings = { ultrasonicNoise: 0.4, lidarNoise: 0.05, dropout: 0.25 };

export interface Trace {
  time: number[];
  truth: number[];
  ultrasonic: number[];
  /** null where the lidar returned nothing. */
  lidar: (number | null)[];
}

/**
 * One drive. The random draws depend only on the seed, so moving a noise slider scales the same
 * errors up or down rather than drawing new ones.
 */
export function simulateDrive(seed: number, s: SensorSettings): Trace {
  const random = mulberry32(seed);
  const trace: Trace = { time: [], truth: [], ultrasonic: [], lidar: [] };
  let distance = START_DISTANCE;
  for (let i = 0; i <= STEPS; i++) {
    if (i > 0) distance -= (SPEED + gaussian(random, 0, SPEED_WOBBLE)) * DT;
    const u = gaussian(random);
    const l = gaussian(random);
    const drop = random();
    trace.time.push(Math.round(i * DT * 10) / 10);
    trace.truth.push(distance);
    trace.ultrasonic.push(distance + s.ultrasonicNoise * u);
    trace.lidar.push(drop < s.dropout ? null : distance + s.lidarNoise * l);
  }
  return trace;
}

/** Trailing moving average: the mean of the last `window` values (fewer at the start). */
export function movingAverage(values: readonly number[], window: number): number[] {
  const out: number[] = [];
  let sum = 0;
  values.forEach((v, i) => {
    sum += v;
    if (i >= window) sum -= values[i - window] ?? 0;
    out.push(sum / Math.min(i + 1, window));
  });
  return out;
}

export interface KalmanOptions {
  useUltrasonic: boolean;
  useLidar: boolean;
  /** Whether the filter predicts motion from the commanded speed. */
  useMotion: boolean;
}

export interface KalmanStep {
  /** Estimate and variance after the motion prediction, before any reading. */
  predicted: number;
  predictedVariance: number;
  /** Kalman gain for each reading used: how far the estimate moves towards it (0 to 1). */
  ultrasonicGain: number | null;
  lidarGain: number | null;
  estimate: number;
  variance: number;
}

/** Variance the filter adds each step for what the motion model cannot know (wheel slip). */
export const PROCESS_VARIANCE = (SPEED_WOBBLE * DT) ** 2 * 4;
/** Without a motion model, the filter assumes the robot could have moved this far. */
const NO_MOTION_VARIANCE = (SPEED * DT) ** 2;
/** Floor on sensor variance, so a "perfect" sensor does not divide by zero. */
const MIN_SENSOR_VARIANCE = 1e-4;

export function kalman(trace: Trace, s: SensorSettings, o: KalmanOptions): KalmanStep[] {
  const steps: KalmanStep[] = [];
  let x = START_DISTANCE - 1; // a rough first guess
  let p = 4; // and how unsure it is: ±2 m
  const rU = Math.max(MIN_SENSOR_VARIANCE, s.ultrasonicNoise ** 2);
  const rL = Math.max(MIN_SENSOR_VARIANCE, s.lidarNoise ** 2);
  const update = (z: number, r: number) => {
    const k = p / (p + r);
    x += k * (z - x);
    p *= 1 - k;
    return k;
  };
  trace.truth.forEach((_, i) => {
    if (i > 0) {
      if (o.useMotion) {
        x -= SPEED * DT;
        p += PROCESS_VARIANCE;
      } else {
        p += NO_MOTION_VARIANCE;
      }
    }
    const predicted = x;
    const predictedVariance = p;
    const u = trace.ultrasonic[i];
    const l = trace.lidar[i];
    const ultrasonicGain = o.useUltrasonic && u !== undefined ? update(u, rU) : null;
    const lidarGain = o.useLidar && l !== null && l !== undefined ? update(l, rL) : null;
    steps.push({ predicted, predictedVariance, ultrasonicGain, lidarGain, estimate: x, variance: p });
  });
  return steps;
}

/** Root-mean-square error against the truth, over the steps that have a value. */
export function rmse(estimates: readonly (number | null)[], truth: readonly number[]): number {
  let sum = 0;
  let n = 0;
  estimates.forEach((e, i) => {
    const t = truth[i];
    if (e === null || t === undefined) return;
    sum += (e - t) ** 2;
    n++;
  });
  return n ? Math.sqrt(sum / n) : Number.NaN;
}

/** Mean of (estimate − truth): positive means the estimate says the wall is further than it is. */
export function meanError(estimates: readonly number[], truth: readonly number[]): number {
  if (estimates.length === 0) return 0;
  return estimates.reduce((s, e, i) => s + (e - (truth[i] ?? 0)), 0) / estimates.length;
}
