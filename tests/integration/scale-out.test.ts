import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, createDatabase } from "#app/db/connect.server.ts";
import { createClient, uniqueIp } from "#tests/client.ts";
import { answerLessonChecks, FOUNDATIONS, newLearner, openStream } from "#tests/learning.ts";
import { startServer, type TestServer } from "#tests/server.ts";

// Two app instances sharing one PostgreSQL database, as behind a load balancer: a session
// made on one is valid on the other, and live events cross from one to the other through
// LISTEN/NOTIFY.
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)("two instances on one PostgreSQL", () => {
  let a: TestServer;
  let b: TestServer;
  let db: AppDatabase;

  beforeAll(async () => {
    const shared = {
      DATABASE_URL: databaseUrl as string,
      TRUST_PROXY: "1",
      AUTH_SECRET: randomBytes(32).toString("hex"),
    };
    [a, b] = await Promise.all([startServer({ env: shared }), startServer({ env: shared })]);
    db = createDatabase(databaseUrl as string);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
  });

  it("shows a learner on instance A a lesson completed through instance B, live", async () => {
    const { client } = await newLearner(a.url, db, "Alan Turing");
    const stream = await openStream(a.url, client.cookies);
    // The same session, sent to the other instance.
    const throughB = createClient(b.url, { ip: uniqueIp() });
    for (const [name, value] of client.cookies) throughB.cookies.set(name, value);
    await answerLessonChecks(throughB, FOUNDATIONS, "what-is-ai");
    const event = JSON.parse(await stream.next("learning"));
    expect(event).toMatchObject({ type: "lesson-completed", course: FOUNDATIONS, lesson: "what-is-ai" });
    stream.close();
    // And instance A's pages agree.
    const page = await (await client.get(`/courses/${FOUNDATIONS}`)).text();
    expect(page).toContain("1 of 6 lessons complete");
  });

  it("tells a group's leader on instance A that a member made progress through instance B", async () => {
    const { client: leader } = await newLearner(a.url, db, "Grace Leader");
    const created = await leader.post("/groups", { intent: "create", name: "Across instances" });
    const groupId = /\/groups\/([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
    await leader.post(`/groups/${groupId}`, { intent: "assign", course: FOUNDATIONS, dueOn: "" });
    const row = await db.selectFrom("learning_group").select("join_code").where("id", "=", groupId).executeTakeFirst();
    const { client: member } = await newLearner(b.url, db, "Alan Member");
    const joined = await member.post("/join", { intent: "join", code: row?.join_code ?? "", agree: "yes" });
    expect(joined.status).toBe(302);
    const stream = await openStream(a.url, leader.cookies);
    await answerLessonChecks(member, FOUNDATIONS, "what-is-ai");
    expect(JSON.parse(await stream.next("learning"))).toEqual({ type: "group-progress", group: groupId });
    stream.close();
  });
});
