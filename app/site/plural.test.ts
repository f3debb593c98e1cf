import { describe, expect, it } from "vitest";
import { plural } from "./plural.ts";

describe("a count with its word", () => {
  it("takes the singular for exactly one, and the plural for every other count", () => {
    expect(plural(1, "question", "questions")).toBe("1 question");
    expect(plural(0, "question", "questions")).toBe("0 questions");
    expect(plural(12, "more question is", "more questions are")).toBe("12 more questions are");
  });
});
