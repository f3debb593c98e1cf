// Fixed-window rate limits kept in the database, so every app instance counts together.
// Keys are keyed hashes of the IP address or email, never the raw values, and every
// window is at most an hour long, as the privacy notice promises.
import { createHmac } from "node:crypto";
import { sql } from "kysely";
import { db } from "./db.server.ts";
import { appSecret } from "./secret.server.ts";

export type Limit = { name: string; max: number; windowSeconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The limits in force. Each is counted per IP address or per account (email). */
export const LIMITS = {
  /** Failed log-ins (successes are handed back), so a school behind one address is not locked out. */
  logInFailuresPerIp: { name: "login-failures:ip", max: 50, windowSeconds: 15 * MINUTE },
  /**
   * Failed log-ins for one account from one address, by browsers that have not signed in to
   * it before. Never per account alone: guesses from elsewhere must not lock its owner out.
   */
  logInFailuresPerIpAndAccount: { name: "login-failures:ip-account", max: 8, windowSeconds: 15 * MINUTE },
  /** Failed log-ins from one browser that has signed in to the account before (its own budget). */
  logInFailuresPerDevice: { name: "login-failures:device", max: 8, windowSeconds: 15 * MINUTE },
  /** Emailed sign-in links asked for from one address. */
  signInLinkPerIp: { name: "sign-in-link:ip", max: 20, windowSeconds: HOUR },
  /**
   * Sign-in links sent to one address. The window is no longer than a link lives, so while
   * this refuses, the links it counted are still in the owner's inbox and still work.
   */
  signInLinkPerAccount: { name: "sign-in-link:account", max: 3, windowSeconds: 15 * MINUTE },
  signUpPerIp: { name: "signup:ip", max: 10, windowSeconds: HOUR },
  /** School sign-ins started (each one asks the school's provider whether it is up): a class behind one address fits. */
  ssoStartPerIp: { name: "sso-start:ip", max: 120, windowSeconds: 15 * MINUTE },
  resetRequestPerIp: { name: "reset:ip", max: 10, windowSeconds: HOUR },
  resetRequestPerAccount: { name: "reset:account", max: 3, windowSeconds: HOUR },
  tokenPerIp: { name: "token:ip", max: 20, windowSeconds: HOUR },
  verificationPerIp: { name: "verify:ip", max: 10, windowSeconds: HOUR },
  verificationPerAccount: { name: "verify:account", max: 3, windowSeconds: HOUR },
  passwordCheckPerAccount: { name: "password:account", max: 10, windowSeconds: 15 * MINUTE },
  /** The strength meter asks at each pause in typing; zxcvbn can take ~0.1 s of CPU on a hostile password. */
  passwordStrengthPerIp: { name: "password-strength:ip", max: 60, windowSeconds: MINUTE },
  avatarPerAccount: { name: "avatar:account", max: 20, windowSeconds: HOUR },
  contactPerIp: { name: "contact:ip", max: 5, windowSeconds: HOUR },
  partnershipPerIp: { name: "partnership:ip", max: 5, windowSeconds: HOUR },
  /** Receipts go to the address typed in the form: few per address, so the form cannot flood one. */
  receiptPerAddress: { name: "receipt:address", max: 3, windowSeconds: HOUR },
  surveyPerIp: { name: "survey:ip", max: 20, windowSeconds: HOUR },
  groupCreatePerAccount: { name: "group-create:account", max: 10, windowSeconds: HOUR },
  /** Every code a learner tries counts, found or not: with 31^8 codes, guessing one is hopeless. */
  groupJoinPerAccount: { name: "group-join:account", max: 30, windowSeconds: HOUR },
} satisfies Record<string, Limit>;

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function keyFor(limit: Limit, subject: string): string {
  const digest = createHmac("sha256", appSecret).update(subject.trim().toLowerCase()).digest("base64url");
  return `${limit.name}:${digest}`;
}

/** Counts one attempt against `limit` for `subject` (an IP address or an email). */
export async function consume(limit: Limit, subject: string, now = new Date()): Promise<LimitResult> {
  const key = keyFor(limit, subject);
  const nowIso = now.toISOString();
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000).toISOString();
  // One statement, so concurrent requests on any instance cannot both slip under the limit.
  const row = await db
    .insertInto("rate_limit")
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limit.reset_at <= ${nowIso} then 1 else rate_limit.count + 1 end`,
        reset_at: sql<string>`case when rate_limit.reset_at <= ${nowIso} then ${resetAt} else rate_limit.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= limit.max) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds };
}

/** Checks several limits, counting against each; refused if any is over. */
export async function consumeAll(checks: [Limit, string | undefined][], now = new Date()): Promise<LimitResult> {
  let worst: LimitResult = { allowed: true };
  for (const [limit, subject] of checks) {
    if (!subject) continue;
    const result = await consume(limit, subject, now);
    if (!result.allowed && (worst.allowed || result.retryAfterSeconds > worst.retryAfterSeconds)) worst = result;
  }
  return worst;
}

/** Hands back one attempt counted in advance (a log-in that succeeded was not a failure). */
export async function refund(limit: Limit, subject: string): Promise<void> {
  await db
    .updateTable("rate_limit")
    .set({ count: sql<number>`count - 1` })
    .where("key", "=", keyFor(limit, subject))
    .where("count", ">", 0)
    .execute();
}

/** Forgets the count for a subject, e.g. the account's failed log-ins after a success. */
export async function forgive(limit: Limit, subject: string): Promise<void> {
  await db.deleteFrom("rate_limit").where("key", "=", keyFor(limit, subject)).execute();
}

/** Deletes finished windows; run periodically. */
export async function purgeExpiredLimits(now = new Date()): Promise<void> {
  await db.deleteFrom("rate_limit").where("reset_at", "<=", now.toISOString()).execute();
}
