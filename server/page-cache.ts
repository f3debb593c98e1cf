// Pages an anonymous visitor receives are the same for everyone for a given build, so each is
// rendered once, kept in memory already compressed, and sent again at the speed of a file
// server. What may be cached, and how that stays safe, is docs/decisions/0009-page-cache.md:
// only GET and HEAD requests without a session cookie (valid or not) and without a query
// outside a short allow-list; only 200 HTML responses that the route declared public and
// that set no cookie. The memory held is bounded; the least recently used page goes first.
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Precompressed } from "./precompressed.ts";

/** Query parameters that campaign links add and no page reads; any other one skips the cache. */
export const ALLOWED_QUERY = new Set(["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"]);

// Better Auth's cookies are all named "synapse.…" ("__Secure-synapse.…" over https). The
// exceptions outlive a session by design and change no page: the time-zone cookie, and the
// trusted-device cookie that only the log-in form reads (app/accounts/trusted-devices.server.ts).
const PERSONAL_COOKIE = /(?:^|;)\s*(?:__Secure-)?synapse\.(?!tz=|device=)[^=;]*=/;

/** True when a Cookie header may carry a session, whether or not that session is valid. */
export function carriesSession(cookie: string | undefined): boolean {
  return cookie !== undefined && PERSONAL_COOKIE.test(cookie);
}

/**
 * The cache key for a request that may be answered from the cache, or null when it must be
 * rendered for this request alone. The key holds the scheme and host (a page is never sent to
 * another host than it was rendered for) and the allowed query, in its order.
 */
export function pageCacheKey(req: IncomingMessage, scheme: "http" | "https"): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (carriesSession(req.headers.cookie) || req.headers.authorization) return null;
  const url = req.url ?? "/";
  const question = url.indexOf("?");
  const path = question === -1 ? url : url.slice(0, question);
  // Client-side navigations fetch `.data`; assets and API answers are not pages.
  if (!path.startsWith("/") || path.startsWith("//") || path.endsWith(".data")) return null;
  if (question !== -1) {
    const params = new URLSearchParams(url.slice(question + 1));
    for (const name of params.keys()) if (!ALLOWED_QUERY.has(name)) return null;
  }
  return `${scheme}://${req.headers.host ?? ""}${url}`;
}

/**
 * Whether a rendered response may be kept and sent to every anonymous visitor: the answer
 * to a GET (a HEAD's has no body), a 200 HTML page whose route said `Cache-Control: public` (app/http/caching.ts), setting no cookie.
 */
export function isShareable(method: string, response: Response): boolean {
  return (
    method === "GET" &&
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    /\bpublic\b/.test(response.headers.get("cache-control") ?? "") &&
    response.headers.getSetCookie().length === 0
  );
}

/**
 * A page rendered to be cached has no nonce a browser could use, so its render marks the app's
 * own inline scripts with `nonce="<mark>"`, a random value made for that render alone. This
 * gives the CSP sources that allow exactly those scripts, one sha256 each, and the page
 * without the marks. A <script> that came in with the page's content carries no mark, so it
 * is not allowed. React escapes "</script" inside a script's text, so the first closing tag
 * after an opening one is its end.
 */
export function ownInlineScripts(html: Buffer, mark: string): { html: Buffer; hashes: string[] } {
  const attribute = ` nonce="${mark}"`;
  const text = html.toString("utf8");
  const hashes = new Set<string>();
  for (const match of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", script = ""] = match;
    if (!attributes.includes(attribute) || /\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`);
  }
  return { html: Buffer.from(text.replaceAll(attribute, ""), "utf8"), hashes: [...hashes] };
}

export type PageCacheStats = { pages: number; bytes: number; maxBytes: number };

/** The pages themselves: least recently used first out, never more than `maxBytes` held. */
export class PageCache {
  readonly #entries = new Map<string, Precompressed>();
  readonly #filling = new Map<string, Promise<Precompressed | null>>();
  #bytes = 0;

  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The cached page, marked as just used. */
  get(key: string): Precompressed | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /** The page another request is rendering right now for this key, if any. */
  pending(key: string): Promise<Precompressed | null> | undefined {
    return this.#filling.get(key);
  }

  /**
   * Registers the render of `key` that has just begun, so requests arriving meanwhile wait
   * for it instead of rendering the same page again; a page it yields is stored. Returns
   * false when another render of the key is already under way (this one is then not stored).
   */
  fill(key: string, rendering: Promise<Precompressed | null>): boolean {
    if (this.#filling.has(key)) return false;
    this.#filling.set(key, rendering);
    rendering
      .then((entry) => {
        if (entry) this.#store(key, entry);
      })
      .catch(() => {})
      .finally(() => this.#filling.delete(key));
    return true;
  }

  #store(key: string, entry: Precompressed) {
    // One page may take at most an eighth of the budget, so a freak page cannot empty the cache.
    if (!this.enabled || entry.bytes > this.maxBytes / 8) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#bytes -= previous.bytes;
      this.#entries.delete(key);
    }
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.bytes;
    }
  }

  get stats(): PageCacheStats {
    return {
      pages: this.#entries.size,
      bytes: this.#bytes,
      maxBytes: this.maxBytes,
    };
  }
}
