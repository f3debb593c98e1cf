// Kysely table types. Each migration that adds or changes a table updates this file.
import type { ColumnType, Generated } from "kysely";

/**
 * A Better Auth timestamp: a Date from PostgreSQL, ISO-8601 text from SQLite. Read it with
 * `new Date(value)`; Better Auth writes these columns itself.
 */
type AuthTime = ColumnType<Date | string, Date | string, Date | string>;
/** SQLite stores booleans as 0/1. */
type Flag = ColumnType<boolean | number, boolean, boolean>;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  email_verified: Flag;
  image: string | null;
  role: ColumnType<"learner" | "admin", "learner" | "admin" | undefined, "learner" | "admin">;
  /** The language the learner chose ("es"), null until they choose; may name one no longer offered. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: AuthTime;
  updated_at: AuthTime;
};

export type SessionTable = {
  id: string;
  user_id: string;
  token: string;
  expires_at: AuthTime;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthTime;
  updated_at: AuthTime;
};

export type AccountTable = {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthTime | null;
  refresh_token_expires_at: AuthTime | null;
  scope: string | null;
  password: string | null;
  created_at: AuthTime;
  updated_at: AuthTime;
};

export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthTime;
  created_at: AuthTime;
  updated_at: AuthTime;
};

export type AvatarTable = {
  user_id: string;
  mime: string;
  bytes: Uint8Array;
  /** ISO-8601; also the cache-busting version in the avatar URL. */
  updated_at: string;
};

export type EmailOutboxTable = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
};

export type RateLimitTable = {
  key: string;
  count: number;
  reset_at: string;
};

/** An emailed link that has been used: the SHA-256 of its token, kept until the link expires. */
export type UsedLinkTable = { token_hash: string; expires_at: string };

/** A school's or company's OpenID Connect provider; `client_secret` is encrypted (identity-providers.server.ts). */
export type IdentityProviderTable = {
  id: string;
  /** The identifier in the redirect URL. */
  provider_id: string;
  name: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  /** 1 when learners of its domains must sign in through it (no password, no emailed link). */
  require_sso: number;
  /** For Better Auth's SSO plugin's schema check (see migration 0017). */
  oidc_config: string | null;
  saml_config: string | null;
  domain: string;
  user_id: string | null;
  organization_id: string | null;
  created_at: string;
  updated_at: string;
};

export type IdentityProviderDomainTable = { domain: string; provider_id: string };

export type LessonProgressTable = {
  user_id: string;
  course: string;
  lesson: string;
  completed_at: string;
};

/** A learner's latest answer to one of a lesson's graded checks (app/learning/checks.server.ts). */
export type LessonCheckTable = {
  user_id: string;
  course: string;
  lesson: string;
  check_id: string;
  /** JSON: the learner's answer (see Answer in app/learning/quiz.ts). */
  answer: string;
  /** 0 or 1. */
  correct: number;
  /** How many times the learner has answered it. */
  answers_given: number;
  answered_at: string;
};

/** A learner's latest guess for a lesson's "Predict first" prompt (app/learning/predictions.server.ts). */
export type LessonPredictionTable = {
  user_id: string;
  course: string;
  lesson: string;
  guess: string;
  predicted_at: string;
};

/** The receipt of an answer given offline and synced later, by the id the browser gave it (app/learning/offline-answers.server.ts). */
export type OfflineAnswerTable = {
  id: string;
  user_id: string;
  /** "check", "guess" or "review". */
  kind: string;
  answered_at: string;
  received_at: string;
};

/** When a question a learner answered comes back for review, and its FSRS state (app/learning/reviews.server.ts). */
export type ReviewCardTable = {
  user_id: string;
  course: string;
  /** A check's or a quiz question's id. */
  question_id: string;
  due: string;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string | null;
};

/** A learner's weekly review email: on since when (null: off), and when it was last sent (app/learning/review-emails.server.ts). */
export type ReviewEmailTable = {
  user_id: string;
  turned_on_at: string | null;
  last_sent_at: string | null;
};

export type QuizAttemptTable = {
  id: string;
  user_id: string;
  course: string;
  idempotency_key: string;
  score: number;
  max_score: number;
  /** 0 or 1. */
  passed: number;
  /** JSON: question id → the learner's answer (see Answers in app/learning/quiz.ts). */
  answers: string;
  submitted_at: string;
};

/** A flagged lesson opened from a failed attempt's "Reread" link (app/learning/quiz-wait.server.ts). */
export type QuizRereadTable = { attempt_id: string; lesson: string; read_at: string };

export type PlacementResultTable = {
  id: string;
  user_id: string;
  /** JSON: course slug → questions right (0–2). */
  scores: string;
  taken_at: string;
};

export type CertificateTable = {
  id: string;
  user_id: string;
  course: string;
  name_on_certificate: string;
  issued_at: string;
};

/** A certificate kept public after its learner deleted their account (no user, by design). */
export type KeptCertificateTable = Omit<CertificateTable, "user_id"> & {
  kept_at: string;
  /** The best passing quiz score when it was kept (null for records kept before scores were). */
  score: number | null;
  max_score: number | null;
};

export type InboxStatus = "new" | "in-progress" | "done";

export type ContactMessageTable = {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  /** One of CONTACT_TOPICS in app/feedback/choices.ts. */
  topic: string;
  message: string;
  status: Generated<InboxStatus>;
  created_at: string;
  updated_at: string;
};

export type PartnershipInquiryTable = {
  id: string;
  user_id: string | null;
  organization: string;
  /** One of ORGANIZATION_KINDS in app/feedback/choices.ts. */
  kind: string;
  contact_name: string;
  email: string;
  /** One of ORGANIZATION_SIZES in app/feedback/choices.ts. */
  size: string;
  message: string;
  status: Generated<InboxStatus>;
  created_at: string;
  updated_at: string;
};

export type SurveyResponseTable = {
  id: string;
  user_id: string | null;
  /** A course slug, or "none". */
  course: string;
  /** 1–5. */
  clarity: number;
  /** 1–5. */
  demos: number;
  pace: string;
  /** "course/lesson", or null. */
  hardest_lesson: string | null;
  topic_wish: string | null;
  background: string | null;
  created_at: string;
  updated_at: string;
};

export type PageViewTable = {
  id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  at: string;
  path: string;
  referrer_host: string | null;
  /** "mobile", "tablet" or "desktop". */
  device: string;
  country: string | null;
  /** A hash of the day's salt, IP address and user agent: the same visitor only within one day. */
  visitor: string;
};

export type AnalyticsEventTable = {
  id: string;
  day: string;
  at: string;
  /** A LearningEventName from app/insights/visits.server.ts. */
  name: string;
  course: string | null;
};

export type AnalyticsSaltTable = {
  day: string;
  salt: string;
};

/** A class or a team (app/groups/groups.server.ts). */
export type LearningGroupTable = {
  id: string;
  name: string;
  /** What a learner types at /join, or finds in the join link; null while joining is off. */
  join_code: string | null;
  /** The last day (YYYY-MM-DD, UTC) the code works; null for no end. */
  code_expires_on: string | null;
  /** At most this many members (leaders not counted); null for no limit. */
  member_cap: number | null;
  created_at: string;
  /** The school provider whose sign-ins are invited to join (migration 0018); null for none. */
  sso_provider_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The claim, and its value, a sign-in must carry to be invited; null for every sign-in. */
  sso_claim: ColumnType<string | null, string | null | undefined, string | null>;
  sso_claim_value: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A learner a group's school sign-in invited, until they join or the group goes. */
export type GroupInvitationTable = { group_id: string; user_id: string; invited_at: string };

export type GroupRole = "leader" | "member";

export type GroupMemberTable = {
  group_id: string;
  user_id: string;
  role: GroupRole;
  /** 0 or 1: whether the member agreed to show their email address to the group's leaders. */
  share_email: number;
  joined_at: string;
};

/** A course assigned to a group, with its due date (YYYY-MM-DD) if it has one. */
export type GroupAssignmentTable = {
  group_id: string;
  course: string;
  due_on: string | null;
  assigned_at: string;
};

/** One row, rewritten by /healthz to prove the database takes writes. */
export type HealthCheckTable = { id: number; checked_at: string };

export type Database = {
  learning_group: LearningGroupTable;
  group_member: GroupMemberTable;
  group_invitation: GroupInvitationTable;
  group_assignment: GroupAssignmentTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  avatar: AvatarTable;
  email_outbox: EmailOutboxTable;
  rate_limit: RateLimitTable;
  used_link: UsedLinkTable;
  identity_provider: IdentityProviderTable;
  identity_provider_domain: IdentityProviderDomainTable;
  health_check: HealthCheckTable;
  lesson_progress: LessonProgressTable;
  lesson_check: LessonCheckTable;
  lesson_prediction: LessonPredictionTable;
  offline_answer: OfflineAnswerTable;
  review_card: ReviewCardTable;
  review_email: ReviewEmailTable;
  quiz_attempt: QuizAttemptTable;
  quiz_reread: QuizRereadTable;
  placement_result: PlacementResultTable;
  certificate: CertificateTable;
  kept_certificate: KeptCertificateTable;
  contact_message: ContactMessageTable;
  partnership_inquiry: PartnershipInquiryTable;
  survey_response: SurveyResponseTable;
  page_view: PageViewTable;
  analytics_event: AnalyticsEventTable;
  analytics_salt: AnalyticsSaltTable;
};
