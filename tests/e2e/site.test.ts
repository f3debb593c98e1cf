import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseList } from "#app/content/content.server.ts";
import { HELD_MODULE_TYPE } from "#app/http/app-start.ts";
import { startServer, type TestServer } from "#tests/server.ts";
import {
  chromiumForFile,
  expectAccessible,
  hydrated,
  newSignedInLearner,
  newVisitor,
  watchErrors,
} from "./fixtures.ts";

const pages = [
  { path: "/", h1: /Understand AI/ },
  { path: "/about", h1: "About Synapse" },
  { path: "/experts", h1: "The people who shaped AI" },
  { path: "/partnerships", h1: "Bring Synapse to your learners" },
  { path: "/tos", h1: "Terms of service and privacy notice" },
  { path: "/contact", h1: "Write to the Synapse team" },
  { path: "/survey", h1: "How was your course?" },
  { path: "/glossary", h1: "The words of AI, in plain language" },
  { path: "/glossary/o", h1: "Terms starting with O" },
  { path: "/search?q=overfitting", h1: "Results for “overfitting”" },
];

const browser = chromiumForFile();
let site: TestServer;

beforeAll(async () => {
  site = await startServer({ env: { TRUST_PROXY: "1", ENABLE_TEST_HOOKS: "true", VERSION_CHECK_MINUTES: "0.02" } });
});
afterAll(async () => {
  await site?.stop();
});

async function newPage(
  options: Parameters<typeof newVisitor>[2] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newVisitor(browser(), site, options);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

describe.each(pages)("$path", ({ path, h1 }) => {
  it("renders with status 200, its heading and no console errors", async () => {
    const { context, page, errors } = await newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(h1);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(["light", "dark"] as const)("has no WCAG 2.2 AA violations in %s mode", async (colorScheme) => {
    const { context, page, errors } = await newPage({ colorScheme });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Open every accordion so the hidden answers are checked too.
    await page.evaluate(() => {
      for (const d of document.querySelectorAll("main details")) (d as HTMLDetailsElement).open = true;
    });
    await expectAccessible(page, `${path} (${colorScheme})`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("renders the same content with JavaScript disabled", async () => {
    const { context, page } = await newPage({ javaScript: false });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(h1);
    await context.close();
  });
});

describe("search", () => {
  it("searches from the header box and opens a lesson at the section that matched", async () => {
    const { context, page, errors } = await newPage();
    // The header has room for its search box from 1536 px (narrower, it links to the search page).
    await page.setViewportSize({ width: 1536, height: 800 });
    await page.goto("/courses");
    await page.waitForLoadState("networkidle");
    await page.getByRole("searchbox", { name: "Search the courses" }).fill("backpropagation");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=backpropagation$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Results for “backpropagation”");
    const results = page.locator("main ol > li");
    expect(await results.first().getByRole("link").getAttribute("href")).toBe("/glossary/b#backpropagation");
    expect(await results.first().locator("mark").first().textContent()).toMatch(/backpropagation/i);
    const lesson = results
      .locator('a[href^="/courses/the-foundations-of-ai/neural-networks-and-deep-learning"]')
      .first();
    await lesson.click();
    await page.waitForURL(/neural-networks-and-deep-learning/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/Neural Networks/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("finds every lesson from the header box by a word of its body that few other lessons use", async () => {
    const { context, page, errors } = await newPage();
    // The header has room for its search box from 1536 px (narrower, it links to the search page).
    await page.setViewportSize({ width: 1536, height: 800 });
    const words = new Map<string, Set<string>>();
    for (const course of courseList) {
      for (const lesson of course.lessons) {
        const path = `/courses/${course.slug}/${lesson}`;
        await page.goto(path);
        // The lesson's prose as the index has it: no demo (its slot or what it draws), diagram,
        // summary or graded check.
        const text = await page.locator("#lesson-body").evaluate((body) => {
          const copy = body.cloneNode(true) as HTMLElement;
          for (const skip of copy.querySelectorAll('[data-demo], svg, summary, section[id^="check-"]')) skip.remove();
          return copy.textContent ?? "";
        });
        words.set(path, new Set(text.toLowerCase().match(/\p{L}{7,}/gu) ?? []));
      }
    }
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    for (const [path, own] of words) {
      const elsewhere = (word: string) => [...words.values()].filter((other) => other.has(word)).length;
      const word = [...own].sort((a, b) => elsewhere(a) - elsewhere(b) || a.localeCompare(b))[0] ?? "";
      // Through the header box, as a learner would: the app fetches the results without a reload.
      const box = page.getByRole("searchbox", { name: "Search the courses" });
      await box.fill(word);
      await box.press("Enter");
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Results for “${word}”`);
      const found = page.locator(`main ol > li a[href^="${path}"]`);
      expect(await found.count(), `"${word}" finds ${path}`).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("searches on a phone without JavaScript, through the search page", async () => {
    const { context, page } = await newPage({ javaScript: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/search$/);
    await page.getByRole("searchbox", { name: "Search lessons, courses and the glossary" }).fill("odometry");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\?q=odometry$/);
    expect(await page.locator("main ol > li").count()).toBeGreaterThan(0);
    expect(await page.locator("main mark").first().textContent()).toMatch(/odometry/i);
    await context.close();
  });

  it("links a lesson's first use of a term to its definition, on its letter's glossary page", async () => {
    const { context, page } = await newPage();
    await page.goto("/courses/the-foundations-of-ai/how-machines-learn");
    const term = page.locator('#lesson-body a.term[href="/glossary/o#overfitting"]');
    expect(await term.count()).toBe(1);
    await term.click();
    await page.waitForURL(/\/glossary\/o#overfitting$/);
    expect(await page.evaluate(() => document.querySelector(":target")?.id)).toBe("overfitting");
    expect(await page.locator("#overfitting dt").textContent()).toMatch(/^overfitting/);
    expect(await page.locator("#overfitting").isVisible()).toBe(true);
    await context.close();
  });
});

describe("error screens", () => {
  it("answers an unknown path with the 404 screen inside the layout", async () => {
    const { context, page, errors } = await newPage();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.title()).resolves.toBe("Page Not Found");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page Not Found");
    expect(await page.locator("main").textContent()).toContain("Page not found: /no/such/page");
    expect(await page.getByRole("banner").isVisible()).toBe(true);
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "404");
    // A 404 is expected here; the browser logs the failed document load, nothing else.
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await context.close();
  });

  it.each(["light", "dark"] as const)(
    "has no WCAG 2.2 AA violations on either error screen in %s mode",
    async (colorScheme) => {
      const { context, page } = await newPage({ colorScheme });
      await page.goto("/no/such/page");
      await expectAccessible(page, `404 (${colorScheme})`);
      await page.goto("/__test/error");
      await expectAccessible(page, `500 (${colorScheme})`);
      await context.close();
    },
  );

  it("shows the 404 screen after a client-side navigation too", async () => {
    const { context, page } = await newPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // Every link on the site leads somewhere real, so navigate the app's router directly,
    // as a <Link> to a missing page would.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate("/no/such/page"),
    );
    await expect.poll(() => page.locator("h1").textContent()).toBe("Page Not Found");
    expect(await page.locator("main").textContent()).toContain("Page not found: /no/such/page");
    await context.close();
  });

  it("still says the page was not found when the error screen's code cannot load (offline)", async () => {
    const { context, page } = await newPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The error screens are their own file, loaded when one is first shown: refuse it.
    await page.route(/\/assets\/error-screen-[^/]+\.js$/, (route) => route.abort());
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate("/no/such/page"),
    );
    await expect.poll(() => page.locator("h1").textContent()).toBe("Page Not Found");
    expect(await page.locator("main").textContent()).toContain("Page not found: /no/such/page");
    await expect.poll(() => page.title()).toBe("Page Not Found");
    // The full screen's links are not there: this is the plain one.
    expect(await page.getByRole("link", { name: "About Synapse" }).count()).toBe(0);
    await context.close();
  });

  it("answers a server error with the 500 screen and its request id", async () => {
    const { context, page } = await newPage();
    const response = await page.goto("/__test/error");
    expect(response?.status()).toBe(500);
    await expect(page.title()).resolves.toBe("Internal Server Error");
    const requestId = await response?.headerValue("x-request-id");
    expect(await page.locator("main").textContent()).toContain(requestId);
    expect(await page.getByRole("link", { name: "Home" }).first().isVisible()).toBe(true);
    await expectAccessible(page, "500");
    await context.close();
  });

  it("shows both error screens with JavaScript disabled", async () => {
    const { context, page } = await newPage({ javaScript: false });
    await page.goto("/missing");
    expect(await page.locator("h1").textContent()).toBe("Page Not Found");
    await page.goto("/__test/error");
    expect(await page.locator("h1").textContent()).toBe("Internal Server Error");
    await context.close();
  });
});

describe("layout and navigation", () => {
  it("moves focus to the main content from the skip link", async () => {
    const { context, page } = await newPage();
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    await context.close();
  });

  it("navigates between pages without a full reload", async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Experts" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("The people who shaped AI");
    expect(new URL(page.url()).pathname).toBe("/experts");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.title()).toBe("Experts · Synapse");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens, uses and closes the mobile menu with the keyboard alone", async () => {
    const { context, page } = await newPage({ viewport: { width: 375, height: 740 } });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const menuButton = page.locator("summary", { hasText: "Menu" });
    // Tab until the menu button has focus.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      if (await menuButton.evaluate((el) => el === document.activeElement)) break;
    }
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    const mobileNav = page.locator("details nav");
    expect(await mobileNav.isVisible()).toBe(false);
    await page.keyboard.press("Enter");
    expect(await mobileNav.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await mobileNav.isVisible()).toBe(false);
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    // Tab to "Partnerships" and follow it.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      const text = await page.evaluate(() => document.activeElement?.textContent);
      if (text === "Partnerships") break;
    }
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Bring Synapse to your learners");
    expect(new URL(page.url()).pathname).toBe("/partnerships");
    expect(await mobileNav.isVisible()).toBe(false);
    await context.close();
  });

  it("keeps the menu open that a visitor opened before the page's code took over", async () => {
    const { context, page } = await newPage({ viewport: { width: 375, height: 740 } });
    let release = () => {};
    const codeHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/**/*.js", async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await page.locator("summary", { hasText: "Menu" }).click();
    const mobileNav = page.locator("details nav");
    await mobileNav.waitFor();
    release();
    await hydrated(page, "body > header details");
    // Two frames later React has committed the hydration and run its effects (it runs them
    // after the frame that painted the commit): the menu was not closed under the visitor.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await mobileNav.isVisible()).toBe(true);
    await context.close();
  });

  it("opens the mobile menu without JavaScript", async () => {
    const { context, page } = await newPage({ viewport: { width: 375, height: 740 }, javaScript: false });
    await page.goto("/");
    await page.locator("summary", { hasText: "Menu" }).click();
    await page.locator("details nav").getByRole("link", { name: "About" }).click();
    await page.waitForURL("**/about");
    expect(await page.locator("h1").textContent()).toBe("About Synapse");
    await context.close();
  });

  it("opens FAQ answers by keyboard", async () => {
    const { context, page } = await newPage();
    await page.goto("/");
    const first = page.locator("#faq-1");
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await first.locator("p").isVisible()).toBe(true);
    await context.close();
  });
});

describe("forms as the app's code takes over", () => {
  it("keeps each form's button in place when the page's JavaScript takes over", async () => {
    for (const [path, button] of [
      ["/contact", "Send message"],
      ["/partnerships", "Send inquiry"],
      ["/survey", "Send my answers"],
      ["/sign-up", "Create account"],
      ["/login", "Log in"],
    ] as const) {
      const { context, page } = await newPage();
      // The app's code waits until the page has been measured as it first paints.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/assets/entry.client-*.js", async (route) => {
        await held;
        await route.continue();
      });
      // Measured once the page has painted (its stylesheet applied), without waiting for the load
      // event, which the held code could delay.
      await page.goto(path, { waitUntil: "commit" });
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
      const target = page.getByRole("main").getByRole("button", { name: button, exact: true });
      const before = await target.boundingBox();
      release();
      await hydrated(page, "main form[method='post']");
      const after = await target.boundingBox();
      expect(before, path).not.toBeNull();
      expect(after, path).toEqual(before);
      await context.close();
    }
  });
});

describe("glossary", () => {
  const DEFINITION = /When a model learns the accidents and noise of its training examples/;
  /** The text of the element the address's #fragment targets, if any. */
  const targeted = (page: Page) => page.evaluate(() => document.querySelector(":target")?.textContent ?? null);

  it("leads from a name on the index to its definition, marked, inside the app", async () => {
    const { context, page, errors } = await newPage();
    await page.goto("/glossary");
    await hydrated(page, 'main a[href="/glossary/o#overfitting"]');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole("link", { name: "overfitting", exact: true }).click();
    await page.waitForURL("**/glossary/o#overfitting");
    const definition = page.locator("#overfitting");
    await expect.poll(() => definition.textContent()).toMatch(DEFINITION);
    await expect
      .poll(() => definition.evaluate((element) => getComputedStyle(element).backgroundColor))
      .not.toBe("rgba(0, 0, 0, 0)");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("still finds a term by its old address: its definition with JavaScript, its name on the index without", async () => {
    const withScripts = await newPage();
    await withScripts.page.goto("/glossary#overfitting");
    await expect.poll(() => new URL(withScripts.page.url()).pathname).toBe("/glossary/o");
    await expect.poll(() => targeted(withScripts.page)).toMatch(DEFINITION);
    expect(withScripts.errors).toEqual([]);
    await withScripts.context.close();

    const without = await newPage({ javaScript: false });
    await without.page.goto("/glossary#overfitting");
    expect(await targeted(without.page)).toBe("overfitting");
    await without.page.locator(":target").click();
    await expect.poll(() => new URL(without.page.url()).pathname).toBe("/glossary/o");
    expect(await targeted(without.page)).toMatch(DEFINITION);
    await without.context.close();
  });
});

describe("header", () => {
  const WIDTHS = [320, 360, 390, 640, 768, 1024, 1280, 1366, 1440, 1536, 1920];
  /** Forty characters, of the longer kind: the header must fit it without wrapping. */
  const LONG_NAME = "Maximiliane Wolkenstein-Oberhausenbergen";

  /** Each visible link or button in the header whose text runs onto a second line, or sticks out. */
  async function brokenHeaderItems(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const header = document.querySelector("body > header");
      if (!header) return ["no header"];
      const problems: string[] = [];
      const width = document.documentElement.clientWidth;
      for (const item of header.querySelectorAll<HTMLElement>("a, button, summary, input")) {
        if (!item.checkVisibility() || item.closest("details:not([open]) > nav")) continue;
        const box = item.getBoundingClientRect();
        const label = item.textContent?.trim() || item.getAttribute("aria-label") || item.tagName;
        if (box.left < 0 || box.right > width) problems.push(`"${label}" sticks out (${box.left}–${box.right})`);
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (!text.textContent?.trim() || !text.parentElement?.checkVisibility()) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1)
            problems.push(`"${text.textContent.trim()}" in "${label}" wraps onto ${lines.size} lines`);
        }
      }
      return problems;
    });
  }

  it("never wraps an item, at any width, for a visitor, a learner, a leader or an operator with a long name", async () => {
    const learner = await newSignedInLearner(browser(), site, { name: LONG_NAME });
    const leader = await newSignedInLearner(browser(), site, { name: LONG_NAME });
    const created = await leader.client.post("/groups", { intent: "create", name: "Year 10 computing" });
    expect(created.status).toBe(302);
    const operator = await newSignedInLearner(browser(), site, { name: LONG_NAME });
    await site.db.updateTable("user").set({ role: "admin" }).where("id", "=", operator.userId).execute();
    const viewers = [
      { who: "a visitor", context: await newVisitor(browser(), site) },
      { who: "a learner", context: learner.context },
      { who: "a leader", context: leader.context },
      { who: "an operator", context: operator.context },
    ];
    const problems: string[] = [];
    for (const { who, context } of viewers) {
      const page = await context.newPage();
      await page.goto("/courses");
      await hydrated(page, "body > header a");
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const problem of await brokenHeaderItems(page)) problems.push(`${who} at ${width} px: ${problem}`);
      }
      // The items of its menus (the folded navigation, the account menu) too, open one at a time.
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const menu of await page.locator("body > header summary").all()) {
          if (!(await menu.isVisible())) continue;
          await menu.click();
          for (const problem of await brokenHeaderItems(page)) {
            problems.push(`${who}, ${await menu.innerText()} open at ${width} px: ${problem}`);
          }
          await page.keyboard.press("Escape");
          await expect.poll(() => page.locator("body > header details[open]").count()).toBe(0);
        }
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});

describe("theme", () => {
  it("follows the system setting when nothing was chosen", async () => {
    const { context, page } = await newPage({ colorScheme: "dark" });
    await page.goto("/");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(11, 17, 32)");
    await context.close();
  });

  it("remembers a chosen theme across reloads without a flash of the other one", async () => {
    const { context, page } = await newPage({ colorScheme: "light" });
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    // Record the class at the very first paint of the next load, before any app script runs.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { firstClass: string }).firstClass = document.documentElement.className;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstClass: string }).firstClass)).toContain("dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(11, 17, 32)");
    // The radio itself is visually hidden; people click its label, once the choice's code is in
    // (it loads after the app has started).
    await hydrated(page, 'input[name="theme"]');
    await page.locator("label", { hasText: "System" }).click();
    expect(await page.getByRole("radio", { name: "System" }).isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("synapse-theme"))).toBeNull();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(248, 250, 252)");
    await context.close();
  });

  it("offers no theme switch without JavaScript, where it could not work", async () => {
    const { context, page } = await newPage({ javaScript: false, colorScheme: "dark" });
    await page.goto("/about");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("About Synapse");
    expect(await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).count()).toBe(0);
    expect(await page.getByRole("group", { name: "Color theme" }).count()).toBe(0);
    expect(await page.getByRole("radio").count()).toBe(0);
    // The page still follows the system setting.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(11, 17, 32)");
    await context.close();
  });
});

describe("a page kept for every visitor", () => {
  it("runs its scripts under its hashed CSP: hydrates, switches theme, navigates in the app", async () => {
    const { context, page, errors } = await newPage({ colorScheme: "light" });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await fetch(`${site.url}/tos`); // now the page is in the cache
    const response = await page.goto("/tos");
    expect(await response?.headerValue("x-cache")).toBe("hit");
    expect(await response?.headerValue("content-security-policy")).toContain("'sha256-");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    // Hydrated: a link is followed without reloading the document.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("About Synapse");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("loading order", () => {
  it("paints the page before it loads the app's JavaScript, then hydrates, under a hashed and a nonce CSP", async () => {
    // Without a cookie the page comes from the cache (hashes); with one it is rendered for the request (a nonce).
    // Three loads of each: Chromium often reports a first paint of backgrounds alone before the text,
    // and a start on that paint (the first version) raced the text in about a third of the loads.
    for (const cookie of [undefined, undefined, undefined, "not-a-session", "not-a-session", "not-a-session"]) {
      const { context, page, errors } = await newPage();
      if (cookie) await context.addCookies([{ name: "synapse.session_token", value: cookie, url: site.url }]);
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto("/courses");
      expect(await response?.headerValue("content-security-policy")).toContain(cookie ? "'nonce-" : "'sha256-");
      await hydrated(page, "header a[href='/']");
      const order = await page.evaluate(
        (heldType) => ({
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
          scripts: performance
            .getEntriesByType("resource")
            .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
          held: document.querySelectorAll(`script[type="${heldType}"]`).length,
          started: document.querySelectorAll('script[type="module"]').length,
        }),
        HELD_MODULE_TYPE,
      );
      expect(order.scripts.length).toBeGreaterThan(0);
      expect(Math.min(...order.scripts)).toBeGreaterThan(order.paint);
      expect(order.held).toBe(0);
      expect(order.started).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("new build check", () => {
  it("offers a reload when the server runs a newer build, and can be dismissed", async () => {
    const { context, page } = await newPage();
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("status", { name: "Site updates" }).textContent()).toBe("");
    await page.route("**/version.json", (route) =>
      route.fulfill({ json: { buildId: "a-newer-build", builtAt: new Date().toISOString() } }),
    );
    const banner = page.getByRole("status", { name: "Site updates" });
    await expect
      .poll(() => banner.textContent(), { timeout: 10_000 })
      .toContain("A new version of Synapse is available");
    // It must not take focus away from what the learner is doing.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
    await page.getByRole("button", { name: "Not now" }).click();
    expect(await banner.textContent()).toBe("");
    await context.close();
  });
});
