// Synapse in Spanish and German in a real browser: pages hydrate without a warning, the browser
// loads the words of the page's language and of the page only, navigating without a reload
// stays in the language, the switcher keeps the learner on the same page, and a browser that
// prefers another language is offered it, never sent there.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot, startServer, type TestServer } from "#tests/server.ts";
import {
  chromiumForFile,
  expectAccessible,
  hydrated,
  newSignedInLearner,
  newVisitor,
  watchErrors,
} from "./fixtures.ts";

const browser = chromiumForFile();
const LESSON = "/courses/the-foundations-of-ai/what-is-ai";

/** A language's interface messages: the English, the translation and the files that use each (app/locales/<language>.po). */
function catalog(language: string): { origins: string[]; english: string; text: string }[] {
  const po = readFileSync(path.join(projectRoot, "app", "locales", `${language}.po`), "utf8");
  return po.split("\n\n").map((entry) => ({
    origins: [...entry.matchAll(/^#: (.+)$/gm)].map((m) => m[1] ?? ""),
    english: /^msgid "(.*)"$/m.exec(entry)?.[1] ?? "",
    text: /^msgstr "(.*)"$/m.exec(entry)?.[1] ?? "",
  }));
}

/** The translation of a message the browser's code shows (not one only a loader uses). */
function translationOf(language: string, english: string): string {
  const found = catalog(language).find((m) => m.english === english);
  if (!found?.text) throw new Error(`no ${language} translation of "${english}"`);
  return found.text;
}

/** A message used only in `file`, with no character a script would escape. */
function onlyIn(language: string, file: string): string {
  const found = catalog(language).find(
    (m) => m.origins.length === 1 && m.origins[0] === file && /^[^"\\{}<>`]{8,}$/u.test(m.text),
  );
  if (!found) throw new Error(`no plain message used only in ${file}`);
  return found.text;
}

/** Asserts that the scripts the page loaded hold, or do not hold, a message. */
function expectWords(code: string, text: string, loaded: boolean) {
  expect(code.includes(text), `"${text}"`).toBe(loaded);
}

describe("languages in the browser", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it(`hydrates a Spanish and a German lesson without an error, accessible in ${colorScheme}`, async () => {
      const context = await newVisitor(browser(), server, { colorScheme });
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const [prefix, heading] of [
        ["/es", "¿Qué es la IA, en realidad?"],
        ["/de", "Was ist KI eigentlich?"],
      ] as const) {
        await page.goto(`${prefix}${LESSON}`);
        await hydrated(page, "body > header a");
        await expect.poll(() => page.locator("h1").textContent()).toBe(heading);
        await expectAccessible(page);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("fits the header and every page of a lesson's text at every width in Spanish and German, words never cut", async () => {
    for (const prefix of ["/es", "/de"]) {
      for (const width of [320, 390, 768, 1024, 1280, 1536]) {
        const context = await newVisitor(browser(), server, { viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(`${prefix}${LESSON}`);
        const layout = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          wrapped: [...document.querySelectorAll("body > header a, body > header button, body > header summary")]
            .filter((e) => e.getClientRects().length > 1)
            .map((e) => e.textContent?.trim()),
        }));
        expect(layout, `${prefix} at ${width} px`).toEqual({ scrollWidth: width, wrapped: [] });
        await context.close();
      }
    }
  });

  it("loads the words of the page's language and of the pages it shows, and no others", async () => {
    const context = await newVisitor(browser(), server);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.text());
    });
    const loaded = async () => (await Promise.all(scripts)).join("\n");
    await page.goto(`/es${LESSON}`);
    await hydrated(page, "body > header a");
    await hydrated(page, "[id^=check-] form");
    let code = await loaded();
    // The header's, the lesson's and its checks' Spanish words…
    expectWords(code, translationOf("es", "Search the courses"), true);
    expectWords(code, translationOf("es", "In this lesson you will"), true);
    expectWords(code, translationOf("es", "Not quite."), true);
    // …and not the German ones, nor the Spanish of a page not shown.
    expectWords(code, translationOf("de", "Search the courses"), false);
    expectWords(code, onlyIn("es", "app/routes/account/profile.tsx"), false);
    // A page reached without a reload brings its own words first.
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Cursos" }).first().click();
    await page.waitForURL(/\/es\/courses$/);
    await expect
      .poll(() => page.locator("h1").textContent())
      .toBe(translationOf("es", "Five courses, from first ideas to the rules for AI"));
    code = await loaded();
    expectWords(
      code,
      translationOf(
        "es",
        "Every course is free, needs no math beyond arithmetic and no programming, and takes five or six hours. Follow the path in order or start where you like.",
      ),
      true,
    );
    expectWords(code, onlyIn("es", "app/routes/account/profile.tsx"), false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hydrates once on a slow phone: the words of what loads later never make the app start over", async () => {
    const context = await newVisitor(browser(), server);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    for (const [path, themeButton] of [
      [`/es${LESSON}`, "Cambiar al tema oscuro"],
      ["/de/courses", "Zum dunklen Design wechseln"],
    ] as const) {
      await page.goto(path);
      await hydrated(page, "body > header a");
      // The theme button's code and words load after the app has started.
      await expect
        .poll(() => page.getByRole("button", { name: themeButton }).isVisible(), { timeout: 15_000 })
        .toBe(true);
      // Had any of them re-rendered the whole app, React would have dropped the page's start script.
      expect(await page.locator('script[type="module"]').count(), path).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("stays in the language when navigating without a reload, and the switcher keeps the page", async () => {
    const context = await newVisitor(browser(), server);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/es${LESSON}`);
    await hydrated(page, "body > header a");
    // A client navigation: the next page is rendered in the browser, with its own words.
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Cursos" }).first().click();
    await page.waitForURL(/\/es\/courses$/);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("es");
    await expect.poll(() => page.getByRole("link", { name: "Iniciar sesión" }).first().isVisible()).toBe(true);
    expect(await page.content()).not.toContain(">Log in<");
    // The switcher: the same page, in German.
    await page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "Deutsch" }).click();
    await page.waitForURL(/\/de\/courses$/);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("de");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers a browser that prefers Spanish the page in Spanish, and stops once dismissed", async () => {
    const context = await browser().newContext({ baseURL: server.url, locale: "es-ES", serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(LESSON);
    const offer = page.getByRole("complementary", { name: "Esta página también está en español." });
    await expect.poll(() => offer.isVisible()).toBe(true);
    expect(await offer.getAttribute("lang")).toBe("es");
    expect(await offer.getByRole("link").getAttribute("href")).toBe(`/es${LESSON}`);
    // Never a redirect: the address still serves English.
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await offer.getByRole("button", { name: "No, gracias" }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await page.reload();
    await hydrated(page, "body > header a");
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  it("offers a signed-in learner no other language: their choice is kept with their account", async () => {
    const { context } = await newSignedInLearner(browser(), server, { locale: "es-ES" });
    const page = await context.newPage();
    await page.goto(LESSON);
    await hydrated(page, "body > header a");
    // The lazy parts of the page have started (the theme button), and still no offer.
    await expect.poll(() => page.getByRole("button", { name: "Switch to dark theme" }).isVisible()).toBe(true);
    expect(await page.getByRole("complementary", { name: "Esta página también está en español." }).count()).toBe(0);
    await context.close();
  });
});
