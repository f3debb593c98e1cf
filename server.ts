// The process around the app: starts the HTTP server, and on SIGTERM or SIGINT stops
// accepting connections, lets in-flight requests finish, closes the database and exits 0.
// A second signal, or a shutdown that takes 12 seconds, exits 1 at once.
// Runs directly on Node 24 (type stripping): `node server.ts` serves the build,
// `node server.ts --dev` serves the source through Vite with hot reloading.
// With WEB_CONCURRENCY above 1, this process supervises that many worker processes
// (server/workers.ts), and each worker serves requests as a single process would.
import cluster from "node:cluster";
import http from "node:http";
import type { App } from "./server/app.ts";

const dev = process.argv.includes("--dev");
// React and React Router choose their builds from NODE_ENV, so it must be set before they load.
process.env.NODE_ENV ??= dev ? "development" : "production";

const SHUTDOWN_DEADLINE_MS = 8000;

/** Bad configuration or an unreachable database: say so plainly, without a stack trace. */
function cannotStart(error: unknown): never {
  console.error(`Synapse could not start.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const { env } = await import("#app/platform/env.server.ts").catch(cannotStart);
if (!dev && env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  const [{ superviseWorkers }, { logger }] = await Promise.all([
    import("#server/workers.ts"),
    import("#app/platform/logger.server.ts"),
  ]);
  const host = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  superviseWorkers({ processes: env.WEB_CONCURRENCY, logger, address: `http://${host}:${env.PORT}` });
} else {
  await serveRequests();
}

async function loadApp(): Promise<{ handler: http.RequestListener; app: App }> {
  if (!dev) {
    const { createApp } = (await import(
      // @ts-expect-error: exists once `npm run build` has run; npm start builds first.
      "./build/server/index.js"
    )) as typeof import("./server/app.ts");
    const app = await createApp();
    return { handler: app.app, app };
  }
  const vite = await import("vite");
  const { default: express } = await import("express");
  const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { createApp } = (await devServer.ssrLoadModule("./server/app.ts")) as typeof import("./server/app.ts");
  const app = await createApp();
  const outer = express();
  outer.use(devServer.middlewares);
  outer.use(app.app);
  const close = app.close;
  app.close = async () => {
    await close();
    await devServer.close();
  };
  return { handler: outer, app };
}

/** Serves requests until told to stop: the whole site, or one worker of several. */
async function serveRequests() {
  const { handler, app } = await loadApp().catch(cannotStart);
  const { logger } = app;
  const server = http.createServer(handler);
  server.keepAliveTimeout = 65_000; // longer than common load-balancer idle timeouts

  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));

  server.listen(app.listen.port, app.listen.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : app.listen.port;
    const host = app.listen.host.includes(":") ? `[${app.listen.host}]` : app.listen.host;
    // One of several workers: the primary says once that the site is running.
    if (cluster.isWorker) logger.debug({ pid: process.pid }, "worker listening");
    else logger.info(`Synapse is running at http://${host}:${port} (${dev ? "development" : "production"})`);
  });

  let stopping = false;
  /** `fromPrimary`: the primary's request, which a worker may also have had as a signal. */
  function shutdown(signal: NodeJS.Signals, { fromPrimary = false } = {}) {
    if (stopping) {
      // A Ctrl-C reaches a worker both as a signal and through the primary: that is one request.
      if (fromPrimary) return;
      // A second signal means "now": an operator (or a second Ctrl-C) does not want to wait.
      safely(() => logger.warn({ signal }, "second signal: exiting without waiting"));
      process.exit(1);
    }
    stopping = true;
    // Keep-alive connections that go idle are closed as soon as their response is done.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      safely(() => logger.warn("shutdown deadline reached: closing remaining connections"));
      server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS);
    // If closing the database hangs too, exit anyway rather than linger half-stopped.
    setTimeout(() => {
      safely(() => logger.error("could not stop cleanly in time: exiting"));
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS + 4000).unref();
    // Stop accepting before anything else, so that nothing (a log line to a closed pipe, say)
    // can stand between the signal and the server closing.
    server.close(async () => {
      clearInterval(sweep);
      clearTimeout(deadline);
      try {
        await app.close();
        safely(() => logger.info("stopped"));
        process.exit(0);
      } catch (error) {
        safely(() => logger.error({ err: error }, "error while closing the database"));
        process.exit(1);
      }
    });
    safely(() => app.endStreams());
    server.closeIdleConnections();
    safely(() => logger.info({ signal }, "shutting down: finishing in-flight requests"));
  }
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  if (cluster.isWorker) {
    const { isWorkerMessage } = await import("#app/platform/worker-messages.ts");
    process.on("message", (message: unknown) => {
      if (isWorkerMessage(message) && message.synapse === "shut-down") shutdown("SIGTERM", { fromPrimary: true });
    });
    // The primary is gone (killed outright): no one would ever stop this worker or replace it.
    process.on("disconnect", () => shutdown("SIGTERM", { fromPrimary: true }));
  }
}

/** Runs a step of the shutdown whose failure must not stop the rest (logging, mostly). */
function safely(step: () => void) {
  try {
    step();
  } catch {
    // Nowhere left to report it; the exit code still tells.
  }
}
