// Browsers that have signed in to an account before (OWASP's "device cookies"). Wrong
// passwords typed in such a browser count against a budget of its own, not against its
// network's, so strangers guessing elsewhere never slow the owner (decision 0004). The cookie
// names no account: it holds a random id for the browser and a keyed tag of the account's
// email, signed with the app's secret by React Router's cookie container.
import { createHmac, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { z } from "zod";
import { env } from "#app/platform/env.server.ts";
import { appSecret } from "#app/platform/secret.server.ts";

const secure = new URL(env.SITE_URL).protocol === "https:";
export const DEVICE_COOKIE = `${secure ? "__Secure-" : ""}synapse.device`;

const deviceCookieJar = createCookie(DEVICE_COOKIE, {
  secrets: [appSecret],
  maxAge: 400 * 24 * 60 * 60, // browsers cap cookies at 400 days
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
});
const deviceValue = z.object({ id: z.string().min(1).max(64), tag: z.string().min(1).max(64) });

// The account's tag: a keyed hash of its email, so the cookie names no address.
const accountTag = (email: string) =>
  createHmac("sha256", appSecret)
    .update(`device-account:${email.trim().toLowerCase()}`)
    .digest("base64url")
    .slice(0, 22);

/** The browser's id when it has signed in before to the account with this email, else null. */
export async function trustedDevice(cookieHeader: string | null, email: string): Promise<string | null> {
  const value = deviceValue.safeParse(await deviceCookieJar.parse(cookieHeader));
  return value.success && value.data.tag === accountTag(email) ? value.data.id : null;
}

/** The Set-Cookie line that marks this browser as one the account has signed in from. */
export function deviceCookie(email: string, id: string = randomBytes(16).toString("base64url")): Promise<string> {
  return deviceCookieJar.serialize({ id, tag: accountTag(email) });
}
