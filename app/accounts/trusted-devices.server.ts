// Browsers that have signed in to an account before (OWASP's "device cookies"). A failed
// log-in counts against the account only when it comes from a browser the account has never
// signed in from, so a stranger guessing passwords locks out strangers, not the owner, whose
// browser keeps a budget of its own. The cookie names no account: it holds a random id for
// the browser and a keyed tag of the account's email, signed with the app's secret.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "#app/platform/env.server.ts";
import { appSecret } from "#app/platform/secret.server.ts";

const secure = new URL(env.SITE_URL).protocol === "https:";
export const DEVICE_COOKIE = `${secure ? "__Secure-" : ""}synapse.device`;
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // browsers cap cookies at 400 days

const mac = (purpose: string, value: string) =>
  createHmac("sha256", appSecret).update(`${purpose}:${value}`).digest("base64url");
const accountTag = (email: string) => mac("device-account", email.trim().toLowerCase()).slice(0, 22);

function cookieValue(cookieHeader: string | null): string | undefined {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...value] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return value.join("=");
  }
  return undefined;
}

/** The browser's id when it has signed in before to the account with this email, else null. */
export function trustedDevice(cookieHeader: string | null, email: string): string | null {
  const [id, tag, signature, ...rest] = (cookieValue(cookieHeader) ?? "").split(".");
  if (!id || !tag || !signature || rest.length) return null;
  const expected = Buffer.from(mac("device", `${id}.${tag}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return tag === accountTag(email) ? id : null;
}

/** The Set-Cookie line that marks this browser as one the account has signed in from. */
export function deviceCookie(email: string, id: string = randomBytes(16).toString("base64url")): string {
  const value = `${id}.${accountTag(email)}`;
  return `${DEVICE_COOKIE}=${value}.${mac("device", value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
