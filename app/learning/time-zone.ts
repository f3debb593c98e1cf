// The learner's time zone, sent by the browser in a cookie so that learning days (the
// streak) are counted in their own calendar. Functional only: it identifies no one.
import { createCookie } from "react-router";
import { deviceTimeZone } from "#app/site/locale.ts";

/** Written by the browser (signed-in pages) and read by the server: one definition for both. */
export const timeZoneCookie = createCookie("synapse.tz", { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax" });

/** Remembers this browser's time zone for a year; does nothing when it has not changed. */
export async function rememberTimeZone(secure: boolean): Promise<void> {
  const zone = deviceTimeZone();
  if (!zone) return;
  const line = await timeZoneCookie.serialize(zone, { secure });
  if (document.cookie.split("; ").includes(line.slice(0, line.indexOf(";")))) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = line;
}
