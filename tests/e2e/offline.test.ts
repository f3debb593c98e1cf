// Synapse with its service worker, in Chromium: installable in every language, and a page that
// cannot be reached shows the offline screen in its language, never anyone's account.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFields, answerInBrowser, checkBank, FOUNDATIONS, newLearner, type Question } from "#tests/learning.ts";
import {
  anotherBuild,
  freePort,
  projectRoot,
  startServer,
  type TestServer,
  temporarySqliteUrl,
} from "#tests/server.ts";
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
  // Each learner signs up from an address of their own (the sign-up limit is per address).
  server = await startServer({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await server?.stop();
});

/**
 * Waits until the service worker has kept its files and controls the page. (Not with
 * `waitForFunction`: it takes the promise an async predicate returns for a truthy value.)
 */
async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== "activated") {
      await new Promise<void>((resolve) =>
        worker.addEventListener("statechange", () => worker.state === "activated" && resolve()),
      );
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
      );
    }
  });
}

/** Waits until React has taken over the form (before, sending it is a plain form post). */
async function appTookOver(page: Page, form: string) {
  await page.waitForFunction(
    (selector) => Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith("__react")),
    form,
    { timeout: 20_000 },
  );
}

/** The words a check's form and its waiting note are in, by the page's language. */
const CHECK_WORDS = {
  en: { check: "Check my answer", waiting: "Waiting to sync" },
  es: { check: "Comprobar mi respuesta", waiting: "Pendiente de sincronizar" },
} as const;

/** Answers one of a lesson's checks on a page without a connection, and waits for it to wait. */
async function answerOffline(page: Page, check: Question, correct: boolean, language: "en" | "es" = "en") {
  const section = page.locator(`#check-${check.id}`);
  await section.scrollIntoViewIfNeeded();
  await appTookOver(page, `#check-${check.id} form`);
  await answerInBrowser(page, check, correct, language);
  await section.getByRole("button", { name: CHECK_WORDS[language].check }).click();
  await section.getByText(CHECK_WORDS[language].waiting).waitFor();
}

const SAVE_WORDS = {
  en: {
    save: "Save for offline",
    saved: "Saved on this device: its lessons, demos and glossary open without a connection.",
  },
  es: {
    save: "Guardar para usar sin conexión",
    saved: "Guardado en este dispositivo: sus lecciones, demos y glosario se abren sin conexión.",
  },
} as const;

/** Saves the "Foundations" course from its page in `language`, once the worker is in charge. */
async function saveFoundations(page: Page, language: "en" | "es" = "en") {
  await page.goto(`${language === "en" ? "" : `/${language}`}/courses/${FOUNDATIONS}`);
  await workerInControl(page);
  await page.getByRole("button", { name: SAVE_WORDS[language].save }).click();
  await page.getByText(SAVE_WORDS[language].saved).waitFor();
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

describe("a course saved for offline use", () => {
  const COURSE = "/es/courses/the-foundations-of-ai";
  /** A signed-in learner on the Spanish course page, its worker in control. */
  async function learnerOnTheCourse() {
    const { context } = await newSignedInLearner(browser(), server, { serviceWorker: true });
    const page = await context.newPage();
    await page.goto(COURSE);
    await workerInControl(page);
    return { context, page };
  }
  const savedCacheNames = (page: Page) =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("synapse-saved-course|")));

  it("opens its lessons, demos and glossary without a connection, in its language, listed where the learner looks", async () => {
    const { context } = await newSignedInLearner(browser(), server, { name: "Grace Hopper", serviceWorker: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(COURSE);
    await workerInControl(page);
    await page.getByRole("button", { name: "Guardar para usar sin conexión" }).press("Enter");
    await page
      .getByText("Guardado en este dispositivo: sus lecciones, demos y glosario se abren sin conexión.")
      .waitFor();
    // The button pressed gives way to the progress, then to the result: focus stays in the panel.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("offline-heading");
    // When, and how much space it takes, in the page's language.
    expect(await page.getByText(/^Guardado el .+ · ocupa [\d,]+ (kB|MB)$/).count()).toBe(1);
    await expectAccessible(page, "the course page with its course saved");

    // The dashboard lists it.
    await page.goto("/es/learn");
    const saved = page.getByRole("region", { name: "Guardados para usar sin conexión" });
    await saved.getByRole("link", { name: "Los fundamentos de la IA" }).waitFor();

    await context.setOffline(true);
    // A lesson opened from its address: the page the learner saw, with their name in the header.
    await page.goto(`${COURSE}/what-is-ai`);
    await page.getByRole("heading", { level: 1, name: "¿Qué es la IA, en realidad?" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.locator("body > header").textContent()).toContain("Grace Hopper");
    // Its demo works: it loads when scrolled to, from the scripts the worker keeps.
    await hydrated(page, "body > header a");
    const slot = page.locator("[data-demo]").first();
    await slot.scrollIntoViewIfNeeded();
    await slot.locator("section").first().waitFor({ state: "visible", timeout: 15_000 });
    // The next lesson from a link inside the app, and a glossary page it links to.
    await page.locator(`a[href="${COURSE}/a-brief-history-of-ai"]`).first().click();
    await page.getByRole("heading", { level: 1, name: "De Dartmouth a ChatGPT: una breve historia" }).waitFor();
    await page.goto(`${COURSE}/how-machines-learn`);
    await page.getByRole("heading", { level: 1, name: "Cómo aprenden las máquinas a partir de ejemplos" }).waitFor();
    const glossaryLink = page.locator('main a[href^="/es/glossary/"]').first();
    const glossaryPage = new URL((await glossaryLink.getAttribute("href")) ?? "", server.url).pathname;
    await page.goto(glossaryPage);
    expect(new URL(page.url()).pathname).toBe(glossaryPage);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.locator("h1").textContent()).not.toBe("Estás sin conexión");

    // A page of another course is not saved: the offline screen, listing what is. It opens the
    // page it stands for once the connection is back.
    await page.goto("/es/courses/ethical-ai-building-a-responsible-future");
    await page.getByRole("heading", { level: 1, name: "Estás sin conexión" }).waitFor();
    await page
      .getByRole("region", { name: "Guardados para usar sin conexión" })
      .getByRole("link", { name: "Los fundamentos de la IA" })
      .waitFor();
    await expectAccessible(page, "the offline screen with a saved course");
    await context.setOffline(false);
    await page.waitForURL("**/es/courses/ethical-ai-building-a-responsible-future");

    // The quiz is drawn and marked on the server: offline, it says so.
    await context.setOffline(true);
    await page.goto(`${COURSE}/quiz`);
    await page.getByText(/^El cuestionario del curso necesita conexión/).waitFor();
    await context.setOffline(false);
    await page.waitForURL(`**${COURSE}/quiz`);

    // Removed, it is gone from this device.
    await page.goto(COURSE);
    await page.getByRole("button", { name: "Quitar de este dispositivo" }).click();
    await page.getByRole("button", { name: "Guardar para usar sin conexión" }).waitFor();
    expect(await savedCacheNames(page)).toEqual([]);
    expect(notConnectionErrors(errors)).toEqual([]);
    await context.close();
  });

  it("keeps checks and a review answered offline in the browser, and sends each once when the connection returns", async () => {
    const { context, userId, client } = await newSignedInLearner(browser(), server, { serviceWorker: true });
    const lesson = "how-machines-learn";
    const [first, second, third] = checkBank(FOUNDATIONS).filter((q) => q.lesson === lesson);
    if (!first || !second || !third) throw new Error("three checks needed");
    // Earlier, online: the lesson's third check, whose question has since come due for review.
    const answered = await client.post(
      `/courses/${FOUNDATIONS}/${lesson}`,
      new URLSearchParams([["intent", "check"], ["check", third.id], ...answerFields(third, true)]),
    );
    expect(answered.status).toBe(200);
    await server.db
      .updateTable("review_card")
      .set({ due: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", userId)
      .execute();

    const page = await context.newPage();
    const errors = watchErrors(page);
    await saveFoundations(page);

    await context.setOffline(true);
    await page.goto(`/courses/${FOUNDATIONS}/${lesson}`);
    await hydrated(page, "body > header a");
    for (const [check, correct] of [
      [first, true],
      [second, false],
    ] as const) {
      await answerOffline(page, check, correct);
      // The verdict's place takes the focus, so a screen reader reads what happened.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Waiting to sync");
    }
    await page.getByText("2 answers are waiting to sync").waitFor();

    // The review saved with the course asks the question due; its answer waits too.
    await page.goto("/learn/review");
    await hydrated(page, "body > header a");
    await page.locator(`#question-${third.id}`).waitFor();
    // The form is the app's (not yet a plain form post) once React has taken it over.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("main form") ?? {}).some((k) => k.startsWith("__react")),
    );
    await answerInBrowser(page, third, false);
    await page.getByRole("button", { name: "Check my answer" }).click();
    await page.getByRole("status").getByText("Waiting to sync").waitFor();
    await page.getByText("The next questions need a connection").waitFor();
    await expectAccessible(page, "a review answered offline");

    // Still there after a reload without a connection, and only in this browser.
    await page.goto(`/courses/${FOUNDATIONS}/${lesson}`);
    await page.reload();
    await page.locator(`#check-${second.id}`).getByText("Waiting to sync").waitFor();
    await expectAccessible(page, "a lesson with answers waiting to sync");
    const checkRows = () =>
      server.db
        .selectFrom("lesson_check")
        .select(["check_id", "correct", "answers_given"])
        .where("user_id", "=", userId)
        .execute();
    expect(await checkRows()).toHaveLength(1);

    // Back online: sent, kept once each, and the page shows them graded.
    await context.setOffline(false);
    await page
      .getByText("You are back online: the 3 answers you gave offline are now kept with your progress.")
      .waitFor();
    await page.locator(`#check-${first.id}`).getByText("Right.").waitFor();
    await page.locator(`#check-${second.id}`).getByText("Not quite.").waitFor();
    expect((await checkRows()).map((r) => [r.check_id, Number(r.correct), Number(r.answers_given)]).sort()).toEqual(
      [
        [first.id, 1, 1],
        [second.id, 0, 1],
        [third.id, 1, 1],
      ].sort(),
    );
    const card = await server.db
      .selectFrom("review_card")
      .select("reps")
      .where("user_id", "=", userId)
      .where("question_id", "=", third.id)
      .executeTakeFirstOrThrow();
    expect(Number(card.reps)).toBe(2);
    // The lesson is complete, and the dashboard says so.
    await page.getByText("You completed this lesson.").waitFor();
    await page.goto("/learn");
    await page.getByText("1 of 6 lessons").first().waitFor();
    // Another page load sends nothing again.
    const receipts = await server.db.selectFrom("offline_answer").select("id").where("user_id", "=", userId).execute();
    expect(receipts).toHaveLength(3);
    expect(await page.evaluate(() => localStorage.getItem("synapse-answers-waiting"))).toBeNull();
    expect(notConnectionErrors(errors)).toEqual([]);
    await context.close();
  });

  it("keeps nothing of a save the connection cut, and says so", async () => {
    const { context, page } = await learnerOnTheCourse();
    // The connection drops once the first few pages are kept.
    let asked = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith(COURSE) && ++asked === 6) void context.setOffline(true);
    });
    await page.getByRole("button", { name: "Guardar para usar sin conexión" }).click();
    await page
      .getByRole("alert")
      .getByText(/^No se pudo guardar el curso: no hay conexión\./)
      .waitFor();
    expect(await savedCacheNames(page)).toEqual([]);
    await page.getByRole("button", { name: "Guardar para usar sin conexión" }).waitFor();
    await context.close();
  });

  it("says when the device's storage is full, and keeps nothing", async () => {
    const { context, page } = await learnerOnTheCourse();
    // The worker's own files fit; there is barely any room beside them.
    const { usage } = await page.evaluate(() => navigator.storage.estimate());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.overrideQuotaForOrigin", { origin: server.url, quotaSize: (usage ?? 0) + 100_000 });
    await page.getByRole("button", { name: "Guardar para usar sin conexión" }).click();
    await page
      .getByRole("alert")
      .getByText(/^No se pudo guardar el curso: el almacenamiento/)
      .waitFor();
    expect(await savedCacheNames(page)).toEqual([]);
    await context.close();
  });

  it("sends what was answered offline from the service worker (Background Sync), with no page of Synapse open", async () => {
    const { context, userId } = await newSignedInLearner(browser(), server, { serviceWorker: true });
    const page = await context.newPage();
    await saveFoundations(page);
    await context.setOffline(true);
    const lesson = "what-is-ai";
    const [check] = checkBank(FOUNDATIONS).filter((q) => q.lesson === lesson);
    if (!check) throw new Error("no check");
    await page.goto(`/courses/${FOUNDATIONS}/${lesson}`);
    await hydrated(page, "body > header a");
    await answerOffline(page, check, true);

    // No Synapse page open: only the worker can send it. Chromium fires Background Sync on its
    // own idea of the connection, which emulation does not change: DevTools fires it here.
    await page.goto("about:blank");
    await context.setOffline(false);
    const session = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      session.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await session.send("ServiceWorker.enable");
    await session.send("ServiceWorker.dispatchSyncEvent", {
      origin: server.url,
      registrationId: await registration,
      tag: "synapse-outbox",
      lastChance: false,
    });
    const kept = () => server.db.selectFrom("lesson_check").select("check_id").where("user_id", "=", userId).execute();
    await expect.poll(kept, { timeout: 20_000 }).toEqual([{ check_id: check.id }]);
    await context.close();
  });

  it("logs out once the connection returns, after sending what was answered offline: the next learner finds nothing", async () => {
    const ada = await newSignedInLearner(browser(), server, { name: "Ada Byron", serviceWorker: true });
    const { context } = ada;
    const page = await context.newPage();
    await saveFoundations(page, "es");

    await context.setOffline(true);
    const lesson = "what-is-ai";
    const [check] = checkBank(FOUNDATIONS, "es").filter((q) => q.lesson === lesson);
    if (!check) throw new Error("no check");
    await page.goto(`${COURSE}/${lesson}`);
    await hydrated(page, "body > header a");
    await answerOffline(page, check, true, "es");

    // Logging out needs the server: it waits for the connection, and says so.
    await page.getByRole("banner").locator("summary", { hasText: "Tu cuenta" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" }).click();
    await page
      .getByRole("alert")
      .getByText(/^No tienes conexión\. Para cerrar sesión hace falta conexión/)
      .waitFor();

    // Back online: the answer is sent, then Ada is logged out, and her pages and queue go.
    await context.setOffline(false);
    await page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" }).waitFor({ timeout: 30_000 });
    const kept = await server.db
      .selectFrom("lesson_check")
      .select("check_id")
      .where("user_id", "=", ada.userId)
      .execute();
    expect(kept).toEqual([{ check_id: check.id }]);
    await expect.poll(() => savedCacheNames(page)).toEqual([]);
    // Nothing of hers waits or stays untold: the outbox holds nothing but its own notes.
    const outbox = () =>
      page.evaluate(
        () =>
          new Promise<{ keys: string[]; untold: unknown }>((resolve, reject) => {
            const open = indexedDB.open("synapse-answers");
            open.onsuccess = () => {
              const store = open.result.transaction("queue").objectStore("queue");
              const keys = store.getAllKeys();
              const untold = store.get("__sent");
              keys.onsuccess = () => {
                untold.onsuccess = () => resolve({ keys: keys.result.map(String), untold: untold.result });
              };
            };
            open.onerror = () => reject(open.error);
          }),
      );
    const { keys, untold } = await outbox();
    expect(keys.filter((key) => !key.startsWith("__"))).toEqual([]);
    expect(untold ?? []).toEqual([]);

    // The next learner on this browser: none of Ada's pages, answers or name.
    const grace = await newLearner(server.url, server.db, "Grace Hopper");
    await context.addCookies([...grace.client.cookies].map(([name, value]) => ({ name, value, url: server.url })));
    await page.goto(`${COURSE}/${lesson}`);
    await page.getByRole("banner").locator("summary", { hasText: "Tu cuenta" }).waitFor();
    expect(await page.content()).not.toContain("Ada Byron");
    expect(await page.getByText("Pendiente de sincronizar").count()).toBe(0);
    await page.goto("/es/learn");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("region", { name: "Guardados para usar sin conexión" }).count()).toBe(0);
    await context.close();
  });

  it("says the answers could not be sent, not that the learner is offline, when logging out meets a failing server", async () => {
    const { context, userId } = await newSignedInLearner(browser(), server, { serviceWorker: true });
    const page = await context.newPage();
    const lesson = "what-is-ai";
    const [check] = checkBank(FOUNDATIONS).filter((q) => q.lesson === lesson);
    if (!check) throw new Error("no check");
    await page.goto(`/courses/${FOUNDATIONS}/${lesson}`);
    await workerInControl(page);
    // The answer's request never reaches the server (a connection that drops), and then the
    // server fails every sync, the worker's included.
    await page.route("**/*.data", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
    );
    await context.route("**/api/learning/sync", (route) => route.fulfill({ status: 503, body: "" }));
    await answerOffline(page, check, true);
    await page.unroute("**/*.data");

    await page.getByRole("banner").locator("summary", { hasText: "Your account" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await page
      .getByRole("alert")
      .getByText(/^The answers you gave offline could not be sent yet\. Synapse keeps trying/)
      .waitFor();
    expect(await page.getByText(/^You are offline/).count()).toBe(0);

    // The server answers again: the answer is sent, then the learner is logged out.
    await context.unroute("**/api/learning/sync");
    await page.getByRole("banner").getByRole("link", { name: "Log in" }).waitFor({ timeout: 30_000 });
    const kept = await server.db.selectFrom("lesson_check").select("check_id").where("user_id", "=", userId).execute();
    expect(kept).toEqual([{ check_id: check.id }]);
    await context.close();
  });

  it("drops a course an older build saved that the site no longer has, rather than trying it on every page", async () => {
    const { context, userId } = await newSignedInLearner(browser(), server, { serviceWorker: true });
    const page = await context.newPage();
    await page.goto(`/courses/${FOUNDATIONS}`);
    await workerInControl(page);
    // A course saved by an older build, since removed from the site.
    await page.evaluate(async (owner) => {
      const cache = await caches.open(`synapse-saved-course|${owner}|en|a-retired-course|${Date.now()}`);
      const record = {
        course: "a-retired-course",
        title: "A Retired Course",
        language: "en",
        savedAt: new Date().toISOString(),
        buildId: "an-older-build",
        bytes: 1024,
        pages: ["/courses/a-retired-course"],
      };
      await cache.put("/__saved-course.json", new Response(JSON.stringify(record)));
    }, `user-${userId}`);
    expect(await savedCacheNames(page)).toHaveLength(1);
    await page.reload();
    await expect.poll(() => savedCacheNames(page), { timeout: 20_000 }).toEqual([]);
    await context.close();
  });

  it("goes when its learner logs out: the next person on the browser finds none of their pages", async () => {
    const { context } = await newSignedInLearner(browser(), server, { name: "Ada Byron", serviceWorker: true });
    const page = await context.newPage();
    await saveFoundations(page, "es");
    expect(await savedCacheNames(page)).toHaveLength(1);

    await page.getByRole("banner").locator("summary", { hasText: "Tu cuenta" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" }).click();
    await expect.poll(() => savedCacheNames(page)).toEqual([]);
    await context.setOffline(true);
    await page.goto(`${COURSE}/what-is-ai`);
    await page.getByRole("heading", { level: 1, name: "Estás sin conexión" }).waitFor();
    expect(await page.content()).not.toContain("Ada Byron");
    await context.close();
  });
});

describe("a new build between saving a course and using it", () => {
  // The site as the next deploy: the same app with one statement more, built in a folder of its own.
  let next = "";
  beforeAll(() => {
    next = anotherBuild();
  }, 300_000);
  afterAll(() => {
    if (next) rmSync(next, { recursive: true, force: true });
  });

  const buildIdOf = (folder: string) =>
    (JSON.parse(readFileSync(path.join(folder, "build", "meta.json"), "utf8")) as { buildId: string }).buildId;
  const assetsOf = (folder: string) => new Set(readdirSync(path.join(folder, "build", "client", "assets")));
  const savedBuilds = (page: Page) =>
    page.evaluate(async () => {
      const builds: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.startsWith("synapse-saved-course|")) continue;
        const record = await (await caches.open(name)).match("/__saved-course.json");
        if (record) builds.push(((await record.json()) as { buildId: string }).buildId);
      }
      return builds;
    });
  const keepsEarlierAssets = (page: Page) => page.evaluate(() => caches.has("synapse-kept-assets"));

  /**
   * A signed-in learner's browser on the site as built now, noting every script that fails to
   * load; `deploy` puts the next build in its place, at the same address, on the same database.
   */
  async function learnerBeforeADeploy(settings: Record<string, string> = {}) {
    const port = await freePort();
    const env = {
      DATABASE_URL: temporarySqliteUrl(),
      AUTH_SECRET: "the-secret-both-builds-of-the-site-share",
      TRUST_PROXY: "1",
      ...settings,
    };
    const servers = { live: await startServer({ port, env }) };
    const learner = await newSignedInLearner(browser(), servers.live, { serviceWorker: true });
    const missing: string[] = [];
    learner.context.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/assets/") && response.status() >= 400) {
        missing.push(`${response.status()} ${response.url()}`);
      }
    });
    learner.context.on("requestfailed", (request) => {
      if (new URL(request.url()).pathname.startsWith("/assets/")) missing.push(`failed ${request.url()}`);
    });
    return {
      ...learner,
      missing,
      site: () => servers.live,
      deploy: async () => {
        await servers.live.stop();
        servers.live = await startServer({ port, env, cwd: next });
      },
      close: async () => {
        await learner.context.close();
        await servers.live.stop();
      },
    };
  }
  /** Waits until a newer worker has installed and waits for the one in charge to let go. */
  const newWorkerWaits = (page: Page) =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) throw new Error("no service worker");
      if (registration.waiting) return;
      await new Promise<void>((resolve) => {
        const watch = (worker: ServiceWorker | null) =>
          worker?.addEventListener("statechange", () => worker.state === "installed" && resolve());
        watch(registration.installing);
        registration.addEventListener("updatefound", () => watch(registration.installing));
      });
    });
  /**
   * With no page of the site open, waits for the newer worker to take over (Chromium lets it as
   * soon as the last page its predecessor controlled has gone). Returns a blank page to go on with.
   */
  async function newWorkerTakesOver(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const activated = new Map<string, boolean>();
    const tookOver = new Promise<void>((resolve) =>
      cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
        for (const version of versions) activated.set(version.versionId, version.status === "activated");
        // The first version seen is the one in charge; the newer one, activated, has taken over.
        const [, ...newer] = [...activated.keys()];
        if (newer.some((id) => activated.get(id))) resolve();
      }),
    );
    await cdp.send("ServiceWorker.enable");
    await tookOver;
    await cdp.detach();
    return page;
  }
  /** Forgets what the browser's HTTP cache holds (it is not kept for offline use): only the worker's files count. */
  const clearHttpCache = async (page: Page) =>
    (await page.context().newCDPSession(page)).send("Network.clearBrowserCache");

  it("opens the saved lessons offline with the scripts they were saved with, then takes the new build, and no script is ever missing", async () => {
    const [before, after] = [buildIdOf(projectRoot), buildIdOf(next)];
    expect(before).not.toBe(after);
    const { context, userId, missing, site, deploy, close } = await learnerBeforeADeploy();
    try {
      let page = await context.newPage();
      const errors = watchErrors(page);
      await saveFoundations(page);
      expect(await savedBuilds(page)).toEqual([before]);
      await page.close();

      // The deploy: the new build answers at the same address; the old one's files are gone.
      await deploy();

      // Online, a page of the new build: its worker installs and waits while the old one is in
      // charge, which keeps the old build's scripts, so the course is not saved again yet.
      page = await context.newPage();
      errors.push(...watchErrors(page));
      await page.goto(`/courses/${FOUNDATIONS}`);
      await newWorkerWaits(page);
      expect(await savedBuilds(page)).toEqual([before]);
      // Every tab of the site is closed before the course could be saved again: the new worker
      // takes over then, and the connection goes.
      await page.close();
      page = await newWorkerTakesOver(context);
      await clearHttpCache(page);
      await context.setOffline(true);

      // The saved lessons open and work, with the old build's scripts, which only the worker has.
      const lesson = "what-is-ai";
      const [check] = checkBank(FOUNDATIONS).filter((q) => q.lesson === lesson);
      if (!check) throw new Error("no check");
      await page.goto(`/courses/${FOUNDATIONS}/${lesson}`);
      await hydrated(page, "body > header a");
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.startsWith("/assets/"))
          .map((pathname) => pathname.replace("/assets/", "")),
      );
      const [oldAssets, newAssets] = [assetsOf(projectRoot), assetsOf(next)];
      expect(scripts.filter((file) => oldAssets.has(file) && !newAssets.has(file)).length).toBeGreaterThan(0);
      await answerOffline(page, check, true);
      const slot = page.locator("[data-demo]").first();
      await slot.scrollIntoViewIfNeeded();
      await slot.locator("section").first().waitFor({ state: "visible", timeout: 15_000 });
      // The next lesson, through the app: its route's scripts are the old build's too.
      await page.locator(`a[href="/courses/${FOUNDATIONS}/a-brief-history-of-ai"]`).first().click();
      await page.getByRole("heading", { level: 1, name: "From Dartmouth to ChatGPT: A Brief History" }).waitFor();
      // A page of the old build never lets go of the old scripts, whoever is in charge.
      expect(await keepsEarlierAssets(page)).toBe(true);

      // Online again: a page of the new build, whose worker is in charge, saves the course
      // again with the new scripts, and the old ones are let go. The answer is kept too.
      await context.setOffline(false);
      await page.goto(`/courses/${FOUNDATIONS}`);
      await expect.poll(() => savedBuilds(page), { timeout: 30_000 }).toEqual([after]);
      await expect.poll(() => keepsEarlierAssets(page)).toBe(false);
      const kept = () =>
        site().db.selectFrom("lesson_check").select("check_id").where("user_id", "=", userId).execute();
      await expect.poll(kept, { timeout: 20_000 }).toEqual([{ check_id: check.id }]);
      expect(missing).toEqual([]);
      expect(notConnectionErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("saves a course from a page of the new build with that build's worker in charge, so it opens offline", async () => {
    const { context, missing, deploy, close } = await learnerBeforeADeploy();
    try {
      let page = await context.newPage();
      await page.goto(`/courses/${FOUNDATIONS}`);
      await workerInControl(page);
      await page.close();
      await deploy();

      // A page of the new build while the old worker is still in charge: the new one takes
      // over before the course is saved, since the old one does not keep the new scripts.
      page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`/courses/${FOUNDATIONS}`);
      await newWorkerWaits(page);
      await page.getByRole("button", { name: SAVE_WORDS.en.save }).click();
      await page.getByText(SAVE_WORDS.en.saved).waitFor();
      expect(await savedBuilds(page)).toEqual([buildIdOf(next)]);

      await clearHttpCache(page);
      await context.setOffline(true);
      await page.goto(`/courses/${FOUNDATIONS}/what-is-ai`);
      await hydrated(page, "body > header a");
      const slot = page.locator("[data-demo]").first();
      await slot.scrollIntoViewIfNeeded();
      await slot.locator("section").first().waitFor({ state: "visible", timeout: 15_000 });
      expect(missing).toEqual([]);
      expect(notConnectionErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("keeps an open page of the old build working, and its new-version banner hands it to the new build and its worker", async () => {
    // Pages check for a new build every 1.2 s here (hourly by default).
    const { context, missing, deploy, close } = await learnerBeforeADeploy({ VERSION_CHECK_MINUTES: "0.02" });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await saveFoundations(page);
      await deploy();

      // The old build's page goes on: the scripts of a lesson it opens come from its worker,
      // since the server no longer has them.
      await page.locator(`main a[href="/courses/${FOUNDATIONS}/what-is-ai"]`).first().click();
      await page.getByRole("heading", { level: 1, name: "What Is AI, Really?" }).waitFor();
      const slot = page.locator("[data-demo]").first();
      await slot.scrollIntoViewIfNeeded();
      await slot.locator("section").first().waitFor({ state: "visible", timeout: 15_000 });
      expect(await page.evaluate(() => "synapseDeploy" in window)).toBe(false);

      // The banner offers the new build; taking it puts the new worker in charge and reloads.
      await page.getByText("A new version of Synapse is available.").waitFor();
      await page.getByRole("button", { name: "Reload" }).click();
      await page.waitForFunction(() => "synapseDeploy" in window, null, { timeout: 30_000 });
      await page.getByRole("heading", { level: 1, name: "What Is AI, Really?" }).waitFor();
      // Now the course is saved again with the new build's scripts, and the old ones go.
      await expect.poll(() => savedBuilds(page), { timeout: 30_000 }).toEqual([buildIdOf(next)]);
      await expect.poll(() => keepsEarlierAssets(page)).toBe(false);
      expect(missing).toEqual([]);
      // Only what the page asked while the server was restarting failed.
      expect(errors.filter((error) => !error.includes("ERR_CONNECTION_REFUSED"))).toEqual([]);
    } finally {
      await close();
    }
  });
});
