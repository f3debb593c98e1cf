import { describe, expect, it } from "vitest";
import { estimateStrength, MIN_STRENGTH_SCORE, weakPasswordMessage } from "./password-strength.ts";

const learner = ["ada.lovelace@example.com", "Ada Lovelace"];

describe("weakPasswordMessage", () => {
  it.each(["password", "password123", "qwertyuiop", "P@ssw0rd", "iloveyou", "12345678", "letmein1"])(
    "refuses the common password %s, saying why",
    (password) => {
      const message = weakPasswordMessage(password, learner);
      expect(message).toMatch(/^This password is too easy to guess\. .+ Try a longer phrase of unrelated words\.$/);
    },
  );

  it("names the reason zxcvbn gives", () => {
    expect(weakPasswordMessage("password")).toBe(
      "This password is too easy to guess. This is a heavily used password. Try a longer phrase of unrelated words.",
    );
  });

  it.each(["correct horse battery staple", "violet-tram-oyster-44-lamp", "ochre lantern pebble"])(
    "accepts the passphrase %s",
    (password) => {
      expect(weakPasswordMessage(password, learner)).toBeNull();
    },
  );

  it("refuses passwords built from the learner's email or name", () => {
    for (const password of ["ada.lovelace1", "adalovelace1", "Lovelace2024"]) {
      expect(weakPasswordMessage(password, learner)).toBe(
        "This password is too easy to guess. Your name, your email address and the name of this site are easy to guess. Try a longer phrase of unrelated words.",
      );
    }
  });

  it("refuses passwords built from the site's name", () => {
    expect(weakPasswordMessage("Synapse2024")).not.toBeNull();
    expect(weakPasswordMessage("synapse123")).not.toBeNull();
  });
});

describe("estimateStrength", () => {
  it("scores a password lower when it is built from the learner's details", () => {
    const alone = estimateStrength("ada.lovelace1");
    const withInputs = estimateStrength("ada.lovelace1", learner);
    expect(alone.score).toBeGreaterThanOrEqual(MIN_STRENGTH_SCORE);
    expect(withInputs.score).toBeLessThan(alone.score);
    expect(withInputs.warning).toMatch(/your name, your email address/i);
  });

  it("gives a warning and suggestions for a weak password and none for a strong one", () => {
    expect(estimateStrength("qwertyuiop")).toMatchObject({ score: 0, warning: expect.any(String) });
    expect(estimateStrength("qwertyuiop").suggestions.length).toBeGreaterThan(0);
    expect(estimateStrength("violet-tram-oyster-44-lamp")).toEqual({ score: 4, warning: null, suggestions: [] });
  });

  it("checks only the first 128 characters", () => {
    const weakStart = "a".repeat(128);
    expect(estimateStrength(`${weakStart}violet-tram-oyster-44-lamp`)).toEqual(estimateStrength(weakStart));
    expect(estimateStrength(weakStart).score).toBeLessThan(MIN_STRENGTH_SCORE);
  });
});

describe("the minimum length the operator chose", () => {
  it("accepts a random 8-character password", () => {
    expect(weakPasswordMessage("kf8#Lq2m")).toBeNull();
  });
});
