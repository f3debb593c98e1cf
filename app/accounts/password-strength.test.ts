import { describe, expect, it } from "vitest";
// A unit test: zxcvbn needs no database, though only the server runs it.
import { passwordStrengthRequest } from "./forms.ts";
import { estimateStrength, weakPasswordMessage } from "./password-strength.server.ts";
import { MIN_STRENGTH_SCORE } from "./password-strength.ts";

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

describe("what the strength check accepts", () => {
  const refusal = (body: unknown) => {
    const parsed = passwordStrengthRequest.safeParse(body);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it("takes a password, with or without the learner's details", () => {
    expect(passwordStrengthRequest.parse({ password: "violet-tram" })).toEqual({ password: "violet-tram" });
    expect(passwordStrengthRequest.parse({ password: "p".repeat(256), userInputs: learner })).toEqual({
      password: "p".repeat(256),
      userInputs: learner,
    });
    expect(refusal({ password: "x", userInputs: ["a", "b", "c", "d".repeat(200)] })).toBeNull();
  });

  it("refuses anything else, saying what to send", () => {
    expect(refusal(null)).toBe('Send a JSON object like {"password": "…", "userInputs": ["…"]}.');
    expect(refusal("password")).toBe('Send a JSON object like {"password": "…", "userInputs": ["…"]}.');
    expect(refusal({})).toBe("password: send the password being typed, as a string.");
    expect(refusal({ password: 12345678 })).toBe("password: send the password being typed, as a string.");
    expect(refusal({ password: "p".repeat(257) })).toBe("password: send at most 256 characters.");
    expect(refusal({ password: "x", userInputs: "ada" })).toBe(
      "userInputs: send a list of strings, such as the learner's email and name.",
    );
    expect(refusal({ password: "x", userInputs: [1] })).toBe(
      "userInputs: send a list of strings, such as the learner's email and name.",
    );
    expect(refusal({ password: "x", userInputs: ["a", "b", "c", "d", "e"] })).toBe(
      "userInputs: send at most 4 of them.",
    );
    expect(refusal({ password: "x", userInputs: ["a".repeat(201)] })).toBe(
      "userInputs: each may be at most 200 characters.",
    );
  });
});

describe("zxcvbn's advice in the page's language", () => {
  it("says each warning and suggestion with the catalog's words", async () => {
    const { i18nFor } = await import("#app/site/i18n.ts");
    const { catalogOf } = await import("#app/site/catalogs.server.ts");
    const english = i18nFor("en", catalogOf("en"));
    const spanish = i18nFor("es", catalogOf("es"));
    expect(estimateStrength("password", [], english)).toMatchObject({
      warning: "This is a heavily used password.",
      suggestions: ["Add more words that are less common."],
    });
    expect(estimateStrength("password", [], spanish)).toMatchObject({
      warning: "Es una contraseña muy usada.",
      suggestions: ["Añade más palabras que sean menos comunes."],
    });
    expect(estimateStrength("adalovelace1", learner, spanish).warning).toBe(
      "Tu nombre, tu dirección de correo y el nombre de este sitio son fáciles de adivinar.",
    );
    // Every piece of advice zxcvbn can give is one of our messages, never a bare id.
    for (const password of ["qwertyuiop", "aaaaaaaa", "abcabcabcabc", "abcdefgh", "2019", "Password", "drowssap"]) {
      const { warning, suggestions } = estimateStrength(password, learner, spanish);
      for (const advice of [warning, ...suggestions]) if (advice) expect(advice).toMatch(/\s/);
    }
  });
});
