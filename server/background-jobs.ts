// What runs beside the requests: live events between instances, the email worker, the
// operators' activity nudges, the weekly review emails and the housekeeping timer. Started once the database is
// migrated; stopped, in reverse, when the server shuts down. It also connects the domains
// that must not import each other: groups hears of learning's progress events here.
import { purgeExpiredLinks } from "#app/accounts/used-links.server.ts";
import { purgeOldMessages } from "#app/feedback/inbox.server.ts";
import { purgeOldSurveyResponses } from "#app/feedback/survey.server.ts";
import { tellGroupLeaders } from "#app/groups/progress.server.ts";
import { flushAnalytics, onAnalyticsFlushed, purgeOldAnalytics } from "#app/insights/visits.server.ts";
import { onProgressRecorded } from "#app/learning/progress-events.server.ts";
import { sendWeeklyReviewEmails } from "#app/learning/review-emails.server.ts";
import { startEmailWorker } from "#app/platform/email-outbox.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { purgeExpiredLimits } from "#app/platform/rate-limit.server.ts";
import { ADMINS, publish, startRealtime } from "#app/platform/realtime.server.ts";

const HOUSEKEEPING_MS = 10 * 60_000;
/** How often the weekly review emails due are written: each learner still gets one a week. */
const REVIEW_EMAILS_MS = 60 * 60_000;
/** Operators' live counters hear of new activity at most this often, whatever the traffic. */
const NUDGE_MS = 30_000;

/** Starts every background job; resolves with the function that stops them all. */
export async function startBackgroundJobs(): Promise<() => Promise<void>> {
  const stopRealtime = await startRealtime();
  // A member's lesson or quiz in one of a group's courses: its leaders' open pages read again.
  const stopGroupProgress = onProgressRecorded((event) => tellGroupLeaders(event.learnerId, event.course));
  let lastNudge = 0;
  const stopNudges = onAnalyticsFlushed(() => {
    if (Date.now() - lastNudge < NUDGE_MS) return;
    lastNudge = Date.now();
    void publish(ADMINS, { type: "activity-recorded" });
  });
  const stopEmailWorker = startEmailWorker();
  // Expired rate-limit windows, and whatever has outlived its retention period.
  const housekeeping = setInterval(
    () =>
      Promise.all([
        purgeExpiredLimits(),
        purgeExpiredLinks(),
        purgeOldMessages(),
        purgeOldSurveyResponses(),
        purgeOldAnalytics(),
      ]).catch((error) => logger.error({ err: error }, "housekeeping failed")),
    HOUSEKEEPING_MS,
  );
  housekeeping.unref();
  const reviewEmails = setInterval(
    () => sendWeeklyReviewEmails().catch((error) => logger.error({ err: error }, "weekly review emails failed")),
    REVIEW_EMAILS_MS,
  );
  reviewEmails.unref();

  return async () => {
    clearInterval(housekeeping);
    clearInterval(reviewEmails);
    stopNudges();
    stopGroupProgress();
    await flushAnalytics();
    await stopRealtime();
    await stopEmailWorker();
  };
}
