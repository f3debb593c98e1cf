// The server's check of a visitor record sent to be merged into an account. The browser reads
// the same record with plain checks (`parseVisitorRecord` in visitor-record.ts, which keeps
// Zod out of the pages); visitor-record.test.ts holds the two to the same answers.
import { z } from "zod";
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
