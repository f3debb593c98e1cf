import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduleVisitorAnswer, visitorRecordSchema } from "./visitor-record.server.ts";
import {
  hasVisitorRecord,
  parseVisitorRecord,
  readVisitorRecord,
  VISITOR_RECORD_KEY,
  visitorChecksOf,
  visitorLessonsOf,
} from "./visitor-record.ts";
import {
  addVisitorPlacement,
  clearVisitorRecord,
  setVisitorCheck,
  setVisitorLesson,
} from "./visitor-record-changes.ts";

const AT = "2025-03-14T09:26:53.589Z";
const placement = { takenAt: AT, scores: { "the-foundations-of-ai": 2, "ai-in-our-everyday-world": 0 } };
const checks = { "the-foundations-of-ai/what-is-ai-check-1": { at: AT, correct: false } };
const valid = { lessons: { "the-foundations-of-ai/what-is-ai": AT }, placements: [placement], checks };
const nothing = { lessons: {}, placements: [], checks: {} };
const lessonsWith = (key: string, at: unknown = AT) => ({ lessons: { [key]: at } });
const placementWith = (change: Record<string, unknown>) => ({ placements: [{ ...placement, ...change }] });
const checkWith = (key: string, answered: unknown) => ({ checks: { [key]: answered } });
const manyLessons = (n: number) => ({
  lessons: Object.fromEntries(Array.from({ length: n }, (_, i) => [`course/lesson-${i}`, AT])),
});

// What the browser reads and what the server accepts must agree: a record the browser keeps
// but the server refuses would never be merged, and the other way round progress would be lost.
const accepted: [string, unknown][] = [
  ["what this browser writes", valid],
  ["an empty object (nothing done yet)", {}],
  ["a record from before placements were kept", { lessons: valid.lessons }],
  ["placements without lessons", { placements: [placement] }],
  ["a time with an offset", lessonsWith("a/b", "2025-03-14T10:26:53+01:00")],
  ["a time without fractions of a second", lessonsWith("a/b", "2025-03-14T09:26:53Z")],
  ["29 February in a leap year", lessonsWith("a/b", "2024-02-29T12:00:00Z")],
  ["29 February in a year divisible by 400", lessonsWith("a/b", "2000-02-29T12:00:00Z")],
  ["the most lessons kept", manyLessons(500)],
  ["the most placements kept", { placements: Array.from({ length: 20 }, () => placement) }],
  ["a placement with no scores", placementWith({ scores: {} })],
  ["a record from before checks were kept", { lessons: valid.lessons, placements: [placement] }],
  ["a check answered rightly", checkWith("a/b-check-2", { at: AT, correct: true })],
  [
    "the most checks kept",
    {
      checks: Object.fromEntries(
        Array.from({ length: 1000 }, (_, i) => [`a/c-${i}`, checks["the-foundations-of-ai/what-is-ai-check-1"]]),
      ),
    },
  ],
];

const refused: [string, unknown][] = [
  ["null", null],
  ["a string", "the-foundations-of-ai/what-is-ai"],
  ["a number", 3],
  ["an array", [valid]],
  ["lessons as a list", { lessons: ["the-foundations-of-ai/what-is-ai"] }],
  ["lessons set to null", { lessons: null }],
  ["a lesson key without a course", lessonsWith("what-is-ai")],
  ["a lesson key with capitals", lessonsWith("The-Foundations/what-is-ai")],
  ["a lesson key with three parts", lessonsWith("a/b/c")],
  ["a lesson key that is too long", lessonsWith(`${"a".repeat(100)}/${"b".repeat(101)}`)],
  ["a completion time that is a number", lessonsWith("a/b", Date.parse(AT))],
  ["a completion time that is true", lessonsWith("a/b", true)],
  ["a completion date without a time", lessonsWith("a/b", "2025-03-14")],
  ["a completion time without a zone", lessonsWith("a/b", "2025-03-14T09:26:53")],
  ["a completion time without seconds", lessonsWith("a/b", "2025-03-14T09:26Z")],
  ["a completion time in words", lessonsWith("a/b", "yesterday")],
  ["a date that does not exist", lessonsWith("a/b", "2025-04-31T09:26:53Z")],
  ["29 February in a year that is not a leap year", lessonsWith("a/b", "2025-02-29T09:26:53Z")],
  ["29 February in a century not divisible by 400", lessonsWith("a/b", "1900-02-29T09:26:53Z")],
  ["month 13", lessonsWith("a/b", "2025-13-01T09:26:53Z")],
  ["hour 24", lessonsWith("a/b", "2025-03-14T24:00:00Z")],
  ["an offset past 23 hours", lessonsWith("a/b", "2025-03-14T09:26:53+24:00")],
  ["too many lessons", manyLessons(501)],
  ["placements as an object", { placements: { 0: placement } }],
  ["placements set to null", { placements: null }],
  ["too many placements", { placements: Array.from({ length: 21 }, () => placement) }],
  ["a placement that is a string", { placements: ["2"] }],
  ["a placement without a time", { placements: [{ scores: placement.scores }] }],
  ["a placement without scores", placementWith({ scores: undefined })],
  ["scores as a list", placementWith({ scores: [2, 0] })],
  ["a score as a string", placementWith({ scores: { "the-foundations-of-ai": "2" } })],
  ["a score with a fraction", placementWith({ scores: { "the-foundations-of-ai": 1.5 } })],
  ["a score above 2", placementWith({ scores: { "the-foundations-of-ai": 3 } })],
  ["a negative score", placementWith({ scores: { "the-foundations-of-ai": -1 } })],
  ["a score for a course key that is not a slug", placementWith({ scores: { "the--foundations": 1 } })],
  ["a course key that is too long", placementWith({ scores: { ["a".repeat(101)]: 1 } })],
  ["checks as a list", { checks: [checks] }],
  ["a check key without a course", checkWith("what-is-ai-check-1", { at: AT, correct: true })],
  ["a check answered at no time", checkWith("a/b", { correct: true })],
  ["a check answered with a grade in words", checkWith("a/b", { at: AT, correct: "yes" })],
  ["a check with more than its time and grade", checkWith("a/b", { at: AT, correct: true, answer: 2 })],
  ["a check that is only a time", checkWith("a/b", AT)],
  [
    "too many checks",
    { checks: Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`a/c-${i}`, { at: AT, correct: true }])) },
  ],
];

describe("parseVisitorRecord", () => {
  it.each(accepted)("reads %s, as the server's schema does", (_, value) => {
    const parsed = parseVisitorRecord(value);
    expect(parsed).not.toBeNull();
    expect(parsed).toEqual(visitorRecordSchema.parse(value));
  });

  it.each(refused)("refuses %s, as the server's schema does", (_, value) => {
    expect(parseVisitorRecord(value)).toBeNull();
    expect(visitorRecordSchema.safeParse(value).success).toBe(false);
  });

  it("drops fields it does not know, at the top and in placements, as the server does", () => {
    const value = {
      version: 2,
      lessons: valid.lessons,
      placements: [{ ...placement, recommended: "the-foundations-of-ai" }],
      checks,
      streak: 4,
    };
    expect(parseVisitorRecord(value)).toEqual(valid);
    expect(visitorRecordSchema.parse(value)).toEqual(valid);
  });

  it("returns a copy, so the stored value is never shared", () => {
    const value = structuredClone(valid);
    const parsed = parseVisitorRecord(value);
    expect(parsed?.lessons).not.toBe(value.lessons);
    expect(parsed?.placements[0]?.scores).not.toBe(value.placements[0]?.scores);
  });
});

describe("the visitor record in localStorage", () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps lessons, placements and checks, in a form the server accepts, until cleared", () => {
    const at = new Date(AT);
    setVisitorCheck("the-foundations-of-ai", "what-is-ai-check-1", true, at);
    setVisitorCheck("the-foundations-of-ai", "what-is-ai-check-1", false, at);
    setVisitorLesson("the-foundations-of-ai", "what-is-ai", true, at);
    setVisitorLesson("the-foundations-of-ai", "how-machines-learn", true, at);
    setVisitorLesson("the-foundations-of-ai", "how-machines-learn", false, at);
    addVisitorPlacement(placement.scores, at);
    addVisitorPlacement(placement.scores, at);
    expect(readVisitorRecord()).toEqual(valid);
    expect(hasVisitorRecord()).toBe(true);
    expect(visitorLessonsOf(readVisitorRecord(), "the-foundations-of-ai")).toEqual({ "what-is-ai": AT });
    expect(visitorChecksOf(readVisitorRecord(), "the-foundations-of-ai")).toEqual({
      "what-is-ai-check-1": { at: AT, correct: false },
    });
    expect(visitorChecksOf(readVisitorRecord(), "ai-in-our-everyday-world")).toEqual({});
    expect(visitorRecordSchema.parse(JSON.parse(stored.get(VISITOR_RECORD_KEY) ?? ""))).toEqual(valid);

    clearVisitorRecord();
    expect(stored.has(VISITOR_RECORD_KEY)).toBe(false);
    expect(readVisitorRecord()).toEqual(nothing);
    expect(hasVisitorRecord()).toBe(false);
  });

  it.each([
    ["text that is not JSON", "{lessons:"],
    ["a malformed record", JSON.stringify(lessonsWith("what-is-ai"))],
    ["a record with wrong types", JSON.stringify(placementWith({ scores: { "the-foundations-of-ai": "2" } }))],
  ])("reads %s as no progress, and starts again from nothing", (_, raw) => {
    stored.set(VISITOR_RECORD_KEY, raw);
    expect(readVisitorRecord()).toEqual(nothing);
    expect(hasVisitorRecord()).toBe(false);
    setVisitorLesson("the-foundations-of-ai", "what-is-ai", true, new Date(AT));
    expect(readVisitorRecord()).toEqual({ ...nothing, lessons: valid.lessons });
  });

  it("reads a record from before placements were kept, and adds to it", () => {
    stored.set(VISITOR_RECORD_KEY, JSON.stringify({ lessons: valid.lessons }));
    expect(readVisitorRecord()).toEqual({ ...nothing, lessons: valid.lessons });
    addVisitorPlacement(placement.scores, new Date(AT));
    expect(readVisitorRecord()).toEqual({ ...valid, checks: {} });
  });

  it("keeps the latest 20 placements", () => {
    for (let i = 0; i < 22; i++) addVisitorPlacement({ "the-foundations-of-ai": 1 }, new Date(Date.parse(AT) + i));
    const { placements } = readVisitorRecord();
    expect(placements).toHaveLength(20);
    expect(placements[0]?.takenAt).toBe(new Date(Date.parse(AT) + 2).toISOString());
  });

  it("keeps what it last read when storage becomes unreadable", () => {
    stored.set(VISITOR_RECORD_KEY, JSON.stringify(valid));
    expect(readVisitorRecord()).toEqual(valid);
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("blocked");
      },
    });
    expect(readVisitorRecord()).toEqual(valid);
  });
});

describe("a visitor's answer, scheduled from the card their browser sent", () => {
  const at = new Date("2026-11-24T10:00:00Z");
  const card = scheduleVisitorAnswer(null, true, new Date("2026-11-20T10:00:00Z"));

  it("goes on from a card the browser kept", () => {
    const next = scheduleVisitorAnswer(JSON.stringify(card), true, at);
    expect(next).toMatchObject({ reps: 2, lastReview: at.toISOString() });
    expect(Date.parse(next.due)).toBeGreaterThan(Date.parse(card.due));
  });

  it("starts afresh from a card it cannot use, rather than refusing the answer", () => {
    for (const raw of [
      null,
      "",
      "{not json",
      JSON.stringify({ ...card, difficulty: 99 }),
      JSON.stringify({ ...card, extra: 1 }),
      JSON.stringify({ ...card, lastReview: "2999-01-01T00:00:00.000Z" }),
    ]) {
      expect(scheduleVisitorAnswer(raw, true, at), String(raw)).toMatchObject({ reps: 1 });
    }
  });
});
