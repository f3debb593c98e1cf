// The server's check of a visitor record sent to be merged into an account. The browser reads
// the same record with plain checks (`parseVisitorRecord` in visitor-record.ts, which keeps
// Zod out of the pages); visitor-record.test.ts holds the two to the same answers.
import { z } from "zod";
import { type ReviewCard, scheduleAnswer } from "./review-schedule.ts";
import {
  LESSON_KEY_PATTERN,
  MAX_CHECKS,
  MAX_LESSON_KEY_LENGTH,
  MAX_LESSONS,
  MAX_PLACEMENTS,
  MAX_SLUG_LENGTH,
  SLUG_PATTERN,
  type VisitorRecord,
} from "./visitor-record.ts";
import { MAX_VISITOR_REVIEWS } from "./visitor-reviews.ts";

const slug = z.string().regex(SLUG_PATTERN).max(MAX_SLUG_LENGTH);
const isoTime = z.iso.datetime({ offset: true });

export const visitorRecordSchema = z.object({
  /** "course/lesson" → when it was completed. */
  lessons: z
    .record(z.string().regex(LESSON_KEY_PATTERN).max(MAX_LESSON_KEY_LENGTH), isoTime)
    .refine((r) => Object.keys(r).length <= MAX_LESSONS, "too many lessons")
    .default({}),
  placements: z
    .array(z.object({ takenAt: isoTime, scores: z.record(slug, z.number().int().min(0).max(2)) }))
    .max(MAX_PLACEMENTS)
    .default([]),
  /** "course/check" → when a lesson's check was last answered, and whether rightly. */
  checks: z
    .record(
      z.string().regex(LESSON_KEY_PATTERN).max(MAX_LESSON_KEY_LENGTH),
      z.strictObject({ at: isoTime, correct: z.boolean() }),
    )
    .refine((r) => Object.keys(r).length <= MAX_CHECKS, "too many checks")
    .default({}),
}) satisfies z.ZodType<VisitorRecord>;

/**
 * A review card a visitor's browser kept (visitor-reviews.ts), as the server accepts it: the
 * values FSRS itself produces, within their ranges, and never answered in the future.
 */
export const visitorReviewCardSchema = z.strictObject({
  due: isoTime,
  stability: z.number().min(0).max(100_000),
  difficulty: z.number().min(0).max(10),
  scheduledDays: z.number().int().min(0).max(100_000),
  learningSteps: z.number().int().min(0).max(100),
  reps: z.number().int().min(0).max(100_000),
  lapses: z.number().int().min(0).max(100_000),
  state: z.number().int().min(0).max(3),
  lastReview: isoTime.refine((at) => Date.parse(at) <= Date.now() + 60_000, "answered in the future").nullable(),
});

/** "course/question" → the card, as many as a browser keeps. */
export const visitorReviewsSchema = z
  .record(z.string().regex(LESSON_KEY_PATTERN).max(MAX_LESSON_KEY_LENGTH), visitorReviewCardSchema)
  .refine((r) => Object.keys(r).length <= MAX_VISITOR_REVIEWS, "too many review cards");

/** The card a visitor's form sent with an answer (`card`, JSON), or null for none or one we cannot use. */
function visitorCardFrom(raw: string | null): ReviewCard | null {
  if (!raw) return null;
  try {
    const parsed = visitorReviewCardSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A visitor's answer, scheduled from the card their form sent (`card`): the question's new
 * card, for their browser to keep. A card we cannot use counts as none, a first answer.
 */
export function scheduleVisitorAnswer(rawCard: string | null, correct: boolean, at = new Date()): ReviewCard {
  return scheduleAnswer(visitorCardFrom(rawCard), correct, at);
}
