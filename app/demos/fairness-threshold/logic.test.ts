import { describe, expect, it } from "vitest";
import {
  type Applicant,
  brokenMeasures,
  DEFAULT_DATA,
  fourFifths,
  generate,
  histogram,
  matchThreshold,
  rates,
} from "./logic.ts";

const big = { ...DEFAULT_DATA, perGroup: 5000 };

describe("fairness threshold simulator", () => {
  it("generates 500 applicants per group whose base rates follow the settings", () => {
    const data = generate(1);
    expect(data.filter((a) => a.group === 0)).toHaveLength(500);
    expect(data.filter((a) => a.group === 1)).toHaveLength(500);
    const many = generate(2, big);
    expect(rates(many, 0, 0).baseRate).toBeCloseTo(0.5, 1);
    expect(rates(many, 1, 0).baseRate).toBeCloseTo(0.3, 1);
  });

  it("computes the confusion matrix and rates exactly on a small example", () => {
    const data: Applicant[] = [
      { group: 0, score: 90, qualified: true },
      { group: 0, score: 80, qualified: false },
      { group: 0, score: 60, qualified: true },
      { group: 0, score: 30, qualified: true },
      { group: 0, score: 10, qualified: false },
    ];
    const r = rates(data, 0, 50);
    expect(r).toMatchObject({ tp: 2, fp: 1, fn: 1, tn: 1, n: 5 });
    expect(r.selectionRate).toBeCloseTo(3 / 5);
    expect(r.tpr).toBeCloseTo(2 / 3);
    expect(r.fpr).toBeCloseTo(1 / 2);
    expect(r.precision).toBeCloseTo(2 / 3);
  });

  it("equal thresholds give unequal false-positive rates when base rates differ", () => {
    const data = generate(3, big);
    const a = rates(data, 0, 50);
    const b = rates(data, 1, 50);
    expect(a.fpr - b.fpr).toBeGreaterThan(0.05);
    expect(a.selectionRate - b.selectionRate).toBeGreaterThan(0.1);
    // ...while precision (how often a selected person is qualified) stays close: the scores are calibrated.
    expect(Math.abs(a.precision - b.precision)).toBeLessThan(0.06);
  });

  it("with equal base rates one threshold treats both groups alike", () => {
    const data = generate(4, { ...big, baseRates: [0.4, 0.4] });
    const a = rates(data, 0, 50);
    const b = rates(data, 1, 50);
    expect(brokenMeasures(a, b, 0.03)).toEqual([]);
  });

  it("equalizing true-positive rates breaks precision and false-positive parity", () => {
    const data = generate(5, big);
    const a = rates(data, 0, 50);
    const tB = matchThreshold(data, 1, "tpr", a.tpr);
    expect(tB).toBeLessThan(50);
    const b = rates(data, 1, tB);
    expect(Math.abs(a.tpr - b.tpr)).toBeLessThan(0.02);
    const broken = brokenMeasures(a, b).map((x) => x.measure);
    expect(broken).toContain("precision");
    expect(broken).not.toContain("tpr");
  });

  it("equalizing selection rates leaves the true-positive rates apart", () => {
    const data = generate(6, big);
    const a = rates(data, 0, 60);
    const b = rates(data, 1, matchThreshold(data, 1, "selectionRate", a.selectionRate));
    expect(Math.abs(a.selectionRate - b.selectionRate)).toBeLessThan(0.02);
    expect(brokenMeasures(a, b).map((x) => x.measure)).toContain("precision");
  });

  it("applies the four-fifths rule: 30 of 150 against 60 of 200 fails at 0.67", () => {
    const mk = (n: number, selected: number) => ({ selectionRate: selected / n }) as ReturnType<typeof rates>;
    const result = fourFifths(mk(200, 60), mk(150, 30));
    expect(result.ratio).toBeCloseTo(0.67, 2);
    expect(result.passes).toBe(false);
    expect(fourFifths(mk(100, 50), mk(100, 45)).passes).toBe(true);
  });

  it("bins every applicant of a group into the histogram", () => {
    const data = generate(7);
    const bins = histogram(data, 1);
    expect(bins.reduce((s, b) => s + b.qualified + b.unqualified, 0)).toBe(500);
    expect(bins.reduce((s, b) => s + b.qualified, 0)).toBe(rates(data, 1, 0).tp);
  });

  it("the same seed gives the same applicants", () => {
    expect(generate(9)).toEqual(generate(9));
    expect(generate(9)).not.toEqual(generate(10));
  });
});
