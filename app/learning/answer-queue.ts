// Answers given offline (issue 30, decision 0018), in this browser only: a lesson's check, a
// "Predict first" guess or a due review card answered while the connection was down waits in
// the outbox (app/offline/outbox.ts: IndexedDB), each with an id, until it is sent to
// POST /api/learning/sync (app/learning/offline-answers.server.ts), which keeps each id once:
// from a page, on load and when the connection returns, or from the service worker, by
// Background Sync. Only a signed-in learner's answers wait: a visitor's are graded by the
// server and kept in this browser, so offline there is nothing to grade them with.
import {
  OUTBOX_PATH,
  onOutboxChange,
  outboxUntold,
  outboxWaiting,
  putInOutbox,
  sendOutbox,
  takeSent,
} from "#app/offline/outbox.ts";
import { type Language, pathIn } from "#app/site/locale.ts";
import type { OfflineAnswer, SyncOutcome } from "./offline-answer.ts";

const LOG_OUT_FLAG = "synapse-log-out-pending";

/** Whether this browser holds answers waiting to be sent (without opening the database). */
export const answersWaiting = outboxWaiting;

/** Whether answers were sent that the learner has not been told about yet (without opening the database). */
export const answersUntold = outboxUntold;

/**
 * Whether the learner asked to log out while their answers could not be sent (no
 * connection): they are sent, and the learner logged out, once the connection returns.
 */
export function logOutPending(): boolean {
  try {
    return localStorage.getItem(LOG_OUT_FLAG) === "1";
  } catch {
    return false;
  }
}

export function setLogOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(LOG_OUT_FLAG, "1");
    else localStorage.removeItem(LOG_OUT_FLAG);
  } catch {
    // Storage turned off: the learner logs out again once online.
  }
}

/** The same question: a later answer to it replaces the one waiting. */
const sameQuestion = (a: OfflineAnswer, b: OfflineAnswer) =>
  a.kind === "review"
    ? b.kind === "review" && a.question === b.question
    : b.kind !== "review" &&
      a.kind === b.kind &&
      a.course === b.course &&
      a.lesson === b.lesson &&
      (a.kind === "guess" || (b.kind === "check" && a.check === b.check));

type Unsent = OfflineAnswer extends infer A ? (A extends OfflineAnswer ? Omit<A, "id" | "answeredAt"> : never) : never;

/**
 * Keeps an answer given offline, with a new id and the time, in place of one waiting for the
 * same question. Throws when this browser cannot keep it (no IndexedDB, storage full).
 */
export async function queueAnswer(answer: Unsent): Promise<OfflineAnswer> {
  const entry = { ...answer, id: crypto.randomUUID(), answeredAt: new Date().toISOString() } as OfflineAnswer;
  await putInOutbox(entry, (waiting) => sameQuestion(waiting, entry));
  return entry;
}

export type SyncReport = {
  /** How many are kept now (or were kept before, their answer lost on the way back). */
  kept: number;
  /** Those the server refused, with its reason in words. */
  refused: { answer: OfflineAnswer; message: string }[];
};

/** What became of answers sent, for the learner: how many are kept, and why any was not. */
export function reportOf(sent: { entry: OfflineAnswer; outcome: SyncOutcome }[]): SyncReport {
  // The page and the worker may both have sent the same answer at once: the server kept it
  // for one and called the other a replay. Each answer counts once.
  const byId = new Map<string, { entry: OfflineAnswer; outcome: SyncOutcome }>();
  for (const one of sent) {
    const kept = one.outcome.status === "kept" || one.outcome.reason === "replayed";
    if (!byId.has(one.entry.id) || kept) byId.set(one.entry.id, one);
  }
  const report: SyncReport = { kept: 0, refused: [] };
  for (const { entry, outcome } of byId.values()) {
    if (outcome.status === "kept" || outcome.reason === "replayed") report.kept += 1;
    else report.refused.push({ answer: entry, message: outcome.message });
  }
  return report;
}

/**
 * What became of `owner`'s answers sent since a page last told them, whoever sent them (this
 * page, another tab, or the service worker by Background Sync); null when none were.
 */
export async function takeAnswersSent(owner: string): Promise<SyncReport | null> {
  const sent = await takeSent<OfflineAnswer, SyncOutcome>(owner);
  return sent.length > 0 ? reportOf(sent) : null;
}

/** Calls `listener` whenever answers are sent from this page, another tab or the worker; returns the unsubscribe. */
export const onAnswersSent = (listener: () => void) =>
  onOutboxChange(({ sent }) => {
    if (sent.length > 0) listener();
  });

let running: Promise<SyncReport | null> | null = null;

/**
 * Sends `owner`'s waiting answers to the server, with its words in `language`; a refused one
 * is reported, not kept (it would be refused again). Null when nothing was sent: nothing
 * waits, no connection, or the server could not take them now (they wait for the next
 * time). One sync at a time in a tab; one in another tab or the worker at the same moment is
 * harmless, as the server keeps each id once. Every page hears of it (`onAnswersSent`), and
 * the first of the owner's to ask is told (`takeAnswersSent`).
 */
export function syncQueuedAnswers(owner: string, language: Language): Promise<SyncReport | null> {
  running ??= sendOutbox<OfflineAnswer, SyncOutcome>(pathIn(language, OUTBOX_PATH), owner)
    .then((sent) => (sent.length === 0 ? null : reportOf(sent)))
    .finally(() => {
      running = null;
    });
  return running;
}
