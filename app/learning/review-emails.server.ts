// Owns review_email: the optional weekly email (issue 15, item 4) that tells a learner what
// is due for review and where they left off. Off until the learner turns it on (profile);
// every email carries a link that turns it off without signing in. Sent through the outbox,
// at most once a week per learner, whichever instance's timer gets there first.
import { createHmac, timingSafeEqual } from "node:crypto";
import { msg, plural } from "@lingui/core/macro";
import { href } from "react-router";
import { contentIn } from "#app/content/content.server.ts";
import type { CourseSlug } from "#app/content/schemas.ts";
import { db } from "#app/platform/db.server.ts";
import { composeEmail, type EmailContent, emailI18n } from "#app/platform/email-layout.server.ts";
import { queueEmail } from "#app/platform/email-outbox.server.ts";
import { env } from "#app/platform/env.server.ts";
import { appSecret } from "#app/platform/secret.server.ts";
import { DEFAULT_LANGUAGE, dateTimeFormat, isLanguage, type Language, pathIn } from "#app/site/locale.ts";
import { learningSummary } from "./record.server.ts";
import { type LearningSummary, nextStepHref } from "./record.ts";
import { dueQuestions } from "./reviews.server.ts";

export const WEEK_MS = 7 * 86_400_000;
/** Learners written to per run of the timer; the rest wait for the next run. */
const BATCH = 100;

export async function reviewEmailOn(userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("review_email")
    .select("turned_on_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Boolean(row?.turned_on_at);
}

/**
 * Turns the learner's email on or off. When it was sent is kept either way, so turning it off
 * and on again does not send more than one a week.
 */
export async function setReviewEmail(userId: string, on: boolean, at = new Date()): Promise<void> {
  const turnedOnAt = on ? at.toISOString() : null;
  await db
    .insertInto("review_email")
    .values({ user_id: userId, turned_on_at: turnedOnAt, last_sent_at: null })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet((eb) => ({
        // Already on: it stays on since when it was first turned on.
        turned_on_at: on ? eb.fn.coalesce("review_email.turned_on_at", eb.val(turnedOnAt)) : null,
      })),
    )
    .execute();
}

/** The code in a learner's "stop" link: it can only turn their review email off (or back on). */
export function stopCode(userId: string): string {
  return createHmac("sha256", appSecret).update(`review-email-stop:${userId}`).digest("base64url");
}

export function stopLink(userId: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${env.SITE_URL}${pathIn(language, href("/learn/review/email"))}?u=${encodeURIComponent(userId)}&code=${stopCode(userId)}`;
}

/** Whether `code` is the stop code of `userId` (compared in constant time). */
export function isStopCode(userId: string, code: string): boolean {
  const expected = Buffer.from(stopCode(userId));
  const given = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The week's email for one learner, in their language, or null when there is nothing to tell them. */
export function weeklyEmail(
  learner: { id: string; name: string },
  due: number,
  next: string | null,
  recommended: LearningSummary["recommended"],
  language: Language = DEFAULT_LANGUAGE,
): EmailContent | null {
  if (due === 0 && !recommended) return null;
  const i18n = emailI18n(language);
  const page = (path: string) => `${env.SITE_URL}${pathIn(language, path)}`;
  const blocks: Parameters<typeof composeEmail>[2] = [];
  if (due > 0) {
    blocks.push(
      i18n._(
        msg`${plural(due, {
          one: "# question you answered before is due for review today: it comes back just before you would forget it. About ten at a time is plenty.",
          other:
            "# questions you answered before are due for review today: they come back just before you would forget them. About ten at a time is plenty.",
        })}`,
      ),
      { label: i18n._(msg`Start reviewing`), url: page(href("/learn/review")) },
    );
  } else if (next) {
    const day = dateTimeFormat({ dateStyle: "full", timeZone: "UTC" }, language).format(new Date(next));
    blocks.push(i18n._(msg`Nothing is due for review today. The next question comes back on ${day}.`));
  } else {
    blocks.push(
      i18n._(
        msg`Answer a lesson's checks, and its questions will come back for review, spaced out so that they stick.`,
      ),
    );
  }
  if (recommended) {
    // The titles as the learner reads them: their language's copy of the course.
    const content = contentIn(language);
    const course = content.courseTitle(recommended.course);
    if (recommended.kind === "lesson") {
      const lesson =
        content.lessonsByCourse.get(recommended.course as CourseSlug)?.find((l) => l.slug === recommended.lesson)
          ?.title ?? recommended.title;
      blocks.push(i18n._(msg`Where you left off: the lesson "${lesson}" in ${course}.`));
    } else if (recommended.kind === "quiz") {
      blocks.push(i18n._(msg`Where you left off: the ${course} quiz.`));
    } else {
      blocks.push(i18n._(msg`Where you left off: your ${course} certificate.`));
    }
    blocks.push({
      label: i18n._(
        msg({ message: "Continue", comment: "Button in the weekly email: back to where the learner left off" }),
      ),
      url: page(nextStepHref(recommended)),
    });
  }
  blocks.push(i18n._(msg`You turned this weekly email on in your profile. You can stop it at any time:`), {
    label: i18n._(msg`Stop the weekly email`),
    url: stopLink(learner.id, language),
  });
  const subject =
    due > 0
      ? i18n._(msg`${plural(due, { one: "# question to review this week", other: "# questions to review this week" })}`)
      : i18n._(msg`Your week on Synapse`);
  return composeEmail(
    subject,
    learner.name,
    blocks,
    i18n._(msg`You received this because you turned on the weekly review email on Synapse.`),
    language,
  );
}

/**
 * Writes this week's email to every learner who turned it on (or to `onlyUserId`, who just
 * did), has a confirmed address and was last written to a week or more ago. Each email is
 * queued in the same transaction that marks it sent, and only if no other instance marked it
 * first. Returns how many were queued.
 */
export async function sendWeeklyReviewEmails(now = new Date(), onlyUserId?: string): Promise<number> {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const learners = await db
    .selectFrom("review_email")
    .innerJoin("user", "user.id", "review_email.user_id")
    .select(["user.id", "user.name", "user.email", "user.language", "review_email.last_sent_at"])
    .where("review_email.turned_on_at", "is not", null)
    .where("user.email_verified", "=", true)
    .$if(onlyUserId !== undefined, (qb) => qb.where("user.id", "=", onlyUserId ?? ""))
    .where((eb) => eb.or([eb("review_email.last_sent_at", "is", null), eb("review_email.last_sent_at", "<=", weekAgo)]))
    .orderBy("review_email.last_sent_at")
    .limit(BATCH)
    .execute();
  let queued = 0;
  for (const learner of learners) {
    const [{ questions, next }, summary] = await Promise.all([
      dueQuestions(learner.id, now, undefined),
      learningSummary(learner.id, { now }),
    ]);
    const email = weeklyEmail(
      learner,
      questions.length,
      next,
      summary.recommended,
      isLanguage(learner.language) ? learner.language : DEFAULT_LANGUAGE,
    );
    if (!email) continue;
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("review_email")
        .set({ last_sent_at: now.toISOString() })
        .where("user_id", "=", learner.id)
        .where((eb) =>
          learner.last_sent_at === null
            ? eb("last_sent_at", "is", null)
            : eb("last_sent_at", "=", learner.last_sent_at),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await queueEmail(learner.email, email, trx);
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

/** Whether the learner has the email on, and when it was last sent, for "Download my data". */
export async function exportReviewEmail(userId: string) {
  const row = await db
    .selectFrom("review_email")
    .select(["turned_on_at", "last_sent_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    on: Boolean(row?.turned_on_at),
    turnedOnAt: row?.turned_on_at ?? null,
    lastSentAt: row?.last_sent_at ?? null,
  };
}
