// An answer given offline (issue 30): what the browser's queue keeps (app/offline/answer-queue.ts)
// and sends to POST /api/learning/sync when the connection returns, and what the server
// answers for each (app/learning/offline-answers.server.ts). The types only: the server reads
// an entry with its own schema, and the browser never needs one.
import type { Language } from "#app/site/locale.ts";

type Given = {
  /** A random UUID, given when the answer is queued: the server applies each id once. */
  id: string;
  /** Who was signed in when it was given: `ownerOf` (app/offline/saved-course-names.ts). */
  owner: string;
  /** When it was given, by this device's clock (ISO 8601). */
  answeredAt: string;
  /** The language of the page it was given on: numbers are read in it. */
  language: Language;
};

/** The question fields of the form the answer was given in (`q-…` names, as the pages send them). */
export type AnswerFields = [name: string, value: string][];

export type OfflineAnswer = Given &
  (
    | { kind: "check"; course: string; lesson: string; check: string; fields: AnswerFields }
    | { kind: "guess"; course: string; lesson: string; guess: string }
    /** `question` is the review key, "course/question id". */
    | { kind: "review"; question: string; fields: AnswerFields }
  );

/** Why the server did not keep an answer; "replayed" means it was kept before, and counts once. */
export type SyncRefusal =
  | "malformed"
  | "other-account"
  | "future-dated"
  | "replayed"
  | "unknown-question"
  | "not-due"
  | "not-an-answer";

export type SyncOutcome =
  /** Kept; `lessonCompleted` when it was the lesson's last check. */
  | { id: string; status: "kept"; lessonCompleted: boolean }
  /** Not kept, and why, in words for the learner. `id` is null for an entry that had none. */
  | { id: string | null; status: "refused"; reason: SyncRefusal; message: string };

/** How many answers one sync request may carry; the browser sends more in several. */
export const MAX_SYNC_BATCH = 50;

/** How far ahead of the server's clock an answer's time may be (a device's clock drifts). */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** The question fields of a form (`q-…`), as an answer given offline keeps them. */
export const answerFieldsOf = (form: FormData): AnswerFields =>
  [...form].flatMap(([name, value]) =>
    name.startsWith("q-") && typeof value === "string" ? [[name, value] as [string, string]] : [],
  );

/**
 * Whether a route's `serverAction` failed for want of a connection: a fetch that never reached
 * the server rejects with a TypeError, and the browser may know it is offline. Anything else
 * is a real error.
 */
export const reachedNoServer = (error: unknown): boolean => error instanceof TypeError || !navigator.onLine;
