// The learner's time zone, as their browser reported it in the time-zone cookie
// (app/learning/time-zone.ts), for the pages rendered for them alone. A page kept for every
// visitor shows UTC.
import { validTimeZone } from "#app/learning/record.ts";
import { TIME_ZONE_COOKIE } from "#app/learning/time-zone.ts";

/** The valid IANA time zone the request's cookie names, or undefined. */
export function timeZoneOf(request: Request): string | undefined {
  const match = request.headers
    .get("cookie")
    ?.match(new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE.replace(".", "\\.")}=([^;]*)`));
  if (!match?.[1]) return undefined;
  try {
    return validTimeZone(decodeURIComponent(match[1]));
  } catch {
    return undefined;
  }
}
