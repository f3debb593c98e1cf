// The access log: one line per request once its response is done (or the client left), with
// the request's id, method, path (secrets redacted), status and time. No IP address, cookie
// or other header. Written by hand rather than with pino-http, whose per-request child logger
// and serializers were 5% of a signed-in page's CPU (issue 13's profile).
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type express from "express";
import type { Logger } from "pino";
import { redactUrl } from "./redact-url.ts";

const INCOMING_ID = /^[\w.-]{8,128}$/;
const NOT_LOGGED = new Set(["/healthz"]);

type Options = {
  /** Whether a proxy in front sets X-Request-Id, so that its id can continue the trail. */
  trustIncomingId: boolean;
  /** Keeps the id where the rest of the request can find it. */
  keepId: (res: ServerResponse, id: string) => void;
};

export function accessLog(logger: Logger, { trustIncomingId, keepId }: Options): express.Handler {
  return (req, res, next) => {
    const incoming = trustIncomingId ? req.headers["x-request-id"] : undefined;
    const id = typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    keepId(res, id);
    res.setHeader("X-Request-Id", id);
    if (NOT_LOGGED.has(req.path)) return next();
    const start = performance.now();
    const url = req.originalUrl;
    res.once("close", () => {
      const aborted = !res.writableFinished;
      const level = aborted ? "warn" : res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info";
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id, method: req.method, url: redactUrl(url) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - start),
        },
        aborted ? "request aborted" : "request completed",
      );
    });
    next();
  };
}
