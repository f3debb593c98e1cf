import { describe, expect, it } from "vitest";
import { reportOf } from "./answer-queue.ts";
import type { OfflineAnswer, SyncOutcome } from "./offline-answer.ts";

const answer = (id: string): OfflineAnswer => ({
  id,
  owner: "user-1",
  answeredAt: "2026-11-29T08:00:00.000Z",
  language: "en",
  kind: "guess",
  course: "the-foundations-of-ai",
  lesson: "how-machines-learn",
  guess: "k = 1",
});
const kept = (id: string): SyncOutcome => ({ id, status: "kept", lessonCompleted: false });
const refused = (id: string, reason: "replayed" | "not-due", message: string): SyncOutcome => ({
  id,
  status: "refused",
  reason,
  message,
});

describe("what the learner is told of answers sent", () => {
  it("counts an answer kept now, or kept before, once, and lists each refusal with its reason", () => {
    const report = reportOf([
      { entry: answer("a"), outcome: kept("a") },
      { entry: answer("b"), outcome: refused("b", "replayed", "Received before.") },
      { entry: answer("c"), outcome: refused("c", "not-due", "Not due.") },
    ]);
    expect(report.kept).toBe(2);
    expect(report.refused.map((r) => [r.answer.id, r.message])).toEqual([["c", "Not due."]]);
  });

  it("counts once an answer the page and the worker both sent at the same moment", () => {
    const report = reportOf([
      { entry: answer("a"), outcome: kept("a") },
      { entry: answer("b"), outcome: refused("b", "replayed", "Received before.") },
      { entry: answer("a"), outcome: refused("a", "replayed", "Received before.") },
      { entry: answer("b"), outcome: kept("b") },
    ]);
    expect(report).toEqual({ kept: 2, refused: [] });
  });
});
