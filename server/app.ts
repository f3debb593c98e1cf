// The HTTP application: security headers, logging, health and version endpoints, static
// assets, and every page handed to React Router. server.ts owns the process around it.
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { AVATAR_MAX_UPLOAD_BYTES } from "#app/accounts/avatar.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { purgeOldMessages } from "#app/feedback/inbox.server.ts";
import { purgeOldSurveyResponses } from "#app/feedback/survey.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import {
  flushAnalytics,
  onAnalyticsFlushed,
  optedOut,
  purgeOldAnalytics,
  recordPageView,
} from "#app/insights/visits.server.ts";
import { buildInfo } from "#app/platform/build-info.server.ts";
import { db, isDatabaseHealthy } from "#app/platform/db.server.ts";
import { startEmailWorker } from "#app/platform/email-outbox.server.ts";
import { env } from "#app/platform/env.server.ts";
import { LIVE_EVENTS_PATH } from "#app/platform/live-events.ts";
import { logger } from "#app/platform/logger.server.ts";
import { purgeExpiredLimits } from "#app/platform/rate-limit.server.ts";
import { ADMINS, publish, startRealtime } from "#app/platform/realtime.server.ts";
import { liveEventStreams } from "./event-stream.ts";

const isDev = import.meta.env.DEV;

// Browser features no page of ours uses; denying them limits what injected code could do.
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

type Locals = { nonce: string; requestId: string };
const locals = (res: ServerResponse) => (res as express.Response).locals as Locals;

function securityHeaders(secure: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${locals(res).nonce}'`],
        // Vite injects <style> tags while developing; built pages load only stylesheet files.
        "style-src": isDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": isDev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        ...(secure ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

class BodyTooLarge extends Error {}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// The profile form carries a photo of up to 5 MB (plus the form's own few bytes).
const PHOTO_FORM_PATH = "/profile";
const PHOTO_FORM_LIMIT_BYTES = AVATAR_MAX_UPLOAD_BYTES + 64 * 1024;
const bodyLimitOf = (req: express.Request) =>
  req.path === PHOTO_FORM_PATH || req.path === `${PHOTO_FORM_PATH}.data`
    ? Math.max(env.BODY_LIMIT_BYTES, PHOTO_FORM_LIMIT_BYTES)
    : env.BODY_LIMIT_BYTES;

/** The Fetch API Request React Router wants, with the body cut off at the size limit. */
function toWebRequest(req: express.Request, res: express.Response): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    let received = 0;
    const limit = bodyLimitOf(req);
    const limiter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > limit) callback(new BodyTooLarge());
        else callback(null, chunk);
      },
    });
    limiter.on("error", () => {
      if (!res.headersSent) sendTooLarge(req, res);
    });
    init.body = Readable.toWeb(req.pipe(limiter)) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(`${req.protocol}://${req.host}${req.originalUrl}`, init);
}

function sendTooLarge(req: express.Request, res: express.Response) {
  if (req.path === PHOTO_FORM_PATH && req.method === "POST") {
    // A photo over the limit: back to the form, which says so next to the upload field.
    res.redirect(303, "/profile?status=photo-too-large#profile");
    return;
  }
  res
    .status(413)
    .type("text/plain")
    .send(`That request is too large: the limit is ${Math.round(bodyLimitOf(req) / 1024)} KB.`);
}

async function sendWebResponse(res: express.Response, response: Response) {
  if (res.headersSent || res.destroyed) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [key, value] of response.headers) res.append(key, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

export type App = {
  app: express.Express;
  listen: { host: string; port: number };
  logger: typeof logger;
  /** Ends the long-lived event streams; called when shutdown begins. */
  endStreams: () => void;
  /** Closes the database; called once the HTTP server has stopped. */
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

  const plainHeaders = securityHeaders(false);
  const tlsHeaders = securityHeaders(true);
  app.use((req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // HSTS only when a trusted proxy tells us the visitor came over TLS.
    (env.TRUST_PROXY && req.secure ? tlsHeaders : plainHeaders)(req, res, next);
  });

  app.use((req, res, next) => {
    if (req.method === "TRACE" || req.method === "TRACK") {
      res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send("Method not allowed.");
      return;
    }
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > bodyLimitOf(req)) {
      sendTooLarge(req, res);
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
      const request = toWebRequest(req, res);
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
      if (!res.headersSent) sendTooLarge(req, res);
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

  const stopRealtime = await startRealtime();
  // Operators' live counters: at most one "activity" nudge per 30 s, whatever the traffic.
  let lastNudge = 0;
  const stopNudges = onAnalyticsFlushed(() => {
    if (Date.now() - lastNudge < 30_000) return;
    lastNudge = Date.now();
    void publish(ADMINS, { type: "activity-recorded" });
  });
  const stopEmailWorker = startEmailWorker();
  // Housekeeping: expired rate-limit windows, and whatever has outlived its retention period.
  const purgeTimer = setInterval(
    () =>
      Promise.all([purgeExpiredLimits(), purgeOldMessages(), purgeOldSurveyResponses(), purgeOldAnalytics()]).catch(
        (error) => logger.error({ err: error }, "housekeeping failed"),
      ),
    10 * 60_000,
  );
  purgeTimer.unref();

  return {
    app,
    listen: { host: env.HOST, port: env.PORT },
    logger,
    endStreams: streams.closeAll,
    close: async () => {
      clearInterval(purgeTimer);
      stopNudges();
      await flushAnalytics();
      await stopRealtime();
      await stopEmailWorker();
      await db.destroy();
    },
  };
}
