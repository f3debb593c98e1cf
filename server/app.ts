// The HTTP application: built files from memory, logging, the page cache, security headers,
// body limits, cross-site request checks, health and version endpoints, the live event
// stream, and every other request handed to React Router. It knows no page: what a route
// accepts is the route's business. server.ts owns the process around it.
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { wholeBodyOf } from "#app/http/whole-page.ts";
import { optedOut, recordPageView } from "#app/insights/visits.server.ts";
import { OFFLINE_PATH } from "#app/offline/addresses.ts";
import { buildInfo } from "#app/platform/build-info.server.ts";
import { db, isDatabaseHealthy } from "#app/platform/db.server.ts";
import { env } from "#app/platform/env.server.ts";
import { LIVE_EVENTS_PATH } from "#app/platform/live-events.ts";
import { logger } from "#app/platform/logger.server.ts";
import { DEFAULT_LANGUAGE, type Language, languageCodes, languageOfPath, pathIn } from "#app/site/locale.ts";
import { accessLog } from "./access-log.ts";
import { allowedMethods, ROUTED_METHODS } from "./allowed-methods.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { liveEventStreams } from "./event-stream.ts";
import { answeringOutages, RETRY_AFTER_SECONDS } from "./outages.ts";
import { isShareable, ownInlineScripts, PageCache, pageCacheKey } from "./page-cache.ts";
import { compressOnce, type Precompressed, precompress, sendPrecompressed } from "./precompressed.ts";
import {
  BodyTooLarge,
  bodyLimitOf,
  isValidHost,
  sendTooLarge,
  sendWebResponse,
  toWebRequest,
} from "./request-adapter.ts";
import { contentSecurityPolicy, fileSecurityHeaders, isSecure, securityHeaders } from "./security-headers.ts";
import { loadStaticAssets } from "./static-assets.ts";

const isDev = import.meta.env.DEV;

type Locals = {
  /** This response's CSP nonce; none when the page is rendered to be cached. */
  nonce: string | undefined;
  requestId: string;
  /** Set when the page cache may answer this request (server/page-cache.ts). */
  pageKey: string | undefined;
};
const locals = (res: ServerResponse) => (res as express.Response).locals as Locals;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Headers that belong to one response, never to a page kept for everyone. */
const PER_RESPONSE_HEADERS = new Set([
  "x-request-id",
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "date",
  "vary",
  "x-cache",
]);

/**
 * Any answer not sent from the page cache may belong to one learner: no cache may keep it,
 * whatever its route declared, unless the route chose a policy of its own (a file, a feed).
 */
function keepPrivate(response: Response) {
  const cacheControl = response.headers.get("cache-control");
  if (!cacheControl || /\bpublic\b/.test(cacheControl)) response.headers.set("Cache-Control", "private, no-store");
}

function refuseMethod(req: express.Request, res: express.Response, allow: string) {
  res
    .status(405)
    .set("Allow", allow)
    .set("Cache-Control", "no-store")
    .type("text/plain")
    .send(`Method not allowed: this address does not take ${req.method} requests, only ${allow}.`);
}

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
  if (!env.siteUrlSet && env.NODE_ENV === "production") {
    logger.warn(
      { SITE_URL: env.SITE_URL },
      "SITE_URL is not set: links in emails, the sitemap and certificates name the address the server listens on. Set SITE_URL to the site's public address.",
    );
  }
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ migrations: applied }, "applied database migrations");

  const loadBuild = async () => answeringOutages(await import("virtual:react-router/server-build"));
  const productionBuild = isDev ? undefined : await loadBuild();
  // While developing, the build changes: its routes are read again for each refused method.
  const allowedIn = productionBuild ? allowedMethods(productionBuild) : undefined;

  const app = express();
  app.disable("x-powered-by");
  // `true` means one proxy: trusting every hop would let a client choose its own address by
  // sending X-Forwarded-For, and with it escape the rate limits.
  app.set("trust proxy", env.TRUST_PROXY === true ? 1 : env.TRUST_PROXY);

  const bodyLimits = { body: env.BODY_LIMIT_BYTES, upload: env.UPLOAD_LIMIT_BYTES };
  const trustProxy = Boolean(env.TRUST_PROXY);
  const schemeOf = (req: express.Request) => (isSecure(trustProxy, req) ? "https" : "http");
  const pageCache = new PageCache(isDev ? 0 : env.PAGE_CACHE_MB * 1024 * 1024);

  // The built files, from memory, before anything else: like a file server, no access log.
  const clientDir = path.resolve(import.meta.dirname, "../client");
  if (!isDev) {
    const assets = loadStaticAssets(clientDir, fileSecurityHeaders());
    logger.debug({ files: assets.files, bytes: assets.bytes }, "loaded the built client files");
    app.use((req, res, next) => {
      if (!assets.serve(req, res)) next();
    });
  }

  app.use(
    accessLog(logger, {
      // A proxy we trust may have started the trail already; otherwise we start it.
      trustIncomingId: Boolean(env.TRUST_PROXY),
      keepId: (res, id) => {
        locals(res).requestId = id;
      },
    }),
  );

  // A Host header no URL can be made of is the client's mistake: say so, and log a warning.
  app.use((req, res, next) => {
    if (isValidHost(req.host)) return next();
    res
      .status(400)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send("Bad request: the Host header is not a valid host name.");
  });

  // The offline page is kept by the service worker for whoever uses the device next: it is
  // rendered for nobody in particular, whatever the request carries (app/routes/offline.tsx).
  app.use((req, _res, next) => {
    if (languageOfPath(req.path).path === OFFLINE_PATH) {
      delete req.headers.cookie;
      delete req.headers.authorization;
    }
    next();
  });

  // A page every visitor without a session receives alike is sent from memory; every other
  // request gets its own CSP nonce and goes on to be rendered.
  app.use((req, res, next) => {
    const key = pageCache.enabled ? (pageCacheKey(req, schemeOf(req)) ?? undefined) : undefined;
    locals(res).pageKey = key;
    if (!key) {
      locals(res).nonce = randomBytes(16).toString("base64");
      next();
      return;
    }
    const cached = pageCache.get(key);
    if (cached) {
      sendCachedPage(req, res, cached, "hit");
      return;
    }
    const pending = pageCache.pending(key);
    if (!pending) {
      next();
      return;
    }
    pending.then(
      (entry) => (entry ? sendCachedPage(req, res, entry, "hit") : next()),
      () => next(),
    );
  });

  function sendCachedPage(req: express.Request, res: express.Response, page: Precompressed, state: "hit" | "miss") {
    res.setHeader("X-Cache", state);
    sendPrecompressed(req, res, page);
    countPageView(req, res.statusCode, "text/html");
  }

  // HSTS only when a trusted proxy tells us the visitor came over TLS.
  app.use(securityHeaders(trustProxy, (res) => locals(res).nonce));

  app.use(async (req, res, next) => {
    // A method no route takes (OPTIONS, PROPFIND, TRACE…) is the client's mistake, not ours:
    // 405 with the methods the address takes, logged as a refusal (server/allowed-methods.ts).
    if (!ROUTED_METHODS.has(req.method)) {
      const allow = (allowedIn ?? allowedMethods(await loadBuild()))(languageOfPath(req.path).path);
      if (allow) {
        refuseMethod(req, res, allow);
        req.resume();
        return;
      }
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

  // Data requests, resource routes and streams are compressed as they are written; a page,
  // rendered whole, is compressed in one pass instead (sendWhole), so only those pass here.
  const compressStream = compression();
  const compressed = (req: express.Request, res: express.Response) =>
    new Promise<void>((resolve, reject) => compressStream(req, res, (error) => (error ? reject(error) : resolve())));

  // Cross-site request forgery: a state-changing request from a browser must come from our
  // own pages. Browsers send Origin on every POST; requests without one (curl, servers) carry
  // no visitor's cookies by accident, and Sec-Fetch-Site catches browsers that omit it.
  app.use((req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const allowed = new Set([new URL(env.SITE_URL).origin, `${req.protocol}://${req.host}`]);
    const crossSite = req.headers["sec-fetch-site"] === "cross-site";
    if ((origin !== undefined && !allowed.has(origin)) || (origin === undefined && crossSite)) {
      logger.warn({ reqId: locals(res).requestId, origin }, "refused a cross-origin request");
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

  // A path under /assets that the build did not write (an old build's file, a typo).
  app.use("/assets", (_req, res) => {
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found.");
  });

  // Given a function, React Router derives its routes and matchers again on every request,
  // so that a changed build is picked up: right while developing, waste in production.
  // One handler per language, the same routes under the language's prefix (its basename): the
  // browser's router then keeps every link, form and navigation of a Spanish page under /es.
  const inLanguage = (build: ServerBuild, language: Language): ServerBuild =>
    language === DEFAULT_LANGUAGE ? build : { ...build, basename: pathIn(language, "/") };
  const handlers = new Map(
    languageCodes.map((language) => [
      language,
      productionBuild
        ? createRequestHandler(inLanguage(productionBuild, language), "production")
        : createRequestHandler(async () => inLanguage(await loadBuild(), language), "development"),
    ]),
  );
  function render(req: express.Request, res: express.Response, shared: boolean, nonce: string | undefined) {
    const { language } = languageOfPath(req.path);
    const handleRequest = handlers.get(language);
    if (!handleRequest) throw new Error(`no handler for the language "${language}"`);
    const context = new RouterContextProvider();
    context.set(requestContext, {
      requestId: locals(res).requestId,
      nonce,
      shared,
      language,
      documentOnly: req.path.endsWith(".data") ? undefined : {},
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    });
    return handleRequest(toWebRequest(req, res, bodyLimitOf(req, bodyLimits)), context);
  }

  // English keeps the unprefixed addresses: "/en/courses" is "/courses" by another name.
  app.use((req, res, next) => {
    const english = /^\/en(?=\/|$)/.exec(req.path);
    if (!english || !SAFE_METHODS.has(req.method)) return next();
    // Never "//host": a doubled slash would send the visitor to another site.
    res.redirect(301, `/${req.originalUrl.slice(3).replace(/^\/+/, "")}`);
  });

  app.use(async (req, res, next) => {
    // Requests for the same page that arrive while it renders wait for this render.
    let settle: (page: Precompressed | null) => void = () => {};
    const { pageKey } = locals(res);
    if (pageKey && req.method === "GET") pageCache.fill(pageKey, new Promise((resolve) => (settle = resolve)));
    try {
      // A shared render marks the app's own inline scripts with a value made for it alone, so
      // that only they are allowed by hash, not a script that came in with the content.
      const mark = pageKey ? randomBytes(16).toString("base64url") : undefined;
      let response = await render(req, res, pageKey !== undefined, mark ?? locals(res).nonce);
      if (pageKey && mark && response.status < 500) {
        settle(await sendSharedRender(req, res, response, mark));
        return;
      }
      settle(null);
      if (pageKey) {
        // The error screen names this request's id, which a shared render leaves out: render
        // it again for this request alone (errors are rare; GET loaders change nothing).
        await response.body?.cancel();
        locals(res).nonce = randomBytes(16).toString("base64");
        res.setHeader(
          "Content-Security-Policy",
          contentSecurityPolicy(isSecure(trustProxy, req), [`'nonce-${locals(res).nonce}'`]),
        );
        response = await render(req, res, false, locals(res).nonce);
      }
      keepPrivate(response);
      // React Router refuses a POST to a page without a form (405), and names no Allow header.
      const allow =
        response.status === 405 && !response.headers.has("Allow")
          ? allowedIn?.(languageOfPath(req.path).path)
          : undefined;
      if (allow) response.headers.set("Allow", allow);
      if (response.status === 503 && !response.headers.has("Retry-After")) {
        response.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
      }
      countPageView(req, response.status, response.headers.get("content-type"));
      // A page is rendered whole (entry.server.tsx): compress it in one pass.
      const whole = wholeBodyOf(response);
      if (whole) sendWhole(req, res, response, whole);
      else {
        await compressed(req, res);
        await sendWebResponse(res, response);
      }
    } catch (error) {
      settle(null);
      next(error);
    }
  });

  /**
   * A page rendered for a request the cache may answer, its own inline scripts marked with
   * `mark`: they are allowed by their hashes, and the marks taken out. Returns the page to
   * keep for everyone when its route declared it public, or null.
   */
  async function sendSharedRender(
    req: express.Request,
    res: express.Response,
    response: Response,
    mark: string,
  ): Promise<Precompressed | null> {
    const rendered = wholeBodyOf(response) ?? Buffer.from(await response.arrayBuffer());
    const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
    const { html: body, hashes: scripts } = html ? ownInlineScripts(rendered, mark) : { html: rendered, hashes: [] };
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(isSecure(trustProxy, req), scripts));
    if (isShareable(req.method, response)) {
      const headers = Object.fromEntries(
        Object.entries({ ...res.getHeaders(), ...Object.fromEntries(response.headers) }).filter(
          ([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase()),
        ),
      );
      headers.Vary = "Accept-Encoding, Cookie";
      const page = await precompress(body, headers);
      sendCachedPage(req, res, page, "miss");
      return page;
    }
    countPageView(req, response.status, response.headers.get("content-type"));
    keepPrivate(response);
    sendWhole(req, res, response, body);
    return null;
  }

  /** Sends a response whose body is all here, compressed once as the request accepts. */
  function sendWhole(req: express.Request, res: express.Response, response: Response, body: Buffer) {
    const compressed = compressOnce(req.headers["accept-encoding"], body);
    if (res.headersSent || res.destroyed) return;
    res.status(response.status);
    for (const [name, value] of response.headers) res.append(name, value);
    res.append("Vary", "Accept-Encoding");
    if (compressed.encoding !== "identity") res.setHeader("Content-Encoding", compressed.encoding);
    res.setHeader("Content-Length", compressed.body.length);
    res.end(compressed.body);
  }

  const siteHost = new URL(env.SITE_URL).hostname;
  /** A page a person loaded (the HTML document, not data or assets) counts as a page view. */
  function countPageView(req: express.Request, status: number, contentType: string | null) {
    if (req.method !== "GET" || (status !== 200 && status !== 304) || req.path.endsWith(".data")) return;
    if (!contentType?.startsWith("text/html") || optedOut((name) => req.get(name))) return;
    const country = env.COUNTRY_HEADER ? req.get(env.COUNTRY_HEADER) : undefined;
    recordPageView({
      path: req.path,
      referrer: req.headers.referer ?? null,
      userAgent: req.headers["user-agent"] ?? "",
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      country: country?.toUpperCase() ?? null,
      ownHosts: [siteHost, req.hostname],
    });
  }

  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (error instanceof BodyTooLarge) {
      if (!res.headersSent) sendTooLarge(res, bodyLimitOf(req, bodyLimits));
      return;
    }
    logger.error({ err: error, reqId: locals(res).requestId }, "unhandled error");
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
