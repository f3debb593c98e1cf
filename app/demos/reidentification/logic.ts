// Re-identification challenge: 40 fictional patients with names removed but ZIP code, birth
// year and gender kept (the "quasi-identifiers"). An attacker who knows those three facts
// about a neighbor can often single out one row. A data protector generalises the columns
// (shorter ZIP, age bands, hidden gender) until every combination is shared by at least k
// people (k-anonymity), at a cost in usefulness.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { mulberry32, randomInt } from "#app/platform/random.ts";

export const DATA_SEED = 87;

export type Gender = "F" | "M";

export interface Patient {
  zip: string;
  birthYear: number;
  gender: Gender;
  diagnosis: string;
}

const ZIPS = ["47201", "47203", "47208", "47215", "47302", "47306"];
const DIAGNOSES = ["Asthma", "Diabetes", "Migraine", "Eczema", "High blood pressure", "Back pain"];

/** 40 fictional patients of the fictional Riverside Clinic, drawn from a fixed seed. */
export function makePatients(seed = DATA_SEED, count = 40): Patient[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => ({
    zip: ZIPS[randomInt(random, 0, ZIPS.length - 1)] ?? "47201",
    birthYear: randomInt(random, 1950, 2001),
    gender: random() < 0.5 ? "F" : "M",
    diagnosis: DIAGNOSES[randomInt(random, 0, DIAGNOSES.length - 1)] ?? "Asthma",
  }));
}

export const PATIENTS: readonly Patient[] = makePatients();

// ---- Generalisation ----

export interface Settings {
  /** 0 = full ZIP, 1 = first 4 digits, 2 = first 3 digits, 3 = hidden. */
  zip: 0 | 1 | 2 | 3;
  /** 0 = exact year, 1 = 5-year band, 2 = 10-year band, 3 = hidden. */
  year: 0 | 1 | 2 | 3;
  /** 0 = shown, 1 = hidden. */
  gender: 0 | 1;
}

export const FULL_DETAIL: Settings = { zip: 0, year: 0, gender: 0 };
export const MAX_LEVEL = { zip: 3, year: 3, gender: 1 } as const;

export const ZIP_LEVELS = [msg`Full ZIP code`, msg`First 4 digits`, msg`First 3 digits`, msg`Hidden`] as const;
export const YEAR_LEVELS = [msg`Exact birth year`, msg`5-year bands`, msg`10-year bands`, msg`Hidden`] as const;
export const GENDER_LEVELS = [msg`Shown`, msg`Hidden`] as const;

export function generalZip(zip: string, level: Settings["zip"]): string {
  const keep = [5, 4, 3, 0][level] ?? 0;
  return zip.slice(0, keep).padEnd(5, "*");
}

export function yearBand(year: number, level: Settings["year"]): [number, number] | null {
  if (level === 0) return [year, year];
  if (level === 3) return null;
  const width = level === 1 ? 5 : 10;
  const start = Math.floor(year / width) * width;
  return [start, start + width - 1];
}

export function generalYear(year: number, level: Settings["year"]): string {
  const band = yearBand(year, level);
  if (!band) return "*";
  return band[0] === band[1] ? String(band[0]) : `${band[0]}–${band[1]}`;
}

export interface Released {
  zip: string;
  year: string;
  gender: string;
  diagnosis: string;
}

/** A row as it would be published with these settings. */
export function release(p: Patient, s: Settings): Released {
  return {
    zip: generalZip(p.zip, s.zip),
    year: generalYear(p.birthYear, s.year),
    gender: s.gender ? "*" : p.gender,
    diagnosis: p.diagnosis,
  };
}

const groupKey = (r: Released) => `${r.zip}|${r.year}|${r.gender}`;

/** How many published rows share each row's quasi-identifiers (its equivalence class). */
export function groupSizes(patients: readonly Patient[], s: Settings): number[] {
  const keys = patients.map((p) => groupKey(release(p, s)));
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return keys.map((k) => counts.get(k) ?? 0);
}

export interface Privacy {
  /** k-anonymity: the smallest group; every row hides among at least k rows. */
  k: number;
  groups: number;
  /** Rows that are alone in their group: anyone who knows their facts finds them. */
  unique: number;
}

export function privacy(patients: readonly Patient[], s: Settings): Privacy {
  const sizes = groupSizes(patients, s);
  const groups = new Set(patients.map((p) => groupKey(release(p, s)))).size;
  return { k: Math.min(...sizes), groups, unique: sizes.filter((n) => n === 1).length };
}

/**
 * Share of detail kept, from 1 (nothing generalised) to 0 (everything hidden): one minus the
 * average of level / highest level over the three columns (Sweeney's "precision" measure).
 */
export function usefulness(s: Settings): number {
  const loss = s.zip / MAX_LEVEL.zip + s.year / MAX_LEVEL.year + s.gender / MAX_LEVEL.gender;
  return 1 - loss / 3;
}

// ---- The attacker ----

export interface Facts {
  zip: string | null;
  birthYear: number | null;
  gender: Gender | null;
}

export const NO_FACTS: Facts = { zip: null, birthYear: null, gender: null };

/** Could this published row be someone with these facts? (Generalised values match anything they cover.) */
export function consistent(p: Patient, facts: Facts, s: Settings): boolean {
  const r = release(p, s);
  if (facts.zip !== null && !facts.zip.startsWith(r.zip.replace(/\*+$/, ""))) return false;
  if (facts.birthYear !== null) {
    const band = yearBand(p.birthYear, s.year);
    if (band && (facts.birthYear < band[0] || facts.birthYear > band[1])) return false;
  }
  if (facts.gender !== null && r.gender !== "*" && r.gender !== facts.gender) return false;
  return true;
}

export function matches(patients: readonly Patient[], facts: Facts, s: Settings): number[] {
  return patients.flatMap((p, i) => (consistent(p, facts, s) ? [i] : []));
}

export interface Target {
  name: string;
  how: MessageDescriptor;
  row: number;
}

/** Fictional people the attacker knows something about, each one of the 40 rows. */
export const TARGETS: readonly Target[] = [
  { name: "Dana Moss", how: msg`your neighbor; her birthday party was on social media`, row: 3 },
  { name: "Sam Okoye", how: msg`a colleague who mentions his age and where he lives`, row: 17 },
  { name: "Alex Brandt", how: msg`named in a local news story about a charity run`, row: 29 },
];

export function factsOf(p: Patient): Facts {
  return { zip: p.zip, birthYear: p.birthYear, gender: p.gender };
}
