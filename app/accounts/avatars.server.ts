// Learners' photos: stored in the database as processed WebP, served only to their owner.
import { db } from "#app/platform/db.server.ts";

/** The URL of a learner's photo; the version changes with every upload, so it can be cached for good. */
export function avatarUrl(updatedAt: string): string {
  return `/profile/avatar?v=${Date.parse(updatedAt)}`;
}

export async function saveAvatar(userId: string, webp: Uint8Array): Promise<string> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto("avatar")
    .values({ user_id: userId, mime: "image/webp", bytes: webp, updated_at: updatedAt })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ mime: "image/webp", bytes: webp, updated_at: updatedAt }))
    .execute();
  return avatarUrl(updatedAt);
}

export async function removeAvatar(userId: string): Promise<void> {
  await db.deleteFrom("avatar").where("user_id", "=", userId).execute();
}

export async function readAvatar(userId: string) {
  return db
    .selectFrom("avatar")
    .select(["mime", "bytes", "updated_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
