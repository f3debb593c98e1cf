import { randomBytes, randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { renderCertificatePng } from "#app/learning/certificate-image.server.ts";
import { createClient, uniqueIp } from "#tests/client.ts";
import {
  answerLessonChecks,
  attemptKeyFrom,
  drawnWith,
  FOUNDATIONS,
  lessonSlugs,
  newLearner,
  openStream,
  questionIdsIn,
  quizBank,
  quizForm,
} from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

/** The visible text of the page's main content. */
const text = (html: string) =>
  (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html)
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
/** As the browser shows them: the entities React writes, decoded. */
const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const blankWords = { heading: "x", certifies: "x", completed: "x", issued: "x", verify: "x", id: "x" };
const PASS = 12; // of 14 questions in the foundations quiz
const FAIL = 5;

describe.each(testDatabases)("the learning record on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;

  beforeAll(async () => {
    server = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    db = server.db;
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function completeAllLessons(client: ReturnType<typeof createClient>, course = FOUNDATIONS) {
    for (const lesson of lessonSlugs(course)) await answerLessonChecks(client, course, lesson);
  }

  async function submitQuiz(client: ReturnType<typeof createClient>, right: number, extra = {}) {
    const key = await attemptKeyFrom(client, FOUNDATIONS);
    const response = await client.post(
      `/courses/${FOUNDATIONS}/quiz`,
      quizForm(FOUNDATIONS, right, { attempt: key, ...extra }),
    );
    expect(response.status).toBe(302);
    return { key, location: response.headers.get("location") ?? "" };
  }

  it("takes a learner from the first lesson to a certificate anyone can verify", async () => {
    const { client, userId } = await newLearner(server.url, db, "Katherine Johnson");

    // Progress: every lesson marked complete shows on the course page.
    await completeAllLessons(client);
    const course = text(await (await client.get(`/courses/${FOUNDATIONS}`)).text());
    expect(course).toContain("6 of 6 lessons complete");
    expect(course).toContain("Continue: take the quiz");

    // The quiz page carries no answer key, in HTML or in its .data payload.
    const bank = quizBank(FOUNDATIONS);
    const pageResponse = await client.get(`/courses/${FOUNDATIONS}/quiz`);
    const page = await pageResponse.text();
    // The data of the same attempt, so of the same questions.
    const key = page.match(/name="attempt" value="([0-9a-f-]{36})"/)?.[1] ?? "";
    const payloadResponse = await client.get(`/courses/${FOUNDATIONS}/quiz.data?attempt=${key}`);
    const payload = await payloadResponse.text();
    // First, that the quiz is really there: an error page carries no answer key either.
    expect([pageResponse.status, payloadResponse.status]).toEqual([200, 200]);
    expect(text(page)).toContain(`Course quiz: ${"The Foundations of AI"}`);
    // The page asks 14 questions drawn from the pool; its data names the same ones.
    const drawn = questionIdsIn(page);
    expect(drawn.size).toBe(14);
    for (const id of drawn) expect(payload).toContain(`"${id}"`);
    for (const q of bank) {
      expect(page).not.toContain(q.explanation.slice(0, 60));
      expect(payload).not.toContain(q.explanation.slice(0, 60));
    }
    expect(payload).not.toMatch(/"answer"/);

    // A failed attempt, reviewed without the key: what each missed question tests and where
    // to reread it, but neither the right option nor the explanation, in the page or its data.
    const failed = await submitQuiz(client, FAIL);
    expect(failed.location).toMatch(new RegExp(`^/courses/${FOUNDATIONS}/quiz/attempts/[0-9a-f-]{36}$`));
    const reviewHtml = decodeEntities(await (await client.get(failed.location)).text());
    const reviewData = await (await client.get(`${failed.location}.data`)).text();
    const review = text(reviewHtml);
    expect(review).toContain(`You scored ${FAIL} out of 14`);
    expect(review).toContain("Not passed yet");
    expect(review).not.toContain("Correct answer");
    expect(review).toContain("What it tests");
    const asked = drawnWith(FOUNDATIONS, failed.key);
    const missed = asked.slice(FAIL);
    expect(missed).toHaveLength(14 - FAIL);
    for (const q of missed) {
      // What the page shows anyway: every prompt, every option (answers given), and the
      // explanations of the questions answered right. A right option found there proves nothing.
      const shownAnyway = asked
        .filter((other) => other !== q)
        .map((other, i) => [other.prompt, ...(other.options ?? []), i < FAIL ? other.explanation : ""].join("\n"))
        .join("\n");
      const rightOption = q.type === "single" ? (q.options?.[q.answer as number] ?? "") : "";
      expect(review).toContain(q.idea);
      // The link counts as rereading the lesson for this attempt (it can shorten a retake's wait).
      expect(reviewHtml).toMatch(
        new RegExp(
          `href="/courses/${FOUNDATIONS}/${q.lesson}\\?reread=${failed.location.split("/").at(-1)}#[a-z0-9-]+"`,
        ),
      );
      // In the page as text, and in the data as JSON writes it.
      for (const [body, as] of [
        [reviewHtml, (t: string) => t],
        [reviewData, (t: string) => JSON.stringify(t).slice(1, -1)],
      ] as const) {
        expect(body).not.toContain(as(q.explanation));
        if (rightOption && !shownAnyway.includes(rightOption)) expect(body).not.toContain(as(rightOption));
      }
    }
    const notYet = text(await (await client.get(`/courses/${FOUNDATIONS}/finish`)).text());
    expect(notYet).toContain("Pass the course quiz with 70% or more");

    // A pass finishes the course and issues the certificate, once.
    const passed = await submitQuiz(client, PASS);
    const passedReview = text(decodeEntities(await (await client.get(passed.location)).text()));
    expect(passedReview).toContain("You passed");
    // A pass shows everything: the right answers and every explanation.
    expect(passedReview).toContain("Correct answer");
    for (const q of drawnWith(FOUNDATIONS, passed.key)) expect(passedReview).toContain(q.explanation.slice(0, 40));
    const finish = await (await client.get(`/courses/${FOUNDATIONS}/finish`)).text();
    expect(text(finish)).toContain("Congratulations, Katherine Johnson!");
    const id = finish.match(/\/certificates\/([A-Za-z0-9_-]{22})/)?.[1] ?? "";
    expect(id).toHaveLength(22);
    const rows = await db
      .selectFrom("certificate")
      .select(["id", "name_on_certificate"])
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toEqual([{ id, name_on_certificate: "Katherine Johnson" }]);

    // Verified while logged out: name, course, date and "valid"; the image is a PNG.
    const stranger = createClient(server.url, { ip: uniqueIp() });
    const verification = await stranger.get(`/certificates/${id}`);
    expect(verification.status).toBe(200);
    const verificationHtml = await verification.text();
    const shown = text(verificationHtml);
    expect(shown).toContain("Valid certificate");
    expect(shown).toContain("Katherine Johnson");
    expect(shown).toContain("The Foundations of AI");
    expect(shown).not.toContain("@example.com");
    // What it certifies: the course's size, the final score, and how the quiz was set and graded.
    expect(shown).toContain(`6 lessons · about 6 hours of study · final quiz score ${PASS} of 14 (86%)`);
    expect(shown).toContain(
      `passed its final quiz with ${PASS} of 14 questions right (86%). The quiz’s 14 questions were drawn at random from a pool of 42`,
    );
    expect(shown).toContain("every answer was graded on the Synapse server");
    expect(verificationHtml).toContain(
      `property="og:image" content="http://localhost:3000/certificates/${id}/certificate.png"`,
    );
    const image = await stranger.get(`/certificates/${id}/certificate.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    // The Spanish picture sends a reader to the Spanish page: its verification line is the one
    // drawn for /es/certificates/…, not for the English address.
    const spanish = Buffer.from(await (await stranger.get(`/es/certificates/${id}/certificate.png`)).arrayBuffer());
    const verifyLine = { left: 0, top: 519, width: 1200, height: 22 };
    const drawnWithVerifyLine = (verify: string) =>
      renderCertificatePng({
        name: "x",
        courseTitle: "x",
        details: "x",
        issuedOn: "x",
        id,
        verifyUrl: "x",
        words: { ...blankWords, verify },
      });
    const lineOf = (png: Buffer) => sharp(png).extract(verifyLine).raw().toBuffer();
    const expected = await lineOf(
      await drawnWithVerifyLine(`Verifícalo en http://localhost:3000/es/certificates/${id}`),
    );
    expect((await lineOf(spanish)).equals(expected), "the Spanish picture’s verification line").toBe(true);

    // The dashboard sums it up.
    const learn = text(await (await client.get("/learn")).text());
    expect(learn).toContain("Welcome back, Katherine Johnson");
    expect(learn).toMatch(/Quizzes passed\s*1 of 5/);
    expect(learn).toMatch(/Learning streak\s*1 day/);
  });

  it("records a submission sent twice once, and never changes a submitted attempt", async () => {
    const { client, userId } = await newLearner(server.url, db);
    const key = await attemptKeyFrom(client, FOUNDATIONS);
    const send = (right: number) =>
      client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, right, { attempt: key }));
    const [a, b] = await Promise.all([send(FAIL), send(FAIL)]);
    expect(a.headers.get("location")).toBe(b.headers.get("location"));
    // The same key with better answers is still the first attempt, unchanged.
    const again = await send(PASS);
    expect(again.headers.get("location")).toBe(a.headers.get("location"));
    const rows = await db
      .selectFrom("quiz_attempt")
      .select(["score", "passed"])
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toEqual([{ score: FAIL, passed: 0 }]);
  });

  it("grades only the answers: score, passed and userId fields are ignored", async () => {
    const victim = await newLearner(server.url, db);
    const { client, userId } = await newLearner(server.url, db);
    const { location } = await submitQuiz(client, 0, {
      score: "14",
      max_score: "14",
      passed: "1",
      userId: victim.userId,
      user_id: victim.userId,
    });
    const rows = await db
      .selectFrom("quiz_attempt")
      .select(["user_id", "score", "passed"])
      .where("user_id", "in", [userId, victim.userId])
      .execute();
    expect(rows).toEqual([{ user_id: userId, score: 0, passed: 0 }]);
    expect(text(await (await client.get(location)).text())).toContain("You scored 0 out of 14");
  });

  it("keeps each learner's record private, through pages and .data requests alike", async () => {
    const alice = await newLearner(server.url, db, "Alice Example");
    const bob = await newLearner(server.url, db, "Bob Example");
    await answerLessonChecks(alice.client, FOUNDATIONS, "what-is-ai");
    const { location } = await submitQuiz(alice.client, FAIL);

    const attemptId = location.split("/").at(-1) ?? "";
    expect((await bob.client.get(location)).status).toBe(404);
    expect((await bob.client.get(`${location}.data`)).status).toBe(404);
    const visitorPage = await createClient(server.url).get(location);
    expect(visitorPage.status).toBe(302);
    expect(visitorPage.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    const visitorData = await createClient(server.url).get(`${location}.data`);
    expect(await visitorData.text()).not.toContain("You scored");
    const bobsCourse = text(await (await bob.client.get(`/courses/${FOUNDATIONS}`)).text());
    expect(bobsCourse).not.toContain("Completed");
    expect(bobsCourse).not.toContain("Your quiz attempts");
    const bobsData = await (await bob.client.get(`/courses/${FOUNDATIONS}.data`)).text();
    expect(bobsData).toContain("the-foundations-of-ai"); // the course's data did come back
    expect(bobsData).not.toContain(attemptId);
    expect(text(await (await bob.client.get("/learn")).text())).toMatch(/Lessons completed\s*0 of/);
    expect(text(await (await bob.client.get("/profile")).text())).toContain(
      "You have not submitted a course quiz yet.",
    );

    // A quiz needs an account (a visitor's answers to checks: lesson-checks.test.ts).
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const quiz = await visitor.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, PASS));
    expect(quiz.status).toBe(302);
    expect(quiz.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    expect(await db.selectFrom("quiz_attempt").select("id").where("user_id", "=", bob.userId).execute()).toEqual([]);
  });

  it("merges progress made as a visitor into the account, without duplicates", async () => {
    const { client, userId } = await newLearner(server.url, db);
    await answerLessonChecks(client, FOUNDATIONS, "what-is-ai");
    const record = {
      lessons: {
        [`${FOUNDATIONS}/what-is-ai`]: "2026-01-01T10:00:00.000Z",
        [`${FOUNDATIONS}/a-brief-history-of-ai`]: "2026-01-02T10:00:00.000Z",
        [`${FOUNDATIONS}/no-such-lesson`]: "2026-01-02T10:00:00.000Z",
      },
      placements: [{ takenAt: "2026-01-01T09:00:00.000Z", scores: { [FOUNDATIONS]: 1 } }],
    };
    for (let i = 0; i < 2; i++) {
      const response = await client.post("/api/learning/merge", { record: JSON.stringify(record) });
      expect(response.status).toBe(200);
    }
    const lessons = await db
      .selectFrom("lesson_progress")
      .select("lesson")
      .where("user_id", "=", userId)
      .orderBy("lesson")
      .execute();
    expect(lessons.map((l) => l.lesson)).toEqual(["a-brief-history-of-ai", "what-is-ai"]);
    const placements = await db.selectFrom("placement_result").select("scores").where("user_id", "=", userId).execute();
    expect(placements).toHaveLength(1);

    const bad = await client.post("/api/learning/merge", { record: "{not json" });
    expect(bad.status).toBe(400);
    const visitor = createClient(server.url, { ip: uniqueIp() });
    expect((await visitor.post("/api/learning/merge", { record: JSON.stringify(record) })).status).toBe(401);
  });

  it("never writes on a GET: a course finished without a certificate offers one, issued by a POST", async () => {
    const { client, userId } = await newLearner(server.url, db, "Mae Jemison");
    // Rows as a release before certificates came with the last step could leave them.
    for (const lesson of lessonSlugs(FOUNDATIONS)) {
      await db
        .insertInto("lesson_progress")
        .values({ user_id: userId, course: FOUNDATIONS, lesson, completed_at: new Date().toISOString() })
        .execute();
    }
    await db
      .insertInto("quiz_attempt")
      .values({
        id: randomUUID(),
        user_id: userId,
        course: FOUNDATIONS,
        idempotency_key: randomUUID(),
        score: 14,
        max_score: 14,
        passed: 1,
        answers: "{}",
        submitted_at: new Date().toISOString(),
      })
      .execute();
    const certificates = () => db.selectFrom("certificate").select("id").where("user_id", "=", userId).execute();

    const page = await client.get(`/courses/${FOUNDATIONS}/finish`);
    expect(page.status).toBe(200);
    expect(text(await page.text())).toContain("Get your certificate");
    expect((await client.get(`/courses/${FOUNDATIONS}/finish.data`)).status).toBe(200);
    expect(await certificates()).toEqual([]);

    const claimed = await client.post(`/courses/${FOUNDATIONS}/finish`, {});
    expect(claimed.status).toBe(302);
    expect(await certificates()).toHaveLength(1);
    expect(text(await (await client.get(`/courses/${FOUNDATIONS}/finish`)).text())).toContain(
      "Congratulations, Mae Jemison!",
    );
  });

  it("answers 404 to 10,000 random certificate ids", async () => {
    const client = createClient(server.url, { ip: uniqueIp() });
    const ids = Array.from({ length: 10_000 }, () => randomBytes(16).toString("base64url"));
    const statuses = new Map<number, number>();
    for (let i = 0; i < ids.length; i += 50) {
      const batch = await Promise.all(
        ids.slice(i, i + 50).map((id) => client.get(`/certificates/${id}`, { method: "HEAD" })),
      );
      for (const r of batch) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 404: 10_000 });
    // Malformed ids look exactly the same.
    for (const id of ["x", "%00", "a".repeat(200), "../../etc/passwd"]) {
      expect((await client.get(`/certificates/${encodeURIComponent(id)}`)).status).toBe(404);
    }
  }, 120_000);

  it("loses nothing and double-counts nothing with 200 concurrent submissions from 50 learners", async () => {
    const learners = [];
    for (let i = 0; i < 50; i += 10) {
      learners.push(...(await Promise.all(Array.from({ length: 10 }, () => newLearner(server.url, db)))));
    }
    await Promise.all(learners.map((l) => completeAllLessons(l.client)));
    // Each learner sends four submissions at once: three distinct attempts (two passing, so
    // that no order of arrival makes a retake wait) and one repeat of the first, as a double
    // click would.
    // Three attempt keys per learner, each handed out by a quiz page with its own draw.
    const keysOf = await Promise.all(
      learners.map((l) => Promise.all([1, 2, 3].map(() => attemptKeyFrom(l.client, FOUNDATIONS)))),
    );
    const submissions = learners.flatMap((learner, i) => {
      const keys = keysOf[i] ?? [];
      return [
        { learner, key: keys[0], right: FAIL },
        { learner, key: keys[1], right: PASS },
        { learner, key: keys[2], right: PASS },
        { learner, key: keys[0], right: FAIL },
      ];
    });
    const responses = await Promise.all(
      submissions.map((s) =>
        s.learner.client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, s.right, { attempt: s.key ?? "" })),
      ),
    );
    const acknowledged = responses.filter((r) => r.status === 302 && r.headers.get("location")?.includes("/attempts/"));
    const ids = learners.map((l) => l.userId);
    const stored = await db
      .selectFrom("quiz_attempt")
      .select(["user_id", "idempotency_key", "passed"])
      .where("user_id", "in", ids)
      .execute();
    const certificates = await db.selectFrom("certificate").select("user_id").where("user_id", "in", ids).execute();
    console.info(
      `concurrency: ${submissions.length} submissions sent, ${acknowledged.length} acknowledged, ${stored.length} attempts stored (${new Set(stored.map((s) => `${s.user_id}/${s.idempotency_key}`)).size} distinct), ${certificates.length} certificates`,
    );
    expect(submissions).toHaveLength(200);
    expect(acknowledged).toHaveLength(200);
    expect(stored).toHaveLength(150);
    expect(new Set(stored.map((s) => `${s.user_id}/${s.idempotency_key}`)).size).toBe(150);
    expect(stored.filter((s) => Number(s.passed) === 1)).toHaveLength(100);
    expect(certificates).toHaveLength(50);
    expect(new Set(certificates.map((c) => c.user_id)).size).toBe(50);
  }, 180_000);

  it("streams a learner's progress to their other sessions, and to no one else", async () => {
    const { client, email } = await newLearner(server.url, db);
    const other = await newLearner(server.url, db);
    const stream = await openStream(server.url, client.cookies);
    const othersStream = await openStream(server.url, other.client.cookies);
    // A second session of the same learner (another device) completes a lesson.
    const device = createClient(server.url, { ip: uniqueIp() });
    const login = await device.post("/login", { email, password: "violet-tram-oyster-44-lamp" });
    expect(login.status).toBe(302);
    await answerLessonChecks(device, FOUNDATIONS, "what-is-ai");
    const event = await stream.next("learning");
    expect(JSON.parse(event)).toMatchObject({ type: "lesson-completed", course: FOUNDATIONS, lesson: "what-is-ai" });
    expect(othersStream.received()).not.toContain("what-is-ai");
    stream.close();
    othersStream.close();

    // Without a session there is nothing to stream: 204 tells EventSource not to retry.
    expect((await fetch(`${server.url}/api/events`)).status).toBe(204);
  });

  it("tells a stream opened after a change that the page, read before it, missed an event", async () => {
    const { client, email } = await newLearner(server.url, db);
    const loaded = await client.get("/learn");
    const dataAt = Number(/dataAt\\*",(\d+)/.exec(await loaded.text())?.[1]);
    expect(Number.isSafeInteger(dataAt)).toBe(true);
    // Nothing happened since the page read its data.
    const quiet = await openStream(server.url, client.cookies, `?since=${dataAt}`);
    expect(quiet.received()).toContain(`event: ready\ndata: {"missed":false}`);
    quiet.close();
    // Another device completes a lesson before this tab's stream opens: the stream says so.
    const device = createClient(server.url, { ip: uniqueIp() });
    expect((await device.post("/login", { email, password: "violet-tram-oyster-44-lamp" })).status).toBe(302);
    await answerLessonChecks(device, FOUNDATIONS, "what-is-ai");
    const late = await openStream(server.url, client.cookies, `?since=${dataAt}`);
    // On PostgreSQL the event may still be on its way through NOTIFY: then it arrives on the stream.
    if (!late.received().includes(`event: ready\ndata: {"missed":true}`)) await late.next("learning");
    late.close();
    // A page read after the change missed nothing; nor does a stream that gives no time.
    const reread = Number(/dataAt\\*",(\d+)/.exec(await (await client.get("/learn")).text())?.[1]);
    const fresh = await openStream(server.url, client.cookies, `?since=${reread}`);
    expect(fresh.received()).toContain(`event: ready\ndata: {"missed":false}`);
    fresh.close();
    const bare = await openStream(server.url, client.cookies, "?since=soon");
    expect(bare.received()).toContain(`event: ready\ndata: {"missed":false}`);
    bare.close();
  });

  it("caps the open streams per learner", async () => {
    const { client } = await newLearner(server.url, db);
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(server.url, client.cookies)));
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const sixth = await fetch(`${server.url}/api/events`, { headers: { cookie } });
    expect(sixth.status).toBe(429);
    await sixth.body?.cancel();
    for (const s of streams) s.close();
  });

  it("refuses answers to questions the attempt did not draw, and stores nothing", async () => {
    const { client, userId } = await newLearner(server.url, db);
    const key = await attemptKeyFrom(client, FOUNDATIONS);
    // The whole pool answered under this key: most of those questions were not drawn.
    const form = quizForm(FOUNDATIONS, PASS, { attempt: key });
    for (const q of quizBank(FOUNDATIONS)) if (!form.has(`q-${q.id}`)) form.set(`q-${q.id}`, "0");
    const forged = await client.post(`/courses/${FOUNDATIONS}/quiz`, form);
    expect(forged.status).toBe(400);
    const page = text(await forged.text());
    expect(page).toContain("These answers are for questions this attempt did not ask");
    expect(page).toContain("Here is a fresh set of questions.");
    expect(await db.selectFrom("quiz_attempt").select("id").where("user_id", "=", userId).execute()).toEqual([]);

    // The drawn questions alone are accepted, and the attempt stores exactly those.
    const accepted = await client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, PASS, { attempt: key }));
    expect(accepted.status).toBe(302);
    const stored = await db
      .selectFrom("quiz_attempt")
      .select(["answers", "max_score"])
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.max_score)).toBe(14);
    const answered = Object.keys(JSON.parse(stored.answers));
    expect(answered).toHaveLength(14);
    expect(answered.every((id) => form.has(`q-${id}`))).toBe(true);
  });

  it("removes the learning record with the account, and its certificates stop verifying", async () => {
    const { client, userId } = await newLearner(server.url, db);
    await completeAllLessons(client);
    await submitQuiz(client, PASS);
    const certificate = await db
      .selectFrom("certificate")
      .select("id")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    const exported = JSON.parse(await (await client.get("/profile/data")).text());
    expect(exported.learning.lessonsCompleted).toHaveLength(6);
    expect(exported.learning.quizAttempts[0].answers).toBeTypeOf("object");
    expect(exported.learning.certificates[0].id).toBe(certificate.id);

    // With a certificate, the learner must say what becomes of its public page.
    const unanswered = await client.post("/profile", {
      intent: "delete",
      password: "violet-tram-oyster-44-lamp",
      confirm: "on",
    });
    expect(unanswered.status).toBe(400);
    expect(text(await unanswered.text())).toContain(
      "Choose whether to keep your certificates’ public pages or delete them too.",
    );
    expect(await db.selectFrom("user").select("id").where("id", "=", userId).execute()).toHaveLength(1);

    const deleted = await client.post("/profile", {
      intent: "delete",
      password: "violet-tram-oyster-44-lamp",
      confirm: "on",
      certificates: "delete",
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/account-deleted");
    for (const table of ["lesson_progress", "quiz_attempt", "certificate", "placement_result"] as const) {
      expect(await db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute()).toEqual([]);
    }
    expect(await db.selectFrom("kept_certificate").select("id").where("id", "=", certificate.id).execute()).toEqual([]);
    expect((await createClient(server.url).get(`/certificates/${certificate.id}`)).status).toBe(404);
  });
  it("keeps a certificate's public page after its learner deletes their account, if asked", async () => {
    const { client, userId } = await newLearner(server.url, db, "Grace Hopper");
    await completeAllLessons(client);
    await submitQuiz(client, PASS);
    const { id } = await db
      .selectFrom("certificate")
      .select("id")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    const profile = text(await (await client.get("/profile")).text());
    expect(profile).toContain("Keep its public page, so links to it still work");

    // A wrong password deletes nothing and keeps nothing.
    const wrong = await client.post("/profile", {
      intent: "delete",
      password: "not-my-password-at-all",
      confirm: "on",
      certificates: "keep",
    });
    expect(wrong.status).toBe(400);
    expect(await db.selectFrom("kept_certificate").select("id").where("id", "=", id).execute()).toEqual([]);

    const deleted = await client.post("/profile", {
      intent: "delete",
      password: "violet-tram-oyster-44-lamp",
      confirm: "on",
      certificates: "keep",
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/account-deleted?certificates=kept");
    expect(text(await (await client.get("/account-deleted?certificates=kept")).text())).toContain(
      "your certificates’ public pages stay",
    );
    expect(await db.selectFrom("user").select("id").where("id", "=", userId).execute()).toEqual([]);
    expect(await db.selectFrom("certificate").select("id").where("user_id", "=", userId).execute()).toEqual([]);

    // The record holds only what the public page shows, and the page still verifies.
    const kept = await db.selectFrom("kept_certificate").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(Object.keys(kept).sort()).toEqual([
      "course",
      "id",
      "issued_at",
      "kept_at",
      "max_score",
      "name_on_certificate",
      "score",
    ]);
    expect(kept).toMatchObject({
      course: FOUNDATIONS,
      name_on_certificate: "Grace Hopper",
      score: PASS,
      max_score: 14,
    });
    const stranger = createClient(server.url);
    const page = await stranger.get(`/certificates/${id}`);
    expect(page.status).toBe(200);
    expect(text(await page.text())).toContain("Grace Hopper");
    const image = await stranger.get(`/certificates/${id}/certificate.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  it("asks nothing about certificates of a learner who has none", async () => {
    const { client, userId } = await newLearner(server.url, db);
    expect(text(await (await client.get("/profile")).text())).not.toContain("Keep its public page");
    const deleted = await client.post("/profile", {
      intent: "delete",
      password: "violet-tram-oyster-44-lamp",
      confirm: "on",
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/account-deleted");
    expect(await db.selectFrom("user").select("id").where("id", "=", userId).execute()).toEqual([]);
  });
});
