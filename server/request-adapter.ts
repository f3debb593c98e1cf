// Between Express and React Router: an incoming request becomes the Fetch API Request React
// Router wants, with its body cut off at the size limit, and React Router's Response is
// written back to the socket as it streams. See docs/decisions/0003-request-adapter.md.
import { Readable, Transform } from "node:stream";
import { writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";

export class BodyTooLarge extends Error {}

/**
 * How many bytes a request body may carry. Forms post a few kilobytes; a multipart upload
 * (a profile photo) may carry more, and the route that parses it applies its own, smaller
 * limit per file, so the learner sees that limit beside the field.
 */
export function bodyLimitOf(req: express.Request, limits: { body: number; upload: number }): number {
  return req.is("multipart/form-data") ? Math.max(limits.body, limits.upload) : limits.body;
}

export function sendTooLarge(res: express.Response, limit: number) {
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} KB`;
  res
    .status(413)
    .type("text/plain")
    .send(
      `That request is too large: the limit is ${size}. Nothing was saved. Go back and send a smaller file or a shorter text.`,
    );
}

/**
 * True when a Host header (or a trusted proxy's X-Forwarded-Host) can name this site: a host name or IP address with an optional
 * port, as a URL would carry it. Node accepts any bytes there ("[::1", "a b", "x:99999",
 * "%"), and a URL cannot be made of them.
 */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true; // HTTP/1.0 may leave it out
  if (!/^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/.test(host)) return false;
  const url = URL.parse(`http://${host}/`);
  return url !== null && url.pathname === "/" && url.username === "" && url.password === "";
}

/** The Fetch API Request React Router wants, with the body cut off at `limit` bytes. */
export function toWebRequest(req: express.Request, res: express.Response, limit: number): Request {
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
    const limiter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > limit) callback(new BodyTooLarge());
        else callback(null, chunk);
      },
    });
    limiter.on("error", () => {
      if (!res.headersSent) sendTooLarge(res, limit);
    });
    // A route may answer before reading the whole body (a photo over its limit). Until the
    // rest is read, the connection cannot carry the browser's next request: read it and
    // throw it away, still within the limit, past which the connection is closed.
    res.on("finish", () => {
      if (req.complete || req.destroyed) return;
      req.unpipe(limiter);
      req.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > limit) req.destroy();
      });
      req.resume();
    });
    init.body = Readable.toWeb(req.pipe(limiter)) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(`${req.protocol}://${req.host}${req.originalUrl}`, init);
}

/** Writes React Router's answer to the socket, streaming its body. */
export async function sendWebResponse(res: express.Response, response: Response) {
  if (res.headersSent || res.destroyed) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [key, value] of response.headers) res.append(key, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
