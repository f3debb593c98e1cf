// On a small phone (360 px wide) no page scrolls sideways: signed out, as a learner with
// quiz attempts and a certificate's worth of record, and as an operator. A wide table may
// scroll inside its own box; the page itself may not.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseList } from "#app/content/content.server.ts";
import { attemptKeyFrom, FOUNDATIONS, newLearner, quizForm } from "#tests/learning.ts";
import { startServer, type TestServer } from "#tests/server.ts";
import { chromiumForFile, expectAccessible, newVisitor } from "./fixtures.ts";

const PHONE = { width: 360, height: 740 };
const LESSON = `/courses/${FOUNDATIONS}/what-is-ai`;

const SIGNED_OUT = [
  "/",
  "/about",
  "/experts",
  "/partnerships",
  "/contact",
  "/survey",
  "/tos",
  "/courses",
  `/courses/${FOUNDATIONS}`,
  LESSON,
  `/courses/${FOUNDATIONS}/quiz`,
  "/learn",
  "/quick-quiz",
  "/test",
  "/share",
  "/glossary",
  "/glossary/a",
  "/search?q=neural%20network",
  "/login",
  "/sign-up",
  "/forgot-password",
  "/login/sso",
  "/login/sso?error=account_exists",
  "/logout",
  "/a/page/that/does/not/exist",
];
const LEARNER = [
  "/learn",
  "/learn/review",
  "/profile",
  "/groups",
  "/join",
  "/share",
  "/courses",
  `/courses/${FOUNDATIONS}`,
  LESSON,
  "/logout",
];
const ADMIN = [
  "/admin",
  "/admin/inbox",
  "/admin/survey",
  "/admin/learners",
  "/admin/groups",
  "/admin/sso",
  "/admin/traffic",
  "/profile",
];

const browser = chromiumForFile();
let site: TestServer;

beforeAll(async () => {
  site = await startServer({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await site?.stop();
});

/** How far the page scrolls sideways, and the widest elements that stick out (for the message). */
async function sidewaysScroll(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")}`);
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
}

async function expectNoSidewaysScroll(context: BrowserContext, paths: string[]) {
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const { overflow, culprits } = await sidewaysScroll(page);
    if (overflow > 0) problems.push(`${path} scrolls ${overflow} px sideways: ${culprits.join(", ")}`);
  }
  await page.close();
  expect(problems).toEqual([]);
}

/**
 * A learner with a failed and a passed quiz attempt, so the attempt tables are on their
 * pages, and their questions due for review, so /learn/review asks one.
 */
async function learnerWithAttempts() {
  const learner = await newLearner(site.url, site.db, "Maximiliane Wolkenstein-Oberhausen");
  for (const right of [3, 14]) {
    const attempt = await attemptKeyFrom(learner.client, FOUNDATIONS);
    await learner.client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, right, { attempt }));
  }
  await site.db
    .updateTable("review_card")
    .set({ due: new Date(Date.now() - 60_000).toISOString() })
    .where("user_id", "=", learner.userId)
    .execute();
  return learner;
}

async function signedInContext(client: { cookies: Map<string, string> }) {
  const context = await newVisitor(browser(), site, { viewport: PHONE });
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: site.url })));
  return context;
}

describe("a 360 px phone", () => {
  it("never scrolls a page sideways for a visitor", async () => {
    const context = await newVisitor(browser(), site, { viewport: PHONE });
    await expectNoSidewaysScroll(context, SIGNED_OUT);
    await context.close();
  });

  it("never scrolls a page sideways for a learner with quiz attempts", async () => {
    const { client } = await learnerWithAttempts();
    const context = await signedInContext(client);
    await expectNoSidewaysScroll(context, [...LEARNER, `/courses/${FOUNDATIONS}/finish`]);
    await context.close();
  });

  it("never scrolls a page sideways for an operator", async () => {
    const { client, userId } = await learnerWithAttempts();
    await site.db.updateTable("user").set({ role: "admin" }).where("id", "=", userId).execute();
    const context = await signedInContext(client);
    await expectNoSidewaysScroll(context, ADMIN);
    await context.close();
  });
});

describe("a 390 px phone", () => {
  const lessons = courseList.flatMap((course) => course.lessons.map((lesson) => `/courses/${course.slug}/${lesson}`));

  it("never scrolls a lesson sideways: a wide table scrolls in its own box", async () => {
    expect(lessons).toHaveLength(30);
    const context = await newVisitor(browser(), site, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems: string[] = [];
    let tables = 0;
    for (const lesson of lessons) {
      await page.goto(lesson);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) {
        const { culprits } = await sidewaysScroll(page);
        problems.push(`${lesson} is ${width} px wide: ${culprits.join(", ")}`);
      }
      // Each table of the text (a demo lays out its own) sits in a region that a keyboard
      // reaches and a screen reader names.
      for (const table of await page.locator("#lesson-body table").all()) {
        if (await table.evaluate((element) => element.closest("[data-demo]") !== null)) continue;
        tables++;
        const region = await table.evaluate((element) => {
          const box = element.parentElement;
          if (!box?.classList.contains("table-scroll")) return null;
          const by = box.getAttribute("aria-labelledby");
          const name = by ? document.getElementById(by)?.textContent : box.getAttribute("aria-label");
          return { role: box.getAttribute("role"), tabIndex: box.tabIndex, name: name?.trim() ?? "" };
        });
        expect(region, `${lesson}: a table outside a scrolling region`).not.toBeNull();
        expect(region?.role).toBe("region");
        expect(region?.tabIndex).toBe(0);
        expect(region?.name, `${lesson}: the table's region has no name`).not.toBe("");
      }
    }
    expect(problems).toEqual([]);
    expect(tables).toBeGreaterThanOrEqual(6);
    await context.close();
  });

  it("lets a keyboard reach and scroll a wide table, and stays accessible", async () => {
    const context = await newVisitor(browser(), site, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/courses/data-the-fuel-that-drives-artificial-intelligence/what-is-data");
    const region = page.locator(".table-scroll").first();
    const box = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(box.scroll, "the table is wider than its box").toBeGreaterThan(box.client);
    // Tab from the element just before the region lands on it.
    await region.evaluate((element) => {
      const before = document.createElement("button");
      before.textContent = "before";
      element.before(before);
      before.focus();
    });
    await page.keyboard.press("Tab");
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await region.evaluate((element) => element.previousElementSibling?.remove());
    await expectAccessible(page);
    await context.close();
  });
});
