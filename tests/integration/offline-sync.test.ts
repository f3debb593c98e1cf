// Answers given offline, synced when the connection returns (issue 30): POST
// /api/learning/sync takes the browser's queue, keeps each answer exactly once however often
// it is sent, and refuses a bad entry with its reason while keeping the rest of the batch.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import type { OfflineAnswer, SyncOutcome } from "#app/learning/offline-answer.ts";
import { type Client, createClient, uniqueIp } from "#tests/client.ts";
import { answerFields, checkBank, FOUNDATIONS, newLearner } from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const LESSON = "how-machines-learn";
const checks = checkBank(FOUNDATIONS).filter((q) => q.lesson === LESSON);

/** An answer to one of the lesson's checks, as the browser's queue keeps it. */
function checkEntry(userId: string, index: number, correct: boolean, at = new Date()): OfflineAnswer {
  const check = checks[index];
  if (!check) throw new Error(`no check ${index}`);
  return {
    id: randomUUID(),
    owner: `user-${userId}`,
    answeredAt: at.toISOString(),
    language: "en",
    kind: "check",
    course: FOUNDATIONS,
    lesson: LESSON,
    check: check.id,
    fields: answerFields(check, correct),
  };
}

/** Posts a batch as the page's queue does: JSON, from the site's own origin. */
/** A "Predict first" guess for the lesson, as the browser's queue keeps it. */
const guessEntry = (userId: string, guess: string): OfflineAnswer => ({
  id: randomUUID(),
  owner: `user-${userId}`,
  answeredAt: new Date().toISOString(),
  language: "en",
  kind: "guess",
  course: FOUNDATIONS,
  lesson: LESSON,
  guess,
});

async function sync(client: Client, origin: string, answers: unknown[], path = "/api/learning/sync") {
  const response = await client.get(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ answers }),
  });
  return { status: response.status, body: (await response.json()) as { outcomes: SyncOutcome[]; error?: string } };
}

describe.each(testDatabases)("syncing answers given offline on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;
  beforeAll(async () => {
    server = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    db = server.db;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const post = (client: Client, answers: unknown[], path?: string) =>
    sync(client, new URL(server.url).origin, answers, path);
  const checkRows = (userId: string) =>
    db
      .selectFrom("lesson_check")
      .select(["check_id", "correct", "answers_given"])
      .where("user_id", "=", userId)
      .orderBy("check_id")
      .execute();
  const completed = async (userId: string) =>
    (await db.selectFrom("lesson_progress").select("lesson").where("user_id", "=", userId).execute()).map(
      (r) => r.lesson,
    );

  it("keeps each answer once, completes the lesson, and refuses the same answers sent again", async () => {
    expect(checks.length).toBeGreaterThanOrEqual(2);
    const { client, userId } = await newLearner(server.url, db, "Offline Learner");
    const answers = checks.map((_, i) =>
      checkEntry(userId, i, i === 0, new Date(Date.now() - (checks.length - i) * 1000)),
    );
    const guess = guessEntry(userId, "  k = 1 will be best.  ");
    const first = await post(client, [...answers, guess]);
    expect(first.status).toBe(200);
    expect(first.body.outcomes.map((o) => o.status)).toEqual([...answers.map(() => "kept"), "kept"]);
    // The lesson's last check completed it.
    expect(first.body.outcomes.at(-2)).toMatchObject({ lessonCompleted: true });
    expect(await checkRows(userId)).toEqual(
      checks
        .map((c, i) => ({ check_id: c.id, correct: i === 0 ? 1 : 0, answers_given: 1 }))
        .sort((a, b) => a.check_id.localeCompare(b.check_id)),
    );
    expect(await completed(userId)).toEqual([LESSON]);
    const kept = await db.selectFrom("lesson_prediction").select("guess").where("user_id", "=", userId).execute();
    expect(kept).toEqual([{ guess: "k = 1 will be best." }]);

    // The same batch again (a response lost on the way back), twice at once: nothing counted twice.
    const again = await Promise.all([post(client, [...answers, guess]), post(client, [...answers, guess])]);
    for (const { status, body } of again) {
      expect(status).toBe(200);
      for (const outcome of body.outcomes) {
        expect(outcome).toMatchObject({ status: "refused", reason: "replayed" });
        if (outcome.status === "refused")
          expect(outcome.message).toBe("This answer was received before: it counts once.");
      }
    }
    expect((await checkRows(userId)).map((r) => r.answers_given)).toEqual(checks.map(() => 1));
    const receipts = await db.selectFrom("offline_answer").select("id").where("user_id", "=", userId).execute();
    expect(receipts).toHaveLength(answers.length + 1);
  });

  it("two copies of one answer sent at once keep it once", async () => {
    const { client, userId } = await newLearner(server.url, db, "Twice Sent");
    const entry = checkEntry(userId, 0, true);
    const results = await Promise.all([post(client, [entry]), post(client, [entry]), post(client, [entry])]);
    const statuses = results.map((r) => r.body.outcomes[0]?.status).sort();
    expect(statuses).toEqual(["kept", "refused", "refused"]);
    expect(await checkRows(userId)).toEqual([{ check_id: checks[0]?.id, correct: 1, answers_given: 1 }]);
  });

  it("refuses each bad entry with its reason and keeps the rest of the batch", async () => {
    const { client, userId } = await newLearner(server.url, db, "Mixed Batch");
    const good = checkEntry(userId, 0, true);
    const sameIdTwice = checkEntry(userId, 1, true);
    const bad: unknown[] = [
      { ...checkEntry(userId, 1, true), id: "not-a-uuid" },
      { ...checkEntry(userId, 1, true), owner: "user-someone-else" },
      { ...checkEntry(userId, 1, true), owner: "visitor" },
      checkEntry(userId, 1, true, new Date(Date.now() + 60 * 60_000)),
      { ...checkEntry(userId, 1, true), check: "no-such-check" },
      { ...checkEntry(userId, 1, true), fields: [] },
      { ...checkEntry(userId, 1, true), course: "no-such-course" },
      guessEntry(userId, "   "),
      "a string",
      null,
      { ...checkEntry(userId, 1, true), extra: "field" },
    ];
    const { status, body } = await post(client, [good, ...bad, sameIdTwice, sameIdTwice]);
    expect(status).toBe(200);
    expect(body.outcomes.map((o) => (o.status === "kept" ? "kept" : o.reason))).toEqual([
      "kept",
      "malformed",
      "other-account",
      "other-account",
      "future-dated",
      "unknown-question",
      "not-an-answer",
      "unknown-question",
      "not-an-answer",
      "malformed",
      "malformed",
      "malformed",
      "kept",
      "replayed",
    ]);
    const messages = body.outcomes.flatMap((o) => (o.status === "refused" ? [o.message] : []));
    expect(messages).toContain(
      "This answer was given while someone else was logged in on this browser, so it was not added to your account.",
    );
    expect(messages).toContain(
      "This answer is dated in the future, so it was not kept. Check the date and time on this device.",
    );
    expect(messages).toContain("Write your guess first: a few words are enough.");
    expect(messages.every((m) => m.length > 20)).toBe(true);
    expect((await checkRows(userId)).map((r) => r.check_id).sort()).toEqual([checks[0]?.id, checks[1]?.id].sort());
    const guesses = await db.selectFrom("lesson_prediction").select("guess").where("user_id", "=", userId).execute();
    expect(guesses).toEqual([]);
  });

  it("keeps a newer answer given online over an older one synced later", async () => {
    const { client, userId } = await newLearner(server.url, db, "Late Sync");
    const check = checks[0];
    if (!check) throw new Error("no checks");
    const older = checkEntry(userId, 0, false, new Date(Date.now() - 60_000));
    const online = await client.post(
      `/courses/${FOUNDATIONS}/${LESSON}`,
      new URLSearchParams([["intent", "check"], ["check", check.id], ...answerFields(check, true)]),
    );
    expect(online.status).toBe(200);
    const { body } = await post(client, [older]);
    expect(body.outcomes[0]?.status).toBe("kept");
    expect(await checkRows(userId)).toEqual([{ check_id: check.id, correct: 1, answers_given: 1 }]);
  });

  it("keeps a due review card answered offline once, and refuses one that was not due", async () => {
    const { client, userId } = await newLearner(server.url, db, "Offline Reviewer");
    const [first, second] = checks;
    if (!first || !second) throw new Error("two checks needed");
    expect((await post(client, [checkEntry(userId, 0, true), checkEntry(userId, 1, true)])).status).toBe(200);
    // The first card falls due; the second is not due for days.
    await db
      .updateTable("review_card")
      .set({ due: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", userId)
      .where("question_id", "=", first.id)
      .execute();
    const review = (question: typeof first): OfflineAnswer => ({
      id: randomUUID(),
      owner: `user-${userId}`,
      answeredAt: new Date().toISOString(),
      language: "en",
      kind: "review",
      question: `${FOUNDATIONS}/${question.id}`,
      fields: answerFields(question, true),
    });
    const due = review(first);
    const { body } = await post(client, [due, review(second)]);
    expect(body.outcomes.map((o) => (o.status === "kept" ? "kept" : o.reason))).toEqual(["kept", "not-due"]);
    const card = await db
      .selectFrom("review_card")
      .select(["reps", "due"])
      .where("user_id", "=", userId)
      .where("question_id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(Number(card.reps)).toBe(2);
    expect(new Date(card.due).getTime()).toBeGreaterThan(Date.now());
    const replay = await post(client, [due]);
    expect(replay.body.outcomes[0]).toMatchObject({ status: "refused", reason: "replayed" });
  });

  it("answers in the page's language, and refuses a visitor, a form and an oversized batch", async () => {
    const { client, userId } = await newLearner(server.url, db, "Sincronizada");
    const future = checkEntry(userId, 0, true, new Date(Date.now() + 60 * 60_000));
    const { body } = await post(client, [future], "/es/api/learning/sync");
    expect(body.outcomes[0]).toMatchObject({ reason: "future-dated" });
    if (body.outcomes[0]?.status === "refused")
      expect(body.outcomes[0].message).toBe(
        "Esta respuesta tiene una fecha futura, así que no se ha guardado. Comprueba la fecha y la hora de este dispositivo.",
      );

    const visitor = createClient(server.url, { ip: uniqueIp() });
    const refused = await post(visitor, [checkEntry(userId, 0, true)]);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe("Log in to keep the answers you gave offline.");

    const form = await client.post("/api/learning/sync", { answers: "[]" });
    expect(form.status).toBe(415);
    const tooMany = await post(
      client,
      Array.from({ length: 51 }, () => checkEntry(userId, 0, true)),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe("The answers to sync could not be read (at most 50 at a time). Nothing was kept.");
    expect(await checkRows(userId)).toEqual([]);
  });
});
