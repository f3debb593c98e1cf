// A lesson's "Predict first" prompt, as a browser without JavaScript uses it: a form for the
// learner's guess right under the prompt, kept for a signed-in learner and shown again after
// the demo; bad guesses are refused with a plain message and change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { createClient, uniqueIp, visibleText } from "#tests/client.ts";
import { FOUNDATIONS, newLearner } from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const LESSON = "how-machines-learn";
const PAGE = `/courses/${FOUNDATIONS}/${LESSON}`;

/** The form (or the kept guess) under the prompt, and the guess shown again after the demo. */
const formOf = (html: string) => html.match(/<section id="your-guess"[\s\S]*?<\/section>/)?.[0] ?? "";
const echoOf = (html: string) => html.match(/<aside aria-label="Your guess, again"[\s\S]*?<\/aside>/)?.[0] ?? "";
const guessForm = (guess: string) => new URLSearchParams({ intent: "predict", guess });

describe.each(testDatabases)("'Predict first' guesses in lessons on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;
  beforeAll(async () => {
    // A database of its own: a visitor's guesses are shown to be kept nowhere by counting rows.
    server = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    db = server.db;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const rowCount = async () =>
    Number((await db.selectFrom("lesson_prediction").select(db.fn.countAll<number>().as("n")).executeTakeFirst())?.n);
  const guessesOf = (userId: string) =>
    db.selectFrom("lesson_prediction").select(["course", "lesson", "guess"]).where("user_id", "=", userId).execute();

  it("puts a form for the guess right under the prompt, before the demo, and nothing after it yet", async () => {
    const html = await (await createClient(server.url, { ip: uniqueIp() }).get(PAGE)).text();
    const prompt = html.indexOf('id="predict-first"');
    const form = html.indexOf('<section id="your-guess"');
    expect(prompt).toBeGreaterThan(-1);
    expect(form).toBeGreaterThan(prompt);
    expect(form).toBeLessThan(html.indexOf('data-demo="knn-playground"'));
    expect(formOf(html)).toContain('method="post"');
    expect(visibleText(formOf(html))).toContain("Your guess");
    // The field is described by the prompt it answers.
    expect(formOf(html)).toMatch(/<textarea id="guess" name="guess"[^>]*aria-describedby="predict-first guess-hint"/);
    expect(echoOf(html)).toBe("");
  });

  it("shows a visitor's guess back after the demo and keeps nothing", async () => {
    const before = await rowCount();
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const response = await visitor.post(PAGE, guessForm("  The regions get smoother <b>and</b> k = 1 is not best.  "));
    expect(response.status).toBe(200);
    const html = await response.text();
    // Kept as text, trimmed, with its markup shown rather than run.
    expect(visibleText(formOf(html))).toContain("The regions get smoother <b>and</b> k = 1 is not best.");
    expect(visibleText(formOf(html))).toContain("Log in or sign up to keep your guesses.");
    expect(visibleText(echoOf(html))).toContain("Before the demo, you guessed");
    expect(visibleText(echoOf(html))).toContain("The regions get smoother <b>and</b> k = 1 is not best.");
    // After the demo and its steps, where the prompt's section ends.
    expect(html.indexOf("Before the demo, you guessed")).toBeGreaterThan(html.indexOf('data-demo="knn-playground"'));
    expect(html.indexOf("Before the demo, you guessed")).toBeLessThan(
      html.indexOf('<h2 id="check-your-understanding"'),
    );
    expect(await rowCount()).toBe(before);
  });

  it("keeps a learner's guess, replaces it when they change their mind, and exports it", async () => {
    const { client, userId } = await newLearner(server.url, db, "Predicting Learner");
    expect((await client.post(PAGE, guessForm("k = 1 will be best."))).status).toBe(200);
    expect(await guessesOf(userId)).toEqual([{ course: FOUNDATIONS, lesson: LESSON, guess: "k = 1 will be best." }]);

    // Coming back, the guess is under the prompt and after the demo, with a way to change it.
    const again = await (await client.get(PAGE)).text();
    expect(visibleText(formOf(again))).toContain("k = 1 will be best.");
    expect(visibleText(formOf(again))).toContain("Kept with your progress.");
    expect(formOf(again)).toMatch(/<details[^>]*><summary[^>]*>Change my guess<\/summary><form/);
    expect(visibleText(echoOf(again))).toContain("k = 1 will be best.");

    await client.post(PAGE, guessForm("Smoother regions;\r\nk = 1 is not best."));
    expect(await guessesOf(userId)).toEqual([
      { course: FOUNDATIONS, lesson: LESSON, guess: "Smoother regions;\nk = 1 is not best." },
    ]);
    // A guess counts for nothing else: the lesson is not complete.
    const progress = await db.selectFrom("lesson_progress").select("lesson").where("user_id", "=", userId).execute();
    expect(progress).toEqual([]);

    const exported = (await (await client.get("/profile/data")).json()) as {
      learning: { lessonPredictions: { course: string; lesson: string; guess: string }[] };
    };
    expect(exported.learning.lessonPredictions).toMatchObject([
      { course: FOUNDATIONS, lesson: LESSON, guess: "Smoother regions;\nk = 1 is not best." },
    ]);
  });

  it("refuses an empty, overlong or unprintable guess with a plain message, keeping what was typed", async () => {
    const { client, userId } = await newLearner(server.url, db, "Hasty Learner");
    const cases: [string, string][] = [
      ["   ", "Write your guess first: a few words are enough."],
      ["x".repeat(501), "Keep your guess to 500 characters: yours has 501."],
      ["one\u0007two", "Your guess contains characters that cannot be shown. Type it again without them."],
    ];
    for (const [guess, message] of cases) {
      const response = await client.post(PAGE, guessForm(guess));
      expect(response.status, message).toBe(400);
      const form = formOf(await response.text());
      expect(visibleText(form)).toContain(message);
      expect(form).toMatch(/<textarea[^>]*aria-invalid="true"/);
      if (guess.startsWith("x")) expect(form).toContain("x".repeat(501));
    }
    expect(await guessesOf(userId)).toEqual([]);
  });
});
