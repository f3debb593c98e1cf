// Practice (issue 28; practice.ts): which questions a learner missed lately, and the
// feedback on answering one of them again. Reads quiz_attempt and lesson_check through their
// modules and writes nothing: a practice answer changes neither the review schedule
// (review_card) nor the learning record, so it is graded, explained and forgotten. The list
// changes when the record does: a retake of the quiz, an answer given again in the lesson.
import type { I18n } from "@lingui/core";
import { contentIn, findQuestion, questionIn } from "#app/content/content.server.ts";
import type { CourseSlug, Question } from "#app/content/schemas.ts";
import { answerWords } from "./answer-words.ts";
import { latestAttemptsSince } from "./attempts.server.ts";
import { missedChecksSince } from "./checks.server.ts";
import { practiceSince } from "./practice.ts";
import { type Answer, gradeQuestion, isCorrect, languageOfI18n, type QuestionResult } from "./quiz.ts";
import { answerToOne, type SentFields } from "./quiz-form.ts";
import { sectionOf } from "./record.server.ts";
import { questionByKey } from "./reviews.server.ts";

export type MissedQuestion = {
  course: CourseSlug;
  question: Question;
  /** When it was answered wrongly. */
  missedAt: string;
  /**
   * Missed in a course quiz not passed by that attempt: a wrong practice answer does not
   * show the key either (decision 0013), only the idea and the section to reread.
   */
  keyWithheld: boolean;
};

/**
 * The questions the learner got wrong in the last week, the most recent first: the wrong
 * answers of their newest attempt in each course, and the checks whose latest answer was
 * wrong (a few dozen at most, however much the learner did). A question no course has any more is skipped.
 */
export async function missedQuestions(userId: string, now = new Date()): Promise<MissedQuestion[]> {
  const since = practiceSince(now);
  const [attempts, checks] = await Promise.all([latestAttemptsSince(userId, since), missedChecksSince(userId, since)]);
  const missed: MissedQuestion[] = [];
  for (const attempt of attempts) {
    for (const [id, answer] of Object.entries(attempt.answers)) {
      const question = findQuestion(attempt.course, id);
      if (question && !isCorrect(question, answer)) {
        const course = attempt.course as CourseSlug;
        missed.push({ course, question, missedAt: attempt.submittedAt, keyWithheld: !attempt.passed });
      }
    }
  }
  for (const check of checks) {
    const question = findQuestion(check.course, check.checkId);
    if (question) {
      missed.push({ course: check.course as CourseSlug, question, missedAt: check.answeredAt, keyWithheld: false });
    }
  }
  // Newest first; a stable sort keeps an attempt's questions in the order it asked them.
  return missed.sort((a, b) => (a.missedAt < b.missedAt ? 1 : a.missedAt > b.missedAt ? -1 : 0));
}

export type PracticeAnswer =
  | { status: "refused"; message: string }
  /** The key names no question the learner missed this week (a learner) or no question at all (a visitor). */
  | { status: "not-missed" | "unknown-question" }
  | { status: "no-answer"; message: string; values: Record<string, string[]> }
  | { status: "answered"; course: CourseSlug; question: Question; result: PracticeResult };

/**
 * An answer to the practice question `key` ("course/question id"). A learner practices what
 * they missed; a visitor, any question (what they missed is in their browser). Graded,
 * explained, and kept nowhere.
 */
export async function answerPractice(
  learnerId: string | null,
  key: string | null,
  sent: SentFields,
  i18n?: I18n,
): Promise<PracticeAnswer> {
  const missed = learnerId
    ? (await missedQuestions(learnerId)).find((m) => `${m.course}/${m.question.id}` === key)
    : (() => {
        const found = questionByKey(key);
        return found ? { ...found, keyWithheld: false } : undefined;
      })();
  if (!missed) return { status: learnerId ? "not-missed" : "unknown-question" };
  const read = answerToOne(missed.question, sent, i18n);
  if (read.status !== "answer") return read;
  return {
    status: "answered",
    course: missed.course,
    question: missed.question,
    result: practiceAnswer(missed, read.answer, i18n),
  };
}

/** A practice answer's feedback: like a review's, without the key where the quiz withholds it. */
export type PracticeResult = Omit<QuestionResult, "expected" | "explanation"> & {
  expected: string | null;
  explanation: string | null;
  idea: string | null;
  section: { title: string; id: string } | null;
  lessonTitle: string;
};

/**
 * Grades a practice answer to a missed question, and records nothing: the question's review
 * card and the learner's record stay as they were. Described in the language of `i18n`
 * (English without it), with the question as the page showed it.
 */
export function practiceAnswer(missed: Omit<MissedQuestion, "missedAt">, answer: Answer, i18n?: I18n): PracticeResult {
  const language = languageOfI18n(i18n);
  const content = contentIn(language);
  const question = questionIn(language, missed.course, missed.question);
  const graded = gradeQuestion(question, answer, i18n ? answerWords(i18n) : undefined);
  const withheld = missed.keyWithheld && !graded.correct;
  return {
    ...graded,
    expected: withheld ? null : graded.expected,
    explanation: withheld ? null : graded.explanation,
    idea: question.idea ?? null,
    section: sectionOf(missed.course, question, content),
    lessonTitle: content.lessonTitle(missed.course, question.lesson),
  };
}
