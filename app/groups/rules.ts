// What a group's forms may hold, for the pages (hints, input limits) and the server (checks,
// in forms.ts). No Zod here, so pages that only show limits do not ship it.
import { msg } from "@lingui/core/macro";

export const GROUP_NAME_MAX = 120;
export const MEMBER_CAP_MAX = 1000;
/** A due date or a code's expiry may be at most this many days ahead. */
export const DATE_AHEAD_MAX_DAYS = 2 * 366;

/** What a learner agrees to when joining: shown on /join (in the page's language) and recorded nowhere else. */
export const CONSENT_TEXT = msg`Your leaders will see your name, your progress, your quiz scores and your certificates in the courses they assign to this group.`;

/** YYYY-MM-DD of `date` plus `days`, in UTC. */
export function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
