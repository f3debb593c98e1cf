// The glossary as written (content/glossary.json) against the lessons as written: every term a
// quiz or check asks about has an entry, and the build links it from a lesson that uses it.
// Rendered here from the files themselves, as `npm run content:check` does.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { glossarySchema } from "#app/content/schemas.ts";
import { termMatcher } from "./glossary.ts";
import { renderMarkdown } from "./markdown.ts";

const contentDir = path.resolve(import.meta.dirname, "../../content");
const glossary = glossarySchema.parse(JSON.parse(readFileSync(path.join(contentDir, "glossary.json"), "utf8")));

/** Every glossary slug that some lesson links. */
async function linkedSlugs(): Promise<Set<string>> {
  const matcher = termMatcher(glossary);
  const linked = new Set<string>();
  const courses = path.join(contentDir, "courses");
  for (const course of readdirSync(courses)) {
    for (const file of readdirSync(path.join(courses, course)).filter((f) => f.endsWith(".md"))) {
      const doc = await renderMarkdown(readFileSync(path.join(courses, course, file), "utf8"), { glossary: matcher });
      for (const slug of doc.terms) linked.add(slug);
    }
  }
  return linked;
}

describe("the glossary", () => {
  it("defines every term the quizzes and checks ask about, each linked from a lesson that uses it", async () => {
    const asked = [
      "epoch",
      "learning rate",
      "ε-greedy",
      "Q-value",
      "policy",
      "weight",
      "provider",
      "deployer",
      "AI literacy",
      "k-anonymity",
      "Simpson's paradox",
      "decision stump",
      "histogram filter",
      "wake word",
      "intent",
    ];
    const linked = await linkedSlugs();
    for (const term of asked) {
      const entry = glossary.find((t) => t.term === term);
      expect(entry, term).toBeDefined();
      expect(linked.has(entry?.slug ?? ""), term).toBe(true);
    }
  }, 30_000);

  it("defines a large language model without leaning on the term it defines", () => {
    const entry = glossary.find((t) => t.slug === "large-language-model");
    expect(entry?.definition).toBeDefined();
    expect(entry?.definition).not.toMatch(/language model/i);
  });
});
