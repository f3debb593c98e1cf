import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/site/i18n.ts";
import { MAX_GUESS_LENGTH, normalGuess, guessProblem as problemIn } from "./predictions.ts";

const english = i18nFor("en", {});
const guessProblem = (raw: string) => problemIn(raw, english);

describe("a guess for a lesson's 'Predict first' prompt", () => {
  it("is kept trimmed, with Windows and old Mac line ends made plain", () => {
    expect(normalGuess("  Smoother.\r\nNot k = 1.\rMaybe 7.  ")).toBe("Smoother.\nNot k = 1.\nMaybe 7.");
  });

  it("must say something, within the length, in characters that can be shown", () => {
    expect(guessProblem("It will learn XOR.")).toBeNull();
    expect(guessProblem("Line one\n\tline two")).toBeNull();
    expect(guessProblem(" \n\t ")).toBe("Write your guess first: a few words are enough.");
    expect(guessProblem("x".repeat(MAX_GUESS_LENGTH))).toBeNull();
    // Counted after trimming, as it would be kept.
    expect(guessProblem(`  ${"x".repeat(MAX_GUESS_LENGTH)}  `)).toBeNull();
    expect(guessProblem("x".repeat(MAX_GUESS_LENGTH + 1))).toBe("Keep your guess to 500 characters: yours has 501.");
    expect(guessProblem("bell\u0007")).toMatch(/characters that cannot be shown/);
    expect(guessProblem("del\u007f")).toMatch(/characters that cannot be shown/);
  });
});
