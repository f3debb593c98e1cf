import type { Migration } from "kysely/migration";
import { accounts } from "./0001-accounts.ts";
import { learningRecord } from "./0002-learning-record.ts";
import { feedback } from "./0003-feedback.ts";
import { analytics } from "./0004-analytics.ts";
import { healthCheck } from "./0005-health-check.ts";
import { keptCertificates } from "./0006-kept-certificates.ts";
import { quizRereads } from "./0007-quiz-rereads.ts";
import { keptCertificateScores } from "./0008-kept-certificate-scores.ts";
import { lessonChecks } from "./0009-lesson-checks.ts";
import { lessonPredictions } from "./0010-lesson-predictions.ts";
import { reviewCards } from "./0011-review-cards.ts";
import { reviewEmails } from "./0012-review-emails.ts";
import { groups } from "./0013-groups.ts";
import { usedLinks } from "./0014-used-links.ts";
import { userLanguage } from "./0015-user-language.ts";
import { offlineAnswers } from "./0016-offline-answers.ts";
import { identityProviders } from "./0017-identity-providers.ts";
import { groupSignIn } from "./0018-group-sign-in.ts";

// Forward-only migrations, applied in key order at start-up and by `npm run db:migrate`.
// Name new ones "NNNN-what-it-does" and import them here; never edit one that has shipped.
// Each must run on SQLite and PostgreSQL: use Kysely's schema builder and portable types
// (text, integer, real or double precision; timestamps as ISO-8601 text) and prove it in the integration tests.
// The one exception is Better Auth's own timestamps: see 0001-accounts.
export const migrations: Record<string, Migration> = {
  "0001-accounts": accounts,
  "0002-learning-record": learningRecord,
  "0003-feedback": feedback,
  "0004-analytics": analytics,
  "0005-health-check": healthCheck,
  "0006-kept-certificates": keptCertificates,
  "0007-quiz-rereads": quizRereads,
  "0008-kept-certificate-scores": keptCertificateScores,
  "0009-lesson-checks": lessonChecks,
  "0010-lesson-predictions": lessonPredictions,
  "0011-review-cards": reviewCards,
  "0012-review-emails": reviewEmails,
  "0013-groups": groups,
  "0014-used-links": usedLinks,
  "0015-user-language": userLanguage,
  "0016-offline-answers": offlineAnswers,
  "0017-identity-providers": identityProviders,
  "0018-group-sign-in": groupSignIn,
};
