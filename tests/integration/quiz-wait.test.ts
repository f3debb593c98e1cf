// After two failed quiz attempts in a day, the next one waits an hour or until the learner
// has reread the lessons the last attempt flagged (issue 15): the page says why and until
// when, a submission meanwhile stores nothing, and rereading or the hour opens it again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import type { Client } from "#tests/client.ts";
import { attemptKeyFrom, FOUNDATIONS, newLearner, quizForm } from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const QUIZ = `/courses/${FOUNDATIONS}/quiz`;
const FAIL = 5; // of 14

describe.each(testDatabases)("the wait after two failed quiz attempts on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;

  beforeAll(async () => {
    server = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    db = server.db;
  });
  afterAll(async () => {
    await server?.stop();
  });

  let lastKey = "";
  async function fail(client: Client): Promise<string> {
    const attempt = await attemptKeyFrom(client, FOUNDATIONS);
    lastKey = attempt;
    const response = await client.post(QUIZ, quizForm(FOUNDATIONS, FAIL, { attempt }));
    expect(response.status).toBe(302);
    return response.headers.get("location") ?? "";
  }
  const attemptsOf = async (userId: string) =>
    (await db.selectFrom("quiz_attempt").select("id").where("user_id", "=", userId).execute()).length;

  it("lets a learner retake at once after one failure", async () => {
    const { client } = await newLearner(server.url, db);
    await fail(client);
    const html = await (await client.get(QUIZ)).text();
    expect(html).toContain('name="attempt"');
    expect(html).not.toContain("Your next attempt opens at");
  });

  it("makes the third attempt wait, says until when, and stores nothing sent meanwhile", async () => {
    const { client, userId } = await newLearner(server.url, db);
    await fail(client);
    const second = await fail(client);
    const secondAt = await db
      .selectFrom("quiz_attempt")
      .select("submitted_at")
      .where("id", "=", second.split("/").at(-1) ?? "")
      .executeTakeFirstOrThrow();

    const page = await client.get(QUIZ);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Your next attempt opens at");
    const until = new Date(Date.parse(secondAt.submitted_at) + 60 * 60_000).toISOString();
    expect(html).toContain(`<time dateTime="${until}">`);
    expect(html).toContain("You have not passed this quiz in your last two attempts today");
    expect(html.replaceAll("<!-- -->", "")).toMatch(/waits (59|60) more minutes/);
    // No questions are handed out while it waits.
    expect(html).not.toContain('id="question-');

    // A submission anyway (an old tab): 429, a message, and no new attempt.
    const sent = await client.post(QUIZ, quizForm(FOUNDATIONS, 14));
    expect(sent.status).toBe(429);
    expect(await sent.text()).toContain("Those answers were not submitted: nothing was saved.");
    expect(await attemptsOf(userId)).toBe(2);
    // The second attempt sent again (a double click) is still that attempt, not a refusal.
    const repeat = await client.post(QUIZ, quizForm(FOUNDATIONS, FAIL, { attempt: lastKey }));
    expect(repeat.status).toBe(302);
    expect(repeat.headers.get("location")).toBe(second);
    expect(await attemptsOf(userId)).toBe(2);
  });

  it("opens the quiz again once every flagged lesson has been reread from its link", async () => {
    const { client, userId } = await newLearner(server.url, db);
    await fail(client);
    const review = await fail(client);
    const reviewHtml = await (await client.get(review)).text();
    const attemptId = review.split("/").at(-1) ?? "";
    // The failed attempt's "Reread" links, and the waiting page's, carry the attempt.
    const links = [
      ...new Set(
        [...(await (await client.get(QUIZ)).text()).matchAll(/href="(\/courses\/[^"?#]+\?reread=[0-9a-f-]{36})"/g)].map(
          (m) => m[1] as string,
        ),
      ),
    ];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.endsWith(`?reread=${attemptId}`)).toBe(true);
    expect(reviewHtml).toContain(`?reread=${attemptId}#`);

    // Rereading all but one keeps the wait, and the page counts them.
    for (const link of links.slice(0, -1)) expect((await client.get(link)).status).toBe(200);
    const waiting = await (await client.get(QUIZ)).text();
    expect(waiting).toContain("Your next attempt opens at");
    if (links.length > 1) expect(waiting).toContain("✓ reread");

    // Someone else's attempt id in the link counts for nothing.
    const stranger = await newLearner(server.url, db);
    await stranger.client.get(links.at(-1) ?? "");
    expect((await client.get(QUIZ)).status).toBe(200);
    expect(await (await client.get(QUIZ)).text()).toContain("Your next attempt opens at");

    await client.get(links.at(-1) ?? "");
    const open = await (await client.get(QUIZ)).text();
    expect(open).not.toContain("Your next attempt opens at");
    const attempt = await attemptKeyFrom(client, FOUNDATIONS);
    expect((await client.post(QUIZ, quizForm(FOUNDATIONS, 14, { attempt }))).status).toBe(302);
    expect(await attemptsOf(userId)).toBe(3);
  });

  it("opens the quiz again an hour after the last failure", async () => {
    const { client, userId } = await newLearner(server.url, db);
    await fail(client);
    await fail(client);
    expect(await (await client.get(QUIZ)).text()).toContain("Your next attempt opens at");
    // An hour and a minute later (the attempts moved back in time).
    const rows = await db
      .selectFrom("quiz_attempt")
      .select(["id", "submitted_at"])
      .where("user_id", "=", userId)
      .execute();
    for (const row of rows) {
      await db
        .updateTable("quiz_attempt")
        .set({ submitted_at: new Date(Date.parse(row.submitted_at) - 61 * 60_000).toISOString() })
        .where("id", "=", row.id)
        .execute();
    }
    const html = await (await client.get(QUIZ)).text();
    expect(html).not.toContain("Your next attempt opens at");
    expect(html).toContain('id="question-');
  });
});
