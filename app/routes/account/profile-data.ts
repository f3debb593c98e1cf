import { exportAccount } from "#app/accounts/profile.server.ts";
import { exportMessages } from "#app/feedback/inbox.server.ts";
import { findSurveyResponse } from "#app/feedback/survey.server.ts";
import { exportGroups } from "#app/groups/groups.server.ts";
import { i18nOf } from "#app/http/i18n.server.ts";
import { requireSession } from "#app/http/session.server.ts";
import { exportLearningRecord } from "#app/learning/record.server.ts";
import { exportReviewEmail } from "#app/learning/review-emails.server.ts";
import type { Route } from "./+types/profile-data.ts";

/** "Download my data": everything Synapse stores about the learner, as one JSON file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession({ request, context });
  const [account, learning, reviewEmail, sent, survey, groups] = await Promise.all([
    exportAccount(session, i18nOf({ context })),
    exportLearningRecord(session.user.id),
    exportReviewEmail(session.user.id),
    exportMessages(session.user.id),
    findSurveyResponse(session.user.id),
    exportGroups(session.user.id),
  ]);
  const body = JSON.stringify(
    { ...account, learning: { ...learning, reviewEmail }, ...sent, surveyResponse: survey, groups },
    null,
    2,
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="synapse-my-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
