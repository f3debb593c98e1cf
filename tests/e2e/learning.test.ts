import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, createDatabase } from "#app/db/connect.server.ts";
import { launchBrowser, watchErrors } from "#tests/browser.ts";
import { GOOD_PASSWORD, uniqueEmail, uniqueIp } from "#tests/client.ts";
import { answerQuizInBrowser, FOUNDATIONS, lessonSlugs, quizBank } from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const QUESTIONS = quizBank(FOUNDATIONS).length;
const PASS = 12;
const FAIL = 5;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(testDatabases)("the learning record in Chromium on $name", ({ url }) => {
  let server: TestServer;
  let db: AppDatabase;

  beforeAll(async () => {
    const databaseUrl = url();
    server = await startServer({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1" });
    db = createDatabase(databaseUrl);
  });
  afterAll(async () => {
    await server?.stop();
    await db?.destroy();
  });

  function newContext(javaScriptEnabled = true): Promise<BrowserContext> {
    return browser.newContext({
      baseURL: server.url,
      javaScriptEnabled,
      extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
    });
  }

  async function expectAccessible(page: Page) {
    const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  }

  /** Signs up in the form and confirms the email with the link from the outbox. */
  async function signUp(page: Page, name: string): Promise<string> {
    const email = uniqueEmail("e2e-learner");
    await page.goto("/sign-up");
    await page.getByLabel("Your name").fill(name);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Check your email");
    let token = "";
    await expect
      .poll(async () => {
        const row = await db
          .selectFrom("email_outbox")
          .select("text_body")
          .where("to_address", "=", email)
          .executeTakeFirst();
        token = row?.text_body.match(/verify-email\?token=([^\s&]+)/)?.[1] ?? "";
        return token;
      })
      .not.toBe("");
    await page.goto(`/verify-email?token=${token}`);
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.getByText("Your email address is confirmed").waitFor();
    return email;
  }

  async function completeLessons(page: Page, javaScriptEnabled: boolean) {
    for (const lesson of lessonSlugs(FOUNDATIONS)) {
      await page.goto(`/courses/${FOUNDATIONS}/${lesson}`);
      if (javaScriptEnabled) {
        // Reaching the end of the lesson marks it complete.
        await page.locator("#lesson-complete").scrollIntoViewIfNeeded();
      } else {
        await page.getByRole("button", { name: "Mark as complete" }).click();
      }
      await page.getByRole("heading", { name: "Lesson complete" }).waitFor();
    }
  }

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])(
    "sign up → six lessons → fail → review → pass → finish → certificate → share, %s",
    async (_label, javaScriptEnabled) => {
      const context = await newContext(javaScriptEnabled);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signUp(page, "Dorothy Vaughan");

      await completeLessons(page, javaScriptEnabled);
      await page.goto(`/courses/${FOUNDATIONS}`);
      await page.getByText("6 of 6 lessons complete").waitFor();
      const progress = page.getByRole("progressbar", { name: "Your progress" });
      expect(await progress.getAttribute("aria-valuenow")).toBe("6");
      if (javaScriptEnabled) await expectAccessible(page);

      await page.getByRole("link", { name: "Continue: take the quiz" }).click();
      await page.waitForURL(`**/courses/${FOUNDATIONS}/quiz`);
      await answerQuizInBrowser(page, FOUNDATIONS, FAIL);
      await page.getByRole("button", { name: "Submit answers" }).click();
      await page.waitForURL("**/quiz/attempts/*");
      await page.getByRole("heading", { name: `You scored ${FAIL} out of ${QUESTIONS}` }).waitFor();
      expect(await page.getByText("Not passed yet").count()).toBe(1);
      expect(await page.getByRole("link", { name: /^Review this lesson:/ }).count()).toBeGreaterThan(0);
      if (javaScriptEnabled) await expectAccessible(page);

      await page.getByRole("link", { name: "Retake the quiz" }).click();
      await page.waitForURL(`**/courses/${FOUNDATIONS}/quiz`);
      await answerQuizInBrowser(page, FOUNDATIONS, PASS);
      await page.getByRole("button", { name: "Submit answers" }).click();
      await page.waitForURL("**/quiz/attempts/*");
      await page.getByText("You passed. Well done!").waitFor();

      await page.getByRole("link", { name: "See your certificate" }).click();
      await page.waitForURL(`**/courses/${FOUNDATIONS}/finish`);
      await page.getByRole("heading", { name: "Congratulations, Dorothy Vaughan!" }).waitFor();
      if (javaScriptEnabled) await expectAccessible(page);
      await page.getByRole("link", { name: "View and print" }).click();
      await page.waitForURL("**/certificates/*");
      const certificateUrl = new URL(page.url()).pathname;

      // Anyone can verify it, signed in or not.
      const stranger = await newContext(javaScriptEnabled);
      const check = await stranger.newPage();
      await check.goto(certificateUrl);
      await check.getByText("Valid certificate, issued by Synapse").waitFor();
      expect(await check.getByText("Dorothy Vaughan").count()).toBe(1);
      expect(await check.getByText("The Foundations of AI").count()).toBeGreaterThan(0);
      if (javaScriptEnabled) await expectAccessible(check);
      await stranger.close();

      // Shared: the share page offers the certificate's link.
      await page.goto(`/share?certificate=${certificateUrl.split("/").at(-1)}`);
      expect(await page.getByRole("link", { name: /LinkedIn/ }).count()).toBeGreaterThan(0);
      expect(await page.locator(`input[value$="${certificateUrl}"]`).count()).toBe(1);

      // The dashboard shows it all.
      await page.goto("/learn");
      await page.getByRole("heading", { name: "Welcome back, Dorothy Vaughan" }).waitFor();
      expect(await page.getByText("1 of 5").count()).toBe(1);
      if (javaScriptEnabled) await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("keeps a visitor's progress and quiz answers through signing up", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Unticking the box would scroll the end of the lesson into view, which completes it first;
    // a learner who turned it off earlier has the choice remembered in this browser.
    await page.addInitScript(() => localStorage.setItem("synapse-auto-complete", "off"));
    await page.goto(`/courses/${FOUNDATIONS}/what-is-ai`);
    await expect.poll(() => page.getByLabel("Mark lessons complete when I reach the end").isChecked()).toBe(false);
    await page.getByRole("button", { name: "Mark as complete" }).click();
    await page.getByText("Completed in this browser").waitFor();
    await page.goto(`/courses/${FOUNDATIONS}`);
    await page.getByText("1 of 6 lessons complete").waitFor();

    // Quiz answers survive a reload.
    await page.goto(`/courses/${FOUNDATIONS}/quiz`);
    await answerQuizInBrowser(page, FOUNDATIONS, 3);
    await page.reload();
    await page.getByText("Your answers from before are back.").waitFor();
    const first = quizBank(FOUNDATIONS)[0];
    const option = first?.options?.[first.answer as number] ?? "";
    expect(await page.locator(`#question-${first?.id}`).getByLabel(option, { exact: true }).isChecked()).toBe(true);

    const email = await signUp(page, "Mary Jackson");
    const user = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await expect
      .poll(async () =>
        (await db.selectFrom("lesson_progress").select("lesson").where("user_id", "=", user.id).execute()).map(
          (r) => r.lesson,
        ),
      )
      .toEqual(["what-is-ai"]);
    await page.goto(`/courses/${FOUNDATIONS}`);
    await page.getByText("1 of 6 lessons complete").waitFor();
    expect(await page.getByText("Saved in this browser only").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a lesson completed in one tab in the other, without reloading", async () => {
    const context = await newContext();
    const first = await context.newPage();
    await signUp(first, "Annie Easley");
    await first.goto(`/courses/${FOUNDATIONS}`);
    await first.getByRole("link", { name: "Start the course" }).waitFor();
    const second = await context.newPage();
    await second.addInitScript(() => localStorage.setItem("synapse-auto-complete", "off"));
    await second.goto(`/courses/${FOUNDATIONS}/what-is-ai`);
    await expect.poll(() => second.getByLabel("Mark lessons complete when I reach the end").isChecked()).toBe(false);
    await second.getByRole("button", { name: "Mark as complete" }).click();
    await second.getByRole("heading", { name: "Lesson complete" }).waitFor();
    await first.getByText("1 of 6 lessons complete").waitFor({ timeout: 10_000 });
    await context.close();
  });
});

describe("the share page in Chromium", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("copies a course link and says “Copied” for 1.5 seconds", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/share?course=${FOUNDATIONS}`);
    await page.getByRole("heading", { name: /Share the course “The Foundations of AI”/ }).waitFor();
    expect(await page.getByRole("link", { name: /Share on LinkedIn/ }).getAttribute("href")).toContain(
      encodeURIComponent(`/courses/${FOUNDATIONS}`),
    );
    await page.getByRole("button", { name: "Copy link" }).click();
    const copiedAt = Date.now();
    await page.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Copied" }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `http://localhost:3000/courses/${FOUNDATIONS}`,
    );
    await page.getByRole("button", { name: "Copy link" }).waitFor({ timeout: 3000 });
    const shownFor = Date.now() - copiedAt;
    expect(shownFor).toBeGreaterThanOrEqual(1400);
    expect(shownFor).toBeLessThan(2500);
    const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
