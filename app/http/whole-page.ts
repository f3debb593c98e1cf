// A document is rendered whole before it is sent (entry.server.tsx). Its bytes travel beside
// its Response rather than in it: building a Response from 50 KB copies them and wraps them in
// a stream, and reading them back out copies them again, all on every signed-in page (4% of
// its CPU). Whatever passes the page on (React Router's middleware, the HTTP shell) must pass
// the same Response object, as they do: one rebuilt from its empty body would be empty.
import { HELD_MODULE_TYPE } from "./app-start.ts";

const bodies = new WeakMap<Response, Buffer>();

/** A Response for a page whose whole body is here; `wholeBodyOf` gives the body back. */
export function wholePage(body: Buffer, status: number, headers: Headers): Response {
  const response = new Response(null, { status, headers });
  bodies.set(response, body);
  return response;
}

/** The body of a response made by `wholePage`, or undefined for any other response. */
export function wholeBodyOf(response: Response): Buffer | undefined {
  return bodies.get(response);
}

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const MODULE_SCRIPT = Buffer.from('type="module" async=""');
const HELD_MODULE_SCRIPT = Buffer.from(`type="${HELD_MODULE_TYPE}"`);

/**
 * The page as it should load: painted first, its JavaScript after.
 *
 * - React Router's `<link rel="modulepreload">` tags are removed. Preloaded, the ~115 KB of
 *   JavaScript competed with the stylesheet for a phone's bandwidth before the first paint
 *   (Lighthouse, mobile: LCP 2.1 s with them, 0.9 s without).
 * - Its module script is held back (its type changed) until the browser reports the first
 *   paint; the start script (app-start.ts) then starts it. Loaded as soon as it was parsed,
 *   the script raced the paint, and in a run where it won, Lighthouse counted all the
 *   JavaScript as needed for the paint (LCP 1.2–1.95 s instead of 0.9 s).
 *
 * The page is readable and usable without either (every link and form works before hydration).
 */
export function paintFirst(html: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(MODULE_PRELOAD); at !== -1; at = html.indexOf(MODULE_PRELOAD, from)) {
    const end = html.indexOf(">", at);
    if (end === -1) break;
    parts.push(html.subarray(from, at));
    from = end + 1;
  }
  const script = html.indexOf(MODULE_SCRIPT, from);
  if (script !== -1) {
    parts.push(html.subarray(from, script), HELD_MODULE_SCRIPT);
    from = script + MODULE_SCRIPT.byteLength;
  }
  if (from === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/**
 * A page's parts, as React wrote them (bytes and UTF-8 strings), as one buffer; each string is
 * encoded straight into its place.
 */
export function joinedParts(parts: (Uint8Array | string)[]): Buffer {
  let length = 0;
  for (const part of parts) length += typeof part === "string" ? Buffer.byteLength(part) : part.byteLength;
  const page = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) {
    if (typeof part === "string") at += page.write(part, at);
    else {
      page.set(part, at);
      at += part.byteLength;
    }
  }
  return page;
}
