// A visitor's learning record, kept in their browser until they sign up or log in, when it
// is merged into their account (POST /api/learning/merge) and cleared here.
import { useSyncExternalStore } from "react";
import { z } from "zod";

export const VISITOR_RECORD_KEY = "synapse-visitor-record";
const MAX_ENTRIES = 500;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(100);
const isoTime = z.iso.datetime({ offset: true });

export const visitorRecordSchema = z.object({
  /** "course/lesson" → when it was completed. */
  lessons: z
    .record(
      z
        .string()
        .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/)
        .max(201),
      isoTime,
    )
    .refine((r) => Object.keys(r).length <= MAX_ENTRIES, "too many lessons")
    .default({}),
  placements: z
    .array(z.object({ takenAt: isoTime, scores: z.record(slug, z.number().int().min(0).max(2)) }))
    .max(20)
    .default([]),
});
export type VisitorRecord = z.infer<typeof visitorRecordSchema>;

const empty = (): VisitorRecord => ({ lessons: {}, placements: [] });
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
  const parsed = raw ? visitorRecordSchema.safeParse(safeJson(raw)) : null;
  cached = parsed?.success ? parsed.data : empty();
  return cached;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function write(record: VisitorRecord | null) {
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

export function setVisitorLesson(course: string, lesson: string, complete: boolean, at = new Date()) {
  const record = readVisitorRecord();
  const lessons = { ...record.lessons };
  if (complete) lessons[`${course}/${lesson}`] ??= at.toISOString();
  else delete lessons[`${course}/${lesson}`];
  write({ ...record, lessons });
}

export function addVisitorPlacement(scores: Record<string, number>, at = new Date()) {
  const record = readVisitorRecord();
  const takenAt = at.toISOString();
  if (record.placements.some((p) => p.takenAt === takenAt)) return;
  write({ ...record, placements: [...record.placements, { takenAt, scores }].slice(-20) });
}

export function clearVisitorRecord() {
  write(null);
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

/** Lessons completed in this browser, per course: course → lesson → completed at. */
export function visitorLessonsOf(record: VisitorRecord, course: string): Record<string, string> {
  const prefix = `${course}/`;
  return Object.fromEntries(
    Object.entries(record.lessons)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, at]) => [key.slice(prefix.length), at]),
  );
}
