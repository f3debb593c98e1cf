// What the live event stream (GET /api/events) sends a signed-in learner's open tabs when
// their learning record changes elsewhere. Shared by the server and the browser (which says
// what changed: live-event-messages.ts).
import type { Language } from "#app/site/locale.ts";

export const LIVE_EVENTS_PATH = "/api/events";

/** A course's title in every language: a learner's tabs may show pages in different ones. */
export type CourseTitles = Partial<Record<Language, string>>;

export type LiveEvent =
  | { type: "lesson-completed"; course: string; courseTitles: CourseTitles; lesson: string }
  | { type: "quiz-submitted"; course: string; courseTitles: CourseTitles; attemptId: string; passed: boolean }
  | { type: "certificate-issued"; course: string; courseTitles: CourseTitles; certificateId: string }
  | { type: "progress-merged" }
  /** Admins only: a message or inquiry arrived (`arrived`) or changed status. */
  | { type: "inbox-changed"; arrived?: "message" | "inquiry" }
  /** Admins only: new page views or learning events were recorded. */
  | { type: "activity-recorded" }
  /** To a group's leaders: a member completed a lesson or submitted a quiz in one of its courses. */
  | { type: "group-progress"; group: string }
  /** Sent after events may have been missed (a reconnect): re-read everything. */
  | { type: "resync" };

/** At most this many open streams per learner on one instance. */
export const MAX_STREAMS_PER_LEARNER = 5;

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

/** Reconnect delays after a stream drops: 1 s, 2 s, 4 s … up to 60 s, with jitter. */
export function reconnectDelayMs(failures: number, random = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}
