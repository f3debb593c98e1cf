// Synapse with its service worker, in Chromium: installable in every language, and a page that
// cannot be reached shows the offline screen in its language, never anyone's account.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "#tests/server.ts";
import {
  chromiumForFile,
  chromiumPath,
  expectAccessible,
  hydrated,
  newSignedInLearner,
  newVisitor,
  watchErrors,
} from "./fixtures.ts";

const browser = chromiumForFile();

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Waits until the service worker has kept its files and controls the page. */
async function workerInControl(page: Page) {
  await page.waitForFunction(
    async () =>
      (await navigator.serviceWorker.ready).active?.state === "activated" &&
      navigator.serviceWorker.controller !== null,
    null,
    { timeout: 60_000 },
  );
}

/** What a page without a connection logs, beside its own errors: the requests that could not go out. */
const notConnectionErrors = (errors: string[]) => errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"));

describe("installing Synapse", () => {
  it("leaves Chromium no installability error, in each language, with every icon of the manifest loading", async () => {
    // An ordinary context is incognito, which can install nothing: a profile of its own on disk.
    const profile = mkdtempSync(path.join(tmpdir(), "synapse-install-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: ["--no-sandbox", "--disable-gpu"],
      baseURL: server.url,
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      for (const [language, prefix, startUrl] of [
        ["en", "", "/learn"],
        ["es", "/es", "/es/learn"],
        ["de", "/de", "/de/learn"],
      ] as const) {
        await page.goto(`${prefix}/courses`);
        await workerInControl(page);
        const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
        expect(installabilityErrors, language).toEqual([]);
        const { url, errors, data } = await cdp.send("Page.getAppManifest", {});
        expect(url).toBe(`${server.url}${prefix}/manifest.webmanifest`);
        expect(errors).toEqual([]);
        const manifest = JSON.parse(data ?? "{}") as {
          start_url: string;
          lang: string;
          icons: { src: string; sizes: string; type: string; purpose: string }[];
          shortcuts: { url: string }[];
        };
        expect(manifest.start_url, language).toBe(startUrl);
        expect(manifest.shortcuts.map((s) => s.url)).toEqual([startUrl, `${startUrl}/review`]);
        expect(manifest.icons.filter((i) => i.purpose === "maskable").map((i) => i.sizes)).toEqual([
          "192x192",
          "512x512",
        ]);
        for (const icon of manifest.icons) {
          const response = await page.request.get(icon.src);
          expect(response.status(), icon.src).toBe(200);
          expect(response.headers()["content-type"], icon.src).toBe(icon.type);
          if (icon.type !== "image/png") continue;
          const { width, height } = await sharp(await response.body()).metadata();
          expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
        }
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe("without a connection", () => {
  it("shows the offline screen in the page's language, and goes back to the page", async () => {
    const context = await newVisitor(browser(), server, { serviceWorker: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/es/courses");
    await workerInControl(page);
    await context.setOffline(true);

    // A page opened from its address.
    await page.goto("/es/about");
    await page.getByRole("heading", { level: 1, name: "Estás sin conexión" }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/es/offline?from=%2Fes%2Fabout");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    await hydrated(page, "body > header a");
    const again = page.getByRole("link", { name: "Volver a intentarlo" });
    expect(await again.getAttribute("href")).toBe("/es/about");
    await expectAccessible(page, "the offline screen");
    // It is about the connection: a browser preferring English is not offered another language here.
    expect(await page.getByRole("link", { name: "Read it in English" }).count()).toBe(0);

    // A page opened from a link, inside the app.
    await page.getByRole("navigation", { name: "Principal" }).first().getByRole("link", { name: "Cursos" }).click();
    await page.waitForURL("**/es/offline?from=%2Fes%2Fcourses");
    await page.getByRole("heading", { level: 1, name: "Estás sin conexión" }).waitFor();

    // "Try again" tries the page, and is back here while there is still no connection.
    await hydrated(page, "body > header a");
    await page.getByRole("link", { name: "Volver a intentarlo" }).click();
    await page.waitForURL("**/es/offline?from=%2Fes%2Fcourses");
    await page.getByRole("heading", { level: 1, name: "Estás sin conexión" }).waitFor();

    // Once the connection is back, the page opens by itself.
    await hydrated(page, "body > header a");
    await context.setOffline(false);
    await page.waitForURL("**/es/courses");
    await page.getByRole("heading", { level: 1, name: "Cursos" }).waitFor();
    expect(notConnectionErrors(errors)).toEqual([]);
    await context.close();
  });

  it("keeps the page in view when the learner comes back to its tab without a connection", async () => {
    const { context } = await newSignedInLearner(browser(), server, { serviceWorker: true });
    const page = await context.newPage();
    await page.goto("/courses/the-foundations-of-ai/what-is-ai");
    await workerInControl(page);
    await hydrated(page, "body > header a");
    // Coming back to the tab reads who is signed in again (the page's data, `.data`), but not
    // without a connection: of a return offline and one online, only the second reads.
    const reads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) reads.push(request.url());
    });
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await context.setOffline(false);
    const online = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(".data"));
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await online;
    expect(reads).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe("/courses/the-foundations-of-ai/what-is-ai");
    await page.getByRole("heading", { level: 1, name: "What Is AI, Really?" }).waitFor();
    await context.close();
  });

  it("shows no one's account on the offline screen, the same for every learner of the device", async () => {
    const { context } = await newSignedInLearner(browser(), server, { name: "Hedy Lamarr", serviceWorker: true });
    const page = await context.newPage();
    await page.goto("/learn");
    await workerInControl(page);
    // The copy the worker keeps was rendered for nobody in particular.
    const kept = await page.evaluate(
      async () => (await (await caches.match("/offline", { ignoreSearch: true }))?.text()) ?? "",
    );
    expect(kept).toContain("You’re offline");
    expect(kept).not.toContain("Hedy");
    await context.setOffline(true);
    await page.goto("/profile");
    await page.getByRole("heading", { level: 1, name: "You’re offline" }).waitFor();
    await hydrated(page, "body > header a");
    const header = page.locator("body > header");
    expect(await header.textContent()).not.toContain("Hedy");
    expect(await header.getByRole("link", { name: "Log in" }).count()).toBe(0);
    await context.close();
  });
});
