// On a small phone (360 px wide) no page scrolls sideways: signed out, as a learner with
// quiz attempts and a certificate's worth of record, and as an operator. A wide table may
// scroll inside its own box; the page itself may not.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptKeyFrom, FOUNDATIONS, newLearner, quizForm } from "#tests/learning.ts";
import { startServer, type TestServer } from "#tests/server.ts";
import { chromiumForFile, newVisitor } from "./fixtures.ts";

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
  "/search?q=neural%20network",
  "/login",
  "/sign-up",
  "/forgot-password",
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
