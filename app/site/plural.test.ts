import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { plural } from "./plural.ts";

describe("a counted phrase", () => {
  const questions = { one: "# question is due", other: "# questions are due" };

  it("takes the singular form for exactly one, and the plural for every other count", () => {
    expect(plural(1, questions)).toBe("1 question is due");
    expect(plural(0, questions)).toBe("0 questions are due");
    expect(plural(12, questions)).toBe("12 questions are due");
  });

  it("writes the number as the site writes numbers, wherever the phrase puts it", () => {
    expect(plural(2000, questions)).toBe("2,000 questions are due");
    expect(plural(3, { one: "Answer the question", other: "Answer the # questions" })).toBe("Answer the 3 questions");
    expect(plural(1, { one: "Answer the question", other: "Answer the # questions" })).toBe("Answer the question");
  });
});

// Counted phrases go through `plural`, so that each becomes one message when the site is
// translated: no file adds an "s" to a word by hand.
describe("no hand-made plurals", () => {
  const root = join(import.meta.dirname, "../..");
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "+types" ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it("finds no word given an s by a count check in app/ or server/", () => {
    const handMade = /[=!]== [0-9]+ \? "" : "s"|[=!]== [0-9]+ \? "s" : ""/;
    const found = [...sources("app"), ...sources("server")].flatMap((file) =>
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (handMade.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
