// Groups in Chromium (issue 16): a teacher creates a group and assigns a course; one learner
// joins from the link with JavaScript, another types the code without it; the teacher sees
// them both, and one leaves. Every page passes axe in light and dark. A second teacher does it
// all without JavaScript: assigns with a due date, sorts the grid, removes a member. A school's
// group shows its grid and people a page at a time, paged from the keyboard.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPupils, answerLessonChecks, answerQuizInBrowser, FOUNDATIONS, lessonSlugs } from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";
import { chromiumForFile, expectAccessible, hydrated, newSignedInLearner, watchErrors } from "./fixtures.ts";

const browser = chromiumForFile();

// Chromium logs a form's own 400 answer (its field messages) as a failed resource; that one is expected.
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes("status of 400 (Bad Request)"));

describe.each(testDatabases)("groups in Chromium on $name", ({ name }) => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await site?.stop();
  });

  async function signedIn(name: string, options: { javaScript?: boolean; colorScheme?: "light" | "dark" } = {}) {
    const { context, client } = await newSignedInLearner(browser(), site, { name, ...options });
    const page = await context.newPage();
    return { context, page, client, errors: watchErrors(page) };
  }

  async function joinWith(page: Page, typed: string, javaScript: boolean) {
    if (typed) await page.getByLabel("Group code").fill(typed);
    if (javaScript) await hydrated(page, 'form:has(input[name="code"])');
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Join “Year 10 computing”?" }).waitFor();
    await page.getByRole("button", { name: "Join the group" }).click();
    await page.getByText("Tick the box to agree before you join.").waitFor();
    await page.getByLabel("I agree, and I want to join this group.").check();
    await page.getByRole("button", { name: "Join the group" }).click();
    await page.getByText("You joined the group.").waitFor();
  }

  it("lets a teacher create a group that learners join by link and by code, and follow who is in it", async () => {
    const contexts: BrowserContext[] = [];
    try {
      const teacher = await signedIn("Ada Teacher");
      contexts.push(teacher.context);
      await teacher.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
      await teacher.page.goto("/groups");
      await expectAccessible(teacher.page, "/groups, empty (light)");
      await hydrated(teacher.page, 'form:has(input[name="name"])');
      await teacher.page.getByRole("button", { name: "Create the group" }).click();
      await teacher.page.getByText("Give the group a name").first().waitFor();
      await teacher.page.getByLabel("Name of the group").fill("Year 10 computing");
      await teacher.page.getByRole("button", { name: "Create the group" }).click();
      await teacher.page.getByText("Your group is ready.").waitFor();
      const groupPath = new URL(teacher.page.url()).pathname;
      const link = await teacher.page.getByLabel("Join link").inputValue();
      const code = await teacher.page.getByLabel("Group code (typed at /join)").inputValue();
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      await teacher.page.getByRole("button", { name: "Copy link" }).click();
      await teacher.page.getByRole("button", { name: "Copied" }).waitFor();
      expect(await teacher.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await teacher.page.getByLabel("Course", { exact: true }).selectOption({ label: "The Foundations of AI" });
      await teacher.page.getByRole("button", { name: "Assign the course" }).click();
      await teacher.page.getByText("The course was assigned.").waitFor();
      await expectAccessible(teacher.page, `${groupPath} (light)`);

      // The link, with JavaScript, in dark.
      const first = await signedIn("Grace Learner", { colorScheme: "dark" });
      contexts.push(first.context);
      await first.page.goto(new URL(link).pathname + new URL(link).search);
      expect(await first.page.getByLabel("Group code").inputValue()).toBe(code.replace("-", ""));
      await first.page.getByRole("button", { name: "Continue" }).click();
      await first.page.getByText("Your leaders will see your name").waitFor();
      await expectAccessible(first.page, "/join, agreeing (dark)");
      await first.page.goto(new URL(link).pathname + new URL(link).search);
      await joinWith(first.page, "", true);
      await first.page.getByText("Led by Ada Teacher").waitFor();
      await first.page.getByRole("link", { name: "The Foundations of AI" }).waitFor();
      await expectAccessible(first.page, "/groups, a member (dark)");

      // The code, typed without JavaScript.
      const second = await signedIn("Alan Learner", { javaScript: false });
      contexts.push(second.context);
      await second.page.goto("/join");
      await joinWith(second.page, code.toLowerCase(), false);

      // A third, by the code with JavaScript, who then takes the quiz in the browser.
      const third = await signedIn("Joan Learner");
      contexts.push(third.context);
      await third.page.goto("/join");
      await joinWith(third.page, code, true);

      await teacher.page.reload();
      const progress = teacher.page.locator("#progress");
      await progress.getByRole("rowheader", { name: "Grace Learner" }).waitFor();
      await progress.getByRole("rowheader", { name: "Alan Learner" }).waitFor();
      await progress.getByRole("rowheader", { name: "Joan Learner" }).waitFor();
      expect(await teacher.page.getByText("3 members").count()).toBeGreaterThan(0);
      await hydrated(teacher.page, "#progress table a");

      // The grid follows them live, without a reload.
      const row = (name: string) => progress.getByRole("row").filter({ hasText: name });
      await answerLessonChecks(second.client, FOUNDATIONS, lessonSlugs(FOUNDATIONS)[0] ?? "");
      await row("Alan Learner").getByText("1 of 6 lessons").waitFor();
      await third.page.goto(`/courses/${FOUNDATIONS}/quiz`);
      await answerQuizInBrowser(third.page, FOUNDATIONS, 14);
      await third.page.getByRole("button", { name: "Submit answers" }).click();
      await third.page.waitForURL("**/quiz/attempts/*");
      await row("Joan Learner").getByText("Best quiz 100%, passed").waitFor();
      await expectAccessible(teacher.page, `${groupPath}, with progress (light)`);

      // The first learner leaves; the teacher sees no more of them.
      await first.page.getByText("Leave this group").click();
      await first.page.getByRole("button", { name: "Leave “Year 10 computing”" }).click();
      await first.page.getByText("You left the group.").waitFor();
      await teacher.page.reload();
      await progress.getByRole("rowheader", { name: "Alan Learner" }).waitFor();
      expect(await progress.getByRole("rowheader", { name: "Grace Learner" }).count()).toBe(0);

      for (const { errors } of [teacher, first, second, third]) expect(unexpected(errors)).toEqual([]);

      // The leader's page in dark, too.
      const dark = await browser().newContext({ baseURL: site.url, colorScheme: "dark", serviceWorkers: "block" });
      contexts.push(dark);
      await dark.addCookies(await teacher.context.cookies());
      const darkPage = await dark.newPage();
      await darkPage.goto(groupPath);
      await expectAccessible(darkPage, `${groupPath} (dark)`);
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  it("pages a school's group from the keyboard in the app, with each page accessible in light and dark", async () => {
    const teacher = await signedIn("Katherine Teacher");
    try {
      const created = await teacher.client.post("/groups", { intent: "create", name: "Whole school" });
      const groupPath = (created.headers.get("location") ?? "").split("?")[0] ?? "";
      await teacher.client.post(groupPath, { intent: "assign", course: FOUNDATIONS, dueOn: "" });
      const groupId = groupPath.split("/").at(-1) ?? "";
      const pupils = await addPupils(site.db, groupId, 75, 2);

      const { page } = teacher;
      await page.goto(groupPath);
      const progress = page.locator("#progress");
      const names = () => progress.getByRole("rowheader").allInnerTexts();
      const gridPages = page.getByRole("navigation", { name: "Pages of the progress grid" });
      expect((await names()).length).toBe(50);
      await gridPages.getByText("1–50 of 75 members").waitFor();
      await page.getByText(/Not started: Pupil 01, .* Pupil 20 and 55 more/).waitFor();
      await expectAccessible(page, `${groupPath}, page 1 of 2 (light)`);
      await hydrated(page, "#progress table a");
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      // Keyboard: the next page's link, then Enter; the app shows page 2 without a new document.
      await gridPages.getByRole("link", { name: "Next page" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(/\?page=2#progress$/);
      await gridPages.getByText("51–75 of 75 members").waitFor();
      expect(await names()).toEqual(pupils.slice(50).map((p) => p.name));
      expect(await gridPages.locator('[aria-current="page"]').textContent()).toBe("Page 2");
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      // The people list (the teacher and 75 pupils) pages on its own, keeping the grid's page.
      const peoplePages = page.getByRole("navigation", { name: "Pages of the people list" });
      await peoplePages.getByText("1–50 of 76 people").waitFor();
      await peoplePages.getByRole("link", { name: "Page 2" }).click();
      await page.waitForURL(/\?page=2&people=2#members$/);
      await peoplePages.getByText("51–76 of 76 people").waitFor();
      expect(await names()).toEqual(pupils.slice(50).map((p) => p.name));
      // A form sent from these pages comes back to them.
      await page.getByRole("button", { name: "Remove Pupil 75 from the group" }).click();
      await page.getByText("That person is no longer in the group.").waitFor();
      expect(new URL(page.url()).search).toBe("?page=2&people=2&status=removed");
      await peoplePages.getByText("51–75 of 75 people").waitFor();
      await gridPages.getByText("51–74 of 74 members").waitFor();
      // Finding someone: type, then Enter; both lists narrow and start at their first page.
      await page.getByRole("searchbox", { name: "Find a person" }).fill("pupil 7");
      await page.keyboard.press("Enter");
      await page.getByText("5 people match “pupil 7”.").waitFor();
      expect(await names()).toEqual(["Pupil 70", "Pupil 71", "Pupil 72", "Pupil 73", "Pupil 74"]);
      expect(new URL(page.url()).search).toBe("?q=pupil+7");
      await expectAccessible(page, `${groupPath}, searched (light)`);
      await page.getByRole("link", { name: "Show everyone" }).click();
      await gridPages.getByText("1–50 of 74 members").waitFor();
      expect(await page.getByRole("searchbox", { name: "Find a person" }).inputValue()).toBe("");
      expect(unexpected(teacher.errors)).toEqual([]);

      const dark = await browser().newContext({ baseURL: site.url, colorScheme: "dark", serviceWorkers: "block" });
      try {
        await dark.addCookies(await teacher.context.cookies());
        const darkPage = await dark.newPage();
        await darkPage.goto(`${groupPath}?page=2&people=2`);
        await expectAccessible(darkPage, `${groupPath}, page 2 of 2 (dark)`);
      } finally {
        await dark.close();
      }
    } finally {
      await teacher.context.close();
    }
  });

  it("lets a leader without JavaScript assign a course with a due date, sort the grid and remove a member", async () => {
    const contexts: BrowserContext[] = [];
    try {
      const teacher = await signedIn("Mary Teacher", { javaScript: false });
      contexts.push(teacher.context);
      const { page } = teacher;
      await page.goto("/groups");
      await page.getByLabel("Name of the group").fill("Evening class");
      await page.getByRole("button", { name: "Create the group" }).click();
      await page.getByText("Your group is ready.").waitFor();
      const groupPath = new URL(page.url()).pathname;
      const code = await page.getByLabel("Group code (typed at /join)").inputValue();
      const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel("Course", { exact: true }).selectOption({ label: "The Foundations of AI" });
      await page.getByLabel("Due date").fill(due);
      await page.getByRole("button", { name: "Assign the course" }).click();
      await page.getByText("The course was assigned.").waitFor();

      // Two learners join (over HTTP); one completes a lesson.
      const kurt = await newSignedInLearner(browser(), site, { name: "Kurt Member" });
      const emmy = await newSignedInLearner(browser(), site, { name: "Emmy Member" });
      for (const learner of [kurt, emmy]) {
        contexts.push(learner.context);
        const joined = await learner.client.post("/join", { intent: "join", code, agree: "yes" });
        expect(joined.status).toBe(302);
      }
      await answerLessonChecks(emmy.client, FOUNDATIONS, lessonSlugs(FOUNDATIONS)[0] ?? "");

      await page.reload();
      const progress = page.locator("#progress");
      const names = () => progress.getByRole("rowheader").allInnerTexts();
      expect(await names()).toEqual(["Emmy Member", "Kurt Member"]);
      await page.getByText("Not started: Kurt Member").waitFor();
      // Sorting by the course is a plain link: least progress first, then most.
      await progress.getByRole("link", { name: /^The Foundations of AI.*sort ascending$/ }).click();
      await page.waitForURL(/sort=the-foundations-of-ai&dir=ascending/);
      // The address changes before the sorted table renders.
      await expect.poll(names).toEqual(["Kurt Member", "Emmy Member"]);
      await progress.getByRole("link", { name: /^The Foundations of AI.*sort descending$/ }).click();
      await page.waitForURL(/dir=descending/);
      await expect.poll(names).toEqual(["Emmy Member", "Kurt Member"]);

      await page.getByRole("button", { name: "Remove Kurt Member from the group" }).click();
      await page.getByText("That person is no longer in the group.").waitFor();
      expect(await names()).toEqual(["Emmy Member"]);
      expect(unexpected(teacher.errors)).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(groupPath);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
