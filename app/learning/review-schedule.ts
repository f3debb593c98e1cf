// Spaced review (issue 15, item 4): when each question a learner has answered should come
// back, so that it returns about when they would otherwise forget it. The scheduling itself is
// FSRS, from the maintained ts-fsrs library (decision 0015); this module only maps our answers
// onto it and its cards onto plain values we can store.
import { type Card, createEmptyCard, fsrs, Rating, type State } from "ts-fsrs";
import { dayIn } from "./record.ts";

/** A question's review state, as stored (review_card) and as ts-fsrs needs it. */
export type ReviewCard = {
  /** When it is next due, ISO 8601. */
  due: string;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  /** Answers given, and how many of them were wrong after a right one. */
  reps: number;
  lapses: number;
  /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: string | null;
};

// Reviews are counted in days (a learner reviews on a day, not at a minute): no same-day
// learning steps. A 90 % chance of remembering a question when it comes back is the
// library's default, and the usual choice. No fuzz: the same answers give the same schedule.
// Made on first use, so a page that only imports a type or a constant from here does not
// bring the library into the browser.
let scheduler: ReturnType<typeof fsrs> | undefined;
const schedulerOf = () => {
  scheduler ??= fsrs({ request_retention: 0.9, enable_short_term: false, enable_fuzz: false });
  return scheduler;
};

const toCard = (card: ReviewCard): Card => ({
  due: new Date(card.due),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: 0,
  scheduled_days: card.scheduledDays,
  learning_steps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state as State,
  last_review: card.lastReview ? new Date(card.lastReview) : undefined,
});

const fromCard = (card: Card): ReviewCard => ({
  due: card.due.toISOString(),
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ? card.last_review.toISOString() : null,
});

/**
 * The question's review state after an answer given at `at`: a right answer is FSRS's
 * "Good", a wrong one "Again". `card` is null for a question answered for the first time.
 */
export function scheduleAnswer(card: ReviewCard | null, correct: boolean, at: Date): ReviewCard {
  const before = card ? toCard(card) : createEmptyCard(at);
  return fromCard(schedulerOf().next(before, at, correct ? Rating.Good : Rating.Again).card);
}

/** Whether a card falls due on or before the learner's today (their calendar, UTC when unknown). */
export function isDueBy(due: string, now: Date, timeZone: string | undefined): boolean {
  return due <= now.toISOString() || dayIn(timeZone, due) <= dayIn(timeZone, now.toISOString());
}

/** The latest a card due "today" in any time zone can be due: now plus a day and a half. */
export const latestDueToday = (now: Date) => new Date(now.getTime() + 36 * 3_600_000).toISOString();
