import { describe, expect, it } from "vitest";
import { catalogOf } from "#app/site/catalogs.server.ts";
import { i18nFor } from "#app/site/i18n.ts";
import { describeLiveEvent } from "./live-event-messages.ts";
import { reconnectDelayMs } from "./live-events.ts";

describe("reconnectDelayMs", () => {
  it("doubles after each failure, up to a minute, with jitter of ±25%", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 7, 20].map((n) => reconnectDelayMs(n, middle))).toEqual([1000, 2000, 4000, 8000, 60000, 60000]);
    expect(reconnectDelayMs(1, () => 0)).toBe(750);
    expect(reconnectDelayMs(1, () => 1)).toBe(1250);
  });
});

describe("describeLiveEvent", () => {
  const titles = { en: "Ethical AI", es: "IA ética" };
  it("says what changed in the page's words, the course titled in its language", () => {
    const english = i18nFor("en", catalogOf("en"));
    const spanish = i18nFor("es", catalogOf("es"));
    const german = i18nFor("de", catalogOf("de"));
    const issued = { type: "certificate-issued", course: "c", courseTitles: titles, certificateId: "x" } as const;
    expect(describeLiveEvent(issued, english)).toBe("You earned a certificate for Ethical AI.");
    expect(describeLiveEvent(issued, spanish)).toBe("Has obtenido un certificado de IA ética.");
    // A title not yet translated is given in English.
    expect(describeLiveEvent(issued, german)).toBe("Du hast ein Zertifikat für Ethical AI erhalten.");
    expect(
      describeLiveEvent(
        { type: "quiz-submitted", course: "c", courseTitles: titles, attemptId: "a", passed: false },
        english,
      ),
    ).toBeNull();
    expect(describeLiveEvent({ type: "resync" }, english)).toBeNull();
  });
});
