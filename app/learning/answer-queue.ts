// Answers given offline (issue 30, decision 0018), in this browser only: a lesson's check, a
// "Predict first" guess or a due review card answered while the connection was down waits
// here, in IndexedDB (through idb-keyval), each with an id, until it is sent to
// POST /api/learning/sync (app/learning/offline-answers.server.ts), which keeps each id
// once. Only a signed-in learner's answers wait: a visitor's are graded by the server and
// kept in this browser, so offline there is nothing to grade them with.
// A flag in localStorage says whether anything waits, so a page load checks it without
// opening the database, or loading idb-keyval (imported only when needed: lesson pages carry this module).
import type { UseStore } from "idb-keyval";
import { useEffect, useState } from "react";
import type { Language } from "#app/site/locale.ts";
import { pathIn } from "#app/site/locale.ts";
import { MAX_SYNC_BATCH, type OfflineAnswer, type SyncOutcome } from "./offline-answer.ts";

const WAITING_FLAG = "synapse-answers-waiting";
const CHANGED_EVENT = "synapse-answers-changed";

let database: UseStore | undefined;
async function idb() {
  const keyval = await import("idb-keyval");
  database ??= keyval.createStore("synapse-answers", "queue");
  return { ...keyval, store: database };
}

/** Whether this browser holds answers waiting to be sent (without opening the database). */
export function answersWaiting(): boolean {
  try {
    return localStorage.getItem(WAITING_FLAG) === "1";
  } catch {
    return false;
  }
}

function changed(waiting: boolean) {
  try {
    if (waiting) localStorage.setItem(WAITING_FLAG, "1");
    else localStorage.removeItem(WAITING_FLAG);
  } catch {
    // Storage turned off: the next page load opens the database to look.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Every answer waiting in this browser, oldest first; `owner`'s only when given. */
export async function queuedAnswers(owner?: string): Promise<OfflineAnswer[]> {
  const { entries, store } = await idb();
  const all = (await entries<string, OfflineAnswer>(store)).map(([, entry]) => entry);
  return all
    .filter((entry) => owner === undefined || entry.owner === owner)
    .sort((a, b) => a.answeredAt.localeCompare(b.answeredAt));
}

/** The same answer to the same question: a later one replaces it in the queue. */
const sameQuestion = (a: OfflineAnswer, b: OfflineAnswer) =>
  a.owner === b.owner &&
  a.kind === b.kind &&
  (a.kind === "review"
    ? b.kind === "review" && a.question === b.question
    : b.kind !== "review" &&
      a.course === b.course &&
      a.lesson === b.lesson &&
      (a.kind === "guess" || (b.kind === "check" && a.check === b.check)));

/**
 * Keeps an answer given offline, with a new id, in place of one waiting for the same
 * question. Throws when this browser cannot keep it (no IndexedDB, storage full).
 */
export async function queueAnswer(answer: Omit<OfflineAnswer, "id" | "answeredAt"> & Partial<OfflineAnswer>) {
  const entry = { ...answer, id: crypto.randomUUID(), answeredAt: new Date().toISOString() } as OfflineAnswer;
  const { del, set, store } = await idb();
  for (const waiting of await queuedAnswers(entry.owner)) {
    if (sameQuestion(waiting, entry)) await del(waiting.id, store);
  }
  await set(entry.id, entry, store);
  changed(true);
  return entry;
}

/** The answers waiting in this browser, current in every component that reads them; null until read. */
export function useQueuedAnswers(owner: string): OfflineAnswer[] | null {
  const [queued, setQueued] = useState<OfflineAnswer[] | null>(null);
  useEffect(() => {
    let current = true;
    const read = () => {
      if (!answersWaiting()) return setQueued([]);
      queuedAnswers(owner).then(
        (found) => current && setQueued(found),
        () => current && setQueued([]),
      );
    };
    read();
    window.addEventListener(CHANGED_EVENT, read);
    // Another tab's queue is this one's too.
    const onStorage = (event: StorageEvent) => event.key === WAITING_FLAG && read();
    window.addEventListener("storage", onStorage);
    return () => {
      current = false;
      window.removeEventListener(CHANGED_EVENT, read);
      window.removeEventListener("storage", onStorage);
    };
  }, [owner]);
  return queued;
}

export type SyncReport = {
  /** How many were kept now. */
  kept: number;
  /** Those the server refused (other than ones it had kept before), with its reason in words. */
  refused: { answer: OfflineAnswer; message: string }[];
};

let running: Promise<SyncReport | null> | null = null;

/**
 * Sends `owner`'s waiting answers to the server, in batches, and forgets each one it kept or
 * refused (a refusal is reported, not retried: it would be refused again). Null when nothing
 * was sent: nothing waits, no connection, or the server could not take them now (they wait
 * for the next time). One sync at a time in a tab; one in another tab at the same moment is
 * harmless, as the server keeps each id once.
 */
export function syncQueuedAnswers(owner: string, language: Language): Promise<SyncReport | null> {
  running ??= sendQueued(owner, language).finally(() => {
    running = null;
  });
  return running;
}

async function sendQueued(owner: string, language: Language): Promise<SyncReport | null> {
  const waiting = await queuedAnswers(owner);
  if (waiting.length === 0) {
    if ((await queuedAnswers()).length === 0) changed(false);
    return null;
  }
  const { del, store } = await idb();
  const report: SyncReport = { kept: 0, refused: [] };
  for (let start = 0; start < waiting.length; start += MAX_SYNC_BATCH) {
    const batch = waiting.slice(start, start + MAX_SYNC_BATCH);
    let outcomes: SyncOutcome[];
    try {
      const response = await fetch(pathIn(language, "/api/learning/sync"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ answers: batch }),
      });
      if (!response.ok) break;
      outcomes = ((await response.json()) as { outcomes: SyncOutcome[] }).outcomes;
    } catch {
      // The connection went again: what was not answered for waits for the next time.
      break;
    }
    for (const [index, answer] of batch.entries()) {
      const outcome = outcomes[index];
      if (!outcome) continue;
      await del(answer.id, store);
      // One kept before (its response lost on the way back) counts as kept now.
      if (outcome.status === "kept" || outcome.reason === "replayed") report.kept += 1;
      else report.refused.push({ answer, message: outcome.message });
    }
  }
  changed((await queuedAnswers()).length > 0);
  return report.kept + report.refused.length > 0 ? report : null;
}
