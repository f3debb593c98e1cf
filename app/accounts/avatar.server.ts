// Owns avatar: learners' photos. An upload is checked to be a real JPEG, PNG or WebP of sane
// size, made into a small square WebP with no metadata, stored in the database and served
// only to its owner (/profile/avatar). Every refusal is a message (to translate) to show beside
// the upload field. The largest upload is in avatar.ts, which the browser checks too.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import sharp, { type SharpOptions } from "sharp";
import { db } from "#app/platform/db.server.ts";
import { auth } from "./auth.server.ts";
import { AVATAR_MAX_UPLOAD_BYTES, PHOTO_TOO_LARGE_MESSAGE } from "./avatar.ts";

export const AVATAR_SIZE = 256;
export const AVATAR_MAX_OUTPUT_BYTES = 64 * 1024;

const MAX_SIDE = 8000;
const MAX_PIXELS = 40_000_000;
// Lower quality only when a detailed photo would not fit in AVATAR_MAX_OUTPUT_BYTES.
const QUALITY_STEPS = [80, 60, 40];

export type AvatarResult = { ok: true; webp: Uint8Array } | { ok: false; message: MessageDescriptor };

const refuse = (message: MessageDescriptor): AvatarResult => ({ ok: false, message });

const messages = {
  empty: msg`Choose a photo to upload.`,
  tooManyBytes: PHOTO_TOO_LARGE_MESSAGE,
  wrongType: msg`That file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.`,
  tooManyPixels: (width: number, height: number) => {
    const [maxSide, megapixels] = [MAX_SIDE, MAX_PIXELS / 1_000_000];
    return msg`That photo is too large (${width} × ${height} pixels). Choose one at most ${maxSide} pixels wide and high, and ${megapixels} megapixels in all, or resize it first.`;
  },
  unreadable: msg`We could not read that image. It may be damaged; try another photo.`,
  tooDetailed: msg`We could not make that photo small enough for a profile picture. Try another photo.`,
};

type Format = "jpeg" | "png" | "webp";

/** The format the first bytes announce; the file name and declared type are the sender's claim, not evidence. */
function sniffFormat(bytes: Uint8Array): Format | null {
  const startsWith = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  if (startsWith(ascii("RIFF")) && startsWith(ascii("WEBP"), 8)) return "webp";
  return null;
}

export async function processAvatar(bytes: Uint8Array): Promise<AvatarResult> {
  if (bytes.byteLength === 0) return refuse(messages.empty);
  if (bytes.byteLength > AVATAR_MAX_UPLOAD_BYTES) return refuse(messages.tooManyBytes);
  const format = sniffFormat(bytes);
  if (!format) return refuse(messages.wrongType);

  // pages: 1 keeps only the first frame of an animation; failOn rejects damaged pixel data.
  const options: SharpOptions = { failOn: "error", pages: 1, limitInputPixels: MAX_PIXELS };
  try {
    // metadata() reads only the header, so huge dimensions are refused before any pixels are
    // decoded. The pixel limit is lifted here so that check, not sharp's error, names the problem.
    const { format: found, width, height } = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    if (found !== format) return refuse(messages.wrongType);
    if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
      return refuse(messages.tooManyPixels(width, height));
    }

    // rotate() applies the EXIF orientation; the output keeps no metadata because we never ask for it.
    const square = sharp(bytes, options)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" });
    for (const quality of QUALITY_STEPS) {
      // Alpha is lossless by default and would not shrink with quality alone.
      const webp = await square.clone().webp({ quality, alphaQuality: quality }).toBuffer();
      if (webp.byteLength <= AVATAR_MAX_OUTPUT_BYTES) return { ok: true, webp };
    }
    return refuse(messages.tooDetailed);
  } catch {
    // Bad input is expected here: sharp's reasons are for developers, not learners.
    return refuse(messages.unreadable);
  }
}

/** The URL of a learner's photo; the version changes with every upload, so it can be cached for good. */
export function avatarUrl(updatedAt: string): string {
  return `/profile/avatar?v=${Date.parse(updatedAt)}`;
}

async function saveAvatar(userId: string, webp: Uint8Array): Promise<string> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto("avatar")
    .values({ user_id: userId, mime: "image/webp", bytes: webp, updated_at: updatedAt })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ mime: "image/webp", bytes: webp, updated_at: updatedAt }))
    .execute();
  return avatarUrl(updatedAt);
}

async function removeAvatar(userId: string): Promise<void> {
  await db.deleteFrom("avatar").where("user_id", "=", userId).execute();
}

export async function readAvatar(userId: string) {
  return db
    .selectFrom("avatar")
    .select(["mime", "bytes", "updated_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * Processes and stores a new photo and points the account at it; or says what is wrong with
 * the upload. `headers` are the request's, which name the session to Better Auth.
 */
export async function changePhoto(userId: string, upload: Uint8Array, headers: Headers): Promise<AvatarResult> {
  const result = await processAvatar(upload);
  if (!result.ok) return result;
  const image = await saveAvatar(userId, result.webp);
  await auth.api.updateUser({ body: { image }, headers });
  return result;
}

export async function removePhoto(userId: string, headers: Headers): Promise<void> {
  await removeAvatar(userId);
  await auth.api.updateUser({ body: { image: null }, headers });
}
