// The placement test's recommendation rule, exactly as the curriculum brief states it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type CourseSlug, courseSlugs } from "#app/content/schemas.ts";

export type CourseScores = Record<CourseSlug, number>;
/** Where to start, and why in words (translated where it is shown). */
export type Recommendation = { start: CourseSlug; message: MessageDescriptor };

/** `scores` holds the number right (0–2) per course; the course order is the learning path. */
export function recommendStart(scores: CourseScores): Recommendation {
  const total = courseSlugs.reduce((sum, c) => sum + scores[c], 0);
  if (total <= 3) {
    return {
      start: courseSlugs[0],
      message: msg`Start at the beginning: the foundations will make everything else click.`,
    };
  }
  const gap = courseSlugs.find((c) => scores[c] === 0);
  if (gap) return { start: gap, message: msg`You already know some basics. Start here to fill the biggest gap.` };
  const partial = courseSlugs.find((c) => scores[c] === 1);
  if (partial) return { start: partial, message: msg`You know a lot. This course will round out what you know.` };
  return { start: courseSlugs[4], message: msg`Excellent! Head to Ethical AI, or take any course quiz to test out.` };
}
