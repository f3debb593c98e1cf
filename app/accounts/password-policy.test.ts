import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/site/i18n.ts";
import { describePolicy, ruleLabel, unmetRulesMessage, weakPasswordMessage } from "./password-messages.ts";
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy, passwordRules } from "./password-policy.ts";

// English from the messages themselves: the catalog may not have the newest ones yet.
const en = i18nFor("en", {});
const labelsOf = (password: string, policy: PasswordPolicy) =>
  passwordRules(password, policy).map(({ id, met }) => ({ id, label: en._(ruleLabel(id, policy)), met }));

const allOn: PasswordPolicy = {
  minLength: 12,
  maxLength: 64,
  requireLowercase: true,
  requireUppercase: true,
  requireNumber: true,
  requireSymbol: true,
};

const met = (password: string, policy: PasswordPolicy) =>
  Object.fromEntries(passwordRules(password, policy).map((rule) => [rule.id, rule.met]));

describe("passwordRules", () => {
  it("checks only length under the default policy", () => {
    expect(labelsOf("abc", DEFAULT_PASSWORD_POLICY)).toEqual([
      { id: "minLength", label: "At least 8 characters", met: false },
      { id: "maxLength", label: "At most 128 characters", met: true },
    ]);
    expect(met("abcdefgh", DEFAULT_PASSWORD_POLICY)).toEqual({ minLength: true, maxLength: true });
    expect(met("a".repeat(129), DEFAULT_PASSWORD_POLICY)).toEqual({ minLength: true, maxLength: false });
  });

  it("counts code points, so an emoji is one character", () => {
    const fourEmoji = "🙂🐙🌵🚲"; // 8 UTF-16 units
    expect(fourEmoji).toHaveLength(8);
    expect(met(fourEmoji, DEFAULT_PASSWORD_POLICY).minLength).toBe(false);
    expect(met(`${fourEmoji}abcd`, DEFAULT_PASSWORD_POLICY).minLength).toBe(true);
    const policy = { ...DEFAULT_PASSWORD_POLICY, maxLength: 4 };
    expect(met(fourEmoji, policy).maxLength).toBe(true);
    expect(met(`${fourEmoji}a`, policy).maxLength).toBe(false);
  });

  it("lists every rule the policy turns on, with its label", () => {
    expect(labelsOf("", allOn).map(({ id, label }) => [id, label])).toEqual([
      ["minLength", "At least 12 characters"],
      ["maxLength", "At most 64 characters"],
      ["lowercase", "A lowercase letter (a–z)"],
      ["uppercase", "An uppercase letter (A–Z)"],
      ["number", "A number (0–9)"],
      ["symbol", "A symbol (like ! or #) or a space"],
    ]);
  });

  it("checks each character class on its own", () => {
    const classes = (password: string) => {
      const { lowercase, uppercase, number, symbol } = met(password, allOn);
      return { lowercase, uppercase, number, symbol };
    };
    expect(classes("abc")).toEqual({ lowercase: true, uppercase: false, number: false, symbol: false });
    expect(classes("ABC")).toEqual({ lowercase: false, uppercase: true, number: false, symbol: false });
    expect(classes("123")).toEqual({ lowercase: false, uppercase: false, number: true, symbol: false });
    expect(classes("!")).toEqual({ lowercase: false, uppercase: false, number: false, symbol: true });
    expect(classes("a b")).toMatchObject({ symbol: true });
    expect(classes("Aa1!")).toEqual({ lowercase: true, uppercase: true, number: true, symbol: true });
  });

  it("knows letters and digits beyond ASCII", () => {
    expect(met("éÉ", allOn)).toMatchObject({ lowercase: true, uppercase: true, symbol: false });
    expect(met("日本", allOn)).toMatchObject({ symbol: false, lowercase: false, uppercase: false });
    expect(met("٣", allOn)).toMatchObject({ number: true, symbol: false });
    expect(met("🙂", allOn)).toMatchObject({ symbol: true });
  });
});

describe("describePolicy", () => {
  it("describes the default policy by length alone", () => {
    expect(describePolicy(en, DEFAULT_PASSWORD_POLICY)).toBe("Use 8 to 128 characters.");
  });

  it("lists the required kinds of character", () => {
    expect(describePolicy(en, allOn)).toBe(
      "Use 12 to 64 characters, including a lowercase letter, an uppercase letter, a number and a symbol.",
    );
    expect(describePolicy(en, { ...DEFAULT_PASSWORD_POLICY, requireNumber: true })).toBe(
      "Use 8 to 128 characters, including a number.",
    );
    expect(describePolicy(en, { ...DEFAULT_PASSWORD_POLICY, requireUppercase: true, requireSymbol: true })).toBe(
      "Use 8 to 128 characters, including an uppercase letter and a symbol.",
    );
  });

  it("says exactly when the bounds are equal", () => {
    expect(describePolicy(en, { ...DEFAULT_PASSWORD_POLICY, minLength: 1, maxLength: 1 })).toBe(
      "Use exactly 1 character.",
    );
  });
});

describe("unmetRulesMessage", () => {
  it("lists what the password still needs in one sentence", () => {
    expect(unmetRulesMessage(en, allOn, passwordRules("ABC", allOn))).toBe(
      "Your password needs: at least 12 characters, a lowercase letter (a–z), a number (0–9) and a symbol (like ! or #) or a space.",
    );
    expect(
      unmetRulesMessage(en, DEFAULT_PASSWORD_POLICY, passwordRules("abcdefgh", DEFAULT_PASSWORD_POLICY)),
    ).toBeNull();
  });

  it("speaks the instance's language", () => {
    const es = i18nFor("es", {});
    const policy = { ...allOn, requireSymbol: false };
    expect(unmetRulesMessage(es, policy, passwordRules("ABC", policy))).toContain(" y ");
  });
});

describe("weakPasswordMessage", () => {
  it("gives the reason when there is one", () => {
    expect(weakPasswordMessage(en, "This is a heavily used password.")).toBe(
      "This password is too easy to guess. This is a heavily used password. Try a longer phrase of unrelated words.",
    );
    expect(weakPasswordMessage(en, null)).toBe(
      "This password is too easy to guess. Try a longer phrase of unrelated words.",
    );
  });
});
