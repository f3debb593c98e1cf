// Owns survey_response. A signed-in learner has one response, which they can change; a
// visitor's every submission is its own row. Nothing in a response says who gave it beyond
// the account link that keeps it to one per learner, and the results show no names.
import { randomUUID } from "node:crypto";
import { courseList, lessonsByCourse } from "./content.server";
import { db } from "./db.server";
import type { SurveyCourse, SurveyInput } from "./feedback-forms";
import { consume, LIMITS, tooManyRequests } from "./rate-limit.server";

/** The courses and lessons the survey offers, in course order. */
export const surveyCourses: SurveyCourse[] = courseList.map((c) => ({
  slug: c.slug,
  title: c.title,
  lessons: (lessonsByCourse.get(c.slug) ?? []).map((l) => ({ slug: l.slug, title: l.title })),
}));

/** A response as the form shows it: every field a string, as it was submitted. */
export type SurveyAnswers = {
  course: string;
  clarity: string;
  demos: string;
  pace: string;
  hardestLesson: string;
  topicWish: string;
  background: string;
};

export async function findSurveyResponse(userId: string): Promise<SurveyAnswers | null> {
  const row = await db
    .selectFrom("survey_response")
    .select(["course", "clarity", "demos", "pace", "hardest_lesson", "topic_wish", "background"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    course: row.course,
    clarity: String(row.clarity),
    demos: String(row.demos),
    pace: row.pace,
    hardestLesson: row.hardest_lesson ?? "",
    topicWish: row.topic_wish ?? "",
    background: row.background ?? "",
  };
}

/**
 * Saves a response: a learner's replaces their earlier one; a visitor's is added. Refused
 * with 429 when one IP address sends too many in an hour; a filled-in honeypot is dropped.
 */
export async function saveSurveyResponse(
  input: SurveyInput,
  sender: { userId: string | null; clientIp: string },
): Promise<void> {
  const limited = await consume(LIMITS.surveyPerIp, sender.clientIp);
  if (!limited.allowed) throw tooManyRequests(limited.retryAfterSeconds);
  if (input.website) return;
  const now = new Date().toISOString();
  const answers = {
    course: input.course,
    clarity: input.clarity,
    demos: input.demos,
    pace: input.pace,
    hardest_lesson: input.hardestLesson || null,
    topic_wish: input.topicWish || null,
    background: input.background || null,
    updated_at: now,
  };
  const insert = db.insertInto("survey_response").values({
    id: randomUUID(),
    user_id: sender.userId,
    created_at: now,
    ...answers,
  });
  if (!sender.userId) {
    await insert.execute();
    return;
  }
  await insert.onConflict((oc) => oc.column("user_id").doUpdateSet(answers)).execute();
}

/** Deletes responses not changed for two years, as the privacy notice says; run periodically. */
export async function purgeOldSurveyResponses(now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - 730 * 86_400_000).toISOString();
  await db.deleteFrom("survey_response").where("updated_at", "<", cutoff).execute();
}
