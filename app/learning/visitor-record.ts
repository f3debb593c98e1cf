// A visitor's learning record, kept in their browser until they sign up or log in, when it
// is merged into their account (POST /api/learning/merge) and cleared here.
//
// The pages that show a visitor's progress load this module, so it checks what it reads from
// localStorage by hand: Zod would add about 25 KB (gzip) to their first load. The server
// checks what it is sent with Zod (visitor-record.server.ts); visitor-record.test.ts holds
// the two to the same answers.
import { useSyncExternalStore } from "react";

export const VISITOR_RECORD_KEY = "synapse-visitor-record";
export const MAX_LESSONS = 500;
export const MAX_PLACEMENTS = 20;
export const MAX_CHECKS = 1000;

/** A course or lesson slug: lowercase words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 100;
/** A completed lesson's key, "course/lesson" (and an answered check's, "course/check"). */
export const LESSON_KEY_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+$/;
export const MAX_LESSON_KEY_LENGTH = 201;

export type VisitorRecord = {
  /** "course/lesson" → when it was completed. */
  lessons: Record<string, string>;
  /** Placement tests taken: when, and the score per course (0 to 2). */
  placements: { takenAt: string; scores: Record<string, number> }[];
  /** "course/check" → when a lesson's check was last answered, and whether rightly. */
  checks: Record<string, CheckAnswered>;
};
export type CheckAnswered = { at: string; correct: boolean };

// An RFC 3339 time with seconds and a zone (Z or ±hh:mm), as `toISOString()` writes it: what
// the server's `z.iso.datetime({ offset: true })` accepts.
const ISO_TIME =
  /^(\d{4})-(\d\d)-(\d\d)T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function isIsoTime(value: unknown): value is string {
  const match = typeof value === "string" ? ISO_TIME.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A copy of `value` if it is an object whose every key and value pass; otherwise null. */
function recordOf<T>(
  value: unknown,
  isKey: (key: string) => boolean,
  isValue: (value: unknown) => value is T,
): Record<string, T> | null {
  if (!isObject(value)) return null;
  const copy: Record<string, T> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!isKey(key) || !isValue(item)) return null;
    copy[key] = item;
  }
  return copy;
}

const isLessonKey = (key: string) => key.length <= MAX_LESSON_KEY_LENGTH && LESSON_KEY_PATTERN.test(key);
const isSlug = (key: string) => key.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(key);
const isScore = (value: unknown): value is number => value === 0 || value === 1 || value === 2;
/** Exactly `{ at, correct }`: the server's schema refuses anything else there too. */
const isCheckAnswered = (value: unknown): value is CheckAnswered =>
  isObject(value) && Object.keys(value).length === 2 && isIsoTime(value.at) && typeof value.correct === "boolean";

/**
 * The visitor record in `value` (parsed JSON), or null if it is not one: a record from an
 * older build without placements reads with none, and fields this build does not know are
 * dropped, but anything malformed is refused whole rather than half-read.
 */
export function parseVisitorRecord(value: unknown): VisitorRecord | null {
  if (!isObject(value)) return null;
  const lessons = value.lessons === undefined ? {} : recordOf(value.lessons, isLessonKey, isIsoTime);
  if (!lessons || Object.keys(lessons).length > MAX_LESSONS) return null;
  const stored = value.placements === undefined ? [] : value.placements;
  if (!Array.isArray(stored) || stored.length > MAX_PLACEMENTS) return null;
  const placements: VisitorRecord["placements"] = [];
  for (const placement of stored) {
    if (!isObject(placement) || !isIsoTime(placement.takenAt)) return null;
    const scores = recordOf(placement.scores, isSlug, isScore);
    if (!scores) return null;
    placements.push({ takenAt: placement.takenAt, scores });
  }
  const checks = value.checks === undefined ? {} : recordOf(value.checks, isLessonKey, isCheckAnswered);
  if (!checks || Object.keys(checks).length > MAX_CHECKS) return null;
  return { lessons, placements, checks };
}

const empty = (): VisitorRecord => ({ lessons: {}, placements: [], checks: {} });
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: VisitorRecord = empty();

export function readVisitorRecord(): VisitorRecord {
  if (typeof localStorage === "undefined") return cached;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(VISITOR_RECORD_KEY);
  } catch {
    return cached;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = (raw ? parseVisitorRecord(safeJson(raw)) : null) ?? empty();
  return cached;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Replaces (or, given null, removes) the record, and tells every reader. See visitor-record-changes.ts. */
export function writeVisitorRecord(record: VisitorRecord | null) {
  try {
    if (record) localStorage.setItem(VISITOR_RECORD_KEY, JSON.stringify(record));
    else localStorage.removeItem(VISITOR_RECORD_KEY);
  } catch {
    // Storage full or blocked: the visitor keeps learning; only the local record is lost.
  }
  for (const listener of listeners) listener();
}

export function hasVisitorRecord(record = readVisitorRecord()): boolean {
  return Object.keys(record.lessons).length > 0 || record.placements.length > 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_RECORD_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const serverSnapshot = empty();

/** The visitor record, live across tabs; empty while rendering on the server and hydrating. */
export function useVisitorRecord(): VisitorRecord {
  return useSyncExternalStore(subscribe, readVisitorRecord, () => serverSnapshot);
}

/** The entries of one course, keyed without the course: "course/x" → "x". */
function ofCourse<T>(entries: Record<string, T>, course: string): Record<string, T> {
  const prefix = `${course}/`;
  return Object.fromEntries(
    Object.entries(entries)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}

/** Lessons completed in this browser, per course: lesson → completed at. */
export const visitorLessonsOf = (record: VisitorRecord, course: string) => ofCourse(record.lessons, course);

/** Checks answered in this browser, per course: check → when, and whether rightly. */
export const visitorChecksOf = (record: VisitorRecord, course: string) => ofCourse(record.checks, course);
