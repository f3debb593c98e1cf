// The outbox: what a page could not send for lack of a connection, kept in IndexedDB
// (through idb-keyval, loaded only when needed) until it can be. Pages put entries in; a page
// or the service worker (Background Sync, `OUTBOX_SYNC_TAG`) sends them to `OUTBOX_PATH` in
// batches, `{ answers: [...] }`, and the server answers `{ outcomes: [...] }`, one per entry in
// order: an entry with an outcome has been dealt with and leaves the outbox. What an entry
// means is the sender's business (app/learning/answer-queue.ts); here it is an id, an owner
// and a time. Entries wait for their owner: only the account signed in on this browser, as
// its pages last saw it (`setOutboxOwner`), sends its own.
import type { UseStore } from "idb-keyval";
import { DEFAULT_LANGUAGE, type Language, pathIn } from "#app/site/locale.ts";
import { OUTBOX_CHANNEL, OUTBOX_UNTOLD_FLAG, OUTBOX_WAITING_FLAG, outboxWaiting } from "./outbox-names.ts";

export { outboxWaiting };

export type OutboxEntry = {
  id: string;
  /** Whose it is: `ownerOf` (saved-course-names.ts). */
  owner: string;
  /** When it was made (ISO 8601): entries are sent oldest first. */
  answeredAt: string;
  /** The language of the page it was made on: the server's words about it are in it. */
  language?: Language;
};

/** Where the outbox is sent: the learning record's sync endpoint. */
export const OUTBOX_PATH = "/api/learning/sync";
/** The Background Sync tag pages register, and the service worker answers by sending the outbox. */
export const OUTBOX_SYNC_TAG = "synapse-outbox";
/** How many entries one request carries. */
export const OUTBOX_BATCH = 50;

const OWNER_KEY = "__owner";
/** Entries sent and their outcomes, until a page of their owner tells the learner (`takeSent`). */
const SENT_KEY = "__sent";
const MAX_UNTOLD = 500;

/** What the outbox tells every page of the site (and itself) when it changes. */
export type OutboxNews<T = OutboxEntry, O = unknown> = {
  /** Whether entries still wait. */
  waiting: boolean;
  /** The entries just sent, with the server's outcome for each (none when one was put in). */
  sent: { entry: T; outcome: O }[];
};

let database: UseStore | undefined;
async function idb() {
  const keyval = await import("idb-keyval");
  database ??= keyval.createStore("synapse-answers", "queue");
  return { ...keyval, store: database };
}

/** Whether entries were sent that no page has told their owner about yet, as pages last noted. */
export function outboxUntold(): boolean {
  try {
    return localStorage.getItem(OUTBOX_UNTOLD_FLAG) === "1";
  } catch {
    return false;
  }
}

/**
 * Notes in localStorage whether entries wait, and that some were sent (a page does; the
 * worker has no localStorage, so the pages that hear it note it).
 */
function note({ waiting, sent }: { waiting: boolean; sent: unknown[] }) {
  if (typeof localStorage === "undefined") return;
  try {
    if (waiting) localStorage.setItem(OUTBOX_WAITING_FLAG, "1");
    else localStorage.removeItem(OUTBOX_WAITING_FLAG);
    if (sent.length > 0) localStorage.setItem(OUTBOX_UNTOLD_FLAG, "1");
  } catch {
    // Storage turned off: the next page load opens the database to look.
  }
}

/** Tells every page of the site, this one included, and whoever sent it, what changed. */
function announce(news: OutboxNews<unknown, unknown>) {
  note(news);
  // A channel of its own: a message reaches every other BroadcastChannel of the name, in this
  // page too, in the other tabs and in the worker.
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(news);
  channel.close();
}

/** Calls `listener` whenever the outbox changes, in this page, another one or the worker; returns the unsubscribe. */
export function onOutboxChange<T extends OutboxEntry, O>(listener: (news: OutboxNews<T, O>) => void): () => void {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<OutboxNews<T, O>>) => {
    // The worker cannot note it for the pages: each page that hears does.
    note(event.data);
    listener(event.data);
  };
  return () => channel.close();
}

/** The entries waiting, oldest first; `owner`'s only when given. */
export async function outboxEntries<T extends OutboxEntry>(owner?: string): Promise<T[]> {
  const { entries, store } = await idb();
  return (await entries<string, T | string>(store))
    .flatMap(([key, entry]) => (key === OWNER_KEY || key === SENT_KEY || typeof entry === "string" ? [] : [entry]))
    .filter((entry) => owner === undefined || entry.owner === owner)
    .sort((a, b) => a.answeredAt.localeCompare(b.answeredAt));
}

/**
 * Puts an entry in the outbox, in place of those of its owner `replaces` picks, and asks for
 * Background Sync where the browser has it. Throws when this browser cannot keep it.
 */
export async function putInOutbox<T extends OutboxEntry>(entry: T, replaces: (waiting: T) => boolean): Promise<void> {
  const { del, set, store } = await idb();
  for (const waiting of await outboxEntries<T>(entry.owner)) {
    if (replaces(waiting)) await del(waiting.id, store);
  }
  await set(entry.id, entry, store);
  // Who is signed in here is who just answered.
  await set(OWNER_KEY, entry.owner, store);
  announce({ waiting: true, sent: [] });
  try {
    const registration = await navigator.serviceWorker?.ready;
    // Not in every browser's types yet: Chromium has it, Firefox and Safari do not.
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: the next page load online, or the `online` event, sends it.
  }
}

/** The entries of `owner` sent since a page last asked, with their outcomes; the others' stay. */
export async function takeSent<T extends OutboxEntry, O>(owner: string): Promise<{ entry: T; outcome: O }[]> {
  const { store, update } = await idb();
  let taken: { entry: T; outcome: O }[] = [];
  try {
    localStorage.removeItem(OUTBOX_UNTOLD_FLAG);
  } catch {
    // As in `note`.
  }
  await update<{ entry: T; outcome: O }[]>(
    SENT_KEY,
    (untold = []) => {
      taken = untold.filter(({ entry }) => entry.owner === owner);
      return untold.filter(({ entry }) => entry.owner !== owner);
    },
    store,
  );
  return taken;
}

/** Notes who is signed in on this browser ("visitor" for no one), for the worker to send only their entries. */
export async function setOutboxOwner(owner: string): Promise<void> {
  const { get, set, store } = await idb();
  if ((await get(OWNER_KEY, store)) !== owner) await set(OWNER_KEY, owner, store);
}

/**
 * Sends the entries of `owner` (by default, whoever pages last saw signed in) to `path` (by
 * default, under the language of the batch's first entry), in batches, and removes each one
 * the server answered for. Returns each sent entry with its
 * outcome; stops at the first batch that fails (no connection, not signed in, a server
 * error), leaving the rest for the next time.
 */
export async function sendOutbox<T extends OutboxEntry, O>(
  path?: string,
  owner?: string,
): Promise<{ entry: T; outcome: O }[]> {
  const { del, get, store, update } = await idb();
  const sender = owner ?? (await get<string>(OWNER_KEY, store));
  const sent: { entry: T; outcome: O }[] = [];
  if (!sender || sender === "visitor") return sent;
  const waiting = await outboxEntries<T>(sender);
  for (let start = 0; start < waiting.length; start += OUTBOX_BATCH) {
    const batch = waiting.slice(start, start + OUTBOX_BATCH);
    let outcomes: O[];
    try {
      const response = await fetch(path ?? pathIn(batch[0]?.language ?? DEFAULT_LANGUAGE, OUTBOX_PATH), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ answers: batch }),
      });
      if (!response.ok) break;
      outcomes = ((await response.json()) as { outcomes: O[] }).outcomes;
    } catch {
      break;
    }
    for (const [index, entry] of batch.entries()) {
      const outcome = outcomes[index];
      if (outcome === undefined) continue;
      await del(entry.id, store);
      sent.push({ entry, outcome });
    }
  }
  if (sent.length > 0) {
    // Kept until a page of their owner says what became of them: the worker may send them
    // with no page open, or before the page that will tell has started.
    await update<{ entry: T; outcome: O }[]>(SENT_KEY, (untold = []) => [...untold, ...sent].slice(-MAX_UNTOLD), store);
  }
  if (sent.length > 0 || waiting.length === 0) announce({ waiting: (await outboxEntries()).length > 0, sent });
  return sent;
}
