import { describe, expect, it } from "vitest";
import { gaussian, mulberry32, randomInt, shuffle } from "./random.ts";

describe("seeded randomness", () => {
  it("repeats exactly for the same seed and differs for another", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(c()).not.toBe(first[0]);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });

  it("draws integers within the bounds, and every value in a small range", () => {
    const random = mulberry32(1);
    const seen = new Set(Array.from({ length: 200 }, () => randomInt(random, 1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("shuffles without losing or adding items", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = shuffle(items, mulberry32(7));
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it("gives normal draws centred on the mean", () => {
    const random = mulberry32(3);
    const draws = Array.from({ length: 2000 }, () => gaussian(random, 10, 2));
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    expect(mean).toBeGreaterThan(9.8);
    expect(mean).toBeLessThan(10.2);
  });
});
