import { href } from "react-router";
import { calendarDay, dateTimeFormat } from "#app/site/locale.ts";
// The learning record as pages see it, and the maths over it: where to continue, how long
// the learning streak is, how much a learner improved, and the one builder of a learner's
// record in a course (`courseRecordOf`). Pure: no I/O, so pages and tests use it freely;
// record.server.ts reads the rows and calls it.

export type CourseOutline = { slug: string; title: string; lessons: { slug: string; title: string }[] };

/** A lesson a learner completed (a row of lesson_progress). */
export type CompletedLesson = { course: string; lesson: string; completedAt: string };

/** A submitted course quiz, without its answers. */
export type AttemptSummary = {
  id: string;
  course: string;
  courseTitle: string;
  score: number;
  max: number;
  passed: boolean;
  submittedAt: string;
};

export type CertificateSummary = { id: string; course: string; courseTitle: string; issuedAt: string };

/** One course's state for one learner. */
export type CourseProgress = {
  completed: number;
  total: number;
  /** Lesson slugs completed, with when. */
  done: Record<string, string>;
  quizPassed: boolean;
  bestPercent: number | null;
  attempts: number;
  certificateId: string | null;
};

export type NextStep =
  | { kind: "lesson"; course: string; lesson: string; title: string }
  | { kind: "quiz"; course: string }
  | { kind: "finish"; course: string };

/** The first lesson not yet completed, else the quiz if not passed, else the finish page. */
export function nextStepIn(course: CourseOutline, progress: Pick<CourseProgress, "done" | "quizPassed">): NextStep {
  const lesson = course.lessons.find((l) => !(l.slug in progress.done));
  if (lesson) return { kind: "lesson", course: course.slug, lesson: lesson.slug, title: lesson.title };
  if (!progress.quizPassed) return { kind: "quiz", course: course.slug };
  return { kind: "finish", course: course.slug };
}

/** Where a next step lives. */
export function nextStepHref(step: NextStep): string {
  if (step.kind === "lesson") return href("/courses/:course/:lesson", { course: step.course, lesson: step.lesson });
  return step.kind === "quiz"
    ? href("/courses/:course/quiz", { course: step.course })
    : href("/courses/:course/finish", { course: step.course });
}

/** Whole-number percentage, rounded down so 99.6% of the way is not shown as 100%. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.floor((part / whole) * 100) : 0;
}

/** A calendar day, "YYYY-MM-DD", of an ISO timestamp in a time zone (UTC when unknown or invalid). */
export function dayIn(timeZone: string | undefined, iso: string): string {
  const date = new Date(iso);
  try {
    return calendarDay(date, timeZone || "UTC");
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** A valid IANA time zone name, or undefined. */
export function validTimeZone(value: string | undefined | null): string | undefined {
  if (!value || value.length > 64) return undefined;
  try {
    dateTimeFormat({ timeZone: value });
    return value;
  } catch {
    return undefined;
  }
}

const previousDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

export type Streak = { current: number; longest: number; learnedToday: boolean; days: number };

/**
 * Learning days in a row. `days` are the calendar days with any learning (a lesson completed
 * or a quiz submitted). The current streak still counts if the last learning day was
 * yesterday: today is not over yet.
 */
export function streakOf(days: Iterable<string>, today: string): Streak {
  const set = new Set(days);
  const sorted = [...set].sort();
  let longest = 0;
  let run = 0;
  let prev: string | null = null;
  for (const day of sorted) {
    run = prev !== null && previousDay(day) === prev ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = day;
  }
  const learnedToday = set.has(today);
  let current = 0;
  let cursor = learnedToday ? today : previousDay(today);
  while (set.has(cursor)) {
    current += 1;
    cursor = previousDay(cursor);
  }
  return { current, longest, learnedToday, days: set.size };
}

export type PlacementTaken = { takenAt: string; scores: Record<string, number> };

/** Questions per course in the placement test (the curriculum brief: two from each course). */
export const PLACEMENT_QUESTIONS_PER_COURSE = 2;

export type LearningGain = {
  /** Placement test score for this course, before starting it (0–100). */
  before: number;
  beforeRight: number;
  beforeOf: number;
  /** Best course quiz score (0–100). */
  after: number;
  /** Percentage points gained (may be negative or zero). */
  points: number;
  pretestTakenAt: string;
};

/**
 * The placement test taken before the learner started the course (its first completed
 * lesson or quiz attempt) is the pre-test; the best quiz score is the post-test. With no
 * pre-test, or no quiz attempt yet, there is no gain to show.
 */
export function learningGain(
  course: string,
  placements: PlacementTaken[],
  startedAt: string | null,
  bestPercent: number | null,
): LearningGain | null {
  if (bestPercent === null) return null;
  const before = placements
    .filter((p) => startedAt === null || p.takenAt <= startedAt)
    .filter((p) => course in p.scores)
    .sort((a, b) => (a.takenAt < b.takenAt ? 1 : -1))[0];
  if (!before) return null;
  const right = before.scores[course] ?? 0;
  const beforePercent = percentOf(right, PLACEMENT_QUESTIONS_PER_COURSE);
  return {
    before: beforePercent,
    beforeRight: right,
    beforeOf: PLACEMENT_QUESTIONS_PER_COURSE,
    after: bestPercent,
    points: bestPercent - beforePercent,
    pretestTakenAt: before.takenAt,
  };
}

export type CourseRecord = {
  slug: string;
  title: string;
  order: number;
  progress: CourseProgress;
  next: NextStep;
  gain: LearningGain | null;
  lastActivityAt: string | null;
};

export type LearningSummary = {
  courses: CourseRecord[];
  attempts: AttemptSummary[];
  certificates: CertificateSummary[];
  streak: Streak;
  /** The lesson or quiz after the learner's most recent activity, if any. */
  resume: (NextStep & { courseTitle: string }) | null;
  /** Where to go next: the resume point, or the first unfinished course on the path. */
  recommended: (NextStep & { courseTitle: string }) | null;
};

/** One learner's rows, in any number of courses. */
export type LearnerRows = {
  lessons: CompletedLesson[];
  attempts: AttemptSummary[];
  certificates: CertificateSummary[];
  placements: PlacementTaken[];
};

/** One learner's record in one course, built from their rows (rows of other courses are ignored). */
export function courseRecordOf(course: CourseOutline & { order: number }, rows: LearnerRows): CourseRecord {
  const inCourse = new Set(course.lessons.map((l) => l.slug));
  const lessons = rows.lessons.filter((l) => l.course === course.slug && inCourse.has(l.lesson));
  const attempts = rows.attempts.filter((a) => a.course === course.slug);
  const done = Object.fromEntries(lessons.map((l) => [l.lesson, l.completedAt]));
  const best = attempts.reduce<number | null>((top, a) => Math.max(top ?? 0, percentOf(a.score, a.max)), null);
  const progress: CourseProgress = {
    completed: Object.keys(done).length,
    total: course.lessons.length,
    done,
    quizPassed: attempts.some((a) => a.passed),
    bestPercent: best,
    attempts: attempts.length,
    certificateId: rows.certificates.find((c) => c.course === course.slug)?.id ?? null,
  };
  const activity = [...lessons.map((l) => l.completedAt), ...attempts.map((a) => a.submittedAt)].sort();
  return {
    slug: course.slug,
    title: course.title,
    order: course.order,
    progress,
    next: nextStepIn(course, progress),
    gain: learningGain(course.slug, rows.placements, activity[0] ?? null, progress.bestPercent),
    lastActivityAt: activity.at(-1) ?? null,
  };
}

/** Every lesson complete and the quiz passed: the moment a certificate is due. */
export function isFinished(progress: Pick<CourseProgress, "completed" | "total" | "quizPassed">): boolean {
  return progress.completed >= progress.total && progress.quizPassed;
}
