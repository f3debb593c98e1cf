// Data cleaning: 25 customer records of a fictional online shop, with problems planted on
// purpose (exact and near duplicates, country spelled five ways, mixed date formats, missing
// ages coded several ways, an impossible age, an email without "@"). Each tool is a pure
// function from table to table, so the order a learner applies them in changes the result.

import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { i18nFor } from "#app/site/i18n.ts";
import { DEFAULT_LANGUAGE } from "#app/site/locale.ts";

/** The instance English callers (tests) get by default; the demo passes the page's. */
const english = i18nFor(DEFAULT_LANGUAGE, {});

export interface Row {
  id: string;
  name: string;
  email: string;
  country: string;
  joined: string;
  age: string;
  /** Set when the age was filled in by a tool rather than given by the customer. */
  imputed?: boolean;
  /** Reasons a tool flagged this row for follow-up. */
  flags?: string[];
}

const RAW_TEXT = `C01|Amelia Hart|amelia.hart@example.com|UK|2023-01-14|34
C02|Luc Moreau|luc.moreau@example.org|France|03/02/2023|41
C03|Greta Holm|gretaholm.example.com|Germany|2023-02-20|29
C04|Tomasz Wren|T.Wren@example.com|U.K.|12 March 2023|52
C05|Niamh Byrne|niamh.b@example.org|Ireland|2023-03-18|n/a
C06|Oskar Lind|oskar.lind@example.com|DE|March 22, 2023|38
C07|Priya Raman|priya.r@example.com|United Kingdom|2023-04-02|27
C08|Hugo Vidal|hugo.vidal@example.org|Spain|09/04/2023|250
C09|Elsie Marsh|elsie.marsh@example.com|uk|2023-04-15|63
C10|Jonas Becker|jonas.becker@example.com|Germany|21 April 2023|
C11|Chloé Durand|chloe.durand@example.org|FR|2023-05-01|45
C12|Rosa Quill|rosa.quill@example.com|UK|May 6, 2023|31
C13|Declan Foy|declan.foy@example.org|Ireland|2023-05-19|999
C14|Ingrid Sol|ingrid.sol@example.com|Deutschland|2023-05-27|47
C15|Marcus Penn|marcus.penn@example.com|U.K.|02/06/2023|105
C07|Priya Raman|priya.r@example.com|United Kingdom|2023-04-02|27
C16|Lena Fischer|lena.fischer@example.org|Germany|2023-06-11|-
C17|tomasz  wren|t.wren@example.com|UK|2023-03-12|52
C18|Sofia Reyes|sofia.reyes@example.com|Spain|17 June 2023|36
C19|Yusuf Demir|yusuf.demir@example.com|Germany|2023-07-03|58
C20|Maeve Kelly|maeve.kelly@example.org|IE|July 9, 2023|24
C12|Rosa Quill|rosa.quill@example.com|UK|May 6, 2023|31
C21|Arthur Bell|arthur.bell@example.com|United Kingdom|2023-07-21|N/A
C22|Camille Roux|camille.roux@example.org|France|28/07/2023|33
C23|Beatriz Lago|beatriz.lago@example.com|Spain|2023-08-04|42`;

export const RAW: readonly Row[] = RAW_TEXT.split("\n").map((line) => {
  const [id = "", name = "", email = "", country = "", joined = "", age = ""] = line.split("|");
  return { id, name, email, country, joined, age };
});

export const FIELDS = ["name", "email", "country", "joined", "age"] as const;

// ---- Reading values ----

/** The ways this table writes "no age given". */
export const MISSING_CODES = ["", "n/a", "N/A", "-"];

/** The age as a number, or null when it is missing. 999 is a number here: only a person can tell it is a code. */
export function ageOf(row: Row): number | null {
  const text = row.age.trim();
  if (MISSING_CODES.includes(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export const MAX_AGE = 120;
export const isImpossibleAge = (age: number) => age < 16 || age > MAX_AGE;
export const isValidEmail = (email: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);

export const COUNTRY_NAMES: Record<string, string> = {
  uk: "United Kingdom",
  "u.k.": "United Kingdom",
  "united kingdom": "United Kingdom",
  france: "France",
  fr: "France",
  germany: "Germany",
  de: "Germany",
  deutschland: "Germany",
  ireland: "Ireland",
  ie: "Ireland",
  spain: "Spain",
};
const STANDARD_COUNTRIES = new Set(Object.values(COUNTRY_NAMES));
export const isStandardCountry = (country: string) => STANDARD_COUNTRIES.has(country);
export const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/**
 * Reads the four date styles in this table as year-month-day. Slashed dates are read day first
 * (the shop is in Europe), which is itself a cleaning decision. Returns null if unreadable.
 */
export function parseDate(text: string): string | null {
  const t = text.trim();
  let m = t.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (m) return t;
  m = t.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  m = t.match(/^(\d{1,2}) ([A-Za-z]+) (\d{4})$/);
  if (m) {
    const month = MONTHS.indexOf((m[2] ?? "").slice(0, 3).toLowerCase());
    if (month >= 0) return iso(Number(m[3]), month + 1, Number(m[1]));
  }
  m = t.match(/^([A-Za-z]+) (\d{1,2}), (\d{4})$/);
  if (m) {
    const month = MONTHS.indexOf((m[1] ?? "").slice(0, 3).toLowerCase());
    if (month >= 0) return iso(Number(m[3]), month + 1, Number(m[2]));
  }
  return null;
}

// ---- Tools: each returns a new table and what it did ----

export interface ToolResult {
  rows: Row[];
  message: string;
}

const normalise = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");
const exactKey = (r: Row) => FIELDS.map((f) => r[f]).join("|") + r.id;
const nearKey = (r: Row) => `${normalise(r.name)}|${normalise(r.email)}`;

/** Which rows repeat an earlier row: exactly, or nearly (same name and email apart from capitals and spaces). */
export function duplicateRows(rows: readonly Row[]): Map<number, "exact" | "near"> {
  const exact = new Set<string>();
  const near = new Set<string>();
  const found = new Map<number, "exact" | "near">();
  rows.forEach((row, i) => {
    if (exact.has(exactKey(row))) found.set(i, "exact");
    else if (near.has(nearKey(row))) found.set(i, "near");
    exact.add(exactKey(row));
    near.add(nearKey(row));
  });
  return found;
}

export function removeDuplicates(rows: readonly Row[], i18n: I18n = english): ToolResult {
  const found = duplicateRows(rows);
  const exactCount = [...found.values()].filter((k) => k === "exact").length;
  const nearCount = found.size - exactCount;
  const removed = found.size;
  return {
    rows: rows.filter((_, i) => !found.has(i)),
    message:
      found.size === 0
        ? i18n._(msg`No duplicates left to remove.`)
        : i18n._(
            msg`${plural(removed, { one: "Removed # duplicate row", other: "Removed # duplicate rows" })}: ${exactCount} exact, ${nearCount} near (same name and email apart from capitals and spaces).`,
          ),
  };
}

export function standardizeCountry(rows: readonly Row[], i18n: I18n = english): ToolResult {
  let changed = 0;
  const next = rows.map((row) => {
    const standard = COUNTRY_NAMES[row.country.trim().toLowerCase()];
    if (!standard || standard === row.country) return row;
    changed++;
    return { ...row, country: standard };
  });
  return {
    rows: next,
    message:
      changed === 0
        ? i18n._(msg`Country names were already standard.`)
        : i18n._(msg`Rewrote ${changed} country names in one standard form.`),
  };
}

export function parseDates(rows: readonly Row[], i18n: I18n = english): ToolResult {
  let changed = 0;
  const next = rows.map((row) => {
    const parsed = parseDate(row.joined);
    if (!parsed || parsed === row.joined) return row;
    changed++;
    return { ...row, joined: parsed };
  });
  return {
    rows: next,
    message:
      changed === 0
        ? i18n._(msg`All dates were already year-month-day.`)
        : i18n._(msg`Rewrote ${changed} dates as year-month-day (slashed dates read day first).`),
  };
}

export function flagImpossible(rows: readonly Row[], i18n: I18n = english): ToolResult {
  let ages = 0;
  let emails = 0;
  const next = rows.map((row) => {
    const age = ageOf(row);
    const badAge = age !== null && isImpossibleAge(age);
    const badEmail = row.email !== "" && !isValidEmail(row.email);
    if (!badAge && !badEmail) return row;
    const flags = [...(row.flags ?? [])];
    if (badAge) {
      ages++;
      const age = row.age;
      flags.push(i18n._(msg`age ${age} impossible`));
    }
    if (badEmail) {
      emails++;
      const email = row.email;
      flags.push(i18n._(msg`email “${email}” has no @`));
    }
    return { ...row, age: badAge ? "" : row.age, email: badEmail ? "" : row.email, flags };
  });
  return {
    rows: next,
    message:
      ages + emails === 0
        ? i18n._(msg`No impossible values found.`)
        : i18n._(
            msg`${plural(ages, { one: "Flagged # impossible age", other: "Flagged # impossible ages" })} (under 16 or over ${MAX_AGE}) and ${plural(emails, { one: "# broken email", other: "# broken emails" })}; they are now blank, to be followed up.`,
          ),
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((s, v) => s + v, 0) / values.length : Number.NaN;
}

export type FillMethod = "mean" | "median";

/** Fills missing ages with the mean or median of the ages that are there, rounded to a whole year. */
export function imputeAges(rows: readonly Row[], method: FillMethod, i18n: I18n = english): ToolResult {
  const known = rows.map(ageOf).filter((a): a is number => a !== null);
  const missing = rows.filter((r) => ageOf(r) === null).length;
  if (missing === 0 || known.length === 0) return { rows: [...rows], message: i18n._(msg`No missing ages to fill.`) };
  const value = Math.round(method === "mean" ? mean(known) : median(known));
  const others = known.length;
  return {
    rows: rows.map((r) => (ageOf(r) === null ? { ...r, age: String(value), imputed: true } : r)),
    message: i18n._(
      method === "mean"
        ? msg`${plural(missing, {
            one: `Filled # missing age with the mean of the other ${others}: ${value}.`,
            other: `Filled # missing ages with the mean of the other ${others}: ${value}.`,
          })}`
        : msg`${plural(missing, {
            one: `Filled # missing age with the median of the other ${others}: ${value}.`,
            other: `Filled # missing ages with the median of the other ${others}: ${value}.`,
          })}`,
    ),
  };
}

// ---- What the learner sees: summary, remaining issues, and a score ----

export interface Summary {
  rows: number;
  knownAges: number;
  missingAges: number;
  meanAge: number;
  medianAge: number;
  countries: [string, number][];
}

export function summarize(rows: readonly Row[]): Summary {
  const known = rows.map(ageOf).filter((a): a is number => a !== null);
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.country, (counts.get(r.country) ?? 0) + 1);
  return {
    rows: rows.length,
    knownAges: known.length,
    missingAges: rows.length - known.length,
    meanAge: mean(known),
    medianAge: median(known),
    countries: [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  };
}

export interface Issues {
  duplicates: number;
  countries: number;
  dates: number;
  impossible: number;
  missingAges: number;
}

export function findIssues(rows: readonly Row[]): Issues {
  const age = (r: Row) => ageOf(r);
  return {
    duplicates: duplicateRows(rows).size,
    countries: rows.filter((r) => !isStandardCountry(r.country)).length,
    dates: rows.filter((r) => !isIsoDate(r.joined)).length,
    impossible: rows.filter((r) => {
      const a = age(r);
      return (a !== null && isImpossibleAge(a)) || (r.email !== "" && !isValidEmail(r.email));
    }).length,
    missingAges: rows.filter((r) => age(r) === null).length,
  };
}

/** The clean table we intended: duplicates out, standard names and dates, bad values flagged, median fill. */
export const INTENDED: readonly Row[] = [removeDuplicates, standardizeCountry, parseDates, flagImpossible].reduce<
  Row[]
>((rows, tool) => tool(rows).rows, [...RAW]);
const INTENDED_CLEAN = imputeAges(INTENDED, "median").rows;

/** How many cells agree with the intended clean table; rows the intended table does not have count against. */
export function compareWithIntended(rows: readonly Row[]): { matched: number; total: number } {
  const byId = new Map<string, Row>();
  let extra = 0;
  for (const r of rows) {
    if (byId.has(r.id)) extra++;
    else byId.set(r.id, r);
  }
  let matched = 0;
  const ids = new Set(INTENDED_CLEAN.map((r) => r.id));
  for (const r of byId.values()) if (!ids.has(r.id)) extra++;
  for (const want of INTENDED_CLEAN) {
    const have = byId.get(want.id);
    if (!have) continue;
    for (const f of FIELDS) if (have[f] === want[f]) matched++;
  }
  return { matched, total: (INTENDED_CLEAN.length + extra) * FIELDS.length };
}
