// Owns quiz_attempt: every course quiz a learner submitted, with every answer. An attempt
// is written once and never changed; the idempotency key makes a repeated submission (a
// double click, a retry after a lost response) the same attempt.
import { randomUUID } from "node:crypto";
import { contentIn } from "#app/content/content.server.ts";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { db } from "#app/platform/db.server.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import type { Answers } from "./quiz.ts";
import type { AttemptSummary } from "./record.ts";

export type Attempt = AttemptSummary & { answers: Answers };

const summaryColumns = ["id", "course", "score", "max_score", "passed", "submitted_at"] as const;

type SummaryRow = {
  id: string;
  course: string;
  score: number;
  max_score: number;
  passed: number;
  submitted_at: string;
};
/** An attempt as pages list it, its course titled in `language`. */
const toSummary = (row: SummaryRow, language: Language = DEFAULT_LANGUAGE): AttemptSummary => ({
  id: row.id,
  course: row.course,
  courseTitle: contentIn(language).courseTitle(row.course),
  score: Number(row.score),
  max: Number(row.max_score),
  passed: Number(row.passed) === 1,
  submittedAt: row.submitted_at,
});

/**
 * Stores a graded attempt unless this learner already sent one with the same key; either
 * way returns the stored attempt and whether this call created it.
 */
export async function recordAttempt(
  input: {
    userId: string;
    course: string;
    idempotencyKey: string;
    score: number;
    max: number;
    passed: boolean;
    answers: Answers;
    at?: Date;
  },
  executor: AppDatabase = db,
): Promise<{ attempt: AttemptSummary; created: boolean }> {
  const id = randomUUID();
  await executor
    .insertInto("quiz_attempt")
    .values({
      id,
      user_id: input.userId,
      course: input.course,
      idempotency_key: input.idempotencyKey,
      score: input.score,
      max_score: input.max,
      passed: input.passed ? 1 : 0,
      answers: JSON.stringify(input.answers),
      submitted_at: (input.at ?? new Date()).toISOString(),
    })
    .onConflict((oc) => oc.columns(["user_id", "idempotency_key"]).doNothing())
    .execute();
  const row = await executor
    .selectFrom("quiz_attempt")
    .select(summaryColumns)
    .where("user_id", "=", input.userId)
    .where("idempotency_key", "=", input.idempotencyKey)
    .executeTakeFirstOrThrow();
  return { attempt: toSummary(row), created: row.id === id };
}

/** One of this learner's attempts, answers included; undefined for anyone else's. */
export async function findAttempt(userId: string, attemptId: string): Promise<Attempt | undefined> {
  const row = await db
    .selectFrom("quiz_attempt")
    .select([...summaryColumns, "answers"])
    .where("user_id", "=", userId)
    .where("id", "=", attemptId)
    .executeTakeFirst();
  return row ? { ...toSummary(row), answers: JSON.parse(row.answers) as Answers } : undefined;
}

/** This learner's attempts, newest first, optionally in one course, their courses titled in `language`. */
export async function listAttempts(
  userId: string,
  course?: string,
  { executor = db, language = DEFAULT_LANGUAGE }: { executor?: AppDatabase; language?: Language } = {},
): Promise<AttemptSummary[]> {
  let query = executor.selectFrom("quiz_attempt").select(summaryColumns).where("user_id", "=", userId);
  if (course) query = query.where("course", "=", course);
  const rows = await query.orderBy("submitted_at", "desc").orderBy("id").execute();
  return rows.map((row) => toSummary(row, language));
}

/**
 * The newest attempt in each course this learner submitted since `since`, answers included,
 * newest first: what the practice page draws the questions they missed from.
 */
export async function latestAttemptsSince(userId: string, since: string): Promise<Attempt[]> {
  const rows = await db
    .selectFrom("quiz_attempt")
    .select([...summaryColumns, "answers"])
    .where("user_id", "=", userId)
    .where("submitted_at", ">=", since)
    .orderBy("submitted_at", "desc")
    .orderBy("id")
    .execute();
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.course)) newest.set(row.course, row);
  return [...newest.values()].map((row) => ({ ...toSummary(row), answers: JSON.parse(row.answers) as Answers }));
}

/** Every attempt of this learner with its answers, oldest first: for "Download my data". */
export async function exportAttempts(userId: string): Promise<Attempt[]> {
  const rows = await db
    .selectFrom("quiz_attempt")
    .select([...summaryColumns, "answers"])
    .where("user_id", "=", userId)
    .orderBy("submitted_at")
    .execute();
  return rows.map((row) => ({ ...toSummary(row), answers: JSON.parse(row.answers) as Answers }));
}

/**
 * What the quiz page needs to hand out a fresh draw: the questions of this learner's latest
 * attempt in the course, and whether `key` is already one of their attempts' keys.
 */
export async function drawHistory(
  userId: string,
  course: string,
  key: string | null,
): Promise<{ lastQuestions: string[] | null; keyUsed: boolean }> {
  const [last, used] = await Promise.all([
    db
      .selectFrom("quiz_attempt")
      .select("answers")
      .where("user_id", "=", userId)
      .where("course", "=", course)
      .orderBy("submitted_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    key
      ? db
          .selectFrom("quiz_attempt")
          .select("id")
          .where("user_id", "=", userId)
          .where("idempotency_key", "=", key)
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    lastQuestions: last ? Object.keys(JSON.parse(last.answers) as Answers) : null,
    keyUsed: used !== undefined,
  };
}
