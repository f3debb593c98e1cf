// A body kept in memory in each encoding a browser may ask for, with a strong ETag, and the
// code that picks the encoding, answers 304 and writes it: what the page cache and the static
// assets share. Nothing here compresses on a request's path; compression happens once, when a
// page is first cached or when the build writes the assets.
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

export type Precompressed = {
  /** Each encoding's bytes; a missing one is not offered (e.g. an image that does not shrink). */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** Strong validator of the identity body; each encoding's tag adds a suffix. */
  etag: string;
  /** Every header but the encoding's own: Content-Type, Cache-Control, Vary, security headers. */
  headers: OutgoingHttpHeaders;
  /** Memory held, for the cache's bound. */
  bytes: number;
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function etagOf(body: Buffer): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 27);
}

// base64url never holds a dot, so "<hash>.br" splits back into hash and encoding.
const tagOf = (etag: string, encoding: Encoding) => `"${etag}${encoding === "identity" ? "" : `.${encoding}`}"`;

/**
 * Compresses a body once, as hard as brotli and gzip go: the cost is paid once per page per
 * build, on a worker thread, and every visitor after that downloads fewer bytes.
 */
export async function precompress(identity: Buffer, headers: OutgoingHttpHeaders): Promise<Precompressed> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return fromBodies({ identity, br, gzip: gz }, headers);
}

/** Bodies compressed elsewhere (the build); an encoding that is not smaller is dropped. */
export function fromBodies(
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer },
  headers: OutgoingHttpHeaders,
): Precompressed {
  const kept: Precompressed["bodies"] = { identity: bodies.identity };
  for (const encoding of ["br", "gzip"] as const) {
    const body = bodies[encoding];
    if (body && body.length < bodies.identity.length) kept[encoding] = body;
  }
  const bytes = Object.values(kept).reduce((sum, body) => sum + body.length, 0);
  return { bodies: kept, etag: etagOf(bodies.identity), headers, bytes };
}

/**
 * The encoding to send for an Accept-Encoding header, among those available: brotli, then
 * gzip, then none. A coding with q=0 is refused; anything more elaborate (preferences by
 * q-value) is ignored, as browsers always prefer the smaller one anyway.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: { bodies: Partial<Record<Encoding, unknown>> },
): Encoding {
  if (!acceptEncoding) return "identity";
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    offered.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (coding: string) => (offered.get(coding) ?? offered.get("*") ?? 0) > 0;
  if (available.bodies.br && accepts("br")) return "br";
  if (available.bodies.gzip && accepts("gzip")) return "gzip";
  return "identity";
}

/**
 * Compression for a body sent to one response: brotli at quality 3 or gzip at level 1. Each
 * takes about 0.3 ms for a 47 KB page and shrinks it to about 12 KB (higher levels save under
 * a tenth of that and cost twice the time; decision record 0016).
 */
export const PER_RESPONSE = { brotliQuality: 3, gzipLevel: 1 } as const;

/**
 * Compresses a body for one response, as the request accepts it, in one synchronous pass.
 * Synchronous on purpose: handing a page to zlib's thread pool costs more CPU than the
 * compression itself (stream set-up, a round trip per 16 KB, threads waking), about 1.2 ms
 * in all for a page that compresses in 0.3 ms here (decision record 0016).
 */
export function compressOnce(acceptEncoding: string | undefined, body: Buffer): { encoding: Encoding; body: Buffer } {
  if (body.length < 1024) return { encoding: "identity", body };
  const encoding = chooseEncoding(acceptEncoding, { bodies: { br: true, gzip: true } });
  if (encoding === "br") {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: PER_RESPONSE.brotliQuality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    return { encoding, body: brotliCompressSync(body, { params }) };
  }
  if (encoding === "gzip") return { encoding, body: gzipSync(body, { level: PER_RESPONSE.gzipLevel }) };
  return { encoding, body };
}

/** True when If-None-Match names any of the entry's tags (the body is the same page in each). */
function notModified(ifNoneMatch: string | undefined, entry: Precompressed): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag.slice(1, -1).split(".")[0] === entry.etag);
}

/** Sends the entry: 304 when the browser's copy is current, HEAD without a body, else the chosen encoding. */
export function sendPrecompressed(req: IncomingMessage, res: ServerResponse, entry: Precompressed) {
  const encoding = chooseEncoding(req.headers["accept-encoding"], entry);
  res.setHeaders(new Map(Object.entries(entry.headers) as [string, string][]));
  res.setHeader("ETag", tagOf(entry.etag, encoding));
  if (notModified(req.headers["if-none-match"], entry)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const body = entry.bodies[encoding] ?? entry.bodies.identity;
  res.statusCode = 200;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
