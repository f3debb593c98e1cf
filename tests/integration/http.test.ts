import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Question } from "#app/content/schemas.ts";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { APP_START_SCRIPT, HELD_MODULE_TYPE } from "#app/http/app-start.ts";
import type { Client } from "#tests/client.ts";
import { attemptKeyFrom, drawnWith, FOUNDATIONS, newLearner } from "#tests/learning.ts";
import {
  projectRoot,
  requestInFlight,
  runServerExpectingFailure,
  startServer,
  type TestServer,
  testDatabases,
  waitForLog,
} from "#tests/server.ts";

const publicPages = [
  "/",
  "/about",
  "/experts",
  "/partnerships",
  "/contact",
  "/survey",
  "/tos",
  "/courses",
  "/learn",
  "/quick-quiz",
  "/test",
  "/glossary",
];

describe.each(testDatabases)("the built server on $name", ({ name }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ database: name, env: { ENABLE_TEST_HOOKS: "true" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("reports healthy when the database answers", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("reports the build id and time of the running build", async () => {
    const meta = JSON.parse(readFileSync(path.join(projectRoot, "build/meta.json"), "utf8"));
    const response = await fetch(`${server.url}/version.json`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ buildId: meta.buildId, builtAt: meta.builtAt });
  });

  it.each(publicPages)("serves %s with status 200, one h1 and a unique title", async (page) => {
    const response = await fetch(`${server.url}${page}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  });

  it("gives every public page a different title", async () => {
    const titles = await Promise.all(
      publicPages.map(
        async (p) => /<title>([^<]+)<\/title>/.exec(await (await fetch(`${server.url}${p}`)).text())?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(publicPages.length);
  });

  it("answers an unknown path with 404 and names the path", async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Page Not Found</title>");
    expect(html).toContain("Page not found: /no-such-page");
  });

  it("escapes the path it echoes on the 404 screen", async () => {
    const response = await fetch(`${server.url}/%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("<script>alert(1)</script>");
  });

  it("answers an unexpected error with 500, the request id and no stack trace", async () => {
    const response = await fetch(`${server.url}/__test/error`);
    expect(response.status).toBe(500);
    const html = await response.text();
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    expect(html).toContain("<title>Internal Server Error</title>");
    expect(html).toContain(requestId);
    expect(html).not.toContain("Deliberate failure");
    expect(html).not.toMatch(/at .+\.js:\d+/);
  });

  it("sends the security headers on pages, assets and endpoints", async () => {
    const assetPath = /href="(\/assets\/[^"]+\.css)"/.exec(await (await fetch(`${server.url}/`)).text())?.[1];
    for (const target of ["/", "/healthz", assetPath, "/no-such-page"]) {
      const response = await fetch(`${server.url}${target}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, target).toContain("object-src 'none'");
      expect(csp, target).toContain("base-uri 'none'");
      expect(csp, target).toContain("frame-ancestors 'none'");
      // Inline scripts only by this response's nonce or, on a page kept for every visitor, by hash.
      expect(csp, target).toMatch(/script-src 'self'( 'nonce-[A-Za-z0-9+/=]{20,}'| 'sha256-[A-Za-z0-9+/=]{44}')*;/);
      expect(csp, target).not.toContain("'unsafe-inline';script");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("strict-transport-security")).toBeNull();
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
    // A page also may not be framed elsewhere, opened into another site's window group, or
    // fetched cross-origin.
    for (const page of ["/", "/no-such-page"]) {
      const response = await fetch(`${server.url}${page}`, { headers: { cookie: "synapse.session_token=unknown" } });
      expect(response.headers.get("x-frame-options"), page).toBe("SAMEORIGIN");
      expect(response.headers.get("cross-origin-opener-policy"), page).toBe("same-origin");
      expect(response.headers.get("cross-origin-resource-policy"), page).toBe("same-origin");
      expect(response.headers.get("x-permitted-cross-domain-policies"), page).toBe("none");
    }
  });

  it("uses a fresh CSP nonce per response and puts it on every inline script of a page rendered for one request", async () => {
    // A session cookie (valid or not) means the page is rendered for this request alone.
    const init = { headers: { cookie: "synapse.session_token=unknown" } };
    const [a, b] = await Promise.all([fetch(`${server.url}/`, init), fetch(`${server.url}/`, init)]);
    const nonceOf = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    const html = await a.text();
    // Every script the browser runs; a data block (the page's messages, type="application/json") runs nothing.
    const scripts = html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(a)}"`);
  });

  it("paints first: no modulepreload links, and the module script that loads the app is held until the first paint", async () => {
    for (const init of [{}, { headers: { cookie: "synapse.session_token=unknown" } }]) {
      const html = await (await fetch(`${server.url}/courses`, init)).text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      expect(html).toMatch(
        new RegExp(
          `<script[^>]*type="${HELD_MODULE_TYPE}"[^>]*>[\\s\\S]*import\\("/assets/entry\\.client-[^"]+\\.js"\\)`,
        ),
      );
      // The start script follows it, after React Router's data.
      expect(html.lastIndexOf(APP_START_SCRIPT)).toBeGreaterThan(html.indexOf(HELD_MODULE_TYPE));
    }
  });

  it("sends a lesson's text once in its page, and whole in the data of a client-side navigation", async () => {
    const lesson = "/courses/the-foundations-of-ai/what-is-ai";
    // Anonymous (rendered once, for everyone) and with a cookie (rendered for this request).
    for (const init of [{}, { headers: { cookie: "synapse.session_token=unknown" } }]) {
      const html = await (await fetch(`${server.url}${lesson}`, init)).text();
      const opening = /id="lesson-body"[^>]*>[\s\S]*?<p>([A-Za-z ,]{30,})/.exec(html)?.[1] ?? "";
      expect(opening.length).toBeGreaterThanOrEqual(30);
      expect(html.split(opening).length - 1).toBe(1);
      const data = await (await fetch(`${server.url}${lesson}.data`, init)).text();
      expect(data).toContain(opening);
    }
  });

  it("answers a body that is not a readable form with 415 or 400 and a message, never 500", async () => {
    const bodies: { label: string; headers: Record<string, string>; body?: string; status: number }[] = [
      { label: "JSON", headers: { "content-type": "application/json" }, body: '{"email":"a@b.c"}', status: 415 },
      { label: "plain text", headers: { "content-type": "text/plain" }, body: "email=a@b.c", status: 415 },
      { label: "no type", headers: {}, body: undefined, status: 415 },
      {
        label: "multipart, wrong boundary",
        headers: { "content-type": "multipart/form-data; boundary=abc" },
        body: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--xyz--\r\n',
        status: 400,
      },
      {
        label: "multipart, no boundary",
        headers: { "content-type": "multipart/form-data" },
        body: "--x\r\n",
        status: 400,
      },
    ];
    const actions = [
      "/contact",
      "/login",
      "/sign-up",
      "/forgot-password",
      "/survey",
      "/partnerships",
      "/test",
      "/courses/the-foundations-of-ai/what-is-ai",
    ];
    const ids: string[] = [];
    for (const path of actions) {
      for (const { label, headers, body, status } of bodies) {
        const response = await fetch(`${server.url}${path}`, { method: "POST", headers, body, redirect: "manual" });
        ids.push(response.headers.get("x-request-id") ?? "");
        expect(response.status, `${path}, ${label}`).toBe(status);
        const html = await response.text();
        expect(html, `${path}, ${label}`).toMatch(/nothing was saved/i);
      }
    }
    // A client's mistake is not an error of ours: nothing at error level for these requests
    // (an error would be logged before the request's own access-log line, waited for here).
    for (const id of ids) await waitForLog(server, `"id":"${id}"`);
    const errors = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"level":50') && ids.some((id) => line.includes(id)));
    expect(errors).toEqual([]);
  });

  it("answers a malformed Host header with 400", async () => {
    for (const host of ["[::1", "a b", "x:99999", "%"]) {
      const response = await rawRequest(
        server.url,
        `GET /about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(response, host).toMatch(/^HTTP\/1.1 400/);
      expect(response, host).toContain("the Host header is not a valid host name");
    }
  });

  it("says a demo is loading while scripts run, and that it needs JavaScript only without them", async () => {
    const html = await (await fetch(`${server.url}/courses/the-foundations-of-ai/how-machines-learn`)).text();
    expect(html).toContain('<span class="demo-loading">Loading the demo…</span>');
    expect(html).toContain(
      '<span class="demo-no-script">This interactive demo runs in your browser and needs JavaScript.',
    );
    // The script that runs before the page paints marks it as one whose scripts run.
    expect(html).toMatch(/<script[^>]*>document\.documentElement\.classList\.add\("js"\)/);
  });

  it("says in the privacy notice when the operator has not given a name", async () => {
    const html = await (await fetch(`${server.url}/tos`)).text();
    expect(html).toContain("has not published its name here");
  });

  it("refuses TRACE with 405", async () => {
    const response = await rawRequest(server.url, "TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(response).toMatch(/^HTTP\/1.1 405/);
  });

  it("refuses a method a page does not take with 405 and Allow, logged as a refusal, not an error", async () => {
    const refusals: [string, string, string][] = [
      ["OPTIONS", "/contact", "GET, HEAD, POST"],
      ["PROPFIND", "/contact", "GET, HEAD, POST"],
      ["OPTIONS", "/tos", "GET, HEAD"],
      ["POST", "/tos", "GET, HEAD"],
    ];
    for (const [method, path, allow] of refusals) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: method === "POST" ? "a=1" : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${path}`).toBe(allow);
      const id = response.headers.get("x-request-id") ?? "no id";
      const levels = () =>
        server
          .output()
          .split("\n")
          .filter((line) => line.includes(id))
          .map((line) => (JSON.parse(line) as { level: number }).level);
      await expect.poll(levels).toEqual([40]);
    }
    const page = await (
      await fetch(`${server.url}/tos`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a=1",
      })
    ).text();
    expect(page).toContain("This page takes no form, so nothing was sent.");
    expect(page).not.toContain("Internal Server Error");
  });

  it("refuses a body over the size limit with 413", async () => {
    const response = await fetch(`${server.url}/about`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `text=${"a".repeat(1024 * 1024 + 10)}`,
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("too large");
  });

  it("takes a multipart upload larger than the form limit, but refuses one over the upload limit", async () => {
    // Bigger than BODY_LIMIT_BYTES, smaller than UPLOAD_LIMIT_BYTES: it reaches the route.
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(2 * 1024 * 1024)]), "two-megabytes.bin");
    const taken = await fetch(`${server.url}/__test/echo`, { method: "POST", body: form });
    expect(taken.status).toBe(200);
    expect(((await taken.json()) as { bytes: number }).bytes).toBeGreaterThan(2 * 1024 * 1024);

    const huge = await fetch(`${server.url}/__test/echo`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(17 * 1024 * 1024) },
      body: new Uint8Array(17 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain("the limit is 16 MB");
  });

  it("refuses an oversized chunked body that declares no length", async () => {
    const big = "a".repeat(1024 * 1024 + 10);
    const response = await rawRequest(
      server.url,
      `POST /__test/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1.1 413/);
  });

  it("compresses pages with brotli or gzip, as the browser asks", async () => {
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const raw = await rawRequest(
        server.url,
        `GET /experts HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
        true,
      );
      const text = raw.toString("latin1");
      expect(text).toMatch(new RegExp(`content-encoding: ${encoding}`, "i"));
      const rest = raw.subarray(raw.indexOf("\r\n\r\n") + 4);
      // A page from the cache has a Content-Length; one rendered for the request is chunked.
      const body = /transfer-encoding: chunked/i.test(text.slice(0, raw.indexOf("\r\n\r\n"))) ? dechunk(rest) : rest;
      expect(decode(body).toString("utf8")).toContain("<h1");
    }
  });

  it("serves hashed assets with a year of immutable caching", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = /import\("(\/assets\/entry\.client-[^"]+\.js)"\)/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await fetch(`${server.url}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
  });

  it("serves a favicon.ico, a home-screen icon and a web app manifest whose icons exist", async () => {
    const ico = await fetch(`${server.url}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get("content-type")).toBe("image/x-icon");
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toContain("application/manifest+json");
    const { name, start_url, icons } = (await manifest.json()) as {
      name: string;
      start_url: string;
      icons: { src: string }[];
    };
    expect(name).toContain("Synapse");
    // Installed, it opens on the learner's dashboard (issue 30).
    expect(start_url).toBe("/learn");
    for (const src of ["/apple-touch-icon.png", ...icons.map((i) => i.src)]) {
      const icon = await fetch(`${server.url}${src}`);
      expect(icon.status, src).toBe(200);
      expect(icon.headers.get("content-type"), src).toMatch(/^image\//);
    }
  });

  it("lists the public pages in the sitemap and robots.txt", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    for (const page of publicPages) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${page}</loc>`);
      expect(robots).toContain(`Allow: ${page}\n`);
    }
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(sitemap).toContain("<loc>http://localhost:3000/courses/the-foundations-of-ai/what-is-ai</loc>");
    expect(sitemap).toContain("<loc>http://localhost:3000/courses/the-foundations-of-ai/quiz</loc>");
  });

  it("keeps emailed links' tokens out of the access log", async () => {
    const secret = "Zq7livetoken0123456789abcdef";
    const responses = [
      await fetch(`${server.url}/reset-password?token=${secret}`),
      await fetch(`${server.url}/verify-email?token=${secret}&callbackURL=%2Fprofile`),
    ];
    for (const response of responses) await waitForLog(server, `"id":"${response.headers.get("x-request-id")}"`);
    expect(server.output()).toContain('"url":"/reset-password?token=[redacted]"');
    expect(server.output()).not.toContain(secret);
  });

  it("keeps what a visitor searched for out of the access log", async () => {
    const response = await fetch(`${server.url}/search?q=zebracorn+diagnosis`);
    expect(response.status).toBe(200);
    await waitForLog(server, `"id":"${response.headers.get("x-request-id")}"`);
    expect(server.output()).toContain('"url":"/search?q=[redacted]"');
    expect(server.output()).not.toContain("zebracorn");
  });

  it("logs a request id on every request line, and no IP address", async () => {
    const response = await fetch(`${server.url}/about`);
    const id = response.headers.get("x-request-id");
    const line = await waitForLog(server, `"id":"${id}"`);
    expect(line).not.toMatch(/127\.0\.0\.1|remoteAddress/);
  });
});

describe("course quiz scoring on the server", () => {
  let server: TestServer;
  let db: AppDatabase;
  let learner: Client;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: "1" } });
    db = server.db;
    learner = (await newLearner(server.url, db)).client;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Submits as a signed-in learner and reads the attempt page the action redirects to. */
  async function submit(form: URLSearchParams) {
    const response = await learner.post("/courses/the-foundations-of-ai/quiz", form);
    expect(response.status).toBe(302);
    return (await learner.get(response.headers.get("location") ?? "")).text();
  }

  const bank = JSON.parse(
    readFileSync(path.join(projectRoot, "content/courses/the-foundations-of-ai/quiz.json"), "utf8"),
  ) as Question[];

  /** A form submission answering every question of a fresh attempt the way `pick` says. */
  async function submission(pick: "right" | "wrong") {
    const attempt = await attemptKeyFrom(learner, FOUNDATIONS);
    const drawn = new Set(drawnWith(FOUNDATIONS, attempt).map((q) => q.id));
    const form = new URLSearchParams({ attempt });
    for (const q of bank.filter((q) => drawn.has(q.id))) {
      const name = `q-${q.id}`;
      if (q.type === "single")
        form.append(name, String(pick === "right" ? q.answer : (q.answer + 1) % q.options.length));
      if (q.type === "multi")
        for (const i of pick === "right" ? q.answer : [q.options.length - 1]) form.append(name, String(i));
      if (q.type === "truefalse") form.append(name, String(pick === "right" ? q.answer : !q.answer));
      if (q.type === "numeric")
        form.append(name, String(pick === "right" ? q.answer.value : q.answer.value + q.answer.tolerance + 100));
      if (q.type === "ordering") {
        const order = pick === "right" ? q.answer : [...q.answer].reverse();
        for (const [position, optionIndex] of order.entries())
          form.append(`q-${q.id}-${optionIndex}`, String(position + 1));
      }
    }
    return form;
  }

  it("scores a full set of right answers as a pass", async () => {
    const html = await submit(await submission("right"));
    expect(html).toContain("You scored 14 out of 14");
    expect(html).toContain("You passed");
  });

  it("scores wrong answers as a fail, saying what each tests and not what the answer is", async () => {
    const form = await submission("wrong");
    const html = await submit(form);
    expect(html).toContain("You scored 0 out of 14");
    expect(html).toContain("Not passed yet");
    expect(html).not.toContain("Correct answer");
    for (const q of bank.filter((q) => form.has(`q-${q.id}`) || form.has(`q-${q.id}-0`))) {
      expect(html).toContain(escapeHtml(q.idea ?? ""));
      expect(html).not.toContain(escapeHtml(q.explanation));
    }
  });

  it("answers an incomplete or malformed submission with 400 and changes nothing", async () => {
    const before = await db.selectFrom("quiz_attempt").select("id").execute();
    const attempt = await attemptKeyFrom(learner, FOUNDATIONS);
    // A single-choice question: "99" is out of its range (for a numeric one it is an answer).
    const first = drawnWith(FOUNDATIONS, attempt).find((q) => q.type === "single")?.id;
    // An answer out of range is no answer: all 14 questions are still to answer.
    const malformed = await learner.post(
      "/courses/the-foundations-of-ai/quiz",
      new URLSearchParams({ attempt, [`q-${first}`]: "99" }),
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("14 questions still need an answer");
    // A field for no question of this attempt is refused as a whole.
    const stray = await learner.post(
      "/courses/the-foundations-of-ai/quiz",
      new URLSearchParams({ attempt, "q-nonsense": "<script>", [`q-${first}`]: "0" }),
    );
    expect(stray.status).toBe(400);
    expect(await stray.text()).toContain("These answers are for questions this attempt did not ask");
    expect(await db.selectFrom("quiz_attempt").select("id").execute()).toEqual(before);
  });
});

describe("placement test on the server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("names how many questions are unanswered, in a sentence that reads right", async () => {
    const response = await fetch(`${server.url}/test`, { method: "POST", body: new URLSearchParams({ seed: "5" }) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("10 questions still need an answer. They are marked below.");
  });
});

describe("TLS behind a trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("sends HSTS only when the proxy says the visitor used https", async () => {
    const overTls = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(overTls.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(overTls.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const plain = await fetch(`${server.url}/`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("start-up and shutdown", () => {
  it("names its own address in links when SITE_URL is unset, and warns about it", async () => {
    const server = await startServer({ env: { SITE_URL: "" } });
    try {
      const { port } = new URL(server.url);
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>http://localhost:${port}/courses</loc>`);
      expect(sitemap).not.toContain("localhost:3000");
      expect(server.output()).toContain("SITE_URL is not set");
    } finally {
      await server.stop();
    }
  });

  it("names who runs the site in the privacy notice when OPERATOR_NAME and OPERATOR_CONTACT are set", async () => {
    const named = await startServer({
      env: { OPERATOR_NAME: "Example School", OPERATOR_CONTACT: "privacy@example.org" },
    });
    try {
      const html = await (await fetch(`${named.url}/tos`)).text();
      expect(html).toContain("This copy of Synapse is run by <strong");
      expect(html).toContain("Example School");
      expect(html).toContain('href="mailto:privacy@example.org"');
    } finally {
      await named.stop();
    }
    const { code, output } = await runServerExpectingFailure({ OPERATOR_CONTACT: "call us" });
    expect(code).toBe(1);
    expect(output).toContain("OPERATOR_CONTACT: expected an email address or an http(s) web address");
  });

  it("stops with a clear message when a setting is invalid", async () => {
    const { code, output } = await runServerExpectingFailure({ PORT: "not-a-port" });
    expect(code).toBe(1);
    expect(output).toContain("Invalid environment configuration");
    expect(output).toContain("PORT: expected a port number");
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("stops with a clear message when the database cannot be reached", async () => {
    const { code, output } = await runServerExpectingFailure({ DATABASE_URL: "postgres://127.0.0.1:1/nothing" });
    expect(code).toBe(1);
    expect(output).toContain("Synapse could not start.");
    expect(output).toContain("Database migration failed");
  });

  it("finishes an in-flight request on SIGTERM, then exits 0 within 10 seconds", async () => {
    const server = await startServer();
    // The headers and half the body are sent, so the request is in flight when the signal arrives.
    const request = await requestInFlight(server);
    const started = Date.now();
    const exited = server.stop();
    await waitForLog(server, "shutting down: finishing in-flight requests");
    expect(server.process.exitCode).toBeNull(); // still waiting for our request
    request.finish();
    const code = await exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(request.response()).toMatch(/^HTTP\/1.1 \d{3}/);
    expect(server.output()).toContain("stopped");
    request.close();
  });

  it("exits at once on a second SIGTERM, without waiting for the request in flight", async () => {
    const server = await startServer();
    const request = await requestInFlight(server);
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
    server.process.kill("SIGTERM");
    await waitForLog(server, "shutting down: finishing in-flight requests");
    expect(server.process.exitCode).toBeNull(); // the first signal waits for our request
    const started = Date.now();
    server.process.kill("SIGTERM");
    expect(await exited).toBe(1);
    // Well under the 8 seconds the first signal would have waited for the request.
    expect(Date.now() - started).toBeLessThan(4000);
    expect(server.output()).toContain("second signal: exiting without waiting");
    request.close();
    await server.stop();
  });

  it("stops gracefully when `npm start` is signalled, leaving nothing listening", async () => {
    const server = await startServer({ npmStart: true });
    const { port } = new URL(server.url);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("stopped");
    // Nothing is left behind: the port refuses connections.
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", () => resolve(true));
    });
    expect(refused).toBe(true);
  });

  it("closes idle keep-alive connections instead of waiting for them", async () => {
    const server = await startServer();
    await fetch(`${server.url}/healthz`, { headers: { Connection: "keep-alive" } });
    const started = Date.now();
    expect(await server.stop()).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

/** As React escapes text in HTML. */
function escapeHtml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** Sends raw bytes (for requests fetch will not make) and returns the whole response. */
function rawRequest(base: string, request: string): Promise<string>;
function rawRequest(base: string, request: string, binary: true): Promise<Buffer>;
function rawRequest(base: string, request: string, binary = false): Promise<string | Buffer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(request));
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", (error) => (chunks.length ? resolve(finish()) : reject(error)));
    socket.on("close", () => resolve(finish()));
    const finish = () => (binary ? Buffer.concat(chunks) : Buffer.concat(chunks).toString("utf8"));
  });
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf("\r\n", offset);
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
