// The HTTP application: logging, security headers, body limits, cross-site request checks,
// health and version endpoints, static assets, the live event stream, and every other
// request handed to React Router. It knows no page: what a route accepts is the route's
// business. server.ts owns the process around it.
import { randomBytes, randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { optedOut, recordPageView } from "#app/insights/visits.server.ts";
import { buildInfo } from "#app/platform/build-info.server.ts";
import { db, isDatabaseHealthy } from "#app/platform/db.server.ts";
import { env } from "#app/platform/env.server.ts";
import { LIVE_EVENTS_PATH } from "#app/platform/live-events.ts";
import { logger } from "#app/platform/logger.server.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { liveEventStreams } from "./event-stream.ts";
import { BodyTooLarge, bodyLimitOf, sendTooLarge, sendWebResponse, toWebRequest } from "./request-adapter.ts";
import { securityHeaders } from "./security-headers.ts";

const isDev = import.meta.env.DEV;

type Locals = { nonce: string; requestId: string };
const locals = (res: ServerResponse) => (res as express.Response).locals as Locals;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type App = {
  app: express.Express;
  listen: { host: string; port: number };
  logger: typeof logger;
  /** Ends the long-lived event streams; called when shutdown begins. */
  endStreams: () => void;
  /** Stops the background jobs and closes the database; called once the HTTP server has stopped. */
  close: () => Promise<void>;
};

export async function createApp(): Promise<App> {
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ migrations: applied }, "applied database migrations");

  const app = express();
  app.disable("x-powered-by");
  // `true` means one proxy: trusting every hop would let a client choose its own address by
  // sending X-Forwarded-For, and with it escape the rate limits.
  app.set("trust proxy", env.TRUST_PROXY === true ? 1 : env.TRUST_PROXY);

  const bodyLimits = { body: env.BODY_LIMIT_BYTES, upload: env.UPLOAD_LIMIT_BYTES };

  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  });

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        // A proxy we trust may have started the trail already; otherwise we start it.
        const incoming = env.TRUST_PROXY ? req.headers["x-request-id"] : undefined;
        const id = typeof incoming === "string" && /^[\w.-]{8,128}$/.test(incoming) ? incoming : randomUUID();
        locals(res).requestId = id;
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // No IP addresses, cookies or other headers in the logs: path, status and timing only.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
      autoLogging: { ignore: (req) => req.url === "/healthz" },
    }),
  );

  // HSTS only when a trusted proxy tells us the visitor came over TLS.
  app.use(securityHeaders(Boolean(env.TRUST_PROXY), (res) => locals(res).nonce));

  app.use((req, res, next) => {
    if (req.method === "TRACE" || req.method === "TRACK") {
      res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send("Method not allowed.");
      return;
    }
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > bodyLimitOf(req, bodyLimits)) {
      sendTooLarge(res, bodyLimitOf(req, bodyLimits));
      req.resume();
      return;
    }
    next();
  });

  // The live event stream must not pass through compression, which buffers what it writes.
  const streams = liveEventStreams();
  app.get(LIVE_EVENTS_PATH, streams.handler);

  app.use(compression());

  // Cross-site request forgery: a state-changing request from a browser must come from our
  // own pages. Browsers send Origin on every POST; requests without one (curl, servers) carry
  // no visitor's cookies by accident, and Sec-Fetch-Site catches browsers that omit it.
  app.use((req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const allowed = new Set([new URL(env.SITE_URL).origin, `${req.protocol}://${req.host}`]);
    const crossSite = req.headers["sec-fetch-site"] === "cross-site";
    if ((origin !== undefined && !allowed.has(origin)) || (origin === undefined && crossSite)) {
      req.log.warn({ origin }, "refused a cross-origin request");
      res
        .status(403)
        .type("text/plain")
        .send("This form was sent from another website, so it was refused. Open the page on Synapse and try again.");
      req.resume();
      return;
    }
    next();
  });

  app.get("/healthz", async (_req, res) => {
    const healthy = await isDatabaseHealthy();
    res
      .status(healthy ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: healthy ? "ok" : "error", database: healthy ? "ok" : "unreachable" });
  });

  app.get("/version.json", (_req, res) => {
    res.set("Cache-Control", "no-store").json(buildInfo);
  });

  if (!isDev) {
    const clientDir = path.resolve(import.meta.dirname, "../client");
    // File names under /assets carry a content hash, so they never change: cache for a year.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
      (_req, res) => {
        res.status(404).type("text/plain").send("Not found.");
      },
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  const handleRequest = createRequestHandler(
    () => import("virtual:react-router/server-build"),
    isDev ? "development" : "production",
  );
  app.use(async (req, res, next) => {
    try {
      const context = new RouterContextProvider();
      context.set(requestContext, {
        requestId: locals(res).requestId,
        nonce: locals(res).nonce,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      });
      const request = toWebRequest(req, res, bodyLimitOf(req, bodyLimits));
      const response = await handleRequest(request, context);
      countPageView(req, request, response);
      await sendWebResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  const siteHost = new URL(env.SITE_URL).hostname;
  /** A page a person loaded (the HTML document, not data or assets) counts as a page view. */
  function countPageView(req: express.Request, request: Request, response: Response) {
    if (req.method !== "GET" || response.status !== 200 || req.path.endsWith(".data")) return;
    if (!response.headers.get("content-type")?.startsWith("text/html") || optedOut(request.headers)) return;
    recordPageView({
      path: req.path,
      referrer: req.headers.referer ?? null,
      userAgent: req.headers["user-agent"] ?? "",
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      country: env.COUNTRY_HEADER ? (request.headers.get(env.COUNTRY_HEADER)?.toUpperCase() ?? null) : null,
      ownHosts: [siteHost, req.hostname],
    });
  }

  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (error instanceof BodyTooLarge) {
      if (!res.headersSent) sendTooLarge(res, bodyLimitOf(req, bodyLimits));
      return;
    }
    req.log.error({ err: error }, "unhandled error");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(500)
      .type("text/plain")
      .send(`Internal Server Error. Please try again later. Request id: ${locals(res).requestId}`);
  });

  const stopBackgroundJobs = await startBackgroundJobs();

  return {
    app,
    listen: { host: env.HOST, port: env.PORT },
    logger,
    endStreams: streams.closeAll,
    close: async () => {
      await stopBackgroundJobs();
      await db.destroy();
    },
  };
}
