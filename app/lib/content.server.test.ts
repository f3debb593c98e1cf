import { describe, expect, it } from "vitest";
import { courseList, expertList, faqList, pages, partnershipProgrammes } from "./content.server";
import { contentFiles, expertSchema } from "./content-schemas";

// The five courses of the curriculum brief (shared/content/CURRICULUM.md), in path order.
const curriculumSlugs = [
  "the-foundations-of-ai",
  "ai-in-our-everyday-world",
  "data-the-fuel-that-drives-artificial-intelligence",
  "ai-in-robotics-machines-that-think",
  "ethical-ai-building-a-responsible-future",
];

describe("content", () => {
  it("has the five courses of the curriculum, in order", () => {
    expect(courseList.map((c) => c.slug)).toEqual(curriculumSlugs);
    expect(courseList.map((c) => c.order)).toEqual([1, 2, 3, 4, 5]);
    expect(courseList.find((c) => c.slug === "the-foundations-of-ai")?.title).toBe("The Foundations of AI");
  });

  it("renders the about and terms pages with headings", () => {
    for (const page of [pages.about, pages.tos]) {
      expect(page.html).toContain("<h2");
      expect(page.headings.length).toBeGreaterThan(2);
    }
    expect(pages.tos.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("covers what the privacy notice must explain", () => {
    const text = pages.tos.html.toLowerCase();
    for (const topic of ["delete", "download", "cookie", "30 days", "13 months", "2 years"]) {
      expect(text, topic).toContain(topic);
    }
  });

  it("lists experts with unique slugs, real dates and sources", () => {
    expect(expertList.length).toBeGreaterThanOrEqual(10);
    expect(new Set(expertList.map((e) => e.slug)).size).toBe(expertList.length);
    const turing = expertList.find((e) => e.slug === "alan-turing");
    expect(turing).toMatchObject({ born: 1912, died: 1954 });
    expect(turing?.contributions.some((c) => c.year === 1950)).toBe(true);
  });

  it("offers the three partnership programmes and an FAQ", () => {
    expect(partnershipProgrammes.programmes.map((p) => p.id)).toEqual(["schools", "companies", "non-profits"]);
    expect(faqList.length).toBeGreaterThanOrEqual(5);
  });

  it("has a schema for every kind of content file", () => {
    for (const file of [
      "content/pages/about.md",
      "content/experts.json",
      "content/faq.json",
      "content/partnerships.json",
      "content/courses/the-foundations-of-ai/course.json",
    ]) {
      expect(
        contentFiles.some((r) => r.match.test(file)),
        file,
      ).toBe(true);
    }
  });

  it("rejects an expert who died before being born, or a link that is not https", () => {
    const base = expertList[0];
    expect(expertSchema.safeParse({ ...base, born: 1950, died: 1940 }).success).toBe(false);
    const badLink = {
      ...base,
      furtherReading: [{ title: "X", by: "Y", year: 2000, kind: "book", url: "http://x.example" }],
    };
    expect(expertSchema.safeParse(badLink).success).toBe(false);
  });
});
