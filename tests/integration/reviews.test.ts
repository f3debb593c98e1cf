// Spaced review, as a browser without JavaScript uses it: every graded answer (a lesson's
// check, a quiz, the quick quiz) schedules its question; /learn counts what is due today; a
// review session asks the due questions one by one and offers a break after ten.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { type Client, createClient, uniqueIp, visibleText } from "#tests/client.ts";
import {
  answerFields,
  answerLessonChecks,
  attemptKeyFrom,
  checkBank,
  FOUNDATIONS,
  newLearner,
  type Question,
  quizBank,
  quizForm,
} from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const LESSON = "what-is-ai";
const REVIEW = "/learn/review";

const everyQuestion = (course: string): Question[] => [...checkBank(course), ...quizBank(course)];
/** The question a review page asks: its hidden field names it "course/id". */
function askedIn(html: string): { course: string; question: Question } {
  const key = html.match(/name="question" value="([^"]+)"/)?.[1] ?? "";
  const [course = "", id = ""] = key.split("/");
  const question = everyQuestion(course).find((q) => q.id === id);
  if (!question) throw new Error(`no question asked in the page (found "${key}")`);
  return { course, question };
}
const answerForm = (course: string, q: Question, correct: boolean) =>
  new URLSearchParams([["question", `${course}/${q.id}`], ...answerFields(q, correct)]);

describe.each(testDatabases)("spaced review on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;
  beforeAll(async () => {
    // A database of its own: a visitor's reviews are shown to be kept nowhere by counting rows.
    server = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    db = server.db;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const cardsOf = (userId: string) =>
    db.selectFrom("review_card").select(["question_id", "due", "reps"]).where("user_id", "=", userId).execute();
  /** Moves all of a learner's reviews to a moment ago, as if the days had passed. */
  const makeDue = (userId: string) =>
    db
      .updateTable("review_card")
      .set({ due: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", userId)
      .execute();
  const dueLine = async (client: Client) => visibleText(await (await client.get("/learn")).text());

  it("schedules the questions a learner answers, counts them on /learn once due, and reviews them one by one", async () => {
    const { client, userId } = await newLearner(server.url, db, "Reviewing Learner");
    expect(await dueLine(client)).toContain("Answer a lesson's checks or take a course quiz");

    // A lesson's checks, answered wrongly: each one is scheduled, none of them for today.
    await answerLessonChecks(client, FOUNDATIONS, LESSON, false);
    const checks = checkBank(FOUNDATIONS).filter((q) => q.lesson === LESSON);
    expect((await cardsOf(userId)).map((c) => c.question_id).sort()).toEqual(checks.map((q) => q.id).sort());
    expect(await dueLine(client)).toMatch(
      /Nothing to review today\. The next question comes back on \w+day, \d+ \w+ \d{4}\./,
    );

    // Days later: all due, and /learn says how many.
    await makeDue(userId);
    expect(await dueLine(client)).toContain(`${checks.length} questions to review today`);

    // The session asks each due question once: the verdict, why, and when it comes back.
    let page = await (await client.get(REVIEW)).text();
    const asked = new Set<string>();
    for (let n = 0; n < checks.length; n++) {
      expect(visibleText(page)).toContain(
        `${checks.length - n} question${checks.length - n === 1 ? "" : "s"} due today`,
      );
      const { course, question } = askedIn(page);
      asked.add(question.id);
      const answered = await client.post(`${REVIEW}?n=${n}`, answerForm(course, question, true));
      expect(answered.status).toBe(200);
      const verdict = visibleText(await answered.text());
      expect(verdict).toContain("Correct");
      expect(verdict).toContain(question.explanation);
      expect(verdict).toMatch(/This question comes back on \w+day, \d+ \w+ \d{4} ?\./);
      page = await (await client.get(`${REVIEW}?n=${n + 1}`)).text();
    }
    expect(asked.size).toBe(checks.length);
    expect(visibleText(page)).toContain("That's everything due today");
    expect(await dueLine(client)).toContain("Nothing to review today.");
    expect((await cardsOf(userId)).every((c) => Number(c.reps) === 2)).toBe(true);

    // "Download my data" holds the schedule.
    const exported = (await (await client.get("/profile/data")).json()) as {
      learning: { reviewSchedule: { question: string; timesAnswered: number }[] };
    };
    expect(exported.learning.reviewSchedule).toHaveLength(checks.length);
    expect(exported.learning.reviewSchedule.every((c) => c.timesAnswered === 2)).toBe(true);
  });

  it("schedules every question of a quiz attempt and of the quick quiz, and offers a break after ten", async () => {
    const { client, userId } = await newLearner(server.url, db, "Quizzing Learner");
    const attempt = await attemptKeyFrom(client, FOUNDATIONS);
    const submitted = await client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, 7, { attempt }));
    expect(submitted.status).toBe(302);
    expect(await cardsOf(userId)).toHaveLength(14);

    // One quick-quiz question, answered signed in, joins them (unless the attempt drew it).
    const round = await (await client.get("/quick-quiz?seed=7")).text();
    const quickId = round.match(/id="question-([^"]+)"/)?.[1] ?? "";
    const quickCourse = [
      "the-foundations-of-ai",
      "ai-in-our-everyday-world",
      "data-the-fuel-that-drives-artificial-intelligence",
      "ai-in-robotics-machines-that-think",
      "ethical-ai-building-a-responsible-future",
    ].find((c) => quizBank(c).some((q) => q.id === quickId));
    const quick = quizBank(quickCourse ?? "").find((q) => q.id === quickId);
    if (!quick) throw new Error(`the quick quiz asked an unknown question "${quickId}"`);
    expect((await client.post("/quick-quiz?seed=7", new URLSearchParams(answerFields(quick, true)))).status).toBe(200);
    const cards = await cardsOf(userId);
    expect(cards.map((c) => c.question_id)).toContain(quick.id);

    await makeDue(userId);
    let n = 0;
    let page = await (await client.get(REVIEW)).text();
    for (; n < 10; n++) {
      const { course, question } = askedIn(page);
      expect((await client.post(`${REVIEW}?n=${n}`, answerForm(course, question, n % 3 !== 0))).status).toBe(200);
      page = await (await client.get(`${REVIEW}?n=${n + 1}`)).text();
    }
    const left = cards.length - 10;
    expect(visibleText(page)).toContain("That's 10 questions: time for a break");
    expect(visibleText(page)).toContain(`${left} more question${left === 1 ? " is" : "s are"} due today.`);
    // "Keep going" starts a new sitting with the rest.
    expect(page).toContain(`href="${REVIEW}?n=0"`);
    expect(visibleText(await (await client.get(`${REVIEW}?n=0`)).text())).toContain(`${left} question`);
  });

  it("refuses an answer it cannot take with a plain message, and changes nothing", async () => {
    const { client, userId } = await newLearner(server.url, db, "Careless Reviewer");
    await answerLessonChecks(client, FOUNDATIONS, LESSON, true);
    const before = await cardsOf(userId);
    const [check] = checkBank(FOUNDATIONS).filter((q) => q.lesson === LESSON);
    if (!check) throw new Error("no check");

    // Not due yet.
    const early = await client.post(REVIEW, answerForm(FOUNDATIONS, check, true));
    expect(early.status).toBe(400);
    expect(visibleText(await early.text())).toContain("That question is not due for review now.");
    // Not a question of this learner's at all, or not a question.
    const other = quizBank(FOUNDATIONS)[0] as Question;
    for (const form of [answerForm(FOUNDATIONS, other, true), new URLSearchParams({ question: "x".repeat(400) })]) {
      expect((await client.post(REVIEW, form)).status).toBe(400);
    }
    // Due, but sent with no answer: the question comes back with the message.
    await makeDue(userId);
    const page = await (await client.get(REVIEW)).text();
    const { course, question } = askedIn(page);
    const empty = await client.post(REVIEW, new URLSearchParams({ question: `${course}/${question.id}` }));
    expect(empty.status).toBe(400);
    expect(visibleText(await empty.text())).toMatch(/Choose an answer first\.|Type a number, such as 12 or 0\.5\./);
    const after = await cardsOf(userId);
    expect(after.map((c) => Number(c.reps))).toEqual(before.map((c) => Number(c.reps)));
  });

  it("reviews a visitor's question from the card their browser sent, and keeps nothing", async () => {
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const [check] = checkBank(FOUNDATIONS).filter((q) => q.lesson === LESSON);
    if (!check) throw new Error("no check");
    const key = `${FOUNDATIONS}/${check.id}`;
    // Without JavaScript, the page cannot read a visitor's schedule, and says so.
    const shell = visibleText(await (await visitor.get(REVIEW)).text());
    expect(shell).toContain("Your reviews are kept in this browser, and reading them needs JavaScript.");
    // The browser asks for its most overdue question by key.
    const page = await (await visitor.get(`${REVIEW}?q=${encodeURIComponent(key)}`)).text();
    expect(askedIn(page).question.id).toBe(check.id);
    const before = await db.selectFrom("review_card").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
    // A card the browser kept, answered wrongly a day later: it comes back sooner than a right answer's would.
    const card = {
      due: "2026-11-20T10:00:00.000Z",
      stability: 3.17,
      difficulty: 5.5,
      scheduledDays: 3,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
      lastReview: "2026-11-17T10:00:00.000Z",
    };
    const form = answerForm(FOUNDATIONS, check, false);
    form.set("card", JSON.stringify(card));
    const answered = await visitor.post(REVIEW, form);
    expect(answered.status).toBe(200);
    const verdict = visibleText(await answered.text());
    expect(verdict).toContain("Not quite");
    expect(verdict).toMatch(/This question comes back on \w+day, \d+ \w+ \d{4} ?\./);
    // A card that is not one (tampered, or from an older build) counts as none: still graded.
    form.set("card", JSON.stringify({ ...card, difficulty: 99 }));
    expect((await visitor.post(REVIEW, form)).status).toBe(200);
    form.set("card", "{not json");
    expect((await visitor.post(REVIEW, form)).status).toBe(200);
    // A key that names no question is refused.
    const unknown = await visitor.post(REVIEW, new URLSearchParams({ question: `${FOUNDATIONS}/no-such-question` }));
    expect(unknown.status).toBe(400);
    expect(visibleText(await unknown.text())).toContain("That question is not in any course.");
    const after = await db.selectFrom("review_card").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it("adds a visitor's review cards to their account when they sign in, once, and never over its own", async () => {
    const { client, userId } = await newLearner(server.url, db, "Merging Reviewer");
    const [own, kept] = checkBank(FOUNDATIONS).filter((q) => q.lesson === LESSON);
    if (!own || !kept) throw new Error("the lesson has fewer than two checks");
    // The account already answered `own`.
    await client.post(
      `/courses/${FOUNDATIONS}/${LESSON}`,
      new URLSearchParams([["intent", "check"], ["check", own.id], ...answerFields(own, true)]),
    );
    const ownBefore = (await cardsOf(userId)).find((c) => c.question_id === own.id);
    const card = (due: string) => ({
      due,
      stability: 1.2,
      difficulty: 7.1,
      scheduledDays: 1,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
      lastReview: "2026-11-20T09:00:00.000Z",
    });
    const reviews = {
      [`${FOUNDATIONS}/${own.id}`]: card("2026-11-21T09:00:00.000Z"),
      [`${FOUNDATIONS}/${kept.id}`]: card("2026-11-21T09:00:00.000Z"),
      [`${FOUNDATIONS}/a-question-since-removed`]: card("2026-11-21T09:00:00.000Z"),
    };
    const merge = () =>
      client.post("/api/learning/merge", { record: JSON.stringify({ lessons: {} }), reviews: JSON.stringify(reviews) });
    expect((await merge()).status).toBe(200);
    expect((await merge()).status).toBe(200);
    const cards = await cardsOf(userId);
    expect(cards.map((c) => c.question_id).sort()).toEqual([own.id, kept.id].sort());
    expect(cards.find((c) => c.question_id === own.id)).toEqual(ownBefore);
    expect(cards.find((c) => c.question_id === kept.id)?.due).toBe("2026-11-21T09:00:00.000Z");

    // A card out of its ranges makes the whole merge unreadable, and nothing is added.
    const { client: other, userId: otherId } = await newLearner(server.url, db, "Tampering Reviewer");
    const bad = { [`${FOUNDATIONS}/${kept.id}`]: { ...card("2026-11-21T09:00:00.000Z"), stability: -1 } };
    const refused = await other.post("/api/learning/merge", {
      record: JSON.stringify({ lessons: {} }),
      reviews: JSON.stringify(bad),
    });
    expect(refused.status).toBe(400);
    expect(await cardsOf(otherId)).toEqual([]);
  });

  it("turns the weekly review email on from the profile, and off from its link without signing in", async () => {
    const { client, userId, email } = await newLearner(server.url, db, "Emailed Reviewer");
    const isOn = async () =>
      Boolean(
        (await db.selectFrom("review_email").select("turned_on_at").where("user_id", "=", userId).executeTakeFirst())
          ?.turned_on_at,
      );
    expect(visibleText(await (await client.get("/profile")).text())).toContain("It is off.");
    const on = await client.post("/profile", { intent: "review-email", on: "yes" });
    expect(on.status).toBe(302);
    expect(on.headers.get("location")).toBe("/profile?status=review-email-sent#review-email");
    expect(await isOn()).toBe(true);
    const profile = visibleText(await (await client.get("/profile?status=review-email-sent")).text());
    expect(profile).toContain("The weekly review email is on.");
    expect(profile).toContain("It is on.");
    const exported = (await (await client.get("/profile/data")).json()) as {
      learning: { reviewEmail: { on: boolean } };
    };
    expect(exported.learning.reviewEmail.on).toBe(true);

    // The first email goes at once; its last link opens, for anyone (no session), a page that stops it.
    const sent = await db
      .selectFrom("email_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", email)
      .where("subject", "=", "Your week on Synapse")
      .execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text_body).toContain("Where you left off: the lesson");
    const link = sent[0]?.text_body.match(/Stop the weekly email:\nhttp:\/\/localhost:3000(\S+)/)?.[1] ?? "";
    expect(link).toMatch(/^\/learn\/review\/email\?u=/);
    const visitor = createClient(server.url, { ip: uniqueIp() });
    // Following the link (as a mail scanner does) changes nothing: the page asks.
    const opened = await visitor.get(link);
    expect(opened.status).toBe(200);
    expect(visibleText(await opened.text())).toContain("Stop the weekly review email?");
    expect(await isOn()).toBe(true);
    const params = new URL(link, server.url).searchParams;
    const owner = { u: params.get("u") ?? "", code: params.get("code") ?? "" };
    const stopped = await visitor.post(link, { ...owner, intent: "stop" });
    expect(stopped.status).toBe(302);
    expect(await isOn()).toBe(false);
    const done = await visitor.get(stopped.headers.get("location") ?? "");
    expect(visibleText(await done.text())).toContain("Done: you will not get the weekly review email any more.");
    // And back on, from the same page.
    const again = await visitor.post(link, { ...owner, intent: "start" });
    expect(again.status).toBe(302);
    expect(await isOn()).toBe(true);
    const landed = await visitor.get(again.headers.get("location") ?? "");
    expect(visibleText(await landed.text())).toContain("The weekly review email is on again.");
    expect(await isOn()).toBe(true);
    // A mail client's one-click unsubscribe (RFC 8058) posts to the link itself.
    const oneClick = await visitor.post(link, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(302);
    expect(await isOn()).toBe(false);
    await visitor.post(link, { ...owner, intent: "start" });
    // A form without its intent, or for someone else, changes nothing.
    expect((await visitor.post(link, owner)).status).toBe(400);
    expect((await visitor.post(link, { ...owner, code: "x".repeat(43), intent: "stop" })).status).toBe(400);
    expect(await isOn()).toBe(true);

    // A link cut short, or made for someone else, changes nothing.
    for (const bad of [
      link.slice(0, -3),
      `${REVIEW}/email?u=${encodeURIComponent(userId)}&code=${"x".repeat(43)}`,
      `${REVIEW}/email`,
    ]) {
      const response = await visitor.get(bad);
      expect(response.status, bad).toBe(400);
      expect(visibleText(await response.text())).toContain("This link is not valid");
    }
    expect(await isOn()).toBe(true);
    // A form the profile does not know is refused.
    expect((await client.post("/profile", { intent: "review-email", on: "maybe" })).status).toBe(400);
  });
});
