// The process around the app: starts the HTTP server, and on SIGTERM or SIGINT stops
// accepting connections, lets in-flight requests finish, closes the database and exits 0.
// A second signal, or a shutdown that takes 12 seconds, exits 1 at once.
// Runs directly on Node 24 (type stripping): `node server.ts` serves the build,
// `node server.ts --dev` serves the source through Vite with hot reloading.
import http from "node:http";
import type { App } from "./server/app.ts";

const dev = process.argv.includes("--dev");
// React and React Router choose their builds from NODE_ENV, so it must be set before they load.
process.env.NODE_ENV ??= dev ? "development" : "production";

const SHUTDOWN_DEADLINE_MS = 8000;

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

let loaded: Awaited<ReturnType<typeof loadApp>>;
try {
  loaded = await loadApp();
} catch (error) {
  // Bad configuration or an unreachable database: say so plainly, without a stack trace.
  console.error(`Synapse could not start.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { handler, app } = loaded;
const { logger } = app;
const server = http.createServer(handler);
server.keepAliveTimeout = 65_000; // longer than common load-balancer idle timeouts

process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));

server.listen(app.listen.port, app.listen.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : app.listen.port;
  const host = app.listen.host.includes(":") ? `[${app.listen.host}]` : app.listen.host;
  logger.info(`Synapse is running at http://${host}:${port} (${dev ? "development" : "production"})`);
});

let stopping = false;
function shutdown(signal: NodeJS.Signals) {
  if (stopping) {
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
/** Runs a step of the shutdown whose failure must not stop the rest (logging, mostly). */
function safely(step: () => void) {
  try {
    step();
  } catch {
    // Nowhere left to report it; the exit code still tells.
  }
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
