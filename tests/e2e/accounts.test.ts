import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, uniqueEmail } from "#tests/client.ts";
import { newLearner } from "#tests/learning.ts";
import { linkIn, type Mailbox, startMailbox } from "#tests/mail.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";
import { chromiumForFile, expectAccessible, hydrated, newVisitor, watchErrors } from "./fixtures.ts";

const SITE = "http://localhost:3000";

const browser = chromiumForFile();
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

describe.each(testDatabases)("accounts in Chromium on $name", ({ name }) => {
  let site: TestServer;

  beforeAll(async () => {
    site = await startServer({ database: name, env: { TRUST_PROXY: "1", SMTP_URL: mailbox.url } });
  });
  afterAll(async () => {
    await site?.stop();
  });

  async function logIn(page: Page, email: string, password: string) {
    await page.goto("/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL("**/learn");
  }

  async function logOut(page: Page) {
    await page.getByRole("banner").locator("summary", { hasText: "Your account" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect.poll(() => page.getByRole("banner").getByRole("link", { name: "Log in" }).count()).toBe(1);
  }

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("sign-up → verify → log out → log in → reset → log in, %s", async (_label, javaScriptEnabled) => {
    const context = await newVisitor(browser(), site, { javaScript: javaScriptEnabled });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = uniqueEmail(javaScriptEnabled ? "e2e-js" : "e2e-nojs");

    await page.goto("/sign-up");
    await page.getByLabel("Your name").fill("Katherine Johnson");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();

    const verifyMail = await mailbox.waitFor(email, /confirm/i);
    await page.goto(pathOf(linkIn(verifyMail, `${SITE}/verify-email`)));
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page
      .getByText("Your email address is confirmed")
      .waitFor({ timeout: 10_000 })
      .catch(async (error) => {
        throw new Error(`${page.url()}\n${(await page.content()).slice(0, 600)}`, { cause: error });
      });
    expect(new URL(page.url()).pathname).toBe("/profile");
    await expect.poll(() => page.getByRole("banner").getByText("Katherine Johnson").count()).toBe(1);

    await logOut(page);
    await logIn(page, email, GOOD_PASSWORD);
    await expect.poll(() => page.getByRole("banner").getByText("Katherine Johnson").count()).toBe(1);
    await logOut(page);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL("**/forgot-password");
    // The router changes the address before it renders the new page: until this heading shows,
    // "Email address" is still the log-in form's field.
    await page.getByRole("heading", { level: 1, name: "Forgot your password?" }).waitFor();
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();

    const resetMail = await mailbox.waitFor(email, /password/i);
    await page.goto(pathOf(linkIn(resetMail, `${SITE}/reset-password`)));
    const newPassword = "amber-kettle-orbit-91-fern";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL("**/login?status=password-reset");
    await expect.poll(() => page.getByText("Your password was changed").count()).toBe(1);

    await logIn(page, email, newPassword);
    await expect.poll(() => page.getByRole("banner").getByText("Katherine Johnson").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows how strong a new password is as it is typed, scored by the server, and no meter when it cannot ask", async () => {
    const context = await newVisitor(browser(), site);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/sign-up");
    // The toggle appears once the page is hydrated, and with it the live checklist and meter.
    await page.getByRole("button", { name: "Show password" }).waitFor();
    const password = page.getByLabel("Password", { exact: true });
    const announcement = page.locator("p[aria-live=polite]", { hasText: /^Strength:/ });

    await password.pressSequentially("password", { delay: 20 });
    await page.getByRole("meter", { name: "Strength: weak" }).waitFor();
    await expect.poll(() => page.getByText("Too easy to guess. This is a heavily used password.").count()).toBe(1);
    await expect.poll(() => announcement.textContent()).toBe("Strength: weak");

    await password.fill(GOOD_PASSWORD);
    await page.getByRole("meter", { name: "Strength: strong" }).waitFor();
    expect(await page.getByText("Too easy to guess.").count()).toBe(0);
    await expect.poll(() => announcement.textContent()).toBe("Strength: strong");
    expect(errors).toEqual([]);

    // Offline (or refused): the meter goes, the checklist stays, and the server checks on submit.
    await page.route("**/api/password-strength", (route) => route.abort("internetdisconnected"));
    const asked = page.waitForRequest("**/api/password-strength");
    await password.fill("password123");
    await asked;
    await expect.poll(() => page.getByRole("meter").count()).toBe(0);
    expect(await page.getByRole("list", { name: "Password requirements" }).textContent()).toContain(
      "At least 8 characters, met",
    );
    await context.close();
  });

  it("shows a wrong password next to the form, keeping the email but not the password", async () => {
    const context = await newVisitor(browser(), site);
    const page = await context.newPage();
    await page.goto("/login?redirectTo=/profile");
    await page.getByLabel("Email address").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("not-it-at-all");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("do not match an account");
    expect(await page.getByLabel("Email address").inputValue()).toBe("nobody@example.com");
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    await context.close();
  });
});

describe("auth state across tabs", () => {
  let site: TestServer;
  let email: string;

  beforeAll(async () => {
    site = await startServer({ env: { TRUST_PROXY: "1" } });
    // These tests are about logging in and out, not signing up: the learner is made over HTTP.
    ({ email } = await newLearner(site.url, site.db, "Alan Turing"));
  });
  afterAll(async () => {
    await site?.stop();
  });

  async function logInAs(page: Page) {
    await page.goto("/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL("**/learn");
  }

  it("signing in and out in one tab updates the other without a reload", async () => {
    const context = await newVisitor(browser(), site);
    const first = await context.newPage();
    const second = await context.newPage();
    const errors = [...[first, second].map(watchErrors)];
    await first.goto("/courses");
    await second.goto("/about");
    await second.waitForLoadState("networkidle");
    // Marks the second tab's document, to prove it is never reloaded.
    await second.evaluate(() => {
      (window as unknown as { unreloaded: boolean }).unreloaded = true;
    });

    await first.goto("/login");
    await first.getByLabel("Email address").fill(email);
    await first.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await first.getByRole("button", { name: "Log in" }).click();
    await first.waitForURL("**/learn");

    await expect.poll(() => second.getByRole("banner").getByText("Alan Turing").count()).toBe(1);
    await expect.poll(() => second.getByText("You signed in in another tab.").count()).toBe(1);

    await first.getByRole("banner").locator("summary", { hasText: "Your account" }).click();
    await first.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect.poll(() => second.getByRole("banner").getByRole("link", { name: "Log in" }).count()).toBe(1);
    await expect.poll(() => second.getByText("You signed out in another tab.").count()).toBe(1);
    expect(await second.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
    expect(errors.flat()).toEqual([]);
    await context.close();
  });

  it("notices a session ended from another device when the tab is shown again", async () => {
    const phone = await newVisitor(browser(), site);
    const laptop = await newVisitor(browser(), site);
    const phonePage = await phone.newPage();
    const laptopPage = await laptop.newPage();
    for (const page of [phonePage, laptopPage]) await logInAs(page);
    await laptopPage.goto("/profile");
    await laptopPage.getByRole("button", { name: "Sign out all other devices" }).click();
    await expect.poll(() => laptopPage.getByText("Every other device was signed out.").count()).toBe(1);

    await phonePage.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(() => phonePage.getByText("Your session has ended, so you are now signed out.").count()).toBe(1);
    expect(await phonePage.getByRole("link", { name: "Log in again" }).count()).toBe(1);
    await phone.close();
    await laptop.close();
  });

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])(
    "lets the owner in by an emailed link once password log-ins from here are paused, %s",
    async (_label, javaScriptEnabled) => {
      const { email } = await newLearner(site.url, site.db, "Mary Jackson");
      const context = await newVisitor(browser(), site, { javaScript: javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/login?redirectTo=/courses");
      if (javaScriptEnabled) await hydrated(page, "button[value=password]");
      for (let i = 0; i < 9; i++) {
        await page.getByLabel("Email address").fill(email);
        await page.getByLabel("Password", { exact: true }).fill(`wrong-guess-${i}-x`);
        const answered = javaScriptEnabled
          ? page.waitForResponse((response) => response.request().method() === "POST")
          : page.waitForEvent("load");
        await page.getByRole("button", { name: "Log in", exact: true }).click();
        await answered;
        await page.getByRole("button", { name: "Log in", exact: true }).and(page.locator(":enabled")).waitFor();
      }
      await page.getByText(/logging in with a password from here is paused for 1[45] minutes/).waitFor();
      await page.getByRole("button", { name: "Email me a sign-in link" }).click();
      await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();
      // This site has no mail server: the link waits in the outbox.
      let link = "";
      await expect
        .poll(async () => {
          const row = await site.db
            .selectFrom("email_outbox")
            .select("text_body")
            .where("to_address", "=", email)
            .where("subject", "=", "Your Synapse sign-in link")
            .executeTakeFirst();
          link = row?.text_body.match(/http:\/\/\S+\/login\/link\?\S+/)?.[0] ?? "";
          return link;
        })
        .not.toBe("");
      await page.goto(pathOf(link));
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL("**/courses");
      await expect.poll(() => page.getByRole("banner").getByText("Mary Jackson").count()).toBe(1);
      await context.close();
    },
  );

  it.each(["/login", "/login/link?token=example", "/sign-up", "/forgot-password", "/profile"])(
    "%s has no WCAG 2.2 AA violations in light and dark mode",
    async (path) => {
      for (const colorScheme of ["light", "dark"] as const) {
        const context = await newVisitor(browser(), site, { colorScheme });
        const page = await context.newPage();
        if (path === "/profile") await logInAs(page);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, `${path} (${colorScheme})`);
        await context.close();
      }
    },
  );
});
