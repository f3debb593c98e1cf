import { describe, expect, it } from "vitest";
import { dayIn, learningGain, nextStepIn, percentOf, streakOf, validTimeZone } from "./record.ts";

const course = {
  slug: "c",
  title: "Course",
  lessons: [
    { slug: "one", title: "One" },
    { slug: "two", title: "Two" },
  ],
};

describe("nextStepIn", () => {
  it("points at the first lesson not completed, in course order", () => {
    expect(nextStepIn(course, { done: { two: "2026-01-01T00:00:00Z" }, quizPassed: false })).toEqual({
      kind: "lesson",
      course: "c",
      lesson: "one",
      title: "One",
    });
  });
  it("points at the quiz when every lesson is done, and at the finish page once it is passed", () => {
    const done = { one: "2026-01-01T00:00:00Z", two: "2026-01-02T00:00:00Z" };
    expect(nextStepIn(course, { done, quizPassed: false })).toEqual({ kind: "quiz", course: "c" });
    expect(nextStepIn(course, { done, quizPassed: true })).toEqual({ kind: "finish", course: "c" });
  });
});

describe("percentOf", () => {
  it("rounds down, so nearly done is not shown as done", () => {
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(7, 10)).toBe(70);
    expect(percentOf(1, 0)).toBe(0);
  });
});

describe("dayIn", () => {
  it("gives the calendar day in the learner's time zone", () => {
    expect(dayIn("UTC", "2026-11-22T23:30:00Z")).toBe("2026-11-22");
    expect(dayIn("Europe/Paris", "2026-11-22T23:30:00Z")).toBe("2026-11-23");
    expect(dayIn("America/Los_Angeles", "2026-11-22T03:00:00Z")).toBe("2026-11-21");
  });
  it("falls back to UTC for an unknown zone", () => {
    expect(dayIn("Mars/Olympus", "2026-11-22T23:30:00Z")).toBe("2026-11-22");
    expect(dayIn(undefined, "2026-11-22T23:30:00Z")).toBe("2026-11-22");
  });
  it("accepts only real time zone names", () => {
    expect(validTimeZone("Europe/Paris")).toBe("Europe/Paris");
    expect(validTimeZone("Mars/Olympus")).toBeUndefined();
    expect(validTimeZone("x".repeat(100))).toBeUndefined();
    expect(validTimeZone(null)).toBeUndefined();
  });
});

describe("streakOf", () => {
  it("counts consecutive learning days ending today", () => {
    const streak = streakOf(["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-22"], "2026-11-22");
    expect(streak).toEqual({ current: 3, longest: 3, learnedToday: true, days: 3 });
  });
  it("keeps the streak alive until today is over", () => {
    expect(streakOf(["2026-11-20", "2026-11-21"], "2026-11-22").current).toBe(2);
  });
  it("breaks after a day with no learning, but remembers the longest run", () => {
    const streak = streakOf(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-20"], "2026-11-22");
    expect(streak.current).toBe(0);
    expect(streak.longest).toBe(4);
  });
  it("crosses month and year ends", () => {
    expect(streakOf(["2025-12-31", "2026-01-01"], "2026-01-01").current).toBe(2);
    expect(streakOf(["2026-02-28", "2026-03-01"], "2026-03-01").current).toBe(2);
  });
  it("is zero with no learning days", () => {
    expect(streakOf([], "2026-11-22")).toEqual({ current: 0, longest: 0, learnedToday: false, days: 0 });
  });
});

describe("learningGain", () => {
  const placements = [
    { takenAt: "2026-01-01T10:00:00.000Z", scores: { c: 0 } },
    { takenAt: "2026-02-01T10:00:00.000Z", scores: { c: 1 } },
    { takenAt: "2026-04-01T10:00:00.000Z", scores: { c: 2 } },
  ];
  it("compares the last placement test before the course started with the best quiz score", () => {
    expect(learningGain("c", placements, "2026-03-01T00:00:00.000Z", 90)).toEqual({
      before: 50,
      beforeRight: 1,
      beforeOf: 2,
      after: 90,
      points: 40,
      pretestTakenAt: "2026-02-01T10:00:00.000Z",
    });
  });
  it("shows no gain without a placement test taken before starting", () => {
    expect(learningGain("c", placements, "2025-12-01T00:00:00.000Z", 90)).toBeNull();
    expect(learningGain("c", [], null, 90)).toBeNull();
  });
  it("shows no gain before the quiz is taken", () => {
    expect(learningGain("c", placements, "2026-03-01T00:00:00.000Z", null)).toBeNull();
  });
  it("reports a fall honestly", () => {
    expect(learningGain("c", placements, "2026-05-01T00:00:00.000Z", 60)?.points).toBe(-40);
  });
});
