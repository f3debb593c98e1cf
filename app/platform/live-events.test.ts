import { describe, expect, it } from "vitest";
import { describeLiveEvent, reconnectDelayMs } from "./live-events.ts";

describe("reconnectDelayMs", () => {
  it("doubles after each failure, up to a minute, with jitter of ±25%", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 7, 20].map((n) => reconnectDelayMs(n, middle))).toEqual([1000, 2000, 4000, 8000, 60000, 60000]);
    expect(reconnectDelayMs(1, () => 0)).toBe(750);
    expect(reconnectDelayMs(1, () => 1)).toBe(1250);
  });
});

describe("describeLiveEvent", () => {
  it("says what changed in words", () => {
    expect(
      describeLiveEvent({ type: "certificate-issued", course: "c", courseTitle: "Ethical AI", certificateId: "x" }),
    ).toBe("You earned a certificate for Ethical AI.");
    expect(
      describeLiveEvent({ type: "quiz-submitted", course: "c", courseTitle: "Data", attemptId: "a", passed: false }),
    ).toBeNull();
    expect(describeLiveEvent({ type: "resync" })).toBeNull();
  });
});
