// Progress maths shared by the dashboard, course pages and finish pages: where to continue,
// how long the learning streak is, and how much a learner improved. Pure: no I/O.
import { finishHref, lessonHref, quizHref } from "#app/content/links.ts";

export type CourseOutline = { slug: string; title: string; lessons: { slug: string; title: string }[] };

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
  if (step.kind === "lesson") return lessonHref(step.course, step.lesson);
  return step.kind === "quiz" ? quizHref(step.course) : finishHref(step.course);
}

/** Whole-number percentage, rounded down so 99.6% of the way is not shown as 100%. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.floor((part / whole) * 100) : 0;
}

/** A calendar day, "YYYY-MM-DD", of an ISO timestamp in a time zone (UTC when unknown or invalid). */
export function dayIn(timeZone: string | undefined, iso: string): string {
  const date = new Date(iso);
  try {
    // en-CA formats dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat("en-CA", {
      timeZone: timeZone || "UTC",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** A valid IANA time zone name, or undefined. */
export function validTimeZone(value: string | undefined | null): string | undefined {
  if (!value || value.length > 64) return undefined;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
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
