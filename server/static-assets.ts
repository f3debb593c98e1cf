// The built client files, held in memory with the brotli and gzip copies the build wrote
// beside each one (scripts/build.ts), and sent without compressing anything per request.
// /assets/* names carry a content hash, so they are cached for a year; the few other files
// (the favicon) for an hour, and the service worker not at all. The whole folder is about 3 MB.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { SERVICE_WORKER_URL } from "#app/offline/addresses.ts";
import { type Encoding, fromBodies, type Precompressed, sendPrecompressed } from "./precompressed.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};

/** The file extensions the build compresses (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".webmanifest", ".map", ".html", ".xml"]);

const SIBLINGS: [Exclude<Encoding, "identity">, string][] = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

export type StaticAssets = {
  /** Sends the file for this request and returns true, or returns false for a path it does not hold. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Files held and the bytes they take. */
  readonly files: number;
  readonly bytes: number;
};

/** `securityHeaders`: what every file is sent with besides its type and caching (security-headers.ts). */
export function loadStaticAssets(clientDir: string, securityHeaders: Record<string, string>): StaticAssets {
  const files = new Map<string, Precompressed>();
  if (existsSync(clientDir)) {
    for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name.endsWith(".br") || entry.name.endsWith(".gz")) continue;
      const file = path.join(entry.parentPath, entry.name);
      const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
      const bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer } = { identity: readFileSync(file) };
      for (const [encoding, suffix] of SIBLINGS) {
        if (existsSync(file + suffix)) bodies[encoding] = readFileSync(file + suffix);
      }
      const hashed = urlPath.startsWith("/assets/");
      files.set(
        urlPath,
        fromBodies(bodies, {
          "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
          // The service worker is checked against the server on every visit, so a new build reaches it at once.
          "Cache-Control": hashed
            ? "public, max-age=31536000, immutable"
            : urlPath === SERVICE_WORKER_URL
              ? "no-cache"
              : "public, max-age=3600",
          Vary: "Accept-Encoding",
          ...securityHeaders,
        }),
      );
    }
  }
  const bytes = [...files.values()].reduce((sum, file) => sum + file.bytes, 0);
  return {
    files: files.size,
    bytes,
    serve(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "/";
      const question = url.indexOf("?");
      const file = files.get(question === -1 ? url : url.slice(0, question));
      if (!file) return false;
      sendPrecompressed(req, res, file);
      return true;
    },
  };
}
