// The learner's time zone, as their browser reported it in the time-zone cookie
// (app/learning/time-zone.ts), for the pages rendered for them alone. A page kept for every
// visitor shows UTC.
import { createCookie } from "react-router";
import { validTimeZone } from "#app/learning/record.ts";
import { TIME_ZONE_COOKIE } from "#app/learning/time-zone.ts";

export const timeZoneCookie = createCookie(TIME_ZONE_COOKIE, { path: "/", sameSite: "lax" });

/** The valid IANA time zone the request's cookie names, or undefined. */
export async function timeZoneOf(request: Request): Promise<string | undefined> {
  const zone = await timeZoneCookie.parse(request.headers.get("cookie"));
  return typeof zone === "string" ? validTimeZone(zone) : undefined;
}
