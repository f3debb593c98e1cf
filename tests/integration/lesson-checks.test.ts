// The graded checks inside lessons, as a browser without JavaScript uses them: a form per
// check, graded by the lesson's action, kept for a signed-in learner; answering a lesson's
// last check completes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { createClient, uniqueIp, visibleText } from "#tests/client.ts";
import { answerFields, checkBank, FOUNDATIONS, newLearner } from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const LESSON = "how-machines-learn";
const PAGE = `/courses/${FOUNDATIONS}/${LESSON}`;
const checks = checkBank(FOUNDATIONS).filter((q) => q.lesson === LESSON);

/** One check's section of the page. */
const sectionOf = (html: string, id: string) =>
  html.match(new RegExp(`<section id="check-${id}"[\\s\\S]*?</section>`))?.[0] ?? "";
const checkForm = (q: (typeof checks)[number], correct: boolean) =>
  new URLSearchParams([["intent", "check"], ["check", q.id], ...answerFields(q, correct)]);

describe.each(testDatabases)("graded checks in lessons on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;
  beforeAll(async () => {
    // A database of its own: a visitor's answers are shown to be kept nowhere by counting rows.
    server = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    db = server.db;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const rowsOf = (userId: string) =>
    db
      .selectFrom("lesson_check")
      .select(["check_id", "correct", "answers_given"])
      .where("user_id", "=", userId)
      .orderBy("check_id")
      .execute();
  const isComplete = async (userId: string) =>
    (await db
      .selectFrom("lesson_progress")
      .select("lesson")
      .where("user_id", "=", userId)
      .where("lesson", "=", LESSON)
      .executeTakeFirst()) !== undefined;

  it("shows each check as a form, without its answer or explanation, in the page and its data", async () => {
    expect(checks.length).toBeGreaterThanOrEqual(2);
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const html = await (await visitor.get(PAGE)).text();
    const data = await (await visitor.get(`${PAGE}.data`)).text();
    for (const q of checks) {
      const section = sectionOf(html, q.id);
      expect(section, q.id).toContain('method="post"');
      expect(visibleText(section)).toContain(q.prompt);
      expect(section).toContain('name="check"');
      for (const page of [html, data]) expect(page).not.toContain(q.explanation.slice(0, 60).replace(/'/g, "&#x27;"));
      expect(data).not.toContain(q.explanation.slice(0, 60));
    }
    expect(visibleText(html)).toContain(`Question 1 of ${checks.length}`);
    // Each check is in its place in the page as sent, not moved in later by a script (which
    // React does for parts past its first 12.8 KB unless told otherwise): without JavaScript
    // it would stay hidden.
    expect(html).not.toMatch(/<template id="B:|\$RC\(/);
    expect(html.indexOf(`id="check-${checks[0]?.id}"`)).toBeLessThan(html.indexOf('id="lesson-complete"'));
  });

  it("grades a visitor's answer in the page and keeps nothing", async () => {
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const [first] = checks;
    if (!first) throw new Error("no checks");
    const before = await db.selectFrom("lesson_check").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
    const response = await visitor.post(PAGE, checkForm(first, true));
    expect(response.status).toBe(200);
    const section = visibleText(sectionOf(await response.text(), first.id));
    expect(section).toContain("Right.");
    expect(section).toContain(first.explanation);
    expect(section).toContain("Log in or sign up to keep your answers");
    const after = await db.selectFrom("lesson_check").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it("keeps a learner's answers and completes the lesson when its last check is answered, right or wrong", async () => {
    const { client, userId } = await newLearner(server.url, db, "Check Learner");
    const [first, ...rest] = checks;
    if (!first) throw new Error("no checks");

    // A wrong answer: the verdict, the right answer and why; kept, but the lesson is not complete.
    const wrong = await client.post(PAGE, checkForm(first, false));
    expect(wrong.status).toBe(200);
    const verdict = visibleText(sectionOf(await wrong.text(), first.id));
    expect(verdict).toContain("Not quite.");
    expect(verdict).toContain("The answer");
    expect(verdict).toContain(first.explanation);
    expect(await rowsOf(userId)).toEqual([{ check_id: first.id, correct: 0, answers_given: 1 }]);
    expect(await isComplete(userId)).toBe(false);

    // Answered again, right this time: the row is replaced and counted.
    await client.post(PAGE, checkForm(first, true));
    expect((await rowsOf(userId))[0]).toMatchObject({ correct: 1, answers_given: 2 });

    // The rest, the last of them wrong: the lesson is complete, and the page says so.
    let last = "";
    for (const [i, q] of rest.entries()) last = await (await client.post(PAGE, checkForm(q, i === 0))).text();
    expect(visibleText(last)).toContain("That was the lesson's last check: the lesson is complete.");
    expect(await isComplete(userId)).toBe(true);
    expect((await rowsOf(userId)).length).toBe(checks.length);

    // Coming back, the learner finds each check answered, graded as before.
    const again = await (await client.get(PAGE)).text();
    expect(visibleText(sectionOf(again, first.id))).toContain("Right.");
    const lastCheck = rest.at(-1);
    if (lastCheck && rest.length > 1) expect(visibleText(sectionOf(again, lastCheck.id))).toContain("Not quite.");
    // "Answer again" without JavaScript brings back that check's form.
    const form = await (await client.get(`${PAGE}?again=${first.id}`)).text();
    expect(sectionOf(form, first.id)).toContain('method="post"');

    // "Download my data" holds the answers.
    const exported = (await (await client.get("/profile/data")).json()) as {
      learning: { lessonChecks: { check: string; correct: boolean; timesAnswered: number }[] };
    };
    expect(exported.learning.lessonChecks.find((c) => c.check === first.id)).toMatchObject({
      correct: true,
      timesAnswered: 2,
    });
  });

  it("refuses an answer it cannot grade with a plain message, and keeps nothing", async () => {
    const { client, userId } = await newLearner(server.url, db, "Careless Learner");
    const [first] = checks;
    const numeric = checkBank(FOUNDATIONS).find((q) => q.type === "numeric");
    const otherLesson = checkBank(FOUNDATIONS).find((q) => q.lesson !== LESSON);
    if (!first || !numeric || !otherLesson) throw new Error("the foundations course lacks a check this test needs");

    const empty = await client.post(PAGE, { intent: "check", check: first.id });
    expect(empty.status).toBe(400);
    expect(visibleText(sectionOf(await empty.text(), first.id))).toContain("Choose an answer first.");

    const numericPage = `/courses/${FOUNDATIONS}/${numeric.lesson}`;
    const words = await client.post(numericPage, { intent: "check", check: numeric.id, [`q-${numeric.id}`]: "many" });
    expect(words.status).toBe(400);
    const wordsPage = sectionOf(await words.text(), numeric.id);
    expect(visibleText(wordsPage)).toContain("Type a number, such as 12 or 0.5.");
    // What the learner typed is still in the field.
    expect(wordsPage).toContain('value="many"');

    for (const check of ["no-such-check", otherLesson.id]) {
      const response = await client.post(PAGE, { intent: "check", check, [`q-${check}`]: "0" });
      expect(response.status, check).toBe(400);
      expect(visibleText(await response.text())).toContain("That question is not in this lesson.");
    }
    expect(await rowsOf(userId)).toEqual([]);
  });
});
