// Live updates of the learning record. A change is published after it commits; every app
// instance delivers it to the learner's open event streams (see server/event-stream.ts).
// On SQLite every process is on one machine: a single process delivers in-process, and
// the workers of one (WEB_CONCURRENCY) send the event to their primary, which passes it to
// each of them (server/workers.ts). On PostgreSQL the event goes through NOTIFY, and each
// instance or worker LISTENs, so a lesson completed through one reaches a tab connected to another.
import cluster from "node:cluster";
import { EventEmitter } from "node:events";
import { sql } from "kysely";
import pg from "pg";
import { dialectOf } from "#app/db/connect.server.ts";
import { db } from "./db.server.ts";
import { env } from "./env.server.ts";
import type { LiveEvent } from "./live-events.ts";
import { logger } from "./logger.server.ts";
import { isWorkerMessage, type WorkerMessage } from "./worker-messages.ts";

const CHANNEL = "synapse_live";
const local = new EventEmitter();
local.setMaxListeners(0); // one listener per open stream; the stream count is capped elsewhere
const usePostgres = dialectOf(env.DATABASE_URL) === "postgres";
/** A worker on SQLite: its events go round through the primary, which tells every worker. */
const relayThroughPrimary = !usePostgres && cluster.isWorker;

type Envelope = { userId: string; event: LiveEvent };

/** The channel every admin's open streams also listen on (no user id can take this form). */
export const ADMINS = "@admins";

/**
 * When each learner (or the operators' channel) last had an event on this instance, kept for
 * a while: a stream opened later can tell its page that it missed one (server/event-stream.ts).
 */
const lastEvents = new Map<string, number>();
const REMEMBER_MS = 10 * 60_000;

function deliver(envelope: Envelope) {
  const now = Date.now();
  lastEvents.delete(envelope.userId); // re-inserted last, so the map stays in time order
  lastEvents.set(envelope.userId, now);
  for (const [userId, at] of lastEvents) {
    if (now - at < REMEMBER_MS) break;
    lastEvents.delete(userId);
  }
  local.emit(envelope.userId, envelope.event);
}

/**
 * True when this learner (or channel) had an event after `since` (ms since the epoch, the
 * server's clock when their page read its data): their page may be out of date.
 */
export function hadEventSince(userId: string, since: number): boolean {
  return (lastEvents.get(userId) ?? 0) > since;
}

/** Sends an event to every open stream of one learner, on every instance. Never throws. */
export async function publish(userId: string, event: LiveEvent): Promise<void> {
  const envelope: Envelope = { userId, event };
  if (relayThroughPrimary) {
    process.send?.({ synapse: "live-event", envelope } satisfies WorkerMessage);
    return;
  }
  if (!usePostgres) {
    deliver(envelope);
    return;
  }
  try {
    await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(envelope)})`.execute(db);
  } catch (error) {
    // The change itself is saved; other tabs catch up when they next load or reconnect.
    logger.warn({ err: error }, "could not publish a live event");
  }
}

/** Calls `listener` for each event of this learner until the returned function is called. */
export function subscribe(userId: string, listener: (event: LiveEvent) => void): () => void {
  local.on(userId, listener);
  return () => local.off(userId, listener);
}

/** Every learner with an open stream on this instance gets a "resync" (events may have been missed). */
function resyncEveryone() {
  for (const userId of local.eventNames()) local.emit(userId, { type: "resync" } satisfies LiveEvent);
}

/**
 * On PostgreSQL: a dedicated connection LISTENs for events from every instance, and comes
 * back with a growing delay if the database goes away. A worker on SQLite listens to its
 * primary instead. Resolves once listening; returns stop.
 */
export async function startRealtime(): Promise<() => Promise<void>> {
  if (relayThroughPrimary) {
    const relayed = (message: unknown) => {
      if (isWorkerMessage(message) && message.synapse === "live-event") deliver(message.envelope as Envelope);
    };
    process.on("message", relayed);
    return async () => {
      process.off("message", relayed);
    };
  }
  if (!usePostgres) return async () => {};
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: env.DATABASE_URL });
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        deliver(JSON.parse(message.payload) as Envelope);
      } catch (error) {
        logger.warn({ err: error }, "ignored a malformed live event");
      }
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "live event connection failed");
    });
    next.on("end", () => {
      if (stopped || client !== next) return;
      client = null;
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    if (failures > 0) resyncEveryone();
    failures = 0;
  };

  const schedule = () => {
    failures += 1;
    const delay = Math.min(30_000, 500 * 2 ** Math.min(failures, 6));
    retry = setTimeout(() => {
      connect().catch((error) => {
        logger.warn({ err: error, failures }, "could not reconnect the live event connection");
        if (!stopped) schedule();
      });
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
