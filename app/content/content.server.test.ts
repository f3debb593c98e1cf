import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  courseList,
  expertList,
  faqList,
  findQuestion,
  lessonsByCourse,
  pages,
  partnershipProgrammes,
  placementTest,
  quizBanks,
} from "./content.server.ts";
import { contentFiles, expertSchema } from "./schemas.ts";

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

  it("addresses the reader in every course overview, as the lessons do", () => {
    for (const course of courseList) {
      expect(course.description, course.slug).not.toMatch(/\blearners?\b/i);
      expect(course.description, course.slug).toMatch(/\byou\b/i);
    }
  });

  it("renders the about and terms pages with headings", () => {
    for (const page of [pages.about, pages.tos]) {
      expect(page.html).toContain("<h2");
      expect(page.headings.length).toBeGreaterThan(2);
    }
    expect(pages.tos.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("says on the about page that lesson checks are graded, as they are (decision 0014)", () => {
    const text = pages.about.html.replace(/<[^>]+>/g, "");
    expect(text).not.toMatch(/not graded|ungraded/i);
    expect(text).toContain("graded as soon as you answer");
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

  it("has six written lessons per course, each within the length the brief asks for", () => {
    for (const course of courseList) {
      const lessons = lessonsByCourse.get(course.slug) ?? [];
      expect(
        lessons.map((l) => l.slug),
        course.slug,
      ).toEqual(course.lessons);
      expect(lessons).toHaveLength(6);
      for (const lesson of lessons) {
        expect(lesson.words, `${course.slug}/${lesson.slug}`).toBeGreaterThanOrEqual(900);
        expect(lesson.words, `${course.slug}/${lesson.slug}`).toBeLessThanOrEqual(1600);
        expect(lesson.html, lesson.slug).toContain('class="callout callout-misconception"');
        // Two or three graded checks, each in its place in the lesson (between its parts).
        expect(lesson.checks.length, lesson.slug).toBeGreaterThanOrEqual(2);
        expect(lesson.checks.length, lesson.slug).toBeLessThanOrEqual(3);
        // One "Predict first" prompt, its form right after it and the guess shown again later.
        expect(
          lesson.places.filter((p) => p !== "check"),
          lesson.slug,
        ).toEqual(["predict", "predicted"]);
        expect(lesson.places.filter((p) => p === "check")).toHaveLength(lesson.checks.length);
        expect(lesson.parts).toHaveLength(lesson.places.length + 1);
        expect(lesson.parts[lesson.places.indexOf("predict")], lesson.slug).toMatch(
          /id="predict-first"[\s\S]*<\/aside>\s*$/,
        );
        expect(lesson.checks.map((c) => c.id)).toEqual(lesson.checks.map((_, i) => `${lesson.slug}-check-${i + 1}`));
        expect(lesson.parts.join("")).not.toMatch(/data-(check|predict)/);
      }
    }
  });

  it("finds each check and quiz question by its course and id, which are unique across both", () => {
    for (const course of courseList) {
      const checks = (lessonsByCourse.get(course.slug) ?? []).flatMap((l) => l.checks);
      const pool = quizBanks.get(course.slug) ?? [];
      const ids = [...checks, ...pool].map((q) => q.id);
      expect(new Set(ids).size, course.slug).toBe(ids.length);
      for (const q of [...checks, ...pool]) expect(findQuestion(course.slug, q.id)).toBe(q);
    }
    expect(findQuestion("the-foundations-of-ai", "no-such-question")).toBeUndefined();
    expect(findQuestion("no-such-course", "foundations-q01")).toBeUndefined();
  });

  it("keeps lesson slugs unique and clear of the quiz and finish pages", () => {
    const slugs = courseList.flatMap((c) => c.lessons);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).not.toContain("quiz");
    expect(slugs).not.toContain("finish");
  });

  it("places at least one demo in every lesson, and every demo named exists", () => {
    for (const lessons of lessonsByCourse.values()) {
      for (const lesson of lessons) {
        expect(lesson.demos.length, lesson.slug).toBeGreaterThan(0);
        for (const demo of lesson.demos) {
          expect(existsSync(path.resolve(import.meta.dirname, `../demos/${demo}/demo.tsx`)), demo).toBe(true);
        }
      }
    }
  });

  it("has a pool of seven questions per lesson, each pointing at a section of its lesson", () => {
    for (const course of courseList) {
      const bank = quizBanks.get(course.slug) ?? [];
      const lessons = lessonsByCourse.get(course.slug) ?? [];
      for (const lesson of lessons)
        expect(
          bank.filter((q) => q.lesson === lesson.slug),
          lesson.slug,
        ).toHaveLength(7);
      for (const q of bank) {
        expect(course.lessons, q.id).toContain(q.lesson);
        expect(q.idea, q.id).toBeTruthy();
        // The rendered heading a failed attempt's "Reread" link goes to.
        const headings = lessons.find((l) => l.slug === q.lesson)?.headings.map((h) => h.text) ?? [];
        expect(headings, q.id).toContain(q.section);
      }
    }
  });

  it("uses all five question types across the site, with unique ids", () => {
    const all = [...quizBanks.values()].flat();
    expect(new Set(all.map((q) => q.type))).toEqual(new Set(["single", "multi", "truefalse", "ordering", "numeric"]));
    const ids = [...all, ...placementTest.map((p) => p.question)].map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a placement test of two questions per course, none reused from a course quiz", () => {
    for (const course of courseList) {
      const items = placementTest.filter((p) => p.course === course.slug);
      expect(items, course.slug).toHaveLength(2);
      for (const { question } of items) expect(course.lessons, question.id).toContain(question.lesson);
    }
    const quizPrompts = new Set([...quizBanks.values()].flat().map((q) => q.prompt));
    for (const { question } of placementTest) expect(quizPrompts.has(question.prompt), question.id).toBe(false);
  });
});
