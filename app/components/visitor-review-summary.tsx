import { useLingui } from "@lingui/react/macro";
import { visitorMissedKeys } from "#app/learning/practice.ts";
import { useVisitorRecord } from "#app/learning/visitor-record.ts";
import { dueKeys, reviewDay, visitorReviews } from "#app/learning/visitor-reviews.ts";
import { deviceTimeZone } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import { ReviewSummary } from "./review-summary.tsx";

/**
 * A visitor's reviews on /learn, from the schedule kept in this browser: nothing on the
 * server's copy of the page (the same for every visitor) nor for a browser with no answers.
 */
export function VisitorReviewSummary() {
  const { t } = useLingui();
  const language = useLanguage();
  const cards = visitorReviews.useEntries();
  const missed = visitorMissedKeys(useVisitorRecord()).length;
  if (!cards || Object.keys(cards).length === 0) return null;
  const due = dueKeys(cards).length;
  const now = new Date().toISOString();
  const next = Object.values(cards)
    .map((card) => card.due)
    .filter((at) => at > now)
    .sort()[0];
  return (
    <ReviewSummary
      due={due}
      next={next ? reviewDay(next, deviceTimeZone(), language) : null}
      note={t`Kept in this browser until you sign up or log in.`}
      missed={missed}
    />
  );
}
