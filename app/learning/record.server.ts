// The learning record as the pages see it: completing lessons, submitting course quizzes,
// issuing certificates when a course is finished, and each learner's summary. It composes
// the modules that own the tables (progress, quiz attempts, placement results, certificates)
// and publishes each change to the learner's other tabs once it is saved.

import { courseList, lessonsByCourse, quizBanks } from "#app/content/content.server.ts";
import { certificateHref } from "#app/content/links.ts";
import type { Course } from "#app/content/schemas.ts";
import { recordLearningEvent } from "#app/insights/visits.server.ts";
import { env } from "#app/platform/env.server.ts";
import { publish } from "#app/platform/realtime.server.ts";
import {
  type AttemptSummary,
  exportAttempts,
  listAttempts,
  recordAttempt,
  type StoredAnswers,
} from "./attempts.server.ts";
import { type CertificateSummary, issueCertificate, listCertificates } from "./certificates.server.ts";
import { listPlacements, recordPlacement } from "./placements.server.ts";
import {
  type CompletedLesson,
  completedLessons,
  completeLesson,
  mergeCompletedLessons,
  reopenLesson,
} from "./progress.server.ts";
import { gradeForm, PASS_MARK, readAnswer } from "./quiz.ts";
import {
  type CourseOutline,
  type CourseProgress,
  dayIn,
  type LearningGain,
  learningGain,
  type NextStep,
  nextStepIn,
  type PlacementTaken,
  percentOf,
  type Streak,
  streakOf,
} from "./record.ts";

export type Learner = { id: string; name: string };

export function outlineOf(course: Course): CourseOutline {
  return {
    slug: course.slug,
    title: course.title,
    lessons: (lessonsByCourse.get(course.slug) ?? []).map((l) => ({ slug: l.slug, title: l.title })),
  };
}

function progressOf(
  outline: CourseOutline,
  lessons: CompletedLesson[],
  attempts: AttemptSummary[],
  certificates: CertificateSummary[],
): CourseProgress {
  const inCourse = new Set(outline.lessons.map((l) => l.slug));
  const done: Record<string, string> = {};
  for (const l of lessons) if (l.course === outline.slug && inCourse.has(l.lesson)) done[l.lesson] = l.completedAt;
  const mine = attempts.filter((a) => a.course === outline.slug);
  const best = mine.reduce<number | null>((top, a) => Math.max(top ?? 0, percentOf(a.score, a.max)), null);
  return {
    completed: Object.keys(done).length,
    total: outline.lessons.length,
    done,
    quizPassed: mine.some((a) => a.passed),
    bestPercent: best,
    attempts: mine.length,
    certificateId: certificates.find((c) => c.course === outline.slug)?.id ?? null,
  };
}

/**
 * Issues the certificate if the course is now finished (every lesson complete and the quiz
 * passed) and tells the learner's other tabs. Safe to call any number of times.
 */
export async function issueIfFinished(learner: Learner, course: Course): Promise<CertificateSummary | null> {
  const outline = outlineOf(course);
  const [lessons, attempts] = await Promise.all([
    completedLessons(learner.id, course.slug),
    listAttempts(learner.id, course.slug),
  ]);
  const progress = progressOf(outline, lessons, attempts, []);
  if (progress.completed < progress.total || !progress.quizPassed) return null;
  const { certificate, created } = await issueCertificate(learner.id, course.slug, learner.name);
  if (created) {
    recordLearningEvent("certificate-issued", course.slug);
    await publish(learner.id, {
      type: "certificate-issued",
      course: course.slug,
      courseTitle: course.title,
      certificateId: certificate.id,
    });
  }
  return certificate;
}

export async function markLessonComplete(learner: Learner, course: Course, lesson: string): Promise<void> {
  if (await completeLesson(learner.id, course.slug, lesson)) {
    recordLearningEvent("lesson-completed", course.slug);
    await publish(learner.id, { type: "lesson-completed", course: course.slug, courseTitle: course.title, lesson });
  }
  await issueIfFinished(learner, course);
}

/** Un-marks a lesson. A certificate already earned stays: nothing a learner earns is taken back. */
export async function markLessonIncomplete(learner: Learner, course: Course, lesson: string): Promise<void> {
  if (await reopenLesson(learner.id, course.slug, lesson)) {
    await publish(learner.id, { type: "lesson-reopened", course: course.slug, courseTitle: course.title, lesson });
  }
}

/**
 * Grades a complete quiz form on the server, stores the attempt once per idempotency key,
 * and issues the certificate if this pass finishes the course. Fields other than the
 * answers (a score, a "passed" flag, a user id) are never read.
 */
export async function submitCourseQuiz(
  learner: Learner,
  course: Course,
  idempotencyKey: string,
  form: FormData,
): Promise<AttemptSummary> {
  const bank = quizBanks.get(course.slug) ?? [];
  const graded = gradeForm(bank, form);
  const answers: StoredAnswers = Object.fromEntries(bank.map((q) => [q.id, readAnswer(q, form)]));
  const { attempt, created } = await recordAttempt({
    userId: learner.id,
    course: course.slug,
    idempotencyKey,
    score: graded.score,
    max: graded.max,
    passed: graded.max > 0 && graded.score / graded.max >= PASS_MARK,
    answers,
  });
  if (created) {
    recordLearningEvent("quiz-submitted", course.slug);
    if (attempt.passed) recordLearningEvent("quiz-passed", course.slug);
    await publish(learner.id, {
      type: "quiz-submitted",
      course: course.slug,
      courseTitle: course.title,
      attemptId: attempt.id,
      passed: attempt.passed,
    });
    if (attempt.passed) await issueIfFinished(learner, course);
  }
  return attempt;
}

export async function savePlacement(learner: Learner, taken: PlacementTaken): Promise<void> {
  await recordPlacement(learner.id, taken);
}

/**
 * Adds what a visitor did before signing in (lessons completed, placement tests taken, kept
 * in their browser) to their account, without duplicates, then issues any certificate that
 * this completes. Input is already validated against the course list.
 */
export async function mergeVisitorRecord(
  learner: Learner,
  record: { lessons: CompletedLesson[]; placements: PlacementTaken[] },
): Promise<number> {
  const added = await mergeCompletedLessons(learner.id, record.lessons);
  for (const placement of record.placements) await recordPlacement(learner.id, placement);
  const touched = new Set(record.lessons.map((l) => l.course));
  for (const course of courseList) if (touched.has(course.slug)) await issueIfFinished(learner, course);
  if (added > 0 || record.placements.length > 0) await publish(learner.id, { type: "progress-merged" });
  return added;
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

/** Everything the dashboard shows, in four queries however many courses there are. */
export async function learningSummary(
  learnerId: string,
  timeZone?: string,
  now = new Date(),
): Promise<LearningSummary> {
  const [lessons, attempts, certificates, placements] = await Promise.all([
    completedLessons(learnerId),
    listAttempts(learnerId),
    listCertificates(learnerId),
    listPlacements(learnerId),
  ]);
  const courses = courseList.map((course): CourseRecord => {
    const outline = outlineOf(course);
    const progress = progressOf(outline, lessons, attempts, certificates);
    const activity = [
      ...lessons.filter((l) => l.course === course.slug).map((l) => l.completedAt),
      ...attempts.filter((a) => a.course === course.slug).map((a) => a.submittedAt),
    ].sort();
    return {
      slug: course.slug,
      title: course.title,
      order: course.order,
      progress,
      next: nextStepIn(outline, progress),
      gain: learningGain(course.slug, placements, activity[0] ?? null, progress.bestPercent),
      lastActivityAt: activity.at(-1) ?? null,
    };
  });
  const days = [...lessons.map((l) => l.completedAt), ...attempts.map((a) => a.submittedAt)].map((iso) =>
    dayIn(timeZone, iso),
  );
  const latest = courses
    .filter((c) => c.lastActivityAt && c.next.kind !== "finish")
    .sort((a, b) => ((a.lastActivityAt ?? "") < (b.lastActivityAt ?? "") ? 1 : -1))[0];
  const resume = latest ? { ...latest.next, courseTitle: latest.title } : null;
  const firstOpen = courses.find((c) => c.next.kind !== "finish");
  return {
    courses,
    attempts,
    certificates,
    streak: streakOf(days, dayIn(timeZone, now.toISOString())),
    resume,
    recommended: resume ?? (firstOpen ? { ...firstOpen.next, courseTitle: firstOpen.title } : null),
  };
}

/** One course's record for one learner: for the course, quiz and finish pages. */
export async function courseRecord(
  learnerId: string,
  course: Course,
): Promise<CourseRecord & { attempts: AttemptSummary[] }> {
  const outline = outlineOf(course);
  const [lessons, attempts, certificates, placements] = await Promise.all([
    completedLessons(learnerId, course.slug),
    listAttempts(learnerId, course.slug),
    listCertificates(learnerId),
    listPlacements(learnerId),
  ]);
  const progress = progressOf(outline, lessons, attempts, certificates);
  const activity = [...lessons.map((l) => l.completedAt), ...attempts.map((a) => a.submittedAt)].sort();
  return {
    slug: course.slug,
    title: course.title,
    order: course.order,
    progress,
    next: nextStepIn(outline, progress),
    gain: learningGain(course.slug, placements, activity[0] ?? null, progress.bestPercent),
    lastActivityAt: activity.at(-1) ?? null,
    attempts,
  };
}

/** The whole learning record of one learner, for "Download my data". */
export async function exportLearningRecord(learnerId: string) {
  const [lessons, attempts, placements, certificates] = await Promise.all([
    completedLessons(learnerId),
    exportAttempts(learnerId),
    listPlacements(learnerId),
    listCertificates(learnerId),
  ]);
  return {
    lessonsCompleted: lessons,
    quizAttempts: attempts,
    placementTests: placements,
    certificates: certificates.map((c) => ({ ...c, url: `${env.SITE_URL}${certificateHref(c.id)}` })),
  };
}
