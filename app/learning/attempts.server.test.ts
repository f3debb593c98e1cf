import { describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server.ts";
import { createUser } from "#tests/domain.ts";
import { findAttempt, listAttempts, recordAttempt } from "./attempts.server.ts";
import type { Answers } from "./quiz.ts";

const COURSE = "the-foundations-of-ai";
const COURSE_TITLE = "The Foundations of AI";
const OTHER_COURSE = "ai-in-our-everyday-world";

const someAnswers: Answers = { q1: { type: "single", choice: 2 } };

function attempt(userId: string, overrides: Partial<Parameters<typeof recordAttempt>[0]> = {}) {
  return {
    userId,
    course: COURSE,
    idempotencyKey: crypto.randomUUID(),
    score: 10,
    max: 14,
    passed: true,
    answers: someAnswers,
    ...overrides,
  };
}

async function attemptRows(userId: string) {
  return db.selectFrom("quiz_attempt").select(["id", "score"]).where("user_id", "=", userId).execute();
}

describe("quiz attempts", () => {
  it("stores a new attempt and says it created it", async () => {
    const learner = await createUser();
    const at = new Date("2025-04-01T09:30:00.000Z");
    const { attempt: stored, created } = await recordAttempt(
      attempt(learner.id, { score: 9, max: 14, passed: false, at }),
    );
    expect(created).toBe(true);
    expect(stored).toEqual({
      id: expect.any(String),
      course: COURSE,
      courseTitle: COURSE_TITLE,
      score: 9,
      max: 14,
      passed: false,
      submittedAt: at.toISOString(),
    });
  });

  it("returns the first attempt unchanged when the same key is sent again, even with another score", async () => {
    const learner = await createUser();
    const key = "submission-1";
    const first = await recordAttempt(attempt(learner.id, { idempotencyKey: key, score: 5, passed: false }));
    const second = await recordAttempt(attempt(learner.id, { idempotencyKey: key, score: 14, passed: true }));

    expect(second.created).toBe(false);
    expect(second.attempt).toEqual(first.attempt);
    expect(second.attempt).toMatchObject({ score: 5, passed: false });
    expect(await attemptRows(learner.id)).toEqual([{ id: first.attempt.id, score: 5 }]);
  });

  it("keeps keys apart per learner: another learner's same key is a new attempt", async () => {
    const learner = await createUser();
    const other = await createUser();
    const mine = await recordAttempt(attempt(learner.id, { idempotencyKey: "shared-key" }));
    const theirs = await recordAttempt(attempt(other.id, { idempotencyKey: "shared-key" }));
    expect(theirs.created).toBe(true);
    expect(theirs.attempt.id).not.toBe(mine.attempt.id);
  });

  it("creates one attempt when the same submission arrives several times at once", async () => {
    const learner = await createUser();
    const results = await Promise.all(
      [3, 6, 9, 12, 14].map((score) =>
        recordAttempt(attempt(learner.id, { idempotencyKey: "double-click", score, passed: score >= 10 })),
      ),
    );
    expect(new Set(results.map((r) => r.attempt.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const rows = await attemptRows(learner.id);
    expect(rows).toHaveLength(1);
    // Every caller sees the attempt that was stored, with the score of the call that won.
    const winner = results.find((r) => r.created)?.attempt;
    expect(rows[0]).toEqual({ id: winner?.id, score: winner?.score });
    for (const r of results) expect(r.attempt).toEqual(winner);
  });

  it("finds a learner's own attempt with its answers, and nothing for another learner or an unknown id", async () => {
    const learner = await createUser();
    const other = await createUser();
    const { attempt: stored } = await recordAttempt(attempt(learner.id));

    expect(await findAttempt(learner.id, stored.id)).toEqual({ ...stored, answers: someAnswers });
    expect(await findAttempt(other.id, stored.id)).toBeUndefined();
    expect(await findAttempt(learner.id, crypto.randomUUID())).toBeUndefined();
    expect(await findAttempt(learner.id, "not-an-id")).toBeUndefined();
  });

  it("keeps every kind of answer, and unanswered questions, exactly as given", async () => {
    const learner = await createUser();
    const answers: Answers = {
      single: { type: "single", choice: 0 },
      multi: { type: "multi", choices: [1, 3] },
      truefalse: { type: "truefalse", value: false },
      ordering: { type: "ordering", order: [2, 0, 1] },
      numeric: { type: "numeric", value: -12.5 },
      skipped: null,
    };
    const { attempt: stored } = await recordAttempt(attempt(learner.id, { answers }));
    expect((await findAttempt(learner.id, stored.id))?.answers).toEqual(answers);
  });

  it("lists a learner's attempts newest first, optionally in one course, never another learner's", async () => {
    const learner = await createUser();
    const other = await createUser();
    const record = (course: string, iso: string) =>
      recordAttempt(attempt(learner.id, { course, at: new Date(iso) })).then((r) => r.attempt.id);
    const middle = await record(COURSE, "2025-02-02T00:00:00.000Z");
    const oldest = await record(OTHER_COURSE, "2025-02-01T00:00:00.000Z");
    const newest = await record(COURSE, "2025-02-03T00:00:00.000Z");
    await recordAttempt(attempt(other.id, { at: new Date("2025-02-04T00:00:00.000Z") }));

    expect((await listAttempts(learner.id)).map((a) => a.id)).toEqual([newest, middle, oldest]);
    expect((await listAttempts(learner.id, COURSE)).map((a) => a.id)).toEqual([newest, middle]);
    expect((await listAttempts(learner.id, OTHER_COURSE)).map((a) => a.id)).toEqual([oldest]);
  });
});
