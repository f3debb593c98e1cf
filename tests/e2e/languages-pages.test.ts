// Every page a visitor or a learner sees, in Spanish and in German, in a real browser: it answers
// in its language, hydrates without a console error and passes axe (WCAG 2.2 AA) in light and
// dark. (tests/integration/no-english-left.test.ts checks that no English is left in them.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "#tests/server.ts";
import {
  chromiumForFile,
  expectAccessible,
  hydrated,
  newSignedInLearner,
  newVisitor,
  watchErrors,
} from "./fixtures.ts";

const browser = chromiumForFile();
const COURSE = "/courses/the-foundations-of-ai";

/** The pages as a visitor sees them (the path without its language prefix), and the status each answers. */
const VISITOR_PAGES: [path: string, status: number][] = [
  ["/", 200],
  ["/about", 200],
  ["/experts", 200],
  ["/partnerships", 200],
  ["/contact", 200],
  ["/survey", 200],
  ["/tos", 200],
  ["/courses", 200],
  [COURSE, 200],
  [`${COURSE}/what-is-ai`, 200],
  [`${COURSE}/quiz`, 200],
  [`${COURSE}/finish`, 200],
  ["/learn", 200],
  ["/learn/review", 200],
  ["/quick-quiz?seed=7", 200],
  ["/test", 200],
  ["/share", 200],
  ["/search?q=red", 200],
  ["/glossary", 200],
  ["/glossary/a", 200],
  ["/login", 200],
  ["/sign-up", 200],
  ["/forgot-password", 200],
  ["/join", 200],
  ["/no/such/page", 404],
];

/** The pages only a signed-in learner has. */
const LEARNER_PAGES = ["/learn", "/learn/practice", "/profile", "/groups"];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe.each(["es", "de"] as const)("every page in %s", (language) => {
  it.each(["light", "dark"] as const)(
    "answers in its language, without an error, accessible in %s, for a visitor",
    async (colorScheme) => {
      const context = await newVisitor(browser(), server, { colorScheme });
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const [path, status] of VISITOR_PAGES) {
        const address = `/${language}${path === "/" ? "" : path}`;
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(status);
        expect(await page.locator("html").getAttribute("lang"), address).toBe(language);
        await hydrated(page, "body > header a");
        await page.waitForLoadState("networkidle");
        // Open every accordion so the hidden answers are checked too.
        await page.evaluate(() => {
          for (const d of document.querySelectorAll("main details")) (d as HTMLDetailsElement).open = true;
        });
        await expectAccessible(page, `${address} (${colorScheme})`);
        // A 404 is logged by the browser as a failed resource: that is the page's answer, not an error.
        const pageErrors = errors.splice(0).filter((e) => status === 200 || !e.includes("404"));
        expect(pageErrors, address).toEqual([]);
      }
      await context.close();
    },
  );

  it.each(["light", "dark"] as const)(
    "answers in its language, without an error, accessible in %s, for a learner",
    async (colorScheme) => {
      const { context } = await newSignedInLearner(browser(), server, { colorScheme });
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const path of LEARNER_PAGES) {
        const address = `/${language}${path}`;
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        expect(await page.locator("html").getAttribute("lang"), address).toBe(language);
        await hydrated(page, "body > header a");
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, `${address} (${colorScheme})`);
        expect(errors.splice(0), address).toEqual([]);
      }
      await context.close();
    },
  );
});
