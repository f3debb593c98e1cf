import { describe, expect, it } from "vitest";
import { isDueBy, scheduleAnswer } from "./review-schedule.ts";

const at = new Date("2026-11-24T10:00:00Z");
const daysAfter = (iso: string, from: Date) => (Date.parse(iso) - from.getTime()) / 86_400_000;

describe("when a question comes back for review (ts-fsrs)", () => {
  it("brings a question answered wrongly back sooner than one answered rightly, on a later day", () => {
    const wrong = scheduleAnswer(null, false, at);
    const right = scheduleAnswer(null, true, at);
    expect(daysAfter(wrong.due, at)).toBeGreaterThanOrEqual(1);
    expect(daysAfter(right.due, at)).toBeGreaterThan(daysAfter(wrong.due, at));
    expect(wrong).toMatchObject({ reps: 1, lapses: 0, lastReview: at.toISOString() });
  });

  it("spaces a question out further each time it is answered rightly when due, and closer after a slip", () => {
    let card = scheduleAnswer(null, true, at);
    let gap = daysAfter(card.due, at);
    for (let i = 0; i < 4; i++) {
      const when = new Date(card.due);
      card = scheduleAnswer(card, true, when);
      const next = daysAfter(card.due, when);
      expect(next).toBeGreaterThan(gap);
      gap = next;
    }
    const when = new Date(card.due);
    const slipped = scheduleAnswer(card, false, when);
    expect(daysAfter(slipped.due, when)).toBeLessThan(gap);
    expect(slipped).toMatchObject({ reps: 6, lapses: 1 });
  });

  it("gives the same schedule for the same answers (no random fuzz)", () => {
    expect(scheduleAnswer(scheduleAnswer(null, true, at), false, at)).toEqual(
      scheduleAnswer(scheduleAnswer(null, true, at), false, at),
    );
  });

  it("counts a question due later today as due, in the learner's own calendar", () => {
    const now = new Date("2026-11-24T08:00:00Z");
    expect(isDueBy("2026-11-24T07:59:00Z", now, "UTC")).toBe(true);
    expect(isDueBy("2026-11-24T22:00:00Z", now, "UTC")).toBe(true);
    expect(isDueBy("2026-11-25T00:00:00Z", now, "UTC")).toBe(false);
    // 22:00 UTC is already the 25th in Tokyo, where it is 17:00 on the 24th now.
    expect(isDueBy("2026-11-24T22:00:00Z", now, "Asia/Tokyo")).toBe(false);
    // And 03:00 UTC on the 25th is still the 24th in New York.
    expect(isDueBy("2026-11-25T03:00:00Z", new Date("2026-11-24T20:00:00Z"), "America/New_York")).toBe(true);
  });
});
