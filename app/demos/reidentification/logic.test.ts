import { describe, expect, it } from "vitest";
import {
  consistent,
  FULL_DETAIL,
  factsOf,
  generalYear,
  generalZip,
  groupSizes,
  makePatients,
  matches,
  NO_FACTS,
  PATIENTS,
  privacy,
  release,
  type Settings,
  TARGETS,
  usefulness,
} from "./logic.ts";

const ALL_SETTINGS: Settings[] = [0, 1, 2, 3].flatMap((zip) =>
  [0, 1, 2, 3].flatMap((year) => [0, 1].map((gender) => ({ zip, year, gender }) as Settings)),
);
const coarserOrEqual = (a: Settings, b: Settings) => a.zip >= b.zip && a.year >= b.year && a.gender >= b.gender;

describe("re-identification", () => {
  it("has 40 fictional patients, the same every time", () => {
    expect(PATIENTS).toHaveLength(40);
    expect(makePatients()).toEqual(PATIENTS);
  });

  it("removing names is not anonymisation: ZIP, birth year and gender single out almost everyone", () => {
    const p = privacy(PATIENTS, FULL_DETAIL);
    expect(p.k).toBe(1);
    expect(p.unique).toBeGreaterThanOrEqual(36);
  });

  it("an attacker who knows a target's three facts finds exactly one row: the target's", () => {
    for (const target of TARGETS) {
      const person = PATIENTS[target.row];
      if (!person) throw new Error("target row missing");
      expect(matches(PATIENTS, factsOf(person), FULL_DETAIL)).toEqual([target.row]);
    }
  });

  it("knowing fewer facts leaves more candidates", () => {
    const person = PATIENTS[TARGETS[0]?.row ?? 0];
    if (!person) throw new Error("target row missing");
    const all = matches(PATIENTS, NO_FACTS, FULL_DETAIL).length;
    const zipOnly = matches(PATIENTS, { ...NO_FACTS, zip: person.zip }, FULL_DETAIL).length;
    expect(all).toBe(40);
    expect(zipOnly).toBeGreaterThan(1);
    expect(zipOnly).toBeLessThan(all);
  });

  it("generalising a column never lowers k and never raises usefulness", () => {
    for (const a of ALL_SETTINGS) {
      for (const b of ALL_SETTINGS) {
        if (!coarserOrEqual(a, b)) continue;
        expect(privacy(PATIENTS, a).k).toBeGreaterThanOrEqual(privacy(PATIENTS, b).k);
        expect(usefulness(a)).toBeLessThanOrEqual(usefulness(b));
      }
    }
  });

  it("k rises as columns are generalised while usefulness falls, down to nothing when all is hidden", () => {
    const coarse: Settings = { zip: 2, year: 3, gender: 0 };
    expect(privacy(PATIENTS, coarse).k).toBeGreaterThanOrEqual(2);
    expect(usefulness(FULL_DETAIL)).toBe(1);
    expect(usefulness(coarse)).toBeCloseTo(1 - (2 / 3 + 1) / 3);
    const hidden: Settings = { zip: 3, year: 3, gender: 1 };
    expect(privacy(PATIENTS, hidden)).toEqual({ k: 40, groups: 1, unique: 0 });
    expect(usefulness(hidden)).toBe(0);
  });

  it("once the data is k-anonymous, the attacker's facts match at least k rows", () => {
    const coarse: Settings = { zip: 2, year: 3, gender: 0 };
    const k = privacy(PATIENTS, coarse).k;
    for (const target of TARGETS) {
      const person = PATIENTS[target.row];
      if (!person) throw new Error("target row missing");
      const found = matches(PATIENTS, factsOf(person), coarse);
      expect(found.length).toBeGreaterThanOrEqual(k);
      expect(found).toContain(target.row);
    }
  });

  it("writes generalised values as a publisher would", () => {
    expect(generalZip("47203", 0)).toBe("47203");
    expect(generalZip("47203", 1)).toBe("4720*");
    expect(generalZip("47203", 2)).toBe("472**");
    expect(generalZip("47203", 3)).toBe("*****");
    expect(generalYear(1987, 1)).toBe("1985–1989");
    expect(generalYear(1987, 2)).toBe("1980–1989");
    expect(generalYear(1987, 3)).toBe("*");
    const row = { zip: "47203", birthYear: 1987, gender: "F" as const, diagnosis: "Asthma" };
    expect(release(row, { zip: 2, year: 1, gender: 1 })).toEqual({
      zip: "472**",
      year: "1985–1989",
      gender: "*",
      diagnosis: "Asthma",
    });
    expect(consistent(row, { zip: "47208", birthYear: 1989, gender: "M" }, { zip: 2, year: 1, gender: 1 })).toBe(true);
    expect(consistent(row, { zip: "47302", birthYear: 1989, gender: null }, { zip: 2, year: 1, gender: 1 })).toBe(
      false,
    );
    expect(groupSizes([row, row], FULL_DETAIL)).toEqual([2, 2]);
  });
});
