// The learner's time zone, sent by the browser in a cookie so that learning days (the
// streak) are counted in their own calendar. Functional only: it identifies no one.

import { deviceTimeZone } from "#app/site/locale.ts";

export const TIME_ZONE_COOKIE = "synapse.tz";

/** Remembers this browser's time zone for a year; does nothing when it has not changed. */
export function rememberTimeZone(secure: boolean): void {
  const zone = deviceTimeZone();
  if (!zone) return;
  const value = encodeURIComponent(zone);
  if (document.cookie.split("; ").includes(`${TIME_ZONE_COOKIE}=${value}`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = `${TIME_ZONE_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
