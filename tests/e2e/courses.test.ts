import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questionIdsIn } from "#tests/learning.ts";
import { projectRoot, startServer, type TestServer } from "#tests/server.ts";
import {
  chromiumForFile,
  expectAccessible,
  hydrated,
  newSignedInLearner,
  newVisitor,
  watchErrors,
} from "./fixtures.ts";

const coursesDir = path.join(projectRoot, "content", "courses");
const courses = readdirSync(coursesDir).map((slug) => {
  const course = JSON.parse(readFileSync(path.join(coursesDir, slug, "course.json"), "utf8")) as {
    slug: string;
    title: string;
    order: number;
    lessons: string[];
  };
  const bank = JSON.parse(readFileSync(path.join(coursesDir, slug, "quiz.json"), "utf8")) as {
    id: string;
    prompt: string;
    explanation: string;
  }[];
  return { ...course, bank, prompts: bank.map((q) => q.prompt), explanations: bank.map((q) => q.explanation) };
});
const foundations = courses.find((c) => c.slug === "the-foundations-of-ai");
if (!foundations) throw new Error("the foundations course is missing");

const browser = chromiumForFile();
let site: TestServer;

beforeAll(async () => {
  site = await startServer({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await site?.stop();
});

type PageOptions = Parameters<typeof newVisitor>[2];

async function newPage(options: PageOptions = {}) {
  const context = await newVisitor(browser(), site, options);
  const page: Page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** A page in a browser where a new learner is signed in (quizzes are scored for learners). */
async function learnerPage(options: PageOptions = {}) {
  const { context } = await newSignedInLearner(browser(), site, options);
  const page: Page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Answers every question on the page with the first choice (or 1, or positions 1..n). */
async function answerEverything(page: Page) {
  for (const fieldset of await page.locator("form fieldset").all()) {
    const radios = fieldset.locator('input[type="radio"]');
    const boxes = fieldset.locator('input[type="checkbox"]');
    const number = fieldset.locator('input[inputmode="decimal"]');
    const selects = fieldset.locator("select");
    if (await radios.count()) await radios.first().check();
    else if (await boxes.count()) await boxes.first().check();
    else if (await number.count()) await number.fill("1");
    else {
      const count = await selects.count();
      for (let i = 0; i < count; i++) await selects.nth(i).selectOption(String(i + 1));
    }
  }
}

async function demoFrame(page: Page): Promise<Locator> {
  const slot = page.locator("[data-demo]").first();
  await slot.scrollIntoViewIfNeeded();
  const frame = slot.locator("section").first();
  await frame.waitFor({ state: "visible", timeout: 15_000 });
  return frame;
}

describe("a visitor learning a course", () => {
  it("walks from the course list into a lesson, uses its demo by keyboard, moves on and reaches the quiz", async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto("/courses");
    await page.getByRole("link", { name: `Overview of ${foundations.title}` }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe(foundations.title);
    await page.getByRole("link", { name: "Start the course" }).click();
    await page.waitForURL(`**/courses/${foundations.slug}/${foundations.lessons[0]}`);
    await expect.poll(() => page.getByText("Lesson 1 of 6").isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).textContent()).toContain(foundations.title);

    // The demo loads when scrolled to, and its controls work from the keyboard.
    const frame = await demoFrame(page);
    const status = frame.locator("p[role=status]").last();
    const reset = frame.getByRole("button", { name: "Reset" });
    await reset.focus();
    await page.keyboard.press("Enter");
    expect((await status.textContent())?.length).toBeGreaterThan(10);
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("[data-demo]") !== null)).toBe(true);

    // Next lesson.
    await page.getByRole("navigation", { name: "Lesson" }).getByRole("link", { name: /Next/ }).click();
    await expect.poll(() => page.getByText("Lesson 2 of 6").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/courses/${foundations.slug}/${foundations.lessons[1]}`);

    // The course quiz: a visitor can answer it, and is asked to log in to have it scored.
    await page.goto(`/courses/${foundations.slug}/quiz`);
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("link", { name: "Log in to submit your answers" }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("scores a learner's quiz on the server and explains every answer", async () => {
    const { context, page, errors } = await learnerPage();
    await page.goto(`/courses/${foundations.slug}/quiz`);
    await page.waitForLoadState("networkidle");
    const shown = questionIdsIn(await page.content());
    expect(shown.size).toBe(14);
    await answerEverything(page);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect.poll(() => page.getByRole("heading", { name: /^You scored \d+ out of 14/ }).isVisible()).toBe(true);
    const text = (await page.locator("main").textContent()) ?? "";
    const reread = page.getByRole("link", { name: /^Reread “/ });
    const review = page.getByRole("link", { name: /^Review this lesson/ });
    // Every question links back to the course: a missed one to its section, a right one to its lesson.
    expect((await reread.count()) + (await review.count())).toBe(14);
    if (text.includes("You passed")) {
      // A pass explains every question (the first choice everywhere rarely passes).
      for (const q of foundations.bank.filter((q) => shown.has(q.id))) expect(text).toContain(q.explanation);
    } else {
      // A fail keeps the key: no right answers, and the way back to the section that teaches each.
      expect(await page.getByText("What to reread before you try again").isVisible()).toBe(true);
      expect(text).not.toContain("Correct answer");
      expect(await reread.count()).toBeGreaterThan(0);
      await reread.first().click();
      // The link also counts as rereading the lesson for this attempt.
      await page.waitForURL(/\/courses\/the-foundations-of-ai\/[a-z-]+\?reread=[0-9a-f-]{36}#[a-z0-9-]+$/);
      const id = new URL(page.url()).hash.slice(1);
      await page.locator(`h2[id="${id}"], h3[id="${id}"]`).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says which questions are unanswered and keeps the answers given", async () => {
    const { context, page } = await learnerPage({ javaScript: false });
    await page.goto(`/courses/${foundations.slug}/quiz`);
    await page.locator("form fieldset").first().locator("input").first().check();
    await page.getByRole("button", { name: "Submit answers" }).click();
    expect(await page.getByRole("alert").textContent()).toMatch(/questions still need an answer/);
    expect(await page.locator("form fieldset").first().locator("input").first().isChecked()).toBe(true);
    expect(await page.locator('fieldset[aria-invalid="true"]').count()).toBe(14 - 1);
    await context.close();
  });

  it("takes a course quiz without JavaScript", async () => {
    const { context, page } = await learnerPage({ javaScript: false });
    await page.goto(`/courses/${foundations.slug}/quiz`);
    await answerEverything(page);
    await page.getByRole("button", { name: "Submit answers" }).click();
    // Without JavaScript the answer is a new page (POST, redirect, GET): wait for it to arrive.
    await page.getByRole("heading", { name: /^You scored/ }).waitFor();
    await context.close();
  });

  it("loads a lesson's demo code only when the learner scrolls near it", async () => {
    const { context, page } = await newPage({ viewport: { width: 1280, height: 800 } });
    const demoChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/demo-[^/]+\.js$/.test(request.url())) demoChunks.push(request.url());
    });
    await page.goto(`/courses/${foundations.slug}/${foundations.lessons[4]}`);
    await page.waitForLoadState("networkidle");
    expect(demoChunks).toEqual([]);
    await demoFrame(page);
    expect(demoChunks).toHaveLength(1);
    await context.close();
  });

  it("moves between a demo's tabs with the arrow keys", async () => {
    const { context, page } = await newPage();
    await page.goto("/courses/ai-in-robotics-machines-that-think/robots-among-us");
    const frame = await demoFrame(page);
    const first = frame.getByRole("tab", { name: "Sort the cards" });
    const second = frame.getByRole("tab", { name: "Takeover timeline" });
    await first.focus();
    await page.keyboard.press("ArrowRight");
    expect(await second.getAttribute("aria-selected")).toBe("true");
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await frame.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(await second.getAttribute("id"));
    await page.keyboard.press("Home");
    expect(await first.getAttribute("aria-selected")).toBe("true");
    await context.close();
  });

  it("paints on a demo's drawing grid by dragging the pointer", async () => {
    const { context, page } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto("/courses/ai-in-our-everyday-world/seeing-machines");
    const frame = await demoFrame(page);
    const pattern = frame.getByLabel("Pattern");
    await pattern.selectOption({ index: 0 });
    const before = await pattern.inputValue();
    const canvas = frame.locator("svg.touch-none").first();
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no drawing grid");
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.03);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.03, { steps: 12 });
    await page.mouse.up();
    expect(await pattern.inputValue()).toBe("drawn");
    expect(before).not.toBe("drawn");
    await context.close();
  });

  it("leaves the card sort's sliders unset until the learner moves them, so they never contradict the chosen pile", async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`/courses/${foundations.slug}/what-is-ai`);
    const frame = await demoFrame(page);
    const status = frame.getByRole("status");
    const autonomy = frame.getByRole("slider", { name: /^Autonomy/ });
    const adaptivity = frame.getByRole("slider", { name: /^Adaptivity/ });
    expect(await autonomy.getAttribute("aria-valuetext")).toBe("not set");
    expect(await adaptivity.getAttribute("aria-valuetext")).toBe("not set");

    // The learner puts the calculator in "Not AI": nothing claims it is AI.
    await frame.getByRole("radio", { name: "Not AI" }).check();
    await expect.poll(() => status.textContent()).toBe("Calculator → Not AI. 1 of 12 cards sorted.");
    expect(await frame.textContent()).not.toContain("sliders suggest");
    await expectAccessible(page, "the card sort after sorting a card");

    // By keyboard, the learner rates it: a verdict appears only once both sliders are set.
    await autonomy.focus();
    await page.keyboard.press("Home");
    await expect.poll(() => status.textContent()).toBe("Calculator: autonomy 0, adaptivity not set.");
    expect(await frame.textContent()).not.toContain("sliders suggest");
    await adaptivity.focus();
    await page.keyboard.press("Home");
    await expect
      .poll(() => status.textContent())
      .toBe("Calculator: autonomy 0, adaptivity 0. Your sliders suggest Not AI, the same as your pile.");

    // The next card starts unset again.
    await frame.getByRole("button", { name: "Next card" }).click();
    expect(await autonomy.getAttribute("aria-valuetext")).toBe("not set");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("chooses the overfitting demo's degree on validation error and shows the test error once, at the end", async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto("/courses/data-the-fuel-that-drives-artificial-intelligence/training-testing-and-overfitting");
    const frame = await demoFrame(page);
    const status = frame.getByRole("status");
    expect(await status.textContent()).toBe(
      "Degree 1: training error 0.138, validation error 0.156. Underfitting: too simple to follow the pattern. Lowest validation error is at degree 4 (0.053).",
    );
    expect(await frame.textContent()).not.toMatch(/test error/i);

    // By keyboard, the learner picks the degree with the lowest validation error and checks it.
    await frame.getByRole("slider", { name: "Polynomial degree" }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => status.textContent()).toMatch(/^Degree 4: .* About right/);
    await frame.getByRole("button", { name: "Check degree 4 on the test set" }).click();
    await expect.poll(() => status.textContent()).toMatch(/Test error, checked once: 0\.046\.$/);
    expect(await frame.getByText("Final score: degree 4 has a test error of 0.046").isVisible()).toBe(true);
    // The test set is used up: no second check, and the score stays with the chosen degree.
    expect(await frame.getByRole("button", { name: /on the test set/ }).count()).toBe(0);
    await frame.getByRole("slider", { name: "Polynomial degree" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => status.textContent()).toMatch(/Your final choice stays degree 4 \(test error 0\.046\)\.$/);
    await expectAccessible(page, "the overfitting demo after its final check");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers an unknown lesson with the 404 screen", async () => {
    const { context, page } = await newPage();
    const response = await page.goto(`/courses/${foundations.slug}/no-such-lesson`);
    expect(response?.status()).toBe(404);
    expect(await page.locator("main").textContent()).toContain(
      `Page not found: /courses/${foundations.slug}/no-such-lesson`,
    );
    expect((await page.goto("/courses/no-such-course"))?.status()).toBe(404);
    await context.close();
  });
});

/** The start of a question, from its first letter up to the first character HTML or JSON might escape. */
const plainStart = (text: string) =>
  text
    .replace(/^[^\p{L}\p{N}]+/u, "")
    .split(/[^\p{L}\p{N} ,.?%*=:;()+/-]/u)[0]
    ?.slice(0, 40) ?? "";

describe("answer keys stay on the server", () => {
  it.each(courses.map((c) => [c.slug, c] as const))("%s quiz page and data carry no answers", async (_slug, course) => {
    for (const target of [`/courses/${course.slug}/quiz`, `/courses/${course.slug}/quiz.data`]) {
      const response = await fetch(`${site.url}${target}`);
      const body = await response.text();
      // First, that the quiz is really there: an error page would carry no answers either.
      expect(response.status, target).toBe(200);
      // Each request draws its own 14 questions from the pool.
      expect(
        course.prompts.filter((prompt) => body.includes(plainStart(prompt))).length,
        target,
      ).toBeGreaterThanOrEqual(14);
      expect(body).not.toMatch(/"answer"|"explanation"/);
      for (const explanation of course.explanations) expect(body, target).not.toContain(explanation);
    }
  });
});

describe("quick quiz", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`runs a five-question round with feedback ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
      const { context, page, errors } = await newPage({ javaScript: javaScriptEnabled });
      await page.goto("/quick-quiz");
      expect(new URL(page.url()).searchParams.get("seed")).toMatch(/^\d+$/);
      // With JavaScript, the round runs in the app: a click before it has taken over is a plain
      // form post, and an answer whose page is left before the app starts keeps no review card.
      if (javaScriptEnabled) await hydrated(page, "main form");
      for (let i = 1; i <= 5; i++) {
        await expect.poll(() => page.getByText(`Question ${i} of 5`).isVisible()).toBe(true);
        await answerEverything(page);
        await page.getByRole("button", { name: "Check" }).click();
        await expect.poll(() => page.getByRole("link", { name: /^Review this lesson/ }).isVisible()).toBe(true);
        await page.getByRole("link", { name: i < 5 ? "Next question" : "See your results" }).click();
      }
      await expect.poll(() => page.getByRole("heading", { name: /^You got \d out of 5$/ }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "New questions" }).isVisible()).toBe(true);
      if (javaScriptEnabled) {
        // Each answer's question is on the visitor's review schedule, kept in this browser.
        const cards = await page.evaluate(() =>
          Object.keys(JSON.parse(localStorage.getItem("synapse-visitor-reviews") ?? "{}")),
        );
        expect(cards).toHaveLength(5);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("replays the same questions from the same seed", async () => {
    const { context, page } = await newPage();
    await page.goto("/quick-quiz?seed=12345");
    const first = await page.locator("main legend").textContent();
    await page.goto("/quick-quiz?seed=12345");
    expect(await page.locator("main legend").textContent()).toBe(first);
    await context.close();
  });
});

describe("placement test", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`recommends a starting course ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
      const { context, page, errors } = await newPage({ javaScript: javaScriptEnabled });
      await page.goto("/test");
      expect(await page.locator("form fieldset").count()).toBe(10);
      await answerEverything(page);
      await page.getByRole("button", { name: "See where to start" }).click();
      await expect.poll(() => page.getByRole("heading", { name: /^Start with / }).isVisible()).toBe(true);
      expect(await page.locator("meter").count()).toBe(5);
      expect(await page.getByRole("link", { name: "Start course" }).getAttribute("href")).toMatch(/^\/courses\//);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("accessibility of lessons with their demos open", () => {
  const lessons = courses.flatMap((c) => c.lessons.map((l) => `/courses/${c.slug}/${l}`));
  it.each(lessons)("%s has no WCAG 2.2 AA violations", async (lesson) => {
    const { context, page, errors } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(lesson);
    await demoFrame(page);
    await page.evaluate(() => {
      for (const d of document.querySelectorAll("main details")) (d as HTMLDetailsElement).open = true;
    });
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a lesson and its demo pass in dark mode too", async () => {
    const { context, page } = await newPage({ colorScheme: "dark" });
    await page.goto(`/courses/${foundations.slug}/${foundations.lessons[4]}`);
    await demoFrame(page);
    await expectAccessible(page, "a lesson in dark mode");
    await context.close();
  });
});
