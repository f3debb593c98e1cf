import { describe, expect, it } from "vitest";
import {
  CROWD_STEPS,
  count,
  FPR_STEPS,
  iconLayout,
  iconScale,
  nearestStep,
  outcome,
  PRESETS,
  percent,
} from "./logic.ts";

describe("false-alarm calculator", () => {
  it("at a 50,000 stadium with 10 wanted, 90% TPR and 0.1% FPR: about 9 true and 50 false alerts", () => {
    const o = outcome({ crowd: 50_000, wanted: 10, tpr: 0.9, fpr: 0.001 });
    expect(o.trueAlerts).toBeCloseTo(9);
    expect(o.misses).toBeCloseTo(1);
    expect(o.falseAlerts).toBeCloseTo(49.99);
    expect(o.shareReal).toBeCloseTo(9 / 58.99, 3);
    expect(o.shareReal ?? 1).toBeLessThan(0.2);
  });

  it("in a crowd of 100,000 with 10 wanted people, 99% TPR and 1% FPR, fewer than 1% of alerts are real", () => {
    const o = outcome({ crowd: 100_000, wanted: 10, tpr: 0.99, fpr: 0.01 });
    expect(o.falseAlerts).toBeCloseTo(999.9);
    expect(o.shareReal ?? 1).toBeLessThan(0.01);
    // ...while the system is "99% accurate" over everyone in the crowd.
    expect(o.accuracy).toBeGreaterThan(0.98);
  });

  it("with no false positives every alert is real", () => {
    expect(outcome({ crowd: 20_000, wanted: 4, tpr: 0.8, fpr: 0 }).shareReal).toBe(1);
  });

  it("has no alert share when nobody is flagged", () => {
    expect(outcome({ crowd: 1_000, wanted: 0, tpr: 0.9, fpr: 0 }).shareReal).toBeNull();
  });

  it("the rarer the target, the smaller the share of real alerts", () => {
    const share = (wanted: number) => outcome({ crowd: 50_000, wanted, tpr: 0.9, fpr: 0.001 }).shareReal ?? 0;
    expect(share(1)).toBeLessThan(share(10));
    expect(share(10)).toBeLessThan(share(100));
  });

  it("never has more wanted people than the crowd", () => {
    const o = outcome({ crowd: 1_000, wanted: 5_000, tpr: 1, fpr: 0.5 });
    expect(o.trueAlerts).toBe(1_000);
    expect(o.falseAlerts).toBe(0);
  });

  it("in every preset, false alerts outnumber true ones", () => {
    for (const p of PRESETS) {
      const o = outcome(p.inputs);
      expect(o.falseAlerts).toBeGreaterThan(o.trueAlerts);
    }
  });

  it("keeps the icon grid small by letting one icon stand for several people", () => {
    const few = iconLayout(outcome({ crowd: 50_000, wanted: 10, tpr: 0.9, fpr: 0.001 }));
    expect(few).toEqual({ perIcon: 1, trueIcons: 9, falseIcons: 50, missIcons: 1 });
    const many = iconLayout(outcome({ crowd: 1_000_000, wanted: 10, tpr: 0.99, fpr: 0.05 }));
    expect(many.perIcon).toBeGreaterThan(1);
    expect(many.trueIcons + many.falseIcons + many.missIcons).toBeLessThanOrEqual(401);
  });

  it("states the grid's scale for every preset: one person per icon at the stadium and airport, two at the station", () => {
    const scales = Object.fromEntries(PRESETS.map((p) => [p.id, iconScale(iconLayout(outcome(p.inputs)).perIcon)]));
    expect(scales).toEqual({
      stadium: "1 icon = 1 person",
      station: "1 icon = 2 people",
      airport: "1 icon = 1 person",
    });
    expect(iconScale(1000)).toBe("1 icon = 1,000 people");
  });

  it("maps preset values onto the slider steps exactly", () => {
    for (const p of PRESETS) {
      expect(CROWD_STEPS[nearestStep(CROWD_STEPS, p.inputs.crowd)]).toBe(p.inputs.crowd);
      expect(FPR_STEPS[nearestStep(FPR_STEPS, p.inputs.fpr)]).toBe(p.inputs.fpr);
    }
    expect(CROWD_STEPS[nearestStep(CROWD_STEPS, 50_000)]).toBe(50_000);
    expect(FPR_STEPS[nearestStep(FPR_STEPS, 0.001)]).toBe(0.001);
  });

  it("formats counts and percentages for people", () => {
    expect(count(49.99)).toBe("50");
    expect(count(2.97)).toBe("3");
    expect(count(0.9)).toBe("0.9");
    expect(percent(0.001)).toBe("0.1%");
    expect(percent(0.0001)).toBe("0.01%");
    expect(percent(0.1526)).toBe("15.3%");
    expect(percent(0.0098)).toBe("0.98%");
    expect(percent(0.99990002)).toBe("99.99%");
  });
});
