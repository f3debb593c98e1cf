import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, formatShortDay } from "./dates.ts";

describe("formatDateTime", () => {
  const at = "2026-11-22T19:05:00.000Z";
  it("shows one format, in the learner's time zone, naming the zone", () => {
    expect(formatDateTime(at, "Europe/Paris")).toBe("22 November 2026 at 20:05 CET");
    expect(formatDateTime(at, "Asia/Kolkata")).toBe("23 November 2026 at 00:35 GMT+5:30");
    expect(formatDateTime(at, "America/New_York")).toBe("22 November 2026 at 14:05 GMT-5");
  });

  it("shows UTC where no time zone is known", () => {
    expect(formatDateTime(at)).toBe("22 November 2026 at 19:05 UTC");
  });

  it("keeps dates of record as UTC days", () => {
    expect(formatDate("2026-11-22T23:30:00.000Z")).toBe("22 November 2026");
  });

  it("writes a day given as YYYY-MM-DD day first, long or short, whatever the time zone", () => {
    expect(formatDay("2026-11-22")).toBe("22 November 2026");
    expect(formatShortDay("2026-11-02")).toBe("2 Nov");
  });
});

describe("dates in the page's language", () => {
  it("writes the same moment as a Spanish or German reader would", () => {
    expect(formatDay("2026-11-22", "es")).toBe("22 de noviembre de 2026");
    expect(formatDay("2026-11-22", "de")).toBe("22. November 2026");
    expect(formatDateTime("2026-11-22T19:05:00.000Z", "Europe/Paris", "de")).toBe("22. November 2026 um 20:05 MEZ");
    expect(formatShortDay("2026-11-02", "es")).toBe("2 nov");
  });
});
