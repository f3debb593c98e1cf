// The outbox's names that pages read on every load (app/offline/outbox.ts keeps the rest, and
// loads only when something waits): kept apart, so a page's first-load scripts carry these
// few lines and not the outbox.

/** The BroadcastChannel on which the outbox tells pages (and the worker) it changed. */
export const OUTBOX_CHANNEL = "synapse-outbox";
/** localStorage: "1" while entries wait to be sent. */
export const OUTBOX_WAITING_FLAG = "synapse-answers-waiting";
/** localStorage: "1" while entries were sent that no page has told their owner about. */
export const OUTBOX_UNTOLD_FLAG = "synapse-answers-untold";

/** Whether this browser holds entries waiting, as its pages last noted (without opening the database). */
export function outboxWaiting(): boolean {
  try {
    return localStorage.getItem(OUTBOX_WAITING_FLAG) === "1";
  } catch {
    return false;
  }
}
