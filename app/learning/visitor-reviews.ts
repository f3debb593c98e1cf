// A visitor's review schedule, kept in this browser (localStorage) until they sign up or log
// in, when it joins their account (POST /api/learning/merge). The server schedules each of
// their answers (review-schedule.ts) and sends back the question's new card; this module only
// keeps the cards and tells which are due, so the scheduling library stays on the server.

import { DEFAULT_LANGUAGE, dateTimeFormat, type Language } from "#app/site/locale.ts";
import { browserStore } from "./browser-store.ts";
import type { ReviewCard } from "./review-schedule.ts";

/** Review cards a browser keeps: more than every question of every course. */
export const MAX_VISITOR_REVIEWS = 1000;

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isTime = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));

/** The shape only: the server checks a card's values before it schedules from one. */
function isReviewCard(value: unknown): value is ReviewCard {
  const card = (value ?? {}) as Partial<Record<keyof ReviewCard, unknown>>;
  return (
    isTime(card.due) &&
    [card.stability, card.difficulty, card.scheduledDays, card.learningSteps, card.reps, card.lapses, card.state].every(
      isNumber,
    ) &&
    (card.lastReview === null || isTime(card.lastReview))
  );
}

export const visitorReviews = browserStore("synapse-visitor-reviews", isReviewCard, {
  max: MAX_VISITOR_REVIEWS,
  order: (card) => card.lastReview ?? card.due,
});

/** How many questions a review sitting asks before offering a break (for learners and visitors alike). */
export const REVIEW_SESSION_LENGTH = 10;

/** The key of a question's card: "course/question". */
export const reviewKey = (course: string, questionId: string) => `${course}/${questionId}`;

/** The keys of the cards due by the end of today in this browser's calendar, the most overdue first. */
export function dueKeys(cards: Record<string, ReviewCard>, now = new Date()): string[] {
  const endOfToday = new Date(now);
  endOfToday.setHours(24, 0, 0, 0);
  return Object.entries(cards)
    .filter(([, card]) => Date.parse(card.due) < endOfToday.getTime())
    .sort(([a, x], [b, y]) => x.due.localeCompare(y.due) || a.localeCompare(b))
    .map(([key]) => key);
}

/**
 * "Thursday, 26 November 2026": the day a review falls on, in the given time zone (UTC without
 * one), in the page's language. Here rather than with the site's other dates, which every page loads.
 */
export function reviewDay(iso: string, timeZone = "UTC", language: Language = DEFAULT_LANGUAGE): string {
  return dateTimeFormat({ dateStyle: "full", timeZone }, language).format(new Date(iso));
}
