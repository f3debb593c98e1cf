// When a learner must wait before another quiz attempt (issue 15): after two failed attempts
// in a day, the next one opens an hour after the last, or as soon as the learner has reread
// every lesson that attempt flagged, whichever comes first. A pass ends it. Pure: the server
// (quiz-wait.server.ts) supplies the attempts and rereads.

/** Failed attempts within a day that make the next one wait. */
export const FAILURES_BEFORE_WAIT = 2;
export const WAIT_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RecentAttempt = { id: string; passed: boolean; submittedAt: string; flaggedLessons: string[] };

export type QuizWait = {
  /** The attempt whose flagged lessons lift the wait when reread. */
  attemptId: string;
  until: string;
  /** The flagged lessons, in course order, and whether each has been reread since. */
  lessons: { lesson: string; reread: boolean }[];
};

/**
 * The wait before the next attempt, or null when the learner may start one now. `attempts`
 * are this learner's attempts in one course, newest first; `reread` the lessons reread from
 * the newest attempt's links; `lessonOrder` the course's lessons in order.
 */
export function quizWait(
  attempts: readonly RecentAttempt[],
  reread: ReadonlySet<string>,
  lessonOrder: readonly string[],
  now: Date,
): QuizWait | null {
  const [latest] = attempts;
  if (!latest || latest.passed) return null;
  const dayStart = now.getTime() - DAY_MS;
  const failures = attempts.filter((a) => !a.passed && Date.parse(a.submittedAt) > dayStart).length;
  if (failures < FAILURES_BEFORE_WAIT) return null;
  const until = Date.parse(latest.submittedAt) + WAIT_MS;
  if (now.getTime() >= until) return null;
  const flagged = lessonOrder.filter((lesson) => latest.flaggedLessons.includes(lesson));
  const lessons = flagged.map((lesson) => ({ lesson, reread: reread.has(lesson) }));
  if (lessons.every((l) => l.reread)) return null;
  return { attemptId: latest.id, until: new Date(until).toISOString(), lessons };
}
