import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { courseList, lessonsByCourse, quizBanks } from "#app/content/content.server.ts";
import type { Course } from "#app/content/schemas.ts";
import { db } from "#app/platform/db.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { answerTo, createUser } from "#tests/domain.ts";
import { findAttempt, listAttempts, recordAttempt } from "./attempts.server.ts";
import { findCertificate, listCertificates } from "./certificates.server.ts";
import { savedChecks } from "./checks.server.ts";
import { listPlacements } from "./placements.server.ts";
import { completedLessons, completeLesson } from "./progress.server.ts";
import { onProgressRecorded, type ProgressRecorded } from "./progress-events.server.ts";
import type { Answers } from "./quiz.ts";
import { PASS_MARK } from "./quiz.ts";
import {
  answerLessonCheck,
  claimCertificate,
  finishState,
  mergeVisitorRecord,
  submitQuizAttempt,
} from "./record.server.ts";
import type { AttemptSummary } from "./record.ts";

function courseAt(index: number): Course {
  const course = courseList[index];
  if (!course) throw new Error(`no course at ${index}`);
  return course;
}
const course = courseAt(0);
const nextCourse = courseAt(1);
const lessons = (lessonsByCourse.get(course.slug) ?? []).map((l) => l.slug);
function lessonAt(index: number) {
  const lesson = lessonsByCourse.get(course.slug)?.[index];
  if (!lesson) throw new Error(`no lesson at ${index}`);
  return lesson;
}
const bank = quizBanks.get(course.slug) ?? [];
/** The fewest right answers that pass, from the bank's size and the pass mark. */
const passingScore = Math.ceil(bank.length * PASS_MARK);

/** Typed answers to the course's quiz: the first `right` questions right, the rest wrong. */
function answersFor(right: number): Answers {
  return Object.fromEntries(bank.map((q, i) => [q.id, answerTo(q, i < right)]));
}

async function newLearner(name = "Grace Hopper") {
  const user = await createUser({ name });
  return { id: user.id, name: user.name };
}

/** An ISO time no earlier than `from` and no later than `to`. */
function expectBetween(iso: string | undefined, from: string, to: string) {
  expect(iso).toBeDefined();
  expect(iso && iso >= from && iso <= to, `${iso} between ${from} and ${to}`).toBe(true);
}

async function completeLessons(learnerId: string, slugs: string[]) {
  for (const lesson of slugs) await completeLesson({ userId: learnerId, course: course.slug, lesson });
}

describe("the learning record", () => {
  it("has a course with lessons and a quiz bank of every answer type to test against", () => {
    expect(lessons.length).toBeGreaterThan(1);
    expect(new Set(bank.map((q) => q.type))).toEqual(new Set(["single", "multi", "truefalse", "ordering", "numeric"]));
  });

  it("grades a quiz on the server from the typed answers: the pass mark passes, one fewer does not", async () => {
    const learner = await newLearner();
    const all = await submitQuizAttempt(learner, course, "all", bank, answersFor(bank.length));
    const pass = await submitQuizAttempt(learner, course, "pass", bank, answersFor(passingScore));
    const fail = await submitQuizAttempt(learner, course, "fail", bank, answersFor(passingScore - 1));
    const none = await submitQuizAttempt(learner, course, "none", bank, {});

    expect(all).toMatchObject({ score: bank.length, max: bank.length, passed: true });
    expect(pass).toMatchObject({ score: passingScore, max: bank.length, passed: true });
    expect(fail).toMatchObject({ score: passingScore - 1, max: bank.length, passed: false });
    expect(none).toMatchObject({ score: 0, max: bank.length, passed: false });
    // The answers are stored as given, for the review page.
    expect((await findAttempt(learner.id, fail.id))?.answers).toEqual(answersFor(passingScore - 1));
  });

  it("stores one attempt per idempotency key: a resubmission returns the first, whatever its answers", async () => {
    const learner = await newLearner();
    const first = await submitQuizAttempt(learner, course, "same-key", bank, answersFor(2));
    const again = await submitQuizAttempt(learner, course, "same-key", bank, answersFor(bank.length));
    expect(again).toEqual(first);
    expect(await listAttempts(learner.id)).toHaveLength(1);
  });

  it("issues the certificate with the passing attempt when every lesson is already complete", async () => {
    const learner = await newLearner("Katherine Johnson");
    await completeLessons(learner.id, lessons);
    expect(await listCertificates(learner.id)).toEqual([]);

    await submitQuizAttempt(learner, course, "finishing", bank, answersFor(passingScore));

    const certificates = await listCertificates(learner.id);
    expect(certificates.map((c) => c.course)).toEqual([course.slug]);
    expect((await findCertificate(certificates[0]?.id ?? ""))?.name).toBe("Katherine Johnson");
  });

  it("issues no certificate for a passing attempt while lessons are missing, nor for a failing one", async () => {
    const learner = await newLearner();
    await completeLessons(learner.id, lessons.slice(0, -1));
    await submitQuizAttempt(learner, course, "passed-early", bank, answersFor(bank.length));
    expect(await listCertificates(learner.id)).toEqual([]);

    const other = await newLearner();
    await completeLessons(other.id, lessons);
    await submitQuizAttempt(other, course, "failed", bank, answersFor(passingScore - 1));
    expect(await listCertificates(other.id)).toEqual([]);
  });

  it("completes a lesson once every one of its checks is answered, right or wrong, and keeps each answer", async () => {
    const learner = await newLearner();
    const lesson = lessonAt(0);
    const [first, ...rest] = lesson.checks;
    if (!first || !rest.length) throw new Error("the first lesson needs two checks or more");

    const wrong = await answerLessonCheck(learner, course, lesson, first, answerTo(first, false));
    expect(wrong).toMatchObject({ result: { correct: false, explanation: first.explanation }, lessonCompleted: false });
    const again = await answerLessonCheck(learner, course, lesson, first, answerTo(first, true));
    expect(again).toMatchObject({ result: { correct: true }, lessonCompleted: false });
    expect(await completedLessons(learner.id, course.slug)).toEqual([]);

    let last = again;
    for (const check of rest) last = await answerLessonCheck(learner, course, lesson, check, answerTo(check, false));
    expect(last.lessonCompleted).toBe(true);
    expect((await completedLessons(learner.id, course.slug)).map((l) => l.lesson)).toEqual([lesson.slug]);
    // Kept: the latest answer to each check, graded.
    const saved = await savedChecks(learner.id, course.slug, lesson.slug);
    expect(saved.map((c) => [c.checkId, c.correct]).sort()).toEqual(
      [[first.id, true], ...rest.map((c) => [c.id, false])].sort(),
    );
    // Answering again later changes the answer, not the completion.
    const later = await answerLessonCheck(learner, course, lesson, first, answerTo(first, false));
    expect(later.lessonCompleted).toBe(false);
    expect((await completedLessons(learner.id, course.slug)).length).toBe(1);
  });

  it("issues the certificate when the last lesson's checks are answered after the quiz was passed", async () => {
    const learner = await newLearner();
    const [last, ...rest] = lessons.toReversed();
    await completeLessons(learner.id, rest);
    await submitQuizAttempt(learner, course, "passed", bank, answersFor(bank.length));
    expect(await listCertificates(learner.id)).toEqual([]);

    const lesson = lessonAt(lessons.indexOf(last ?? ""));
    for (const check of lesson.checks) await answerLessonCheck(learner, course, lesson, check, answerTo(check, true));

    expect((await listCertificates(learner.id)).map((c) => c.course)).toEqual([course.slug]);
    expect((await completedLessons(learner.id, course.slug)).map((l) => l.lesson).sort()).toEqual([...lessons].sort());
  });

  it("says what is missing while a course is unfinished, and shows the certificate once it is finished", async () => {
    const learner = await newLearner();
    expect(await finishState(learner.id, course)).toEqual({
      status: "unfinished",
      missingLessons: lessons,
      quizPassed: false,
      bestPercent: null,
    });

    await completeLessons(learner.id, [lessons[0] ?? "", lessons[2] ?? ""]);
    await submitQuizAttempt(learner, course, "fail", bank, answersFor(passingScore - 1));
    expect(await finishState(learner.id, course)).toEqual({
      status: "unfinished",
      missingLessons: lessons.filter((_, i) => i !== 0 && i !== 2),
      quizPassed: false,
      bestPercent: Math.floor(((passingScore - 1) / bank.length) * 100),
    });

    await completeLessons(learner.id, lessons);
    await submitQuizAttempt(learner, course, "pass", bank, answersFor(bank.length));
    const [certificate] = await listCertificates(learner.id);
    const state = await finishState(learner.id, course);
    expect(state).toEqual({ status: "finished", certificate, gain: null, next: nextCourse });
  });

  it("offers an unclaimed certificate for a course finished without one, and claiming issues it once", async () => {
    const learner = await newLearner("Dorothy Vaughan");
    // A record from before certificates were issued with the last step: lessons and a
    // passed attempt written straight through the modules that own them.
    await completeLessons(learner.id, lessons);
    await recordAttempt({
      userId: learner.id,
      course: course.slug,
      idempotencyKey: "legacy",
      score: bank.length,
      max: bank.length,
      passed: true,
      answers: {},
    });
    expect(await finishState(learner.id, course)).toEqual({ status: "unclaimed" });

    const claimed = await claimCertificate(learner, course);
    expect(claimed?.course).toBe(course.slug);
    expect((await findCertificate(claimed?.id ?? ""))?.name).toBe("Dorothy Vaughan");
    expect(await finishState(learner.id, course)).toMatchObject({ status: "finished", certificate: claimed });

    expect(await claimCertificate(learner, course)).toEqual(claimed);
    expect(await listCertificates(learner.id)).toHaveLength(1);
  });

  it("claims nothing for a course that is not finished", async () => {
    const learner = await newLearner();
    await completeLessons(learner.id, lessons);
    expect(await claimCertificate(learner, course)).toBeNull();
    expect(await listCertificates(learner.id)).toEqual([]);
  });

  it("keeps a placement test dated in the future out, so merging the same record twice adds it once", async () => {
    const learner = await newLearner();
    const visitor = {
      lessons: {},
      placements: [
        { takenAt: "2999-06-01T00:00:00.000Z", scores: { [course.slug]: 2 } },
        { takenAt: "2025-01-01T00:00:00.000Z", scores: { [course.slug]: 1 } },
      ],
    };
    await mergeVisitorRecord(learner, visitor);
    await mergeVisitorRecord(learner, visitor);
    expect(await listPlacements(learner.id)).toEqual([
      { takenAt: "2025-01-01T00:00:00.000Z", scores: { [course.slug]: 1 } },
    ]);
  });

  it("merges a visitor's record: skips unknown lessons and courses, and turns future lesson dates into now", async () => {
    const learner = await newLearner();
    const before = new Date().toISOString();
    const added = await mergeVisitorRecord(learner, {
      lessons: {
        [`${course.slug}/${lessons[0]}`]: "2025-01-01T00:00:00.000Z",
        [`${course.slug}/${lessons[1]}`]: "2999-01-01T00:00:00.000Z",
        [`${course.slug}/no-such-lesson`]: "2025-01-02T00:00:00.000Z",
        [`no-such-course/${lessons[2]}`]: "2025-01-03T00:00:00.000Z",
      },
      placements: [
        { takenAt: "2999-06-01T00:00:00.000Z", scores: { [course.slug]: 2, "no-such-course": 1 } },
        { takenAt: "2024-12-31T23:00:00.000+02:00", scores: { [nextCourse.slug]: 1 } },
      ],
    });
    const after = new Date().toISOString();

    expect(added).toBe(2);
    const merged = await completedLessons(learner.id);
    expect(merged.map((l) => `${l.course}/${l.lesson}`)).toEqual([
      `${course.slug}/${lessons[0]}`,
      `${course.slug}/${lessons[1]}`,
    ]);
    expect(merged[0]?.completedAt).toBe("2025-01-01T00:00:00.000Z");
    expectBetween(merged[1]?.completedAt, before, after);

    // The placement dated in the future is left out (the test above says why).
    expect(await listPlacements(learner.id)).toEqual([
      { takenAt: "2024-12-31T21:00:00.000Z", scores: { [nextCourse.slug]: 1 } },
    ]);
  });

  it("adds nothing twice when the same visitor record is merged again, and keeps the first dates", async () => {
    const learner = await newLearner();
    await completeLesson({
      userId: learner.id,
      course: course.slug,
      lesson: lessons[0] ?? "",
      at: new Date("2024-06-01T00:00:00.000Z"),
    });
    const visitor = {
      lessons: {
        [`${course.slug}/${lessons[0]}`]: "2025-01-01T00:00:00.000Z",
        [`${course.slug}/${lessons[1]}`]: "2025-01-02T00:00:00.000Z",
      },
      placements: [{ takenAt: "2025-01-01T00:00:00.000Z", scores: { [course.slug]: 1 } }],
    };

    expect(await mergeVisitorRecord(learner, visitor)).toBe(1);
    expect(await mergeVisitorRecord(learner, visitor)).toBe(0);

    expect(await completedLessons(learner.id)).toEqual([
      { course: course.slug, lesson: lessons[0], completedAt: "2024-06-01T00:00:00.000Z" },
      { course: course.slug, lesson: lessons[1], completedAt: "2025-01-02T00:00:00.000Z" },
    ]);
    expect(await listPlacements(learner.id)).toHaveLength(1);
  });

  it("issues the certificate that a merged visitor record completes", async () => {
    const learner = await newLearner();
    await submitQuizAttempt(learner, course, "passed-first", bank, answersFor(bank.length));
    expect(await listCertificates(learner.id)).toEqual([]);

    await mergeVisitorRecord(learner, {
      lessons: Object.fromEntries(lessons.map((l) => [`${course.slug}/${l}`, "2025-03-01T00:00:00.000Z"])),
      placements: [],
    });

    expect((await listCertificates(learner.id)).map((c) => c.course)).toEqual([course.slug]);
  });

  it("keeps neither the attempt nor the certificate when issuing the certificate fails", async () => {
    const learner = await newLearner();
    await completeLessons(learner.id, lessons);
    // Make the certificate insert fail inside submitQuizAttempt's transaction, after the
    // attempt was inserted; put the table back whatever happens.
    await sql`alter table certificate rename to certificate_away`.execute(db);
    try {
      await expect(submitQuizAttempt(learner, course, "rolled-back", bank, answersFor(bank.length))).rejects.toThrow();
    } finally {
      await sql`alter table certificate_away rename to certificate`.execute(db);
    }
    expect(await listAttempts(learner.id)).toEqual([]);
    expect(await listCertificates(learner.id)).toEqual([]);

    // Nothing was half-written, so sending the same submission again works in full.
    const retried = await submitQuizAttempt(learner, course, "rolled-back", bank, answersFor(bank.length));
    expect(retried.passed).toBe(true);
    expect((await listAttempts(learner.id)).map((a) => a.id)).toEqual([retried.id]);
    expect(await listCertificates(learner.id)).toHaveLength(1);
  });
});

describe("the progress events other domains subscribe to", () => {
  /** Subscribes for the length of `run`: what each event saw in the database when it came. */
  async function heard(run: () => Promise<void>, listener?: (event: ProgressRecorded) => Promise<void>) {
    const events: { event: ProgressRecorded; lessonsSaved: number; attemptsSaved: number }[] = [];
    const stop = onProgressRecorded(async (event) => {
      // A fresh query outside the learner's transaction: the change is already committed.
      const [saved, attempts] = await Promise.all([
        completedLessons(event.learnerId, event.course),
        listAttempts(event.learnerId, event.course),
      ]);
      events.push({ event, lessonsSaved: saved.length, attemptsSaved: attempts.length });
      await listener?.(event);
    });
    try {
      await run();
    } finally {
      stop();
    }
    return events;
  }

  it("tells subscribers once a lesson is completed, after the commit, and not for an answer that completes nothing", async () => {
    const learner = await newLearner();
    const lesson = lessonAt(0);
    const [first, ...rest] = lesson.checks;
    if (!first || !rest.length) throw new Error("the first lesson needs two checks or more");
    const events = await heard(async () => {
      await answerLessonCheck(learner, course, lesson, first, answerTo(first, true));
      for (const check of rest) await answerLessonCheck(learner, course, lesson, check, answerTo(check, false));
      // Answered again: the lesson was already complete.
      await answerLessonCheck(learner, course, lesson, first, answerTo(first, false));
    });
    expect(events).toEqual([
      {
        event: { type: "lesson-completed", learnerId: learner.id, course: course.slug, lesson: lesson.slug },
        lessonsSaved: 1,
        attemptsSaved: 0,
      },
    ]);
  });

  it("tells subscribers once a quiz is submitted, after the commit, and not when the same attempt is sent again", async () => {
    const learner = await newLearner();
    let attemptId = "";
    const events = await heard(async () => {
      attemptId = (await submitQuizAttempt(learner, course, "heard", bank, answersFor(passingScore))).id;
      await submitQuizAttempt(learner, course, "heard", bank, answersFor(passingScore));
    });
    expect(events).toEqual([
      {
        event: { type: "quiz-submitted", learnerId: learner.id, course: course.slug, attemptId, passed: true },
        lessonsSaved: 0,
        attemptsSaved: 1,
      },
    ]);
  });

  it("keeps the learner's change when a subscriber fails, logs the failure and still tells the others", async () => {
    const learner = await newLearner();
    const lesson = lessonAt(1);
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    const stopFailing = onProgressRecorded(() => {
      throw new Error("a subscriber's bug");
    });
    try {
      const results: Awaited<ReturnType<typeof answerLessonCheck>>[] = [];
      let attempt: AttemptSummary | undefined;
      const events = await heard(async () => {
        for (const check of lesson.checks) {
          results.push(await answerLessonCheck(learner, course, lesson, check, answerTo(check, true)));
        }
        attempt = await submitQuizAttempt(learner, course, "despite", bank, answersFor(1));
      });
      expect(results.at(-1)?.lessonCompleted).toBe(true);
      expect((await completedLessons(learner.id, course.slug)).map((l) => l.lesson)).toEqual([lesson.slug]);
      expect((await listAttempts(learner.id, course.slug)).map((a) => a.id)).toEqual([attempt?.id]);
      expect(events.map((e) => e.event.type)).toEqual(["lesson-completed", "quiz-submitted"]);
      expect(logged).toHaveBeenCalledTimes(2);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.objectContaining({ message: "a subscriber's bug" }) }),
        "a progress subscriber failed",
      );
    } finally {
      stopFailing();
      logged.mockRestore();
    }
  });
});
