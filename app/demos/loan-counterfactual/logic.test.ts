import { describe, expect, it } from "vitest";
import {
  type Applicant,
  applyChanges,
  approved,
  describeChanges,
  FEATURES,
  type FeatureId,
  feature,
  points,
  randomApplicant,
  START_APPLICANT,
  score,
  smallestChange,
  THRESHOLD,
} from "./logic.ts";

const ALL = new Set<FeatureId>(["income", "debt", "years", "savings"]);
const apply = (a: Applicant, cf: NonNullable<ReturnType<typeof smallestChange>>): Applicant =>
  applyChanges(a, cf.changes);

describe("loan scorecard and counterfactuals", () => {
  it("adds up the points of the starting applicant: 95, just short of 100", () => {
    const { total, parts } = score(START_APPLICANT);
    expect(parts.map((p) => p.points)).toEqual([30, 30, 20, 10, 20, -15]);
    expect(total).toBe(95);
    expect(approved(START_APPLICANT)).toBe(false);
    expect(THRESHOLD).toBe(100);
  });

  it("reads the bands at their edges", () => {
    expect(points(feature("income"), 44)).toBe(20);
    expect(points(feature("income"), 45)).toBe(30);
    expect(points(feature("debt"), 0)).toBe(30);
    expect(points(feature("debt"), 4)).toBe(20);
    expect(points(feature("debt"), 5)).toBe(10);
  });

  it("finds the smallest change for the starting applicant: €9,000 more savings", () => {
    const cf = smallestChange(START_APPLICANT, ALL);
    expect(cf).not.toBeNull();
    if (!cf) return;
    expect(cf.changes).toEqual([{ id: "savings", from: 6, to: 15 }]);
    expect(cf.effort).toBe(9);
    expect(approved(apply(START_APPLICANT, cf))).toBe(true);
    expect(describeChanges(cf)).toBe("You would be approved if your savings were €15,000 instead of €6,000.");
  });

  it("the change it finds flips the decision and no cheaper change does (checked by brute force)", () => {
    let tested = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const a = randomApplicant(seed);
      if (approved(a)) continue;
      tested++;
      const cf = smallestChange(a, ALL);
      let cheapest = Number.POSITIVE_INFINITY;
      for (let income = a.income; income <= 100; income++)
        for (let debt = a.debt; debt >= 0; debt--)
          for (let years = a.years; years <= Math.max(a.years, 6); years++)
            for (let savings = a.savings; savings <= Math.max(a.savings, 15); savings++) {
              const b = { ...a, income, debt, years, savings };
              if (!approved(b)) continue;
              const effort = (income - a.income) * 2 + (a.debt - debt) + (years - a.years) * 6 + (savings - a.savings);
              cheapest = Math.min(cheapest, effort);
            }
      if (cheapest === Number.POSITIVE_INFINITY) {
        expect(cf).toBeNull();
      } else {
        expect(cf?.effort).toBe(cheapest);
        if (cf) expect(approved(apply(a, cf))).toBe(true);
      }
    }
    expect(tested).toBeGreaterThanOrEqual(3);
  });

  it("never suggests changing age or past missed payments", () => {
    for (let seed = 10; seed < 30; seed++) {
      const cf = smallestChange(randomApplicant(seed), ALL);
      for (const c of cf?.changes ?? []) expect(["age", "missed"]).not.toContain(c.id);
    }
    expect(FEATURES.filter((f) => !f.actionable).map((f) => f.id)).toEqual(["missed", "age"]);
  });

  it("only changes the features the person allows, and gives up when those cannot reach 100", () => {
    const onlyIncome = smallestChange(START_APPLICANT, new Set<FeatureId>(["income"]));
    expect(onlyIncome?.changes).toEqual([{ id: "income", from: 46, to: 60 }]);
    const weak: Applicant = { income: 10, debt: 40, years: 0, missed: 4, savings: 0, age: 30 };
    expect(smallestChange(weak, new Set<FeatureId>(["years"]))).toBeNull();
  });

  it("an approved applicant needs no change", () => {
    const rich: Applicant = { income: 70, debt: 0, years: 8, missed: 0, savings: 20, age: 40 };
    expect(smallestChange(rich, ALL)).toEqual({ changes: [], effort: 0, newTotal: 150 });
  });

  it("removing age from the scorecard approves the young starting applicant", () => {
    expect(score(START_APPLICANT, false).total).toBe(110);
    expect(approved(START_APPLICANT, false)).toBe(true);
    const older = { ...START_APPLICANT, age: 40 };
    expect(approved(older, true)).toBe(true);
  });
});
