import { describe, expect, it } from "vitest";
import { quizWait, type RecentAttempt } from "./quiz-wait.ts";

const now = new Date("2026-11-24T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
const order = ["a", "b", "c"];
const failed = (id: string, m: number, flaggedLessons = ["c", "a"]): RecentAttempt => ({
  id,
  passed: false,
  submittedAt: minutesAgo(m),
  flaggedLessons,
});

describe("quizWait", () => {
  it("lets a learner try again at once after one failure, or after a pass", () => {
    expect(quizWait([], new Set(), order, now)).toBeNull();
    expect(quizWait([failed("1", 5)], new Set(), order, now)).toBeNull();
    expect(
      quizWait([{ ...failed("3", 1), passed: true }, failed("2", 5), failed("1", 9)], new Set(), order, now),
    ).toBeNull();
  });

  it("waits an hour after the second failure in a day, naming the flagged lessons in course order", () => {
    expect(quizWait([failed("2", 10), failed("1", 20)], new Set(), order, now)).toEqual({
      attemptId: "2",
      until: "2026-11-24T12:50:00.000Z",
      lessons: [
        { lesson: "a", reread: false },
        { lesson: "c", reread: false },
      ],
    });
  });

  it("counts only failures within the last day", () => {
    expect(quizWait([failed("2", 10), failed("1", 24 * 60 + 1)], new Set(), order, now)).toBeNull();
  });

  it("ends when the hour has passed, or when every flagged lesson has been reread", () => {
    expect(quizWait([failed("2", 60), failed("1", 70)], new Set(), order, now)).toBeNull();
    const partly = quizWait([failed("2", 10), failed("1", 20)], new Set(["a"]), order, now);
    expect(partly?.lessons).toEqual([
      { lesson: "a", reread: true },
      { lesson: "c", reread: false },
    ]);
    expect(quizWait([failed("2", 10), failed("1", 20)], new Set(["a", "c"]), order, now)).toBeNull();
  });

  it("makes every further failure wait again", () => {
    const wait = quizWait([failed("3", 2, ["b"]), failed("2", 80), failed("1", 90)], new Set(["a", "c"]), order, now);
    expect(wait).toEqual({
      attemptId: "3",
      until: "2026-11-24T12:58:00.000Z",
      lessons: [{ lesson: "b", reread: false }],
    });
  });
});
