// The learner's time zone, sent by the browser in a cookie so that learning days (the
// streak) are counted in their own calendar. Functional only: it identifies no one.
import { deviceTimeZone } from "#app/site/locale.ts";

export const TIME_ZONE_COOKIE = "synapse.tz";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie as the browser writes it, encoded as React Router's `createCookie` encodes a
 * value (base64 of its JSON), so that the server reads it with `createCookie`
 * (app/http/time-zone.server.ts) while the browser's bundle goes without it. A test checks
 * that the two agree.
 */
export function timeZoneCookieLine(zone: string, secure: boolean): string {
  const value = encodeURIComponent(btoa(JSON.stringify(zone)));
  return `${TIME_ZONE_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Remembers this browser's time zone for a year; does nothing when it has not changed. */
export function rememberTimeZone(secure: boolean): void {
  const zone = deviceTimeZone();
  if (!zone) return;
  const line = timeZoneCookieLine(zone, secure);
  if (document.cookie.split("; ").includes(line.slice(0, line.indexOf(";")))) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = line;
}
