// What every end-to-end test needs: Debian's Chromium driven by playwright-core (no browser
// is ever downloaded), visitors with and without JavaScript, learners already signed in, and
// the accessibility check. The site itself is `startServer` (tests/server.ts) with
// TRUST_PROXY=1, so that each visitor can come from an address of its own (X-Forwarded-For)
// and rate limits count each test alone, as they would count each person.
import { existsSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { type Client, uniqueIp } from "#tests/client.ts";
import { newLearner } from "#tests/learning.ts";
import type { TestServer } from "#tests/server.ts";

export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}. Install Debian's chromium package or set CHROME_PATH.`);
  }
  return path;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Launches Chromium before the file's tests and closes it after them; call at the top level. */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is not running: call chromiumForFile() at the top level of the test file.");
    return browser;
  };
}

type ContextOptions = {
  javaScript?: boolean;
  colorScheme?: "light" | "dark";
  viewport?: { width: number; height: number };
  /** The browser's language, as navigator.languages and Accept-Language say it. */
  locale?: string;
  /**
   * Whether the site's service worker may start. Off unless a test is about it: every page
   * would otherwise fetch the build's whole precache (about 440 files) in the background,
   * for each of the suite's hundreds of browser profiles (tests/e2e/offline.test.ts has it on).
   */
  serviceWorker?: boolean;
};

/** A visitor: a browser profile of its own, from an address of its own. */
export function newVisitor(browser: Browser, site: Pick<TestServer, "url">, options: ContextOptions = {}) {
  return browser.newContext({
    baseURL: site.url,
    javaScriptEnabled: options.javaScript ?? true,
    colorScheme: options.colorScheme,
    viewport: options.viewport,
    locale: options.locale,
    serviceWorkers: options.serviceWorker ? "allow" : "block",
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
}

/**
 * A learner with a confirmed address, created through the site's account endpoints (not
 * the sign-up form, which only the tests of sign-up itself drive), and a browser profile
 * signed in as them.
 */
export async function newSignedInLearner(
  browser: Browser,
  site: Pick<TestServer, "url" | "db">,
  options: ContextOptions & { name?: string } = {},
): Promise<{ context: BrowserContext; email: string; userId: string; client: Client }> {
  const { client, email, userId } = await newLearner(site.url, site.db, options.name);
  const context = await newVisitor(browser, site, options);
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: site.url })));
  return { context, email, userId, client };
}

/** Collects console errors and uncaught exceptions, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until React has hydrated the element `selector` finds (it then carries React's own
 * properties): a click before that is a plain form post, the page working without JavaScript.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (s) => {
      const element = document.querySelector(s);
      return element !== null && Object.keys(element).some((key) => key.startsWith("__react"));
    },
    selector,
    { timeout: 15_000 },
  );
}

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** No WCAG 2.2 AA violations on the page as it is now; each one is listed if there are. */
export async function expectAccessible(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe on ${label}`).toEqual([]);
}
