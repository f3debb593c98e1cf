// Dates and times as learners read them, in one format. A time is shown in the learner's own
// time zone on pages rendered for them (the root loader passes it; `useTimeZone`), and in UTC
// elsewhere, with the zone named so no one mistakes one for the other. Dates of record (a
// certificate's) are UTC days.
import { useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE, dateTimeFormat, type Language } from "./locale.ts";

/** "22 November 2026" */
export const formatDate = (iso: string) => dateTimeFormat({ dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** "22 November 2026", for a UTC day given as YYYY-MM-DD (a due date, a page's last update). */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00Z`);

/** "22 Nov", for chart axes: a UTC day given as YYYY-MM-DD. */
export const formatShortDay = (day: string) =>
  dateTimeFormat({ month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** "22 November 2026 at 20:05 CET" in the given time zone; "… 19:05 UTC" without one. */
export function formatDateTime(iso: string, timeZone = "UTC", language: Language = DEFAULT_LANGUAGE): string {
  return dateTimeFormat(
    {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
      timeZone,
    },
    language,
  ).format(new Date(iso));
}

/** The time zone this page shows times in: the learner's, or UTC on a page kept for everyone. */
export function useTimeZone(): string {
  return useRouteLoaderData<{ timeZone?: string | null }>("root")?.timeZone ?? "UTC";
}
