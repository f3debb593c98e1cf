// What the processes of one machine tell each other when WEB_CONCURRENCY runs several
// (server/workers.ts): the primary asks a worker to stop, and relays a live event that one
// worker published on SQLite to every worker, so that it reaches the learner's open tabs
// whichever process holds their stream. Plain data, sent over Node's IPC channel.

export type WorkerMessage =
  /** From the primary: finish the requests in flight and exit, as on SIGTERM. */
  | { synapse: "shut-down" }
  /** From a worker to the primary, then from the primary to every worker. */
  | { synapse: "live-event"; envelope: unknown };

export function isWorkerMessage(message: unknown): message is WorkerMessage {
  const kind = (message as { synapse?: unknown } | null)?.synapse;
  return kind === "shut-down" || kind === "live-event";
}
