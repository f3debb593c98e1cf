// The primary process when WEB_CONCURRENCY asks for several (decision record 0016). It serves
// nothing itself: Node's cluster hands each new connection to one of the workers in turn,
// all listening on the one port. It starts one worker first, which applies the migrations
// and creates the signing secret, and the others once that one listens; relays live events
// between workers (on SQLite they are in-process, see app/platform/realtime.server.ts);
// replaces a worker that dies; and on SIGTERM or SIGINT asks each to finish its requests and
// stop. A worker that cannot start stops the whole site, as a single process would.
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "#app/platform/logger.server.ts";
import { isWorkerMessage, type WorkerMessage } from "#app/platform/worker-messages.ts";

/** Longer than a worker's own limit (server.ts: 8 s for requests, 4 s more to close). */
const SHUTDOWN_DEADLINE_MS = 15_000;
/** A worker that keeps dying this often is not worth starting again. */
const RESTARTS_ALLOWED = { count: 5, withinMs: 60_000 };

export function superviseWorkers({
  processes,
  logger,
  address,
}: {
  processes: number;
  logger: Logger;
  address: string;
}): void {
  const listening = new Set<Worker>();
  const restarts: number[] = [];
  let othersForked = false;
  let announced = false;
  let stopping = false;
  let exitCode = 0;

  // A worker that has exited can still be listed until its IPC channel closes: leave it out.
  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
  const tell = (worker: Worker, message: WorkerMessage) => {
    if (worker.isConnected()) worker.send(message);
  };

  function fork(): Worker {
    const worker = cluster.fork();
    worker.on("message", (message: unknown) => {
      if (isWorkerMessage(message) && message.synapse === "live-event") for (const w of workers()) tell(w, message);
    });
    worker.once("listening", () => {
      listening.add(worker);
      if (!othersForked) {
        // The first worker has migrated the database; the rest can start side by side.
        othersForked = true;
        for (let i = 1; i < processes; i++) fork();
      }
      if (!announced && listening.size === processes) {
        announced = true;
        logger.info(`Synapse is running at ${address} (production, ${processes} processes)`);
      }
    });
    worker.once("exit", (code, signal) => exited(worker, code, signal));
    return worker;
  }

  function exited(worker: Worker, code: number | null, signal: string | null) {
    const served = listening.delete(worker);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (workers().length === 0) process.exit(exitCode);
      return;
    }
    if (!served) {
      // It printed why (server.ts); more of the same would fail alike.
      logger.error({ pid: worker.process.pid, code, signal }, "a worker could not start: stopping the site");
      stop(1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - RESTARTS_ALLOWED.withinMs) restarts.shift();
    if (restarts.length > RESTARTS_ALLOWED.count) {
      logger.error(
        { code, signal },
        `workers stopped ${restarts.length} times within a minute: stopping the site rather than starting them again`,
      );
      stop(1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "a worker stopped unexpectedly: starting another");
    fork();
  }

  function stop(code: number) {
    stopping = true;
    exitCode = code;
    const running = workers();
    if (running.length === 0) process.exit(exitCode);
    for (const worker of running) tell(worker, { synapse: "shut-down" });
    setTimeout(() => {
      logger.error("workers did not stop in time: ending them");
      for (const worker of workers()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
  }

  function onSignal(signal: NodeJS.Signals) {
    if (stopping) {
      // A second signal means "now", as for a single process.
      logger.warn({ signal }, "second signal: ending the workers without waiting");
      for (const worker of workers()) worker.process.kill("SIGKILL");
      process.exit(1);
    }
    logger.info({ signal }, "shutting down: each worker finishes its requests in flight");
    stop(0);
  }
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);

  fork();
}
