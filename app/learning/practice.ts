// Practice (issue 28): right after a failed quiz or a wrong check, a learner can answer the
// questions they missed again at once, instead of waiting for the review schedule to bring
// them back. A practice answer is graded and explained, and kept nowhere: it changes neither
// the review schedule nor the learning record (decision 0015). Pure: pages and the server
// both use it.
import type { VisitorRecord } from "./visitor-record.ts";

/** Practice asks what was missed in the last week; after that, spaced review has taken over. */
export const PRACTICE_WINDOW_DAYS = 7;

/** The earliest a miss can have happened to be practiced now. */
export const practiceSince = (now: Date) => new Date(now.getTime() - PRACTICE_WINDOW_DAYS * 86_400_000).toISOString();

/**
 * A visitor's missed questions, from the record in their browser: the checks whose latest
 * answer was wrong, in the last week, newest first, as "course/check" keys. (A visitor takes
 * no course quiz: submitting one needs an account.)
 */
export function visitorMissedKeys(record: VisitorRecord, now = new Date()): string[] {
  const since = practiceSince(now);
  return Object.entries(record.checks)
    .filter(([, check]) => !check.correct && new Date(check.at).toISOString() >= since)
    .sort(([a, x], [b, y]) => Date.parse(y.at) - Date.parse(x.at) || a.localeCompare(b))
    .map(([key]) => key);
}

/** A practice sitting's address: `n` questions answered so far. */
export const practiceHref = (answered: number) => (answered > 0 ? `/learn/practice?n=${answered}` : "/learn/practice");
