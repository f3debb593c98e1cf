import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { answerLessonChecks, FOUNDATIONS, newLearner, openStream } from "#tests/learning.ts";
import {
  childProcesses,
  requestInFlight,
  runServerExpectingFailure,
  startServer,
  type TestServer,
} from "#tests/server.ts";

// WEB_CONCURRENCY=2 on SQLite: one primary, two workers on one port, as on a two-core machine.
// (Several instances on PostgreSQL: scale-out.test.ts.)

/** The worker processes of a primary, by pid. */
const workersOf = (server: TestServer) => childProcesses(server.process.pid);

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("several worker processes on one machine (WEB_CONCURRENCY)", () => {
  let server: TestServer;
  let db: AppDatabase;

  beforeAll(async () => {
    server = await startServer({ env: { WEB_CONCURRENCY: "2" } });
    db = server.db;
    await until(() => server.output().includes("(production, 2 processes)"), "both workers to listen");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("serves the site from two processes on one port", async () => {
    expect(workersOf(server)).toHaveLength(2);
    for (let i = 0; i < 4; i++) expect((await fetch(`${server.url}/courses`)).status).toBe(200);
  });

  it("shows a lesson completed through one worker in tabs connected to either, live", async () => {
    const { client } = await newLearner(server.url, db, "Katherine Johnson");
    // Each open stream holds its own connection, and new connections go to the workers in
    // turn, so these four streams are on both workers.
    const streams = [];
    for (let i = 0; i < 4; i++) streams.push(await openStream(server.url, client.cookies));
    await answerLessonChecks(client, FOUNDATIONS, "what-is-ai");
    for (const stream of streams) {
      expect(JSON.parse(await stream.next("learning"))).toMatchObject({
        type: "lesson-completed",
        course: FOUNDATIONS,
        lesson: "what-is-ai",
      });
      stream.close();
    }
  });

  it("starts another worker when one dies, and keeps answering meanwhile", async () => {
    const [victim, survivor] = workersOf(server);
    process.kill(victim as number, "SIGKILL");
    // A connection the primary hands to a worker in the moment it dies, before the primary has
    // seen it go, is lost with it (Node's cluster); from then on the survivor takes them.
    await until(
      () => server.output().includes("a worker stopped unexpectedly: starting another"),
      "the primary to see the worker stop",
    );
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
    await until(() => {
      const now = workersOf(server);
      return now.length === 2 && !now.includes(victim as number) && now.includes(survivor as number);
    }, "a replacement worker");
    expect(server.output()).toContain("a worker stopped unexpectedly: starting another");
    for (let i = 0; i < 4; i++) expect((await fetch(`${server.url}/courses`)).status).toBe(200);
  });
});

describe("stopping several workers", () => {
  it("finishes the requests in flight on SIGTERM, stops every worker and exits 0", async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: "2" } });
    await until(() => server.output().includes("(production, 2 processes)"), "both workers to listen");
    const workers = workersOf(server);
    const request = await requestInFlight(server);
    const exited = server.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(server.process.exitCode).toBeNull(); // a worker is still waiting for our request
    request.finish();
    expect(await exited).toBe(0);
    expect(request.response()).toMatch(/^HTTP\/1.1 \d{3}/);
    request.close();
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });

  it("stops with the worker's message and exit code 1 when a worker cannot start", async () => {
    const { code, output } = await runServerExpectingFailure({
      WEB_CONCURRENCY: "2",
      DATABASE_URL: "postgres://127.0.0.1:1/nothing",
    });
    expect(code).toBe(1);
    expect(output).toContain("Synapse could not start.");
    expect(output).toContain("a worker could not start: stopping the site");
  });
});
