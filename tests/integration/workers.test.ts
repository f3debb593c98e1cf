import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { answerLessonChecks, FOUNDATIONS, newLearner, openStream } from "#tests/learning.ts";
import {
  childProcesses,
  requestInFlight,
  runServerExpectingFailure,
  startServer,
  type TestServer,
  waitForLog,
} from "#tests/server.ts";

// WEB_CONCURRENCY=2 on SQLite: one primary, two workers on one port, as on a two-core machine.
// (Several instances on PostgreSQL: scale-out.test.ts.)

/** The worker processes of a primary, by pid. */
const workersOf = (server: TestServer) => childProcesses(server.process.pid);

describe("several worker processes on one machine (WEB_CONCURRENCY)", () => {
  let server: TestServer;
  let db: AppDatabase;

  beforeAll(async () => {
    server = await startServer({ env: { WEB_CONCURRENCY: "2" } });
    db = server.db;
    await waitForLog(server, "(production, 2 processes)", { timeout: 20_000 });
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
    await waitForLog(server, "a worker stopped unexpectedly: starting another", { timeout: 20_000 });
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
    await expect
      .poll(
        () => {
          const now = workersOf(server);
          return now.length === 2 && !now.includes(victim as number) && now.includes(survivor as number);
        },
        { message: "a replacement worker", timeout: 20_000 },
      )
      .toBe(true);
    expect(server.output()).toContain("a worker stopped unexpectedly: starting another");
    for (let i = 0; i < 4; i++) expect((await fetch(`${server.url}/courses`)).status).toBe(200);
    // Its two waits may take 20 s each on a busy machine (a new worker loads the whole build):
    // the test's own limit must not be the shorter one.
  }, 60_000);
});

describe("stopping several workers", () => {
  it("finishes the requests in flight on SIGTERM, stops every worker and exits 0", async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: "2" } });
    await waitForLog(server, "(production, 2 processes)", { timeout: 20_000 });
    const workers = workersOf(server);
    const request = await requestInFlight(server);
    const exited = server.stop();
    // Both workers have the primary's request to stop, and one still has our request in flight.
    await expect.poll(() => server.output().split("shutting down: finishing in-flight requests").length - 1).toBe(2);
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
