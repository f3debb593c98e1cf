import { describe, expect, it } from "vitest";
import { practiceHref, visitorMissedKeys } from "./practice.ts";

const now = new Date("2026-11-20T12:00:00.000Z");
const record = (checks: Record<string, { at: string; correct: boolean }>) => ({ lessons: {}, placements: [], checks });

describe("a visitor's missed questions", () => {
  it("are the checks answered wrongly this week, the newest first", () => {
    const keys = visitorMissedKeys(
      record({
        "c/old-wrong": { at: "2026-11-10T12:00:00.000Z", correct: false },
        "c/right": { at: "2026-11-20T11:00:00.000Z", correct: true },
        "c/wrong-monday": { at: "2026-11-16T09:00:00.000Z", correct: false },
        "c/wrong-today": { at: "2026-11-20T10:00:00.000Z", correct: false },
      }),
      now,
    );
    expect(keys).toEqual(["c/wrong-today", "c/wrong-monday"]);
  });

  it("are all of them, so that the count /learn shows is true", () => {
    const checks = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [`c/check-${i}`, { at: "2026-11-19T10:00:00.000Z", correct: false }]),
    );
    expect(visitorMissedKeys(record(checks), now)).toHaveLength(15);
  });

  it("are practiced at an address that counts the answers given", () => {
    expect(practiceHref(0)).toBe("/learn/practice");
    expect(practiceHref(3)).toBe("/learn/practice?n=3");
  });
});
