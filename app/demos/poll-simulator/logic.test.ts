import { describe, expect, it } from "vitest";
import { mulberry32 } from "#app/platform/random.ts";
import {
  DEFAULT_SEED,
  drawSample,
  histogram,
  makePopulation,
  POPULATION,
  reachable,
  runPolls,
  summarize,
  yesShare,
} from "./logic.ts";

const people = makePopulation(DEFAULT_SEED);
const truth = yesShare(people);
const polls = (method: Parameters<typeof runPolls>[1], n: number) =>
  summarize(runPolls(people, method, n, 100, mulberry32(7)), truth);

describe("poll simulator", () => {
  it("builds the same town of 1,000 people from the same seed, and a different one from another", () => {
    expect(people).toHaveLength(POPULATION);
    expect(makePopulation(DEFAULT_SEED)).toEqual(people);
    expect(yesShare(makePopulation(DEFAULT_SEED + 1))).not.toBe(truth);
    expect(truth).toBeGreaterThan(0.4);
    expect(truth).toBeLessThan(0.6);
  });

  it("a convenience sample from one neighborhood misses the true split by more than a random sample does, on the built-in seed", () => {
    const random = polls("random", 100);
    const city = polls("city", 100);
    expect(Math.abs(random.bias)).toBeLessThan(0.02);
    expect(Math.abs(city.bias)).toBeGreaterThan(0.15);
    expect(Math.abs(city.bias)).toBeGreaterThan(5 * Math.abs(random.bias));
  });

  it("a bigger random sample is less spread out and still centered on the truth", () => {
    const small = polls("random", 20);
    const big = polls("random", 300);
    expect(big.spread).toBeLessThan(small.spread / 3);
    expect(Math.abs(big.bias)).toBeLessThan(0.01);
    expect(big.within3).toBeGreaterThan(small.within3);
  });

  it("a bigger biased sample is confidently wrong: narrower than a small random poll, but far off", () => {
    for (const method of ["city", "night", "volunteers"] as const) {
      const big = polls(method, 300);
      expect(big.spread).toBeLessThan(polls("random", 20).spread);
      expect(Math.abs(big.bias)).toBeGreaterThan(0.05);
      expect(big.within3).toBe(0);
    }
  });

  it("volunteers under-count supporters, because opponents answer more often", () => {
    expect(polls("volunteers", 100).bias).toBeLessThan(-0.1);
  });

  it("never asks anyone twice, and never more people than can be reached", () => {
    const random = mulberry32(3);
    const sample = drawSample(people, "city", 500, random);
    expect(sample).toHaveLength(reachable(people, "city").length);
    expect(new Set(sample.map((p) => p.id)).size).toBe(sample.length);
    expect(sample.every((p) => p.district === "city")).toBe(true);
    expect(drawSample(people, "random", 50, random)).toHaveLength(50);
  });

  it("summarises and bins poll results", () => {
    const s = summarize([0.4, 0.5, 0.6], 0.5);
    expect(s.mean).toBeCloseTo(0.5);
    expect(s.spread).toBeCloseTo(Math.sqrt(0.02 / 3));
    expect(s.within3).toBeCloseTo(1 / 3);
    const bins = histogram([0, 0.01, 0.5, 0.99, 1], 0.02);
    expect(bins).toHaveLength(50);
    expect(bins.reduce((a, b) => a + b, 0)).toBe(5);
    expect(bins[0]).toBe(2);
    expect(bins[25]).toBe(1);
    expect(bins[49]).toBe(2);
  });
});
