// Answering questions, as a route hands the answers over (`readQuestionFields` in
// quiz-form.ts read them from the form): a course quiz submitted, a lesson's check, a review.
// Each returns what happened as a typed union for the route to map to a response: a refusal
// a person can cause is a value here, never thrown. A learner's answers are kept
// (record.server.ts); a visitor's are graded here and go back to their browser, with the
// question's new review card.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { questionIn } from "#app/content/content.server.ts";
import type { Course, CourseSlug, Question } from "#app/content/schemas.ts";
import { answerWords } from "./answer-words.ts";
import { type CheckResult, checkResult, checkResultOf } from "./lesson-checks.ts";
import type { OfflineReceipt } from "./offline-receipts.server.ts";
import { type AnswerProblem, gradeQuestion, languageOfI18n, type QuestionResult } from "./quiz.ts";
import { drawFor, startAttempt } from "./quiz-draws.server.ts";
import { answersTo, answerToOne, refusalMessage, type SentFields } from "./quiz-form.ts";
import { currentQuizWait } from "./quiz-wait.server.ts";
import type { QuizWait } from "./quiz-wait.ts";
import { answerForReview, answerLessonCheck, type Learner, submitQuizAttempt } from "./record.server.ts";
import type { AttemptSummary } from "./record.ts";
import type { ReviewCard } from "./review-schedule.ts";
import { dueQuestions, questionByKey } from "./reviews.server.ts";
import { scheduleVisitorAnswer } from "./visitor-record.server.ts";

export type QuizSubmission =
  /** A retake sent while it must wait (decision 0013): nothing is stored. */
  | { status: "wait"; wait: QuizWait }
  /** A form no quiz page sends (quiz-form.ts says why): nothing is stored. */
  | { status: "refused"; message: string; questions: Question[] }
  /** Answers to questions this attempt did not ask: nothing is stored, and a fresh attempt is handed out. */
  | { status: "mismatch"; fresh: { key: string; questions: Question[] } }
  /** Questions left unanswered, or answered with something that is not an answer: nothing is stored. */
  | {
      status: "incomplete";
      questions: Question[];
      problems: Record<string, AnswerProblem>;
      values: Record<string, string[]>;
    }
  /** Stored (or, for a key already used, the attempt stored before). */
  | { status: "submitted"; attempt: AttemptSummary };

/**
 * A course quiz submitted with the attempt key `key`: graded against the questions that key
 * draws and stored once, unless the learner must wait before a retake or the answers cannot
 * be taken. Numbers are read, and a refusal told, in the language of `i18n` (English without).
 */
export async function submitQuiz(
  learner: Learner,
  course: Course,
  key: string,
  sent: SentFields,
  i18n?: I18n,
): Promise<QuizSubmission> {
  const wait = await currentQuizWait(learner.id, course, key);
  if (wait) return { status: "wait", wait };
  const questions = drawFor(course, key);
  const read = sent.ok ? answersTo(questions, sent.fields, languageOfI18n(i18n)) : sent;
  if (!read.ok) return { status: "refused", message: refusalMessage(read.refusal, i18n), questions };
  if (read.outside.length > 0) return { status: "mismatch", fresh: await startAttempt(course, learner.id, null) };
  if (Object.keys(read.problems).length > 0) {
    return { status: "incomplete", questions, problems: read.problems, values: read.values };
  }
  return { status: "submitted", attempt: await submitQuizAttempt(learner, course, key, questions, read.answers) };
}

export type CheckAnswer =
  | { status: "refused"; message: string }
  | { status: "no-answer"; check: string; message: string; values: Record<string, string[]> }
  /** Graded; a visitor also gets the question's new review card (`review`) for their browser to keep. */
  | { status: "checked"; check: string; result: CheckResult; lessonCompleted: boolean; review?: ReviewCard };

/** An answer given offline whose receipt was kept before: nothing changed. */
export type Replayed = { status: "replayed" };

/**
 * An answer to one of a lesson's checks (`checkId`). A learner's is kept, and can complete
 * the lesson (decision 0014); a visitor's is graded and scheduled from the card their
 * browser sent (`visitorCard`, JSON), and kept nowhere here. The answer is read and described
 * in the language of `i18n` (English without it). A learner's answer given offline comes with
 * its receipt (`offline`), and is kept once.
 */
export async function answerCheck(
  learner: Learner | null,
  course: Course,
  lesson: { slug: string; checks: Question[] },
  checkId: string | null,
  sent: SentFields,
  visitorCard: string | null,
  i18n?: I18n,
): Promise<CheckAnswer>;
export async function answerCheck(
  learner: Learner,
  course: Course,
  lesson: { slug: string; checks: Question[] },
  checkId: string | null,
  sent: SentFields,
  visitorCard: null,
  i18n: I18n,
  offline: OfflineReceipt,
): Promise<CheckAnswer | Replayed>;
export async function answerCheck(
  learner: Learner | null,
  course: Course,
  lesson: { slug: string; checks: Question[] },
  checkId: string | null,
  sent: SentFields,
  visitorCard: string | null,
  i18n?: I18n,
  offline?: OfflineReceipt,
): Promise<CheckAnswer | Replayed> {
  const check = lesson.checks.find((c) => c.id === checkId);
  if (!check) {
    return {
      status: "refused",
      message: i18n
        ? i18n._(msg`That question is not in this lesson. Reload the page and try again.`)
        : "That question is not in this lesson. Reload the page and try again.",
    };
  }
  const read = answerToOne(check, sent, i18n);
  if (read.status === "refused") return read;
  if (read.status === "no-answer") return { ...read, check: check.id };
  const { answer } = read;
  const words = i18n ? answerWords(i18n) : undefined;
  if (!learner) {
    const result = checkResultOf(check, answer, words);
    const review = scheduleVisitorAnswer(visitorCard, result.correct);
    return { status: "checked", check: check.id, result, lessonCompleted: false, review };
  }
  const { result, lessonCompleted, replayed } = await answerLessonCheck(
    learner,
    course,
    lesson,
    check,
    answer,
    offline,
  );
  if (replayed) return { status: "replayed" };
  // The record grades in English; the page describes the answer in its own words.
  return {
    status: "checked",
    check: check.id,
    result: words ? checkResultOf(check, answer, words) : checkResult(result),
    lessonCompleted,
  };
}

export type ReviewAnswer =
  | { status: "refused"; message: string }
  /** The key names no question due now (a learner) or no question at all (a visitor): the route says which. */
  | { status: "not-due" | "unknown-question" }
  | { status: "no-answer"; message: string; values: Record<string, string[]> }
  | {
      status: "answered";
      course: CourseSlug;
      question: Question;
      result: QuestionResult;
      /** When the question comes back. */
      nextReview: string | null;
      /** A visitor's new card for the question, for their browser to keep; null for a learner. */
      review: { key: string; card: ReviewCard } | null;
    };

/**
 * An answer to the review question `key` ("course/question id"). A learner answers what is
 * due on their schedule (in their `timeZone`'s today); a visitor, any question, scheduled
 * from the card their browser sent (their schedule is in their browser). A learner's answer
 * given offline comes with its receipt (`offline`): it must have been due when it was given,
 * and is kept once.
 */
export async function answerReview(
  learner: Learner | null,
  key: string | null,
  sent: SentFields,
  visitorCard: string | null,
  timeZone: string | undefined,
  i18n?: I18n,
): Promise<ReviewAnswer>;
export async function answerReview(
  learner: Learner,
  key: string | null,
  sent: SentFields,
  visitorCard: null,
  timeZone: string | undefined,
  i18n: I18n,
  offline: OfflineReceipt,
): Promise<ReviewAnswer | Replayed>;
export async function answerReview(
  learner: Learner | null,
  key: string | null,
  sent: SentFields,
  visitorCard: string | null,
  timeZone: string | undefined,
  i18n?: I18n,
  offline?: OfflineReceipt,
): Promise<ReviewAnswer | Replayed> {
  const due = learner
    ? (await dueQuestions(learner.id, offline?.answeredAt ?? new Date(), timeZone)).questions.find(
        (q) => `${q.course}/${q.question.id}` === key,
      )
    : questionByKey(key);
  if (!due) return { status: learner ? "not-due" : "unknown-question" };
  const read = answerToOne(due.question, sent, i18n);
  if (read.status !== "answer") return read;
  const { answer } = read;
  const words = i18n ? answerWords(i18n) : undefined;
  // The record grades the English copy; the page describes the answer with the question it showed.
  const shown = questionIn(languageOfI18n(i18n), due.course, due.question);
  if (learner) {
    const graded = await answerForReview(learner, due.course, due.question, answer, offline);
    if (graded.replayed) return { status: "replayed" };
    const result = words ? gradeQuestion(shown, answer, words) : graded.result;
    return { status: "answered", ...due, ...graded, result, review: null };
  }
  const result = gradeQuestion(shown, answer, words);
  const card = scheduleVisitorAnswer(visitorCard, result.correct);
  return {
    status: "answered",
    ...due,
    result,
    nextReview: card.due,
    review: { key: `${due.course}/${due.question.id}`, card },
  };
}
