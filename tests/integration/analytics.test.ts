import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { createClient, uniqueIp } from "#tests/client.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 19_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe.each(testDatabases)("first-party visit statistics on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;

  beforeAll(async () => {
    server = await startServer({ database: name, env: { TRUST_PROXY: "1", COUNTRY_HEADER: "x-test-country" } });
    db = server.db;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** What the page sends after an in-app navigation (navigator.sendBeacon). */
  function beacon(ip: string, body: string, headers: Record<string, string> = {}) {
    return fetch(`${server.url}/api/analytics/view`, {
      method: "POST",
      body,
      headers: {
        "content-type": "text/plain",
        origin: server.url,
        "x-forwarded-for": ip,
        "user-agent": DESKTOP,
        ...headers,
      },
    });
  }

  /** The visitor hash the server should have stored for this address and browser today. */
  async function visitorHash(ip: string, userAgent: string): Promise<string> {
    const day = new Date().toISOString().slice(0, 10);
    const { salt } = await db
      .selectFrom("analytics_salt")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
  }

  /**
   * Page views are written in batches every few seconds: waits until this visitor has at least
   * `expected` (after the first batch, for 0) and returns them.
   */
  async function viewsOf(ip: string, userAgent: string, expected: number) {
    let rows: { path: string; referrer_host: string | null; device: string; country: string | null }[] = [];
    await expect
      .poll(
        async () => {
          const salt = await db.selectFrom("analytics_salt").select("salt").executeTakeFirst();
          if (!salt) return -1;
          rows = await db
            .selectFrom("page_view")
            .select(["path", "referrer_host", "device", "country"])
            .where("visitor", "=", await visitorHash(ip, userAgent))
            .orderBy("at")
            .execute();
          return rows.length;
        },
        { message: `page views of ${ip}` },
      )
      .toBeGreaterThanOrEqual(expected);
    return rows;
  }

  /**
   * Someone else's visit, made after the requests a test expects no view from, and waited for:
   * views are written in the order they come, so once it is there, theirs would be too.
   */
  async function laterVisitWritten() {
    const control = uniqueIp();
    expect((await beacon(control, JSON.stringify({ path: "/courses" }))).status).toBe(204);
    expect(await viewsOf(control, DESKTOP, 1)).toHaveLength(1);
  }

  it("counts page loads and in-app navigations with a daily visitor hash, and no IP and no cookie", async () => {
    const ip = uniqueIp();
    const client = createClient(server.url, { ip, userAgent: DESKTOP });
    const first = await client.get("/courses?utm_source=newsletter", {
      headers: { referer: "https://www.example.org/a-post", "x-test-country": "de" },
    });
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([]);
    // An in-app navigation is reported by the page; its query string is never kept.
    const reported = await beacon(ip, JSON.stringify({ path: "/about?token=secret" }));
    expect(reported.status).toBe(204);
    expect(reported.headers.getSetCookie()).toEqual([]);
    // Our own pages as referrer, data requests and untracked paths count for nothing more.
    await client.get("/experts", { headers: { referer: `${server.url}/courses` } });
    await client.get("/courses.data");
    await client.get("/no-such-page");

    const rows = await viewsOf(ip, DESKTOP, 3);
    expect(rows).toEqual([
      { path: "/courses", referrer_host: "example.org", device: "desktop", country: "DE" },
      { path: "/about", referrer_host: null, device: "desktop", country: null },
      { path: "/experts", referrer_host: null, device: "desktop", country: null },
    ]);

    // Nowhere in the table is the address stored.
    const all = await db.selectFrom("page_view").selectAll().execute();
    expect(JSON.stringify(all)).not.toContain(ip);
  });

  it("tells phones and tablets from desktops, and ignores bots", async () => {
    const ip = uniqueIp();
    await createClient(server.url, { ip, userAgent: IPHONE }).get("/learn");
    await createClient(server.url, { ip, userAgent: IPAD }).get("/learn");
    await createClient(server.url, { ip, userAgent: BOT }).get("/learn");
    await laterVisitWritten();
    expect((await viewsOf(ip, IPHONE, 1)).map((r) => r.device)).toEqual(["mobile"]);
    expect((await viewsOf(ip, IPAD, 1)).map((r) => r.device)).toEqual(["tablet"]);
    expect(await viewsOf(ip, BOT, 0)).toEqual([]);
  }, 30_000);

  it("records nothing for a browser that sends Do Not Track or Global Privacy Control", async () => {
    const ip = uniqueIp();
    const client = createClient(server.url, { ip, userAgent: DESKTOP });
    await client.get("/courses", { headers: { dnt: "1" } });
    await client.get("/about", { headers: { "sec-gpc": "1" } });
    expect((await beacon(ip, JSON.stringify({ path: "/experts" }), { "sec-gpc": "1" })).status).toBe(204);
    await laterVisitWritten();
    expect(await viewsOf(ip, DESKTOP, 0)).toEqual([]);
  }, 30_000);

  it("refuses a malformed page-view report with 400 and stores nothing", { timeout: 30_000 }, async () => {
    const ip = uniqueIp();
    const bodies = [
      "not json",
      "{}",
      JSON.stringify({ path: "https://evil.example/" }),
      JSON.stringify({ path: `/${"x".repeat(300)}` }),
    ];
    for (const body of bodies) expect((await beacon(ip, body)).status).toBe(400);
    expect((await beacon(ip, JSON.stringify({ path: "/" }), { origin: "https://evil.example" })).status).toBe(403);
    await laterVisitWritten();
    expect(await viewsOf(ip, DESKTOP, 0)).toEqual([]);
  });

  it("counts learning events with no account or visitor attached", async () => {
    const before = await db.selectFrom("analytics_event").select("id").where("name", "=", "sign-up").execute();
    const client = createClient(server.url, { ip: uniqueIp() });
    await client.post("/sign-up", {
      name: "Katherine",
      email: `analytics-${Date.now()}@example.com`,
      password: "violet-tram-oyster-44-lamp",
    });
    // Events are written in batches too.
    await expect
      .poll(
        async () =>
          (await db.selectFrom("analytics_event").select("id").where("name", "=", "sign-up").execute()).length,
      )
      .toBeGreaterThan(before.length);
    const columns = Object.keys(
      (await db.selectFrom("analytics_event").selectAll().executeTakeFirstOrThrow()) as object,
    );
    expect(columns.sort()).toEqual(["at", "course", "day", "id", "name"]);
  });
});
