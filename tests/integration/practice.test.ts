// Practicing what was just missed (issue 28), as a browser without JavaScript does it: a
// failed quiz's result and the dashboard offer "Practice the questions you missed"; the
// practice page asks those questions, grades each answer with its feedback, and changes
// neither the review schedule nor the learning record.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { createClient, uniqueIp, visibleText } from "#tests/client.ts";
import {
  answerFields,
  attemptKeyFrom,
  checkBank,
  drawnWith,
  FOUNDATIONS,
  newLearner,
  type Question,
  quizBank,
  quizForm,
} from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const PRACTICE = "/learn/practice";
const OFFER = "Practice the questions you missed";
const FAIL = 5; // right answers of 14

const everyQuestion = (course: string): Question[] => [...checkBank(course), ...quizBank(course)];
/** The question a practice page asks: its hidden field names it "course/id". */
function askedIn(html: string): Question {
  const key = html.match(/name="question" value="([^"]+)"/)?.[1] ?? "";
  const [course = "", id = ""] = key.split("/");
  const question = everyQuestion(course).find((q) => q.id === id);
  if (!question) throw new Error(`no question asked in the page (found "${key}")`);
  return question;
}
const answerForm = (q: Question, correct: boolean) =>
  new URLSearchParams([["question", `${FOUNDATIONS}/${q.id}`], ...answerFields(q, correct)]);

describe.each(testDatabases)("practicing the questions missed on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;
  beforeAll(async () => {
    server = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    db = server.db;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const cardsOf = (userId: string) =>
    db.selectFrom("review_card").selectAll().where("user_id", "=", userId).orderBy("question_id").execute();
  const recordOf = async (userId: string) => ({
    attempts: await db.selectFrom("quiz_attempt").select("id").where("user_id", "=", userId).execute(),
    checks: await db.selectFrom("lesson_check").select("check_id").where("user_id", "=", userId).execute(),
  });

  it("offers a failed quiz's missed questions at once, grades them, and leaves their reviews as they were", async () => {
    const { client, userId } = await newLearner(server.url, db);
    const attempt = await attemptKeyFrom(client, FOUNDATIONS);
    const drawn = drawnWith(FOUNDATIONS, attempt);
    const missed = drawn.slice(FAIL).map((q) => q.id);
    const submitted = await client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, FAIL, { attempt }));
    expect(submitted.status).toBe(302);

    // The result offers practice, and so do the dashboard and the review page with nothing due.
    const result = visibleText(await (await client.get(submitted.headers.get("location") ?? "")).text());
    expect(result).toContain("Not passed yet");
    expect(result).toContain(OFFER);
    expect(visibleText(await (await client.get("/learn")).text())).toContain(
      `You got ${missed.length} questions wrong this week. ${OFFER}`,
    );
    const review = visibleText(await (await client.get("/learn/review")).text());
    expect(review).toContain("Nothing to review today");
    expect(review).toContain(OFFER);

    const cards = await cardsOf(userId);
    const record = await recordOf(userId);
    // The practice page asks one of the missed questions, without its answer.
    const page = await client.get(PRACTICE);
    expect(page.status).toBe(200);
    const html = await page.text();
    const asked = askedIn(html);
    expect(missed).toContain(asked.id);
    expect(visibleText(html)).toContain(`Question 1 of ${missed.length}`);
    expect(html).not.toContain(asked.explanation);

    // A wrong answer: "Not quite", and not the key (the quiz is not passed), but where to reread.
    const wrong = await client.post(PRACTICE, answerForm(asked, false));
    expect(wrong.status).toBe(200);
    const wrongText = visibleText(await wrong.text());
    expect(wrongText).toContain("Not quite");
    expect(wrongText).toContain(asked.idea);
    expect(wrongText).not.toContain(asked.explanation);
    expect(wrongText).toContain("Try it again");

    // A right answer: the explanation, and the next question.
    const right = await client.post(PRACTICE, answerForm(asked, true));
    expect(right.status).toBe(200);
    const rightText = visibleText(await right.text());
    expect(rightText).toContain("Correct");
    expect(rightText).toContain(asked.explanation);
    expect(rightText).toContain("when the question comes back for review is unchanged");
    const next = askedIn(await (await client.get(`${PRACTICE}?n=1`)).text());
    expect(next.id).not.toBe(asked.id);
    expect(missed).toContain(next.id);

    // Nothing changed: the review schedule and the record are as the attempt left them.
    expect(await cardsOf(userId)).toEqual(cards);
    expect(await recordOf(userId)).toEqual(record);

    // After the last missed question, the sitting ends.
    const done = visibleText(await (await client.get(`${PRACTICE}?n=${missed.length}`)).text());
    expect(done).toContain(`You have practiced ${missed.length} questions`);
  });

  it("refuses a question the learner did not miss, and an empty answer, storing nothing", async () => {
    const { client, userId } = await newLearner(server.url, db);
    const notMissed = quizBank(FOUNDATIONS)[0] as Question;
    const refused = await client.post(PRACTICE, answerForm(notMissed, true));
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("That question is not one you missed this week.");
    expect(visibleText(await (await client.get(PRACTICE)).text())).toContain("Nothing to practice");

    const attempt = await attemptKeyFrom(client, FOUNDATIONS);
    await client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, FAIL, { attempt }));
    const asked = askedIn(await (await client.get(PRACTICE)).text());
    const cards = await cardsOf(userId);
    const empty = await client.post(PRACTICE, new URLSearchParams({ question: `${FOUNDATIONS}/${asked.id}` }));
    expect(empty.status).toBe(400);
    expect(await cardsOf(userId)).toEqual(cards);
  });

  it("tells a visitor without JavaScript that practice needs it, and grades a visitor's answer by key", async () => {
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const page = await (await visitor.get(PRACTICE)).text();
    expect(page).toContain("reading it needs JavaScript");
    const check = checkBank(FOUNDATIONS)[0] as Question;
    const asked = await (await visitor.get(`${PRACTICE}?q=${FOUNDATIONS}/${check.id}`)).text();
    expect(askedIn(asked).id).toBe(check.id);
    expect(asked).not.toContain(check.explanation);
    const answered = await visitor.post(`${PRACTICE}?q=${FOUNDATIONS}/${check.id}`, answerForm(check, false));
    expect(answered.status).toBe(200);
    expect(visibleText(await answered.text())).toContain(check.explanation);
  });
});
