// Dates and times as learners read them, in one format. A time is shown in the learner's own
// time zone on pages rendered for them (the root loader passes it; `useTimeZone`), and in UTC
// elsewhere, with the zone named so no one mistakes one for the other. Dates of record (a
// certificate's) are UTC days.
import { useRouteLoaderData } from "react-router";

const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** "22 November 2026" */
export const formatDate = (iso: string) => date.format(new Date(iso));

/** "Nov 22", for chart axes: a UTC day given as YYYY-MM-DD. */
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** "22 November 2026 at 20:05 CET" in the given time zone; "… 19:05 UTC" without one. */
export function formatDateTime(iso: string, timeZone = "UTC"): string {
  let format = dateTimes.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
      timeZone,
    });
    dateTimes.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** The time zone this page shows times in: the learner's, or UTC on a page kept for everyone. */
export function useTimeZone(): string {
  return useRouteLoaderData<{ timeZone?: string | null }>("root")?.timeZone ?? "UTC";
}
