import { describe, expect, it } from "vitest";
import {
  DEFAULT_SEED,
  DEFAULT_SENSORS,
  kalman,
  meanError,
  movingAverage,
  rmse,
  START_DISTANCE,
  STEPS,
  simulateDrive,
} from "./logic.ts";

const trace = simulateDrive(DEFAULT_SEED, DEFAULT_SENSORS);
const both = { useUltrasonic: true, useLidar: true, useMotion: true };
const estimates = (steps: ReturnType<typeof kalman>) => steps.map((s) => s.estimate);

describe("noisy sensor lab", () => {
  it("drives from 10 m towards the wall, the same way for the same seed", () => {
    expect(trace.truth).toHaveLength(STEPS + 1);
    expect(trace.truth[0]).toBe(START_DISTANCE);
    expect(trace.truth.at(-1)).toBeLessThan(3);
    expect(simulateDrive(DEFAULT_SEED, DEFAULT_SENSORS)).toEqual(trace);
  });

  it("no sensor is perfect: the ultrasonic errors match its noise setting, and the lidar drops out", () => {
    expect(rmse(trace.ultrasonic, trace.truth)).toBeGreaterThan(0.3);
    expect(rmse(trace.ultrasonic, trace.truth)).toBeLessThan(0.5);
    expect(rmse(trace.lidar, trace.truth)).toBeLessThan(0.08);
    const drops = trace.lidar.filter((l) => l === null).length / trace.lidar.length;
    expect(drops).toBeGreaterThan(0.1);
    expect(drops).toBeLessThan(0.4);
  });

  it("a noise slider scales the same errors rather than drawing new ones", () => {
    const louder = simulateDrive(DEFAULT_SEED, { ...DEFAULT_SENSORS, ultrasonicNoise: 0.8 });
    const err = (t: typeof trace, i: number) => (t.ultrasonic[i] ?? 0) - (t.truth[i] ?? 0);
    expect(err(louder, 7)).toBeCloseTo(2 * err(trace, 7), 10);
    expect(louder.truth).toEqual(trace.truth);
  });

  it("a moving average smooths noise around a still target", () => {
    const still = Array.from({ length: 60 }, (_, i) => 5 + (i % 2 ? 0.4 : -0.4));
    const smooth = movingAverage(still, 4);
    expect(smooth.slice(4).every((v) => Math.abs(v - 5) < 1e-9)).toBe(true);
    expect(movingAverage([1, 2, 3, 4], 2)).toEqual([1, 1.5, 2.5, 3.5]);
  });

  it("a long moving average lags behind a moving robot: it thinks the wall is further than it is", () => {
    const lagging = movingAverage(trace.ultrasonic, 15);
    expect(meanError(lagging, trace.truth)).toBeGreaterThan(0.5);
    expect(meanError(movingAverage(trace.ultrasonic, 3), trace.truth)).toBeLessThan(0.3);
  });

  it("combining readings with a motion model beats trusting any one sensor", () => {
    const k = rmse(estimates(kalman(trace, DEFAULT_SENSORS, both)), trace.truth);
    expect(k).toBeLessThan(rmse(trace.ultrasonic, trace.truth));
    expect(k).toBeLessThan(rmse(trace.lidar, trace.truth));
    expect(k).toBeLessThan(rmse(movingAverage(trace.ultrasonic, 5), trace.truth));
  });

  it("adding the lidar, or the motion model, improves the Kalman estimate", () => {
    const full = rmse(estimates(kalman(trace, DEFAULT_SENSORS, both)), trace.truth);
    const noLidar = rmse(estimates(kalman(trace, DEFAULT_SENSORS, { ...both, useLidar: false })), trace.truth);
    const noMotion = rmse(estimates(kalman(trace, DEFAULT_SENSORS, { ...both, useMotion: false })), trace.truth);
    expect(full).toBeLessThan(noLidar);
    expect(full).toBeLessThan(noMotion);
  });

  it("trusts a noisier sensor less: a smaller Kalman gain", () => {
    const quiet = { ...DEFAULT_SENSORS, ultrasonicNoise: 0.2 };
    const loud = { ...DEFAULT_SENSORS, ultrasonicNoise: 1 };
    const only = { ...both, useLidar: false };
    const gainQuiet = kalman(simulateDrive(DEFAULT_SEED, quiet), quiet, only)[20]?.ultrasonicGain ?? 0;
    const gainLoud = kalman(simulateDrive(DEFAULT_SEED, loud), loud, only)[20]?.ultrasonicGain ?? 1;
    expect(gainQuiet).toBeGreaterThan(gainLoud);
    expect(gainQuiet).toBeLessThan(1);
    expect(gainLoud).toBeGreaterThan(0);
  });

  it("every reading shrinks the uncertainty; with no readings it grows step by step", () => {
    const steps = kalman(trace, DEFAULT_SENSORS, both);
    for (const s of steps) expect(s.variance).toBeLessThan(s.predictedVariance);
    const blind = kalman(trace, DEFAULT_SENSORS, { ...both, useUltrasonic: false, useLidar: false });
    for (let i = 1; i < blind.length; i++) {
      expect(blind[i]?.variance ?? 0).toBeGreaterThan(blind[i - 1]?.variance ?? Number.POSITIVE_INFINITY);
    }
  });

  it("uncertainty is larger on steps where the lidar dropped out", () => {
    const steps = kalman(trace, DEFAULT_SENSORS, both);
    const late = steps.map((s, i) => ({ s, dropped: trace.lidar[i] === null })).slice(20);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const withLidar = mean(late.filter((x) => !x.dropped).map((x) => x.s.variance));
    const without = mean(late.filter((x) => x.dropped).map((x) => x.s.variance));
    expect(without).toBeGreaterThan(withLidar);
  });
});
