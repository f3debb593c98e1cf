// A database outage (server/outages.ts): PostgreSQL is reached through a proxy this test
// controls; cutting it off is PostgreSQL going away mid-session, reopening it is PostgreSQL
// coming back. The process must survive, answer 503 with Retry-After and a screen that says
// nothing was saved, keep serving anonymous lessons, and recover by itself.
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, createDatabase } from "#app/db/connect.server.ts";
import { createClient, uniqueIp } from "#tests/client.ts";
import { validContact } from "#tests/feedback.ts";
import { FOUNDATIONS, newLearner } from "#tests/learning.ts";
import { freePort, isolatedDatabase, projectRoot, startServer, type TestServer } from "#tests/server.ts";

/** A TCP proxy to PostgreSQL that can be cut off (every connection dropped, new ones refused) and reopened. */
async function cuttableProxy(target: URL) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  await open();
  return { port, open, cut };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("a PostgreSQL outage", () => {
  let server: TestServer;
  let db: AppDatabase;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const isolated = await isolatedDatabase("postgres");
    drop = isolated.drop;
    const direct = new URL(isolated.url);
    proxy = await cuttableProxy(direct);
    const viaProxy = new URL(direct);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    server = await startServer({ env: { DATABASE_URL: viaProxy.toString() } });
    db = createDatabase(isolated.url);
  });
  afterAll(async () => {
    await server?.stop();
    await db?.destroy();
    await drop?.();
  });

  it("answers 503 while the database is gone, keeps serving lessons, and recovers by itself", async () => {
    const { client } = await newLearner(server.url, db, "Outage Learner");
    expect((await client.get("/learn")).status).toBe(200);
    const lesson = `/courses/${FOUNDATIONS}/what-is-ai`;
    expect((await fetch(`${server.url}${lesson}`)).status).toBe(200);

    await proxy.cut();
    const learn = await client.get("/learn");
    expect(learn.status).toBe(503);
    expect(Number(learn.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await learn.text();
    expect(page).toContain("Briefly Unavailable");
    expect(page).toContain("Nothing was saved.");
    const form = await createClient(server.url, { ip: uniqueIp() }).post("/login", {
      email: "someone@example.com",
      password: "a-password-of-theirs",
    });
    expect(form.status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    // A lesson needs no database.
    const anonymous = await fetch(`${server.url}${lesson}`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.text()).toContain("<h1");
    expect(server.process.exitCode).toBeNull();

    await proxy.open();
    await expect.poll(async () => (await client.get("/learn")).status, { timeout: 20_000 }).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.output()).not.toMatch(/"level":50[^\n]*unhandled/);
  }, 90_000);
});

describe("a full disk on SQLite", () => {
  let server: TestServer;

  beforeAll(async () => {
    // tests/full-disk.ts fills the database's disk when the server is sent SIGUSR2.
    server = await startServer({ env: { NODE_OPTIONS: `--import=${path.join(projectRoot, "tests/full-disk.ts")}` } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers a write with 503 and the outage page, and logs the disk error once", async () => {
    server.process.kill("SIGUSR2");
    await expect.poll(() => server.output()).toContain("disk full\n");

    // Each message takes half a page: before long one needs a page the disk cannot give.
    let response: Response | undefined;
    for (let i = 0; i < 10; i++) {
      response = await createClient(server.url, { ip: uniqueIp() }).post(
        "/contact",
        validContact({ message: `Message ${i}: ${"x".repeat(1980)}` }),
      );
      if (response.status !== 302) break;
    }
    expect(response?.status).toBe(503);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = (await response?.text()) ?? "";
    expect(page).toContain("Briefly Unavailable");
    expect(page).toContain("Nothing was saved.");

    const id = response?.headers.get("x-request-id") ?? "no id";
    const lines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes(id))
        .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string } });
    await expect.poll(() => lines().map((line) => line.msg)).toContain("request completed");
    const causes = lines().filter((line) => line.level === 50 && line.msg !== "request completed");
    expect(causes).toHaveLength(1);
    expect(causes[0]?.err?.message).toBe("database or disk is full");
    expect(server.output()).not.toContain("cannot rollback");
    expect(server.process.exitCode).toBeNull();
  });
});
