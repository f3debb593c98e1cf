// Changes to a visitor's learning record in this browser (visitor-record.ts), apart from
// reading it, so that the pages that only show a visitor's progress do not load them.
import { MAX_CHECKS, MAX_PLACEMENTS, readVisitorRecord, writeVisitorRecord } from "./visitor-record.ts";

export function setVisitorLesson(course: string, lesson: string, complete: boolean, at = new Date()) {
  const record = readVisitorRecord();
  const lessons = { ...record.lessons };
  if (complete) lessons[`${course}/${lesson}`] ??= at.toISOString();
  else delete lessons[`${course}/${lesson}`];
  writeVisitorRecord({ ...record, lessons });
}

/** Keeps a visitor's latest answer to one of a lesson's checks. */
export function setVisitorCheck(course: string, check: string, correct: boolean, at = new Date()) {
  const record = readVisitorRecord();
  const checks = { ...record.checks, [`${course}/${check}`]: { at: at.toISOString(), correct } };
  if (Object.keys(checks).length > MAX_CHECKS) return;
  writeVisitorRecord({ ...record, checks });
}

export function addVisitorPlacement(scores: Record<string, number>, at = new Date()) {
  const record = readVisitorRecord();
  const takenAt = at.toISOString();
  if (record.placements.some((p) => p.takenAt === takenAt)) return;
  writeVisitorRecord({ ...record, placements: [...record.placements, { takenAt, scores }].slice(-MAX_PLACEMENTS) });
}

export function clearVisitorRecord() {
  writeVisitorRecord(null);
}
