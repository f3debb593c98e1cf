import { describe, expect, it } from "vitest";
import { courseList, quizBanks } from "#app/content/content.server.ts";
import type { Course } from "#app/content/schemas.ts";
import { db } from "#app/platform/db.server.ts";
import { createUser } from "#tests/domain.ts";
import {
  exportReviewEmail,
  isStopCode,
  reviewEmailOn,
  sendWeeklyReviewEmails,
  setReviewEmail,
  stopCode,
  stopLink,
  WEEK_MS,
} from "./review-emails.server.ts";
import { scheduleReviews } from "./reviews.server.ts";

const course = courseList[0] as Course;
const [question] = quizBanks.get(course.slug) ?? [];
if (!question) throw new Error("the first course has no quiz pool");

const emailsTo = (address: string) =>
  db
    .selectFrom("email_outbox")
    .select(["subject", "text_body"])
    .where("to_address", "=", address)
    .orderBy("created_at")
    .execute();
/** A learner with a confirmed address (or not) and one question due for review at `now`. */
async function learnerWithReview(now: Date, verified = true) {
  const learner = await createUser({ name: "Mary Somerville" });
  if (!verified) await db.updateTable("user").set({ email_verified: false }).where("id", "=", learner.id).execute();
  await scheduleReviews(
    learner.id,
    [{ course: course.slug, questionId: question?.id ?? "", correct: false }],
    new Date(now.getTime() - 3 * 86_400_000),
  );
  return learner;
}

describe("the weekly review email", () => {
  it("is off until the learner turns it on, and sends nothing then", async () => {
    const now = new Date();
    const learner = await learnerWithReview(now);
    expect(await reviewEmailOn(learner.id)).toBe(false);
    await sendWeeklyReviewEmails(now);
    expect(await emailsTo(learner.email)).toEqual([]);
    expect(await exportReviewEmail(learner.id)).toEqual({ on: false, turnedOnAt: null, lastSentAt: null });
  });

  it("tells a learner who turned it on what is due and where they left off, once a week", async () => {
    const now = new Date();
    const learner = await learnerWithReview(now);
    await setReviewEmail(learner.id, true, now);
    await sendWeeklyReviewEmails(now);
    const [email, ...more] = await emailsTo(learner.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe("1 question to review this week");
    expect(email?.text_body).toContain("Hi Mary Somerville,");
    expect(email?.text_body).toContain("1 question you answered before is due for review today");
    expect(email?.text_body).toContain("/learn/review\n");
    // A new learner's next step is the first course's first lesson.
    expect(email?.text_body).toMatch(/Where you left off: the lesson "[^"]+" in The Foundations of AI\./);
    expect(email?.text_body).toContain(stopLink(learner.id));
    // The same week: nothing more, however often the timer runs, nor when it is turned off and on again.
    await sendWeeklyReviewEmails(new Date(now.getTime() + 60 * 60_000));
    await setReviewEmail(learner.id, false);
    await setReviewEmail(learner.id, true);
    await sendWeeklyReviewEmails(new Date(now.getTime() + 2 * 60 * 60_000), learner.id);
    await sendWeeklyReviewEmails(new Date(now.getTime() + WEEK_MS - 60_000));
    expect(await emailsTo(learner.email)).toHaveLength(1);
    // A week on, the next one.
    await sendWeeklyReviewEmails(new Date(now.getTime() + WEEK_MS));
    expect(await emailsTo(learner.email)).toHaveLength(2);
    expect(await exportReviewEmail(learner.id)).toMatchObject({
      on: true,
      lastSentAt: new Date(now.getTime() + WEEK_MS).toISOString(),
    });
  });

  it("writes only to confirmed addresses, and once even when two instances run at the same moment", async () => {
    const now = new Date();
    const unconfirmed = await learnerWithReview(now, false);
    const learner = await learnerWithReview(now);
    await setReviewEmail(unconfirmed.id, true, now);
    await setReviewEmail(learner.id, true, now);
    await Promise.all([sendWeeklyReviewEmails(now), sendWeeklyReviewEmails(now)]);
    expect(await emailsTo(unconfirmed.email)).toEqual([]);
    expect(await emailsTo(learner.email)).toHaveLength(1);
  });

  it("stops with the code in its link, and only with that learner's code", async () => {
    const learner = await createUser();
    const other = await createUser();
    expect(isStopCode(learner.id, stopCode(learner.id))).toBe(true);
    expect(isStopCode(learner.id, stopCode(other.id))).toBe(false);
    expect(isStopCode(learner.id, stopCode(learner.id).slice(0, -1))).toBe(false);
    expect(isStopCode(learner.id, "")).toBe(false);
    await setReviewEmail(learner.id, true);
    await setReviewEmail(learner.id, false);
    expect(await reviewEmailOn(learner.id)).toBe(false);
  });
});
