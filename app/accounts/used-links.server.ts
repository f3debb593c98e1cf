// Emailed links that work once. Better Auth's email-confirmation links (signing up, changing
// address) are signed tokens it never stores, so it cannot tell a second use from the first,
// and requests racing each other all see the link as unused. Before a token is handed to
// Better Auth it is spent here: one insert keyed by the token's hash, which exactly one of
// any number of parallel requests wins, on every instance and on both databases. (Password
// reset tokens are rows Better Auth deletes atomically itself: see sign-in.server.ts.)
import { createHash } from "node:crypto";
import { db } from "#app/platform/db.server.ts";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Marks the link's token as used. True for the one caller that spends it; false when it was
 * already spent, by an earlier request or a parallel one. `expiresAt` is when the link stops
 * working anyway, after which the record is no longer needed.
 */
export async function spendLink(token: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto("used_link")
    .values({ token_hash: hashOf(token), expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column("token_hash").doNothing())
    .returning("token_hash")
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a link back when what it was spent on did not happen, so the learner can try again. */
export async function unspendLink(token: string): Promise<void> {
  await db.deleteFrom("used_link").where("token_hash", "=", hashOf(token)).execute();
}

/** Forgets links that have expired anyway; run periodically. */
export async function purgeExpiredLinks(now = new Date()): Promise<void> {
  await db.deleteFrom("used_link").where("expires_at", "<=", now.toISOString()).execute();
}
