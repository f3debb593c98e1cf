import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { carriesSession, isShareable, ownInlineScripts, PageCache, pageCacheKey } from "./page-cache.ts";
import { chooseEncoding, compressOnce, fromBodies, type Precompressed } from "./precompressed.ts";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({ method, url, headers: { host: "synapse.example", ...headers } }) as unknown as IncomingMessage;

const page = (size: number): Precompressed => fromBodies({ identity: Buffer.alloc(size, "a") }, {});

describe("which requests the page cache may answer", () => {
  it("keys an anonymous GET or HEAD by scheme, host and path", () => {
    expect(pageCacheKey(request("/courses"), "https")).toBe("https://synapse.example/courses");
    expect(pageCacheKey(request("/courses", {}, "HEAD"), "http")).toBe("http://synapse.example/courses");
  });

  it("refuses other methods, data requests and protocol-relative paths", () => {
    expect(pageCacheKey(request("/courses", {}, "POST"), "http")).toBeNull();
    expect(pageCacheKey(request("/courses.data"), "http")).toBeNull();
    expect(pageCacheKey(request("//evil.example/x"), "http")).toBeNull();
  });

  it("refuses a request with a session cookie or credentials, valid or not", () => {
    expect(pageCacheKey(request("/", { cookie: "synapse.session_token=x" }), "http")).toBeNull();
    expect(pageCacheKey(request("/", { cookie: "a=1; __Secure-synapse.session_token=x" }), "http")).toBeNull();
    expect(pageCacheKey(request("/", { authorization: "Bearer x" }), "http")).toBeNull();
    expect(pageCacheKey(request("/", { cookie: "synapse.tz=UTC; other=1" }), "http")).toBe("http://synapse.example/");
  });

  it("accepts campaign parameters in the key and refuses any other query", () => {
    expect(pageCacheKey(request("/?utm_source=mail&utm_medium=email"), "http")).toBe(
      "http://synapse.example/?utm_source=mail&utm_medium=email",
    );
    expect(pageCacheKey(request("/?redirectTo=/profile"), "http")).toBeNull();
    expect(pageCacheKey(request("/?utm_source=a&seed=4"), "http")).toBeNull();
  });

  it("tells session cookies from others by name, not by value", () => {
    expect(carriesSession(undefined)).toBe(false);
    expect(carriesSession("theme=synapse.session_token")).toBe(false);
    expect(carriesSession("synapse.dont_remember=true")).toBe(true);
    expect(carriesSession("synapse.tz=Europe%2FParis")).toBe(false);
    expect(carriesSession("synapse.device=abc.def.ghi; __Secure-synapse.device=x")).toBe(false);
    expect(carriesSession("synapse.device=abc.def.ghi; synapse.session_token=t")).toBe(true);
  });
});

describe("which answers may be kept for everyone", () => {
  const html = (init: ResponseInit) =>
    new Response("<html></html>", {
      ...init,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0", ...init.headers },
    });

  it("keeps a public 200 HTML answer to a GET", () => {
    expect(isShareable("GET", html({ status: 200 }))).toBe(true);
  });

  it("never keeps an error, a cookie, a private page, a HEAD or a non-HTML answer", () => {
    expect(isShareable("GET", html({ status: 404 }))).toBe(false);
    expect(isShareable("HEAD", html({ status: 200 }))).toBe(false);
    expect(isShareable("GET", html({ headers: { "set-cookie": "a=1" } }))).toBe(false);
    expect(isShareable("GET", html({ headers: { "cache-control": "private, no-store" } }))).toBe(false);
    expect(isShareable("GET", html({ headers: { "content-type": "application/json" } }))).toBe(false);
  });
});

describe("inline script hashes", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("hashes each marked inline script's exact text, skips external scripts, and takes the marks out", () => {
    const body = 'window.__x = {"a":"<\\/script>"};';
    const rendered = `<script nonce="m4rk">${body}</script><script nonce="m4rk" src="/assets/a.js"></script><script type="module" nonce="m4rk">import("/b.js")</script>`;
    const { html, hashes } = ownInlineScripts(Buffer.from(rendered), "m4rk");
    expect(hashes).toEqual([sha(body), sha('import("/b.js")')]);
    expect(html.toString()).toBe(
      `<script>${body}</script><script src="/assets/a.js"></script><script type="module">import("/b.js")</script>`,
    );
  });

  it("does not allow a script that came in with the content", () => {
    const rendered = `<script nonce="m4rk">ours()</script><article><p>Lesson</p><script>alert("smuggled")</script><script nonce="guess">alert("guessed")</script></article>`;
    const { html, hashes } = ownInlineScripts(Buffer.from(rendered), "m4rk");
    expect(hashes).toEqual([sha("ours()")]);
    expect(hashes).not.toContain(sha('alert("smuggled")'));
    expect(html.toString()).toContain('<script>alert("smuggled")</script>');
  });
});

describe("the cache's memory bound", () => {
  async function store(cache: PageCache, key: string, size: number) {
    cache.fill(key, Promise.resolve(page(size)));
    await new Promise((r) => setTimeout(r, 0));
  }

  it("drops the least recently used pages to stay under its budget", async () => {
    const cache = new PageCache(4_000);
    for (const key of ["a", "b", "c"]) await store(cache, key, 400);
    expect(cache.stats.bytes).toBe(1_200);
    cache.get("a"); // "a" is now the most recently used
    for (const key of ["d", "e", "f", "g", "h", "i", "j"]) await store(cache, key, 400);
    expect(cache.stats.bytes).toBeLessThanOrEqual(4_000);
    expect(cache.stats.pages).toBe(10);
    await store(cache, "k", 400);
    expect(cache.stats.pages).toBe(10);
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("k")).toBeDefined();
  });

  it("refuses a page larger than an eighth of the budget", async () => {
    const cache = new PageCache(8_000);
    await store(cache, "big", 1_200);
    expect(cache.get("big")).toBeUndefined();
  });

  it("lets requests wait for a render under way, and forgets it once done", async () => {
    const cache = new PageCache(1_000_000);
    let finish: (entry: Precompressed) => void = () => {};
    const rendering = new Promise<Precompressed>((resolve) => {
      finish = resolve;
    });
    expect(cache.fill("p", rendering)).toBe(true);
    expect(cache.fill("p", Promise.resolve(page(10)))).toBe(false);
    const waiting = cache.pending("p");
    finish(page(20));
    expect((await waiting)?.bodies.identity.length).toBe(20);
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.pending("p")).toBeUndefined();
    expect(cache.get("p")?.bodies.identity.length).toBe(20);
  });
});

describe("choosing an encoding", () => {
  const entry = fromBodies({ identity: Buffer.alloc(100, "a"), br: Buffer.alloc(10), gzip: Buffer.alloc(20) }, {});

  it("prefers brotli, then gzip, then none", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", entry)).toBe("br");
    expect(chooseEncoding("gzip", entry)).toBe("gzip");
    expect(chooseEncoding(undefined, entry)).toBe("identity");
    expect(chooseEncoding("deflate", entry)).toBe("identity");
  });

  it("honours q=0 and the wildcard", () => {
    expect(chooseEncoding("br;q=0, gzip", entry)).toBe("gzip");
    expect(chooseEncoding("*", entry)).toBe("br");
    expect(chooseEncoding("*, br;q=0", entry)).toBe("gzip");
  });

  it("does not offer an encoding that is no smaller", () => {
    const incompressible = fromBodies({ identity: Buffer.alloc(10), br: Buffer.alloc(12) }, {});
    expect(chooseEncoding("br", incompressible)).toBe("identity");
  });
});

describe("compressing a page for one response", () => {
  const html = Buffer.from(`<!DOCTYPE html><main>${"<p>A lesson about neural networks.</p>".repeat(400)}</main>`);

  it("gives back the same bytes in brotli, gzip and identity, as the request accepts", () => {
    const br = compressOnce("gzip, deflate, br", html);
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    const gzip = compressOnce("gzip", html);
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(html)).toBe(true);
    expect(compressOnce(undefined, html)).toEqual({ encoding: "identity", body: html });
    expect(compressOnce("br;q=0, gzip;q=0", html).encoding).toBe("identity");
    expect(br.body.length).toBeLessThan(html.length / 10);
    expect(gzip.body.length).toBeLessThan(html.length / 10);
  });

  it("leaves a body under 1 KB as it is", () => {
    const small = Buffer.from("<p>Short</p>");
    expect(compressOnce("br, gzip", small)).toEqual({ encoding: "identity", body: small });
  });
});
