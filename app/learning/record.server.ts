// The learning record: completing lessons, submitting course quizzes, taking the placement
// test, issuing certificates when a course is finished, and each learner's record as pages
// read it. It composes the modules that own the tables (progress, attempts, placements,
// certificates): a change and the certificate it earns are written in one transaction, and
// the learner's other tabs, the statistics and the subscribers to its progress events
// (progress-events.server.ts) hear of it only once it is committed.
import type { I18n } from "@lingui/core";
import { href } from "react-router";
import {
  contentIn,
  courseList,
  courseTitles,
  lessonsByCourse,
  quizBanks,
  type SiteContent,
} from "#app/content/content.server.ts";
import type { Course, CourseSlug, Question } from "#app/content/schemas.ts";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { recordLearningEvent } from "#app/insights/visits.server.ts";
import { db } from "#app/platform/db.server.ts";
import { env } from "#app/platform/env.server.ts";
import { publish } from "#app/platform/realtime.server.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import { answerWords } from "./answer-words.ts";
import { exportAttempts, findAttempt, listAttempts, recordAttempt } from "./attempts.server.ts";
import { issueCertificate, listCertificates } from "./certificates.server.ts";
import { exportCheckAnswers, saveCheckAnswer, savedChecks } from "./checks.server.ts";
import { keepReceipt, type OfflineReceipt } from "./offline-receipts.server.ts";
import { listPlacements, recordPlacement } from "./placements.server.ts";
import { exportPredictions } from "./predictions.server.ts";
import { completedLessons, completeLesson, mergeCompletedLessons } from "./progress.server.ts";
import { announceProgress } from "./progress-events.server.ts";
import {
  type Answer,
  type Answers,
  gradeAnswers,
  gradeQuestion,
  languageOfI18n,
  PASS_MARK,
  type QuestionResult,
} from "./quiz.ts";
import { exportRereads } from "./quiz-wait.server.ts";
import {
  type AttemptSummary,
  type CertificateSummary,
  type CompletedLesson,
  type CourseOutline,
  type CourseRecord,
  courseRecordOf,
  dayIn,
  isFinished,
  type LearnerRows,
  type LearningSummary,
  type PlacementTaken,
  streakOf,
} from "./record.ts";
import type { ReviewCard } from "./review-schedule.ts";
import { exportReviewCards, keepVisitorCards, scheduleReviews } from "./reviews.server.ts";
import type { VisitorRecord } from "./visitor-record.ts";

export type Learner = { id: string; name: string };

/** A course's outline, titled in the language of `content` (English without it). */
function outlineOf(
  course: Course,
  content: Pick<SiteContent, "findCourse" | "lessonsByCourse"> = contentIn(DEFAULT_LANGUAGE),
): CourseOutline & { order: number } {
  return {
    slug: course.slug,
    title: content.findCourse(course.slug)?.title ?? course.title,
    order: course.order,
    lessons: (content.lessonsByCourse.get(course.slug) ?? []).map((l) => ({ slug: l.slug, title: l.title })),
  };
}

/** A learner's rows, in one course or all of them, their courses titled in `language`. */
async function rowsOf(
  learnerId: string,
  course?: string,
  executor: AppDatabase = db,
  language: Language = DEFAULT_LANGUAGE,
): Promise<LearnerRows> {
  const [lessons, attempts, certificates, placements] = await Promise.all([
    completedLessons(learnerId, course, executor),
    listAttempts(learnerId, course, { executor, language }),
    listCertificates(learnerId, { executor, language }),
    listPlacements(learnerId, executor),
  ]);
  return { lessons, attempts, certificates, placements };
}

/**
 * Inside a change's transaction: issues the certificate if the course is now finished
 * (every lesson complete and the quiz passed). Null when it is not finished; `created`
 * says whether this call issued it.
 */
async function certificateIfFinished(trx: AppDatabase, learner: Learner, course: Course) {
  const [lessons, attempts] = await Promise.all([
    completedLessons(learner.id, course.slug, trx),
    listAttempts(learner.id, course.slug, { executor: trx }),
  ]);
  const { progress } = courseRecordOf(outlineOf(course), { lessons, attempts, certificates: [], placements: [] });
  if (!isFinished(progress)) return null;
  return issueCertificate({ userId: learner.id, course: course.slug, nameOnCertificate: learner.name }, trx);
}

/** After commit: counts the new certificate and tells the learner's other tabs. */
async function announceCertificate(
  learner: Learner,
  course: Course,
  issued: { certificate: CertificateSummary; created: boolean } | null,
) {
  if (!issued?.created) return;
  recordLearningEvent("certificate-issued", course.slug);
  await publish(learner.id, {
    type: "certificate-issued",
    course: course.slug,
    courseTitles: courseTitles(course.slug),
    certificateId: issued.certificate.id,
  });
}

/**
 * Grades a learner's answer to one of a lesson's checks and keeps it. Answering the last of
 * the lesson's checks (right or wrong) completes the lesson, in the same transaction, with
 * the certificate if that finishes the course. An answer given offline comes with its
 * `offline` receipt: it counts from when it was given, is kept in the same transaction as
 * its receipt, and changes nothing when its receipt was kept before (`replayed`).
 */
export async function answerLessonCheck(
  learner: Learner,
  course: Course,
  lesson: { slug: string; checks: Question[] },
  check: Question,
  answer: Answer,
  offline?: OfflineReceipt,
): Promise<{ result: QuestionResult; lessonCompleted: boolean; replayed: boolean }> {
  const result = gradeQuestion(check, answer);
  const at = offline?.answeredAt ?? new Date();
  const { added, issued, replayed } = await db.transaction().execute(async (trx) => {
    if (offline && !(await keepReceipt(offline, trx))) return { added: false, issued: null, replayed: true };
    // Every graded answer brings its question back for review: sooner when it was wrong.
    await scheduleReviews(
      learner.id,
      [{ course: course.slug, questionId: check.id, correct: result.correct }],
      at,
      trx,
    );
    await saveCheckAnswer(
      {
        userId: learner.id,
        course: course.slug,
        lesson: lesson.slug,
        checkId: check.id,
        answer,
        correct: result.correct,
        at,
      },
      trx,
    );
    const answered = new Set((await savedChecks(learner.id, course.slug, lesson.slug, trx)).map((c) => c.checkId));
    if (!lesson.checks.every((c) => answered.has(c.id))) return { added: false, issued: null, replayed: false };
    const added = await completeLesson({ userId: learner.id, course: course.slug, lesson: lesson.slug, at }, trx);
    return { added, issued: added ? await certificateIfFinished(trx, learner, course) : null, replayed: false };
  });
  if (added) {
    recordLearningEvent("lesson-completed", course.slug);
    await publish(learner.id, {
      type: "lesson-completed",
      course: course.slug,
      courseTitles: courseTitles(course.slug),
      lesson: lesson.slug,
    });
    await announceProgress({
      type: "lesson-completed",
      learnerId: learner.id,
      course: course.slug,
      lesson: lesson.slug,
    });
  }
  await announceCertificate(learner, course, issued);
  return { result, lessonCompleted: added, replayed };
}

/**
 * Grades a course quiz on the server from the answers the route read, stores the attempt
 * once per idempotency key and, if this pass finishes the course, the certificate with it.
 */
export async function submitQuizAttempt(
  learner: Learner,
  course: Course,
  idempotencyKey: string,
  questions: Question[],
  answers: Answers,
): Promise<AttemptSummary> {
  // Graded against the questions this attempt drew; the stored answers name them.
  const graded = gradeAnswers(questions, answers);
  const passed = graded.max > 0 && graded.score / graded.max >= PASS_MARK;
  const { attempt, created, issued } = await db.transaction().execute(async (trx) => {
    const stored = await recordAttempt(
      {
        userId: learner.id,
        course: course.slug,
        idempotencyKey,
        score: graded.score,
        max: graded.max,
        passed,
        answers,
      },
      trx,
    );
    // Each question of a new attempt comes back for review (a resent attempt changes nothing).
    if (stored.created) {
      const reviewed = graded.results.map((r) => ({ course: course.slug, questionId: r.id, correct: r.correct }));
      await scheduleReviews(learner.id, reviewed, new Date(), trx);
    }
    const issued = stored.created && stored.attempt.passed ? await certificateIfFinished(trx, learner, course) : null;
    return { ...stored, issued };
  });
  if (created) {
    recordLearningEvent("quiz-submitted", course.slug);
    if (attempt.passed) recordLearningEvent("quiz-passed", course.slug);
    await publish(learner.id, {
      type: "quiz-submitted",
      course: course.slug,
      courseTitles: courseTitles(course.slug),
      attemptId: attempt.id,
      passed: attempt.passed,
    });
    await announceProgress({
      type: "quiz-submitted",
      learnerId: learner.id,
      course: course.slug,
      attemptId: attempt.id,
      passed: attempt.passed,
    });
  }
  await announceCertificate(learner, course, issued);
  return attempt;
}

/**
 * Grades an answer given outside a course quiz (a review, a quick-quiz question) and brings
 * its question back for review accordingly. Completes nothing. An answer given offline comes
 * with its `offline` receipt, as for a lesson's check.
 */
export async function answerForReview(
  learner: Learner,
  course: CourseSlug,
  question: Question,
  answer: Answer | null,
  offline?: OfflineReceipt,
): Promise<{ result: QuestionResult; nextReview: string | null; replayed: boolean }> {
  const result = gradeQuestion(question, answer);
  const reviewed = [{ course, questionId: question.id, correct: result.correct }];
  const scheduled = await db.transaction().execute(async (trx) => {
    if (offline && !(await keepReceipt(offline, trx))) return null;
    return scheduleReviews(learner.id, reviewed, offline?.answeredAt ?? new Date(), trx);
  });
  return {
    result,
    nextReview: scheduled?.get(`${course}/${question.id}`)?.due ?? null,
    replayed: scheduled === null,
  };
}

export async function savePlacement(learner: Learner, taken: PlacementTaken): Promise<void> {
  await recordPlacement(learner.id, taken);
}

/**
 * Issues the certificate of a course the learner has finished but holds no certificate for
 * (a record from before certificates were issued in the same transaction). For the finish
 * page's "Get your certificate" button; a GET never writes.
 */
export async function claimCertificate(learner: Learner, course: Course): Promise<CertificateSummary | null> {
  const issued = await db.transaction().execute((trx) => certificateIfFinished(trx, learner, course));
  await announceCertificate(learner, course, issued);
  return issued?.certificate ?? null;
}

/**
 * Adds what a visitor did before signing in (lessons completed, placement tests taken, kept
 * in their browser) to their account, without duplicates, with any certificate that this
 * completes. Lessons and courses that do not exist are skipped. A lesson dated in the future
 * (the browser's clock runs ahead) counts as completed now; a placement test dated in the
 * future is left out: its date comes from our server and is its only key, so "now" would
 * add it again on every merge. Returns how many lessons were new. Which checks a visitor
 * answered is not merged: the lessons those answers completed are in `lessons`, and the
 * questions' review cards in `reviews` (an account's own card for a question wins).
 */
export async function mergeVisitorRecord(
  learner: Learner,
  visitor: Omit<VisitorRecord, "checks">,
  reviews: Record<string, ReviewCard> = {},
): Promise<number> {
  const record = recordFromVisitor(visitor);
  const touched = courseList.filter((c) => record.lessons.some((l) => l.course === c.slug));
  const { added, issued } = await db.transaction().execute(async (trx) => {
    const added = await mergeCompletedLessons(learner.id, record.lessons, trx);
    await keepVisitorCards(learner.id, reviews, trx);
    for (const placement of record.placements) await recordPlacement(learner.id, placement, trx);
    const issued = [];
    for (const course of touched) issued.push({ course, result: await certificateIfFinished(trx, learner, course) });
    return { added, issued };
  });
  for (const { course, result } of issued) await announceCertificate(learner, course, result);
  if (added > 0 || record.placements.length > 0) await publish(learner.id, { type: "progress-merged" });
  return added;
}

function recordFromVisitor(visitor: Omit<VisitorRecord, "checks">): {
  lessons: CompletedLesson[];
  placements: PlacementTaken[];
} {
  const now = new Date().toISOString();
  const notLater = (iso: string) => {
    const at = new Date(iso).toISOString();
    return at > now ? now : at;
  };
  const known = (course: string, lesson: string) =>
    lessonsByCourse.get(course as CourseSlug)?.some((l) => l.slug === lesson) ?? false;
  const lessons = Object.entries(visitor.lessons)
    .map(([key, at]) => {
      const [course = "", lesson = ""] = key.split("/");
      return { course, lesson, completedAt: notLater(at) };
    })
    .filter((l) => known(l.course, l.lesson));
  const placements = visitor.placements
    .map((p) => ({ ...p, takenAt: new Date(p.takenAt).toISOString() }))
    .filter((p) => p.takenAt <= now)
    .map((p) => ({
      takenAt: p.takenAt,
      scores: Object.fromEntries(
        Object.entries(p.scores).filter(([course]) => courseList.some((c) => c.slug === course)),
      ),
    }));
  return { lessons, placements };
}

/**
 * Everything the dashboard shows, in four queries however many courses there are: learning days
 * counted in `timeZone`, courses and lessons titled in `language`.
 */
export async function learningSummary(
  learnerId: string,
  {
    timeZone,
    now = new Date(),
    language = DEFAULT_LANGUAGE,
  }: { timeZone?: string; now?: Date; language?: Language } = {},
): Promise<LearningSummary> {
  const rows = await rowsOf(learnerId, undefined, db, language);
  const content = contentIn(language);
  const courses = courseList.map((course) => courseRecordOf(outlineOf(course, content), rows));
  const days = [...rows.lessons.map((l) => l.completedAt), ...rows.attempts.map((a) => a.submittedAt)].map((iso) =>
    dayIn(timeZone, iso),
  );
  const latest = courses
    .filter((c) => c.lastActivityAt && c.next.kind !== "finish")
    .sort((a, b) => ((a.lastActivityAt ?? "") < (b.lastActivityAt ?? "") ? 1 : -1))[0];
  const resume = latest ? { ...latest.next, courseTitle: latest.title } : null;
  const firstOpen = courses.find((c) => c.next.kind !== "finish");
  return {
    courses,
    attempts: rows.attempts,
    certificates: rows.certificates,
    streak: streakOf(days, dayIn(timeZone, now.toISOString())),
    resume,
    recommended: resume ?? (firstOpen ? { ...firstOpen.next, courseTitle: firstOpen.title } : null),
  };
}

/** One course's record for one learner, with its attempts: for the course, quiz and finish pages (titled in `language`). */
export async function courseRecord(
  learnerId: string,
  course: Course,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CourseRecord & { attempts: AttemptSummary[] }> {
  const rows = await rowsOf(learnerId, course.slug, db, language);
  return { ...courseRecordOf(outlineOf(course, contentIn(language)), rows), attempts: rows.attempts };
}

/**
 * One of the learner's attempts in a course, for its review page: the score recorded when it
 * was submitted, each question with the answer given, the right one and the explanation,
 * and where the learner stands in the course now, in the language of `i18n` (English without
 * it). Null for anyone else's attempt.
 */
export async function reviewAttempt(learnerId: string, course: Course, attemptId: string, i18n?: I18n) {
  const attempt = await findAttempt(learnerId, attemptId);
  if (!attempt || attempt.course !== course.slug) return null;
  const language = languageOfI18n(i18n);
  const record = await courseRecord(learnerId, course, language);
  // The questions in the page's language: the same ids and answers as the English bank.
  const content = contentIn(language);
  const words = i18n ? answerWords(i18n) : undefined;
  const bank = content.quizBanks.get(course.slug) ?? quizBanks.get(course.slug) ?? [];
  return {
    attempt: {
      id: attempt.id,
      score: attempt.score,
      max: attempt.max,
      passed: attempt.passed,
      submittedAt: attempt.submittedAt,
    },
    results: bank
      .filter((q) => q.id in attempt.answers)
      .map((q) => {
        const graded = gradeQuestion(q, attempt.answers[q.id] ?? null, words);
        // A failed attempt does not hand out the key: a wrong answer shows the idea it tested
        // and the section to reread, not the right option or the explanation that gives it.
        const withheld = !attempt.passed && !graded.correct;
        return {
          ...graded,
          expected: withheld ? null : graded.expected,
          explanation: withheld ? null : graded.explanation,
          idea: q.idea ?? null,
          section: sectionOf(course.slug, q, content),
          lessonTitle: content.lessonTitle(course.slug, q.lesson),
        };
      }),
    finished: record.next.kind === "finish",
    lessonsLeft: record.progress.total - record.progress.completed,
    bestPercent: record.progress.bestPercent,
  };
}

/** The heading of its lesson that a question points at, with the id to link to; null if none. */
export function sectionOf(
  course: CourseSlug,
  question: Question,
  content: Pick<SiteContent, "lessonsByCourse"> = { lessonsByCourse },
): { title: string; id: string } | null {
  if (!question.section) return null;
  const lesson = content.lessonsByCourse.get(course)?.find((l) => l.slug === question.lesson);
  const heading = lesson?.headings.find((h) => h.text === question.section);
  return heading ? { title: heading.text, id: heading.id } : null;
}

export type FinishState =
  | { status: "unfinished"; missingLessons: string[]; quizPassed: boolean; bestPercent: number | null }
  /** Finished before certificates were issued with the last step: the page offers to issue it. */
  | { status: "unclaimed" }
  | {
      status: "finished";
      certificate: CertificateSummary;
      gain: CourseRecord["gain"];
      /** The next course on the path the learner has not finished, if any. */
      next: Course | null;
    };

/** Where a learner stands at the end of a course: what is missing, or the certificate (courses in `language`). */
export async function finishState(
  learnerId: string,
  course: Course,
  language: Language = DEFAULT_LANGUAGE,
): Promise<FinishState> {
  const rows = await rowsOf(learnerId, undefined, db, language);
  const courses = courseList.map((c) => courseRecordOf(outlineOf(c), rows));
  const record = courses.find((c) => c.slug === course.slug);
  if (!record) throw new Error(`unknown course ${course.slug}`);
  if (!isFinished(record.progress)) {
    const outline = outlineOf(course);
    return {
      status: "unfinished",
      missingLessons: outline.lessons.filter((l) => !(l.slug in record.progress.done)).map((l) => l.slug),
      quizPassed: record.progress.quizPassed,
      bestPercent: record.progress.bestPercent,
    };
  }
  const certificate = rows.certificates.find((c) => c.course === course.slug);
  if (!certificate) return { status: "unclaimed" };
  const open = courses.filter((c) => c.next.kind !== "finish");
  const next = open.find((c) => c.order > course.order) ?? open[0];
  return {
    status: "finished",
    certificate,
    gain: record.gain,
    next: contentIn(language).findCourse(next?.slug) ?? null,
  };
}

/** The whole learning record of one learner, for "Download my data". */
export async function exportLearningRecord(learnerId: string) {
  const [lessons, checks, predictions, reviews, attempts, rereads, placements, certificates] = await Promise.all([
    completedLessons(learnerId),
    exportCheckAnswers(learnerId),
    exportPredictions(learnerId),
    exportReviewCards(learnerId),
    exportAttempts(learnerId),
    exportRereads(learnerId),
    listPlacements(learnerId),
    listCertificates(learnerId),
  ]);
  return {
    lessonsCompleted: lessons,
    /** The latest answer to each graded check in the lessons. */
    lessonChecks: checks,
    /** The latest guess written for each lesson's "Predict first" prompt. */
    lessonPredictions: predictions,
    /** When each question answered comes back for review. */
    reviewSchedule: reviews,
    quizAttempts: attempts,
    /** Lessons reopened from a failed attempt's "Reread" links (they can shorten a retake's wait). */
    quizRereads: rereads,
    placementTests: placements,
    certificates: certificates.map((c) => ({ ...c, url: `${env.SITE_URL}${href("/certificates/:id", { id: c.id })}` })),
  };
}
