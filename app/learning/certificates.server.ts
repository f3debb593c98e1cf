// Owns certificate: one per learner and course, issued when the course is finished. Its id
// is the public verification URL, so it is 128 random bits and reveals nothing else.
// Owns kept_certificate too: the public records a learner chose to keep when deleting their
// account (same id, name, course and date), so that links to them keep verifying.
import { randomBytes } from "node:crypto";
import { contentIn, courseList, courseTitle, findCourse } from "#app/content/content.server.ts";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { db } from "#app/platform/db.server.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import { poolSize } from "./quiz-draws.server.ts";
import type { CertificateSummary } from "./record.ts";

export type PublicCertificate = CertificateSummary & { name: string };

/** 16 random bytes as base64url: 22 characters. */
export const newCertificateId = () => randomBytes(16).toString("base64url");
const CERTIFICATE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Issues the certificate for a finished course, once: a second call (or a concurrent one)
 * returns the first certificate. `created` says whether this call issued it.
 */
export async function issueCertificate(
  input: { userId: string; course: string; nameOnCertificate: string; at?: Date },
  executor: AppDatabase = db,
): Promise<{ certificate: CertificateSummary; created: boolean }> {
  const id = newCertificateId();
  await executor
    .insertInto("certificate")
    .values({
      id,
      user_id: input.userId,
      course: input.course,
      name_on_certificate: input.nameOnCertificate,
      issued_at: (input.at ?? new Date()).toISOString(),
    })
    .onConflict((oc) => oc.columns(["user_id", "course"]).doNothing())
    .execute();
  const row = await executor
    .selectFrom("certificate")
    .select(["id", "course", "issued_at"])
    .where("user_id", "=", input.userId)
    .where("course", "=", input.course)
    .executeTakeFirstOrThrow();
  return {
    certificate: { id: row.id, course: row.course, courseTitle: courseTitle(row.course), issuedAt: row.issued_at },
    created: row.id === id,
  };
}

/**
 * A certificate by its public id, or undefined: unknown, malformed and withdrawn look alike.
 * A record kept after its learner deleted their account verifies like any other.
 */
export async function findCertificate(id: string): Promise<PublicCertificate | undefined> {
  if (!CERTIFICATE_ID.test(id)) return undefined;
  const columns = ["id", "course", "name_on_certificate", "issued_at"] as const;
  const row =
    (await db.selectFrom("certificate").select(columns).where("id", "=", id).executeTakeFirst()) ??
    (await db.selectFrom("kept_certificate").select(columns).where("id", "=", id).executeTakeFirst());
  return row
    ? {
        id: row.id,
        course: row.course,
        courseTitle: courseTitle(row.course),
        name: row.name_on_certificate,
        issuedAt: row.issued_at,
      }
    : undefined;
}

/**
 * Runs just before a learner's account is deleted (the cascade then removes their
 * certificates). With `keep`, each certificate's public record is copied to kept_certificate
 * under its id; without, any copy left from an earlier deletion that did not complete goes.
 * Either way it can be run again safely.
 */
export async function settleCertificatesBeforeDeletion(
  userId: string,
  keep: boolean,
  executor: AppDatabase = db,
): Promise<void> {
  const theirs = executor.selectFrom("certificate").select("id").where("user_id", "=", userId);
  if (!keep) {
    await executor.deleteFrom("kept_certificate").where("id", "in", theirs).execute();
    return;
  }
  const keptAt = new Date().toISOString();
  const rows = await executor
    .selectFrom("certificate")
    .select(["id", "course", "name_on_certificate", "issued_at"])
    .where("user_id", "=", userId)
    .execute();
  if (rows.length === 0) return;
  // The attempts go with the account: each kept record takes its final score along.
  const passed = await executor
    .selectFrom("quiz_attempt")
    .select(["course", "score", "max_score"])
    .where("user_id", "=", userId)
    .where("passed", "=", 1)
    .execute();
  const best = (course: string) => bestOf(passed.filter((a) => a.course === course));
  await executor
    .insertInto("kept_certificate")
    .values(
      rows.map((row) => ({
        ...row,
        kept_at: keptAt,
        score: best(row.course)?.score ?? null,
        max_score: best(row.course)?.max ?? null,
      })),
    )
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** The highest-scoring of some attempts (by share of the questions right), or undefined. */
function bestOf(attempts: { score: number; max_score: number }[]): { score: number; max: number } | undefined {
  let best: { score: number; max: number } | undefined;
  for (const a of attempts) {
    const score = Number(a.score);
    const max = Number(a.max_score);
    if (!best || score / max > best.score / best.max) best = { score, max };
  }
  return best;
}

/**
 * What a certificate stands for, for its page and its picture: the course's lessons and hours
 * (null for a course no longer offered), the size of the quiz pool, and the final score.
 */
export async function certifiedFacts(certificate: PublicCertificate) {
  const course = findCourse(certificate.course);
  const score = await certifiedScore(certificate.id);
  return {
    lessons: course?.lessons.length ?? null,
    hours: course?.hours ?? null,
    pool: course ? poolSize(course) : null,
    score,
    percent: score ? Math.round((score.score / score.max) * 100) : null,
  };
}

/**
 * The final quiz score a certificate stands for: for a live certificate its learner's best
 * passing attempt in the course; for a kept one, the score kept with it (if any).
 */
async function certifiedScore(id: string): Promise<{ score: number; max: number } | null> {
  const live = await db.selectFrom("certificate").select(["user_id", "course"]).where("id", "=", id).executeTakeFirst();
  if (live) {
    const attempts = await db
      .selectFrom("quiz_attempt")
      .select(["score", "max_score"])
      .where("user_id", "=", live.user_id)
      .where("course", "=", live.course)
      .where("passed", "=", 1)
      .execute();
    return bestOf(attempts) ?? null;
  }
  const kept = await db
    .selectFrom("kept_certificate")
    .select(["score", "max_score"])
    .where("id", "=", id)
    .executeTakeFirst();
  return kept && kept.score !== null && kept.max_score !== null
    ? { score: Number(kept.score), max: Number(kept.max_score) }
    : null;
}

/** This learner's certificates, in course order, their courses titled in `language`. */
export async function listCertificates(
  userId: string,
  { executor = db, language = DEFAULT_LANGUAGE }: { executor?: AppDatabase; language?: Language } = {},
): Promise<CertificateSummary[]> {
  const rows = await executor
    .selectFrom("certificate")
    .select(["id", "course", "issued_at"])
    .where("user_id", "=", userId)
    .execute();
  const order = (course: string) => courseList.findIndex((c) => c.slug === course);
  return rows
    .map((r) => ({
      id: r.id,
      course: r.course,
      courseTitle: contentIn(language).courseTitle(r.course),
      issuedAt: r.issued_at,
    }))
    .sort((a, b) => order(a.course) - order(b.course));
}
