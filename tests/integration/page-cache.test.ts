// The page cache (server/page-cache.ts, docs/decisions/0009-page-cache.md): anonymous pages
// rendered once and sent from memory, never a cached page to a learner with a session (or
// anything personal to a visitor), a CSP that allows exactly the page's inline scripts,
// validators that give 304, every encoding the same page, and page views still counted.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { createClient, uniqueIp } from "#tests/client.ts";
import { FOUNDATIONS, newLearner } from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const LESSON = `/courses/${FOUNDATIONS}/what-is-ai`;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

describe.each(testDatabases)("the page cache on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;

  beforeAll(async () => {
    server = await startServer({ database: name, env: { TRUST_PROXY: "1", ENABLE_TEST_HOOKS: "true" } });
    db = server.db;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers: { "user-agent": BROWSER, ...headers }, redirect: "manual" });

  it("renders an anonymous lesson once and then sends it from memory, with the same bytes", async () => {
    const first = await get("/tos");
    const second = await get("/tos");
    expect(first.status).toBe(200);
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate, s-maxage=300");
    expect(second.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(second.headers.get("set-cookie")).toBeNull();
    // The request id stays per request even when the page does not.
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
  });

  it("answers If-None-Match with 304 and no body", async () => {
    const page = await get(LESSON, { "accept-encoding": "gzip" });
    const etag = page.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{20,}\.gzip"$/);
    const again = await get(LESSON, { "accept-encoding": "gzip", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const changed = await get(LESSON, { "accept-encoding": "gzip", "if-none-match": '"another-page.gzip"' });
    expect(changed.status).toBe(200);
  });

  it("sends the same page in brotli, gzip and identity", async () => {
    const raw = async (encoding: string) => {
      const response = await get(LESSON, { "accept-encoding": encoding });
      expect(response.headers.get("content-encoding") ?? "identity").toBe(encoding);
      return Buffer.from(await response.arrayBuffer());
    };
    const identity = await raw("identity");
    const gzip = await raw("gzip");
    const br = await raw("br");
    expect(identity.toString("utf8")).toContain("<h1");
    // fetch decodes brotli and gzip as the header says: each must decode to the identity bytes.
    expect(gzip.equals(identity)).toBe(true);
    expect(br.equals(identity)).toBe(true);
  });

  it("allows exactly the page's inline scripts by hash, with no nonce", async () => {
    const response = await get("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const html = await response.text();
    // Every script the browser runs; the page's messages are a data block, which runs nothing.
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1] ?? "");
    expect(inline.length).toBeGreaterThan(2);
    for (const script of inline) {
      const hash = createHash("sha256").update(script, "utf8").digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(html).not.toMatch(/nonce="/);
    // The first request's id is not baked into a page everybody receives.
    expect(html).not.toContain(response.headers.get("x-request-id") ?? "no id");
  });

  it("does not allow a script that came in with a cached page's content", async () => {
    const sha = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
    const smuggled = 'document.title = "smuggled"';
    for (const state of ["miss", "hit"]) {
      const response = await get("/__test/smuggled-script");
      expect(response.status).toBe(200);
      expect(response.headers.get("x-cache")).toBe(state);
      const html = await response.text();
      expect(html).toContain(`<script>${smuggled}</script>`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).not.toContain(sha(smuggled));
      // The app's own scripts are still allowed, the theme script among them.
      const theme = /<script>(document\.documentElement\.classList\.add\("js"\)[^<]*)<\/script>/.exec(html)?.[1];
      expect(csp).toContain(sha(theme ?? "no theme script"));
    }
  });

  it("marks every page and data answer of a signed-in learner private, no-store", async () => {
    const { client } = await newLearner(server.url, db, "Ada Private");
    const home = await client.get("/");
    expect(home.headers.get("cache-control")).toBe("private, no-store");
    for (const path of ["/profile", "/learn", `/courses/${FOUNDATIONS}`, LESSON, "/courses"]) {
      for (const variant of [path, `${path}.data`]) {
        const response = await client.get(variant);
        expect(response.status, variant).toBe(200);
        expect(response.headers.get("cache-control"), variant).toBe("private, no-store");
      }
    }
  });

  it("never sends a signed-in learner the cached page, nor the learner's page to a visitor", async () => {
    await get(LESSON); // the anonymous copy is in the cache
    const { client } = await newLearner(server.url, db, "Ada Cachefree");
    const signedIn = await client.get(LESSON);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.headers.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    const personal = await signedIn.text();
    expect(personal).toContain("Ada Cachefree");
    expect(personal).toContain("Log out");
    // Nowhere, the footer included, does the learner's page offer to log in or sign up.
    expect(personal).not.toMatch(/>(Log in|Sign up)</);
    expect(personal).toContain('href="/profile"');

    const visitor = await get(LESSON);
    expect(visitor.headers.get("x-cache")).toBe("hit");
    const anonymous = await visitor.text();
    expect(anonymous).not.toContain("Ada Cachefree");
    expect(anonymous).toContain("Log in");
    expect(anonymous).not.toContain('href="/profile"');

    // Signed out, the same browser gets the shared page again.
    const loggedOut = await client.post("/logout", {});
    expect(loggedOut.status).toBe(302);
    const after = await client.get(LESSON);
    const afterHtml = await after.text();
    expect(afterHtml).not.toContain("Ada Cachefree");
    expect(afterHtml).toContain("Log in");
  });

  it("does not answer a request with a session cookie from the cache, even an invalid one", async () => {
    await get("/about");
    for (const cookie of [
      "synapse.session_token=not-a-real-token",
      "theme=dark; __Secure-synapse.session_token=forged",
      "synapse.session_data=stale",
    ]) {
      const response = await get("/about", { cookie });
      expect(response.status, cookie).toBe(200);
      expect(response.headers.get("x-cache"), cookie).toBeNull();
      expect(response.headers.get("cache-control"), cookie).toBe("private, no-store");
      expect(await response.text(), cookie).toContain("Log in");
    }
    // The time-zone cookie identifies no one and outlives sessions: it does not skip the cache.
    const withZone = await get("/about", { cookie: "synapse.tz=Europe%2FParis" });
    expect(withZone.headers.get("x-cache")).toBe("hit");
  });

  it("caches only the allowed query parameters, and keys them apart", async () => {
    await get("/experts?utm_source=newsletter");
    const campaign = await get("/experts?utm_source=newsletter");
    expect(campaign.headers.get("x-cache")).toBe("hit");
    for (const path of ["/experts?page=2", "/experts?utm_source=a&debug=1"]) {
      await get(path);
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-cache"), path).toBeNull();
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("never caches an error, or a page whose route did not declare it public", async () => {
    for (const path of ["/no-such-page", "/quick-quiz", `/courses/${FOUNDATIONS}/quiz`]) {
      await get(path);
      const response = await get(path);
      expect(response.headers.get("x-cache"), path).toBeNull();
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // Every anonymous quiz visit still gets its own attempt key.
    const keyOf = async () =>
      /name="attempt" value="([^"]+)"/.exec(await (await get(`/courses/${FOUNDATIONS}/quiz`)).text())?.[1];
    const [a, b] = [await keyOf(), await keyOf()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("keeps counting page views of cached pages, 304s included", async () => {
    const ip = uniqueIp();
    const visitor = { "x-forwarded-for": ip, "accept-encoding": "br" };
    const first = await get("/courses", visitor);
    const etag = first.headers.get("etag") ?? "";
    await get("/courses", visitor);
    await get("/courses", { ...visitor, "if-none-match": etag });
    // Page views are written in batches, every few seconds.
    await expect
      .poll(async () => {
        const row = await db
          .selectFrom("page_view")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("path", "=", "/courses")
          .executeTakeFirst();
        return Number(row?.n ?? 0);
      })
      .toBeGreaterThanOrEqual(3);
  });

  it("answers HEAD from the cache with the headers and no body", async () => {
    await get("/partnerships");
    const response = await fetch(`${server.url}/partnerships`, {
      method: "HEAD",
      headers: { "accept-encoding": "br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("hit");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(await response.text()).toBe("");
  });

  it("serves built files from memory, pre-compressed, with the security headers", async () => {
    const html = await (await get("/")).text();
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
    const client = createClient(server.url);
    const plain = await client.get(stylesheet, { headers: { "accept-encoding": "identity" } });
    const br = await client.get(stylesheet, { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(Number(br.headers.get("content-length"))).toBeLessThan(Number(plain.headers.get("content-length")));
    expect(await br.text()).toBe(await plain.text());
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(br.headers.get("x-content-type-options")).toBe("nosniff");
    const revalidated = await client.get(stylesheet, {
      headers: { "accept-encoding": "br", "if-none-match": br.headers.get("etag") ?? "" },
    });
    expect(revalidated.status).toBe(304);
  });
});
