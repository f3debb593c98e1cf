import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, uniqueEmail } from "#tests/client.ts";
import {
  answerInBrowser,
  answerLessonChecks,
  answerLessonChecksInBrowser,
  answerQuizInBrowser,
  attemptKeyFrom,
  checkBank,
  FOUNDATIONS,
  lessonSlugs,
  newLearner,
  quizBank,
  quizForm,
} from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";
import {
  chromiumForFile,
  expectAccessible,
  hydrated,
  newSignedInLearner,
  newVisitor,
  watchErrors,
} from "./fixtures.ts";

const PASS = 12;
const FAIL = 5;

const browser = chromiumForFile();

describe.each(testDatabases)("the learning record in Chromium on $name", ({ name }) => {
  let site: TestServer;

  beforeAll(async () => {
    site = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await site?.stop();
  });

  /** Signs up in the form and confirms the email with the link from the outbox. */
  async function signUpInTheForm(page: Page, name: string): Promise<string> {
    const email = uniqueEmail("e2e-learner");
    await page.goto("/sign-up");
    await page.getByLabel("Your name").fill(name);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();
    let token = "";
    await expect
      .poll(
        async () => {
          const row = await site.db
            .selectFrom("email_outbox")
            .select("text_body")
            .where("to_address", "=", email)
            .executeTakeFirst();
          token = row?.text_body.match(/verify-email\?token=([^\s&]+)/)?.[1] ?? "";
          return token;
        },
        { timeout: 15_000 },
      )
      .not.toBe("");
    await page.goto(`/verify-email?token=${token}`);
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.getByText("Your email address is confirmed").waitFor();
    return email;
  }

  /** Completes every lesson by answering its checks, the first lesson's wrongly: right or wrong, answered counts. */
  async function completeLessons(page: Page) {
    for (const [i, lesson] of lessonSlugs(FOUNDATIONS).entries()) {
      await page.goto(`/courses/${FOUNDATIONS}/${lesson}`);
      await page.getByText(/to complete this lesson: 0 of \d answered/).waitFor();
      await answerLessonChecksInBrowser(page, FOUNDATIONS, lesson, i > 0);
      await page.getByRole("heading", { name: "Lesson complete" }).waitFor();
    }
  }

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])(
    "a new learner: six lessons → fail → review → pass → finish → certificate → share, %s",
    async (_label, javaScriptEnabled) => {
      const { context } = await newSignedInLearner(browser(), site, {
        name: "Dorothy Vaughan",
        javaScript: javaScriptEnabled,
      });
      const page = await context.newPage();
      const errors = watchErrors(page);

      await completeLessons(page);
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
      await page.getByRole("heading", { name: `You scored ${FAIL} out of 14` }).waitFor();
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
      const stranger = await newVisitor(browser(), site, { javaScript: javaScriptEnabled });
      const check = await stranger.newPage();
      await check.goto(certificateUrl);
      await check.getByText("Valid certificate, issued by Synapse").waitFor();
      expect(await check.getByText("Dorothy Vaughan", { exact: true }).count()).toBe(1);
      await check.getByRole("heading", { name: "What this certifies" }).waitFor();
      expect(await check.getByText(/drawn at random from a pool of 42/).count()).toBe(1);
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
    const context = await newVisitor(browser(), site);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/courses/${FOUNDATIONS}/what-is-ai`);
    // Reading to the end does not complete a lesson; answering its checks does.
    await page.locator("#lesson-complete").scrollIntoViewIfNeeded();
    await page.getByText(/to complete this lesson: 0 of \d answered/).waitFor();
    await answerLessonChecksInBrowser(page, FOUNDATIONS, "what-is-ai");
    await page.getByText("Completed in this browser").waitFor();
    // "Answer again" brings the form back and takes the keyboard's focus to it.
    const check = page.locator("#check-what-is-ai-check-1");
    await check.getByRole("link", { name: "Answer again" }).click();
    await check.getByRole("button", { name: "Check my answer" }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest("section")?.id ?? document.activeElement?.tagName),
      )
      .toBe("check-what-is-ai-check-1");
    // The answers are kept in this browser: after a reload, the count and the completion stay.
    await page.reload();
    await page.getByText("Completed in this browser").waitFor();
    await page.getByText("You answered this before, in this browser.").first().waitFor();
    await page.goto(`/courses/${FOUNDATIONS}`);
    await page.getByText("1 of 6 lessons complete").waitFor();

    // Quiz answers survive a reload.
    await page.goto(`/courses/${FOUNDATIONS}/quiz`);
    await answerQuizInBrowser(page, FOUNDATIONS, 3);
    const answers = () =>
      page.locator("form:has(fieldset)").evaluate((form: HTMLFormElement) =>
        [...new FormData(form).entries()]
          .filter(([name, value]) => name.startsWith("q-") && value !== "")
          .map(String)
          .sort(),
      );
    const given = await answers();
    expect(given.length).toBeGreaterThanOrEqual(14);
    // The same questions come back (the draw follows the attempt), with every answer given.
    await page.reload();
    await page.getByText("Your answers from before are back.").waitFor();
    expect(await answers()).toEqual(given);

    // Signing up is what this test is about, so it goes through the form.
    const email = await signUpInTheForm(page, "Mary Jackson");
    const user = await site.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await expect
      .poll(
        async () =>
          (await site.db.selectFrom("lesson_progress").select("lesson").where("user_id", "=", user.id).execute()).map(
            (r) => r.lesson,
          ),
        { timeout: 15_000 },
      )
      .toEqual(["what-is-ai"]);
    await page.goto(`/courses/${FOUNDATIONS}`);
    await page.getByText("1 of 6 lessons complete").waitFor();
    expect(await page.getByText("Saved in this browser only").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a visitor's answer and guess sent before the page's scripts ran, once they have", async () => {
    const context = await newVisitor(browser(), site);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The page's scripts are held back, as on a slow connection, until the form has been sent.
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    await page.route(/\.js(\?|$)/, (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
    const sendBeforeScripts = async (url: string, fill: () => Promise<void>, button: string) => {
      holding = true;
      await page.goto(url, { waitUntil: "commit" });
      await fill();
      // Not yet the app's: the button sends a plain form post, and the page that answers runs its scripts.
      expect(
        await page.evaluate(() =>
          Object.keys(document.querySelector("main form") ?? {}).some((k) => k.startsWith("__react")),
        ),
      ).toBe(false);
      await page.getByRole("button", { name: button }).first().click();
      await page.waitForLoadState("domcontentloaded");
      holding = false;
      for (const release of held.splice(0)) await release().catch(() => undefined);
      await hydrated(page, "#lesson-complete");
    };

    const lesson = `/courses/${FOUNDATIONS}/what-is-ai`;
    const [first] = checkBank(FOUNDATIONS).filter((q) => q.lesson === "what-is-ai");
    if (!first) throw new Error("the lesson has no check");
    await sendBeforeScripts(lesson, () => answerInBrowser(page, first, true), "Check my answer");
    await page.locator(`#check-${first.id}`).getByText("Right.").waitFor();
    // The answer is this browser's now: the lesson, opened again, counts it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("synapse-visitor-record") ?? ""))
      .toContain(first.id);
    await page.goto(lesson);
    await page.getByText(/to complete this lesson: 1 of \d answered/).waitFor();

    const predicting = `/courses/${FOUNDATIONS}/how-machines-learn`;
    await sendBeforeScripts(
      predicting,
      () => page.getByLabel("Your guess", { exact: true }).fill("The borders get smoother."),
      "Keep my guess",
    );
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("synapse-visitor-predictions") ?? ""))
      .toContain("The borders get smoother.");
    await page.goto(predicting);
    const echo = page.getByRole("complementary", { name: "Your guess, again" });
    await echo.getByText("The borders get smoother.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(["light", "dark"] as const)(
    "says why a retake waits after two failures, and opens it once the flagged lessons are reread (%s)",
    async (colorScheme) => {
      const { context, client } = await newSignedInLearner(browser(), site, { colorScheme });
      for (let i = 0; i < 2; i++) {
        const attempt = await attemptKeyFrom(client, FOUNDATIONS);
        const sent = await client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, FAIL, { attempt }));
        expect(sent.status).toBe(302);
      }
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`/courses/${FOUNDATIONS}/quiz`);
      await page.getByRole("heading", { name: /^Your next attempt opens at/ }).waitFor();
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, `quiz wait (${colorScheme})`);
      // Reread each flagged lesson from the page's links, coming back each time.
      const links = await page
        .getByRole("link", { name: /^Reread / })
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        await page.goto(link);
        await page.getByRole("heading", { level: 1 }).waitFor();
      }
      await page.goto(`/courses/${FOUNDATIONS}/quiz`);
      await page.getByRole("button", { name: "Submit answers" }).waitFor();
      expect(await page.getByText(/Your next attempt opens at/).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("keeps a guess written before a demo and shows it again after it, for a visitor and a learner", async () => {
    const lesson = `/courses/${FOUNDATIONS}/how-machines-learn`;
    const guessIn = async (page: Page, guess: string) => {
      await page.getByLabel("Your guess", { exact: true }).fill(guess);
      await page.getByRole("button", { name: "Keep my guess" }).click();
    };

    const visitor = await newVisitor(browser(), site);
    const page = await visitor.newPage();
    const errors = watchErrors(page);
    await page.goto(lesson);
    // An empty guess is answered in the page, with nothing sent (once the form's code has run).
    await hydrated(page, "#guess");
    await page.getByRole("button", { name: "Keep my guess" }).click();
    await page.getByText("Write your guess first: a few words are enough.").waitFor();
    await guessIn(page, "Bigger k, smoother regions.");
    // The kept guess takes the focus (so it is read out), and comes back after the demo.
    await page.getByText("Kept in this browser. Now try the demo").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("section")?.id)).toBe("your-guess");
    const echo = page.getByRole("complementary", { name: "Your guess, again" });
    await echo.getByText("Bigger k, smoother regions.").waitFor();
    await expectAccessible(page);
    // It stays in this browser.
    await page.reload();
    await echo.getByText("Bigger k, smoother regions.").waitFor();
    // Changing one's mind, from the disclosure under the kept guess.
    await page.getByText("Change my guess").click();
    await page.getByLabel("Your new guess").fill("k = 1 wins after all.");
    await page.getByRole("button", { name: "Keep my guess" }).click();
    await echo.getByText("k = 1 wins after all.").waitFor();
    expect(errors).toEqual([]);
    await visitor.close();

    const { context, userId } = await newSignedInLearner(browser(), site, { name: "Katherine Johnson" });
    const learnerPage = await context.newPage();
    await learnerPage.goto(lesson);
    await hydrated(learnerPage, "#guess");
    await guessIn(learnerPage, "The regions will get smoother.");
    await learnerPage.getByText("Kept with your progress.").waitFor();
    const row = await site.db
      .selectFrom("lesson_prediction")
      .select("guess")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    expect(row?.guess).toBe("The regions will get smoother.");
    await context.close();
  });

  it("reviews the questions due today from /learn, in light and dark", async () => {
    const { client, userId } = await newLearner(site.url, site.db, "Dorothy Vaughan");
    await answerLessonChecks(client, FOUNDATIONS, "what-is-ai", false);
    // Days later, as far as the schedule knows.
    await site.db
      .updateTable("review_card")
      .set({ due: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", userId)
      .execute();
    const checks = checkBank(FOUNDATIONS).filter((q) => q.lesson === "what-is-ai");
    // Dark first, only looking; then light, answering them all.
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await newVisitor(browser(), site, { colorScheme });
      await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: site.url })));
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto("/learn");
      await page.getByText(`${checks.length} questions to review today`).waitFor();
      await expectAccessible(page, `/learn (${colorScheme})`);
      await page.getByRole("link", { name: "Start reviewing" }).click();
      await page.getByRole("button", { name: "Check my answer" }).waitFor();
      await expectAccessible(page, `/learn/review (${colorScheme})`);
      if (colorScheme === "dark") {
        await context.close();
        continue;
      }
      // Each due question once, answered rightly, until the day's reviews are done.
      for (let n = 0; n < checks.length; n++) {
        const key = await page.locator('input[name="question"]').inputValue();
        const question = checks.find((q) => key.endsWith(`/${q.id}`));
        if (!question) throw new Error(`an unexpected question is due: ${key}`);
        await answerInBrowser(page, question, true);
        await page.getByRole("button", { name: "Check my answer" }).click();
        await page.getByText("This question comes back on").waitFor();
        if (n === 0) await expectAccessible(page, "/learn/review, answered");
        await page.getByRole("link", { name: "Next" }).click();
      }
      await page.getByRole("heading", { name: "That's everything due today" }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("practices the questions a failed quiz missed, from its result, without changing their reviews", async () => {
    const { context, userId } = await newSignedInLearner(browser(), site, { name: "Katherine Johnson" });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/courses/${FOUNDATIONS}/quiz`);
    await answerQuizInBrowser(page, FOUNDATIONS, FAIL);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await page.waitForURL("**/quiz/attempts/*");
    await page.getByText("Not passed yet").waitFor();
    const cards = () =>
      site.db.selectFrom("review_card").selectAll().where("user_id", "=", userId).orderBy("question_id").execute();
    const before = await cards();
    await page.getByRole("link", { name: "Practice the questions you missed" }).click();
    await page.getByRole("heading", { level: 1, name: "Practice the questions you missed" }).waitFor();
    await page.getByText("Question 1 of 9").waitFor();
    await expectAccessible(page, "/learn/practice");
    const key = await page.locator('input[name="question"]').inputValue();
    const question = quizBank(FOUNDATIONS).find((q) => key === `${FOUNDATIONS}/${q.id}`);
    if (!question) throw new Error(`an unexpected question to practice: ${key}`);
    await answerInBrowser(page, question, true);
    await page.getByRole("button", { name: "Check my answer" }).click();
    await page.getByText("This was practice: when the question comes back for review is unchanged.").waitFor();
    await page.getByText(question.explanation).waitFor();
    await expectAccessible(page, "/learn/practice, answered");
    await page.getByRole("link", { name: "Next" }).click();
    await page.getByText("Question 2 of 9").waitFor();
    expect(await cards()).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers a visitor the checks they missed from /learn, and asks them from this browser", async () => {
    const context = await newVisitor(browser(), site);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const checks = checkBank(FOUNDATIONS).filter((q) => q.lesson === "what-is-ai");
    await page.goto(`/courses/${FOUNDATIONS}/what-is-ai`);
    await hydrated(page, `#check-${checks[0]?.id} form`);
    await answerLessonChecksInBrowser(page, FOUNDATIONS, "what-is-ai", false);
    await page.goto("/learn");
    await page.getByText(`You got ${checks.length} questions wrong this week.`).waitFor();
    await expectAccessible(page, "/learn (visitor with missed checks)");
    const cards = await page.evaluate(() => localStorage.getItem("synapse-visitor-reviews"));
    await page.getByRole("link", { name: "Practice the questions you missed" }).click();
    await page.getByRole("button", { name: "Check my answer" }).waitFor();
    await page.getByText(`Question 1 of ${checks.length}`).waitFor();
    const key = await page.locator('input[name="question"]').inputValue();
    const question = checks.find((q) => key === `${FOUNDATIONS}/${q.id}`);
    if (!question) throw new Error(`an unexpected question to practice: ${key}`);
    await answerInBrowser(page, question, false);
    await page.getByRole("button", { name: "Check my answer" }).click();
    await page.getByText("Not quite").waitFor();
    await page.getByRole("link", { name: "Try it again" }).waitFor();
    // This browser's review schedule is as the lesson left it.
    expect(await page.evaluate(() => localStorage.getItem("synapse-visitor-reviews"))).toBe(cards);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a visitor's reviews in the browser, asks them there, and adds them to the account on sign-up", async () => {
    const context = await newVisitor(browser(), site);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const checks = checkBank(FOUNDATIONS).filter((q) => q.lesson === "what-is-ai");
    await page.goto(`/courses/${FOUNDATIONS}/what-is-ai`);
    await hydrated(page, `#check-${checks[0]?.id} form`);
    await answerLessonChecksInBrowser(page, FOUNDATIONS, "what-is-ai", false);
    const storedCards = () =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem("synapse-visitor-reviews") ?? "{}") as Record<string, unknown>,
      );
    await expect.poll(async () => Object.keys(await storedCards()).length).toBe(checks.length);
    // Days later, as far as this browser's schedule knows.
    await page.evaluate(() => {
      const cards = JSON.parse(localStorage.getItem("synapse-visitor-reviews") ?? "{}") as Record<
        string,
        { due: string }
      >;
      for (const card of Object.values(cards)) card.due = new Date(Date.now() - 60_000).toISOString();
      localStorage.setItem("synapse-visitor-reviews", JSON.stringify(cards));
    });
    await page.goto("/learn");
    await page.getByText(`${checks.length} questions to review today`).waitFor();
    await page.getByText("Kept in this browser until you sign up or log in.").waitFor();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Start reviewing" }).click();
    for (let n = 0; n < checks.length; n++) {
      await page.getByRole("button", { name: "Check my answer" }).waitFor();
      const key = await page.locator('input[name="question"]').inputValue();
      const question = checks.find((q) => key.endsWith(`/${q.id}`));
      if (!question) throw new Error(`an unexpected question is due: ${key}`);
      await answerInBrowser(page, question, true);
      await page.getByRole("button", { name: "Check my answer" }).click();
      await page.getByText("This question comes back on").waitFor();
      await page.getByRole("link", { name: "Next" }).click();
    }
    await page.getByRole("heading", { name: "That's everything due today" }).waitFor();
    const later = Object.values(await storedCards()) as { due: string; reps: number }[];
    expect(later.every((card) => Date.parse(card.due) > Date.now() && card.reps === 2)).toBe(true);

    // Signing up adds them to the account, and the browser forgets them.
    const email = await signUpInTheForm(page, "Annie Easley");
    const user = await site.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await expect
      .poll(
        async () =>
          (await site.db.selectFrom("review_card").select("reps").where("user_id", "=", user.id).execute()).map((c) =>
            Number(c.reps),
          ),
        { timeout: 15_000 },
      )
      .toEqual(checks.map(() => 2));
    await expect.poll(async () => Object.keys(await storedCards()).length).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("turns the weekly review email on from the profile, and off from the email's link", async () => {
    const { context, email } = await newSignedInLearner(browser(), site, { name: "Mae Jemison" });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/profile");
    const section = page.getByRole("region", { name: "Weekly review email" });
    await section.getByText("It is off.").waitFor();
    await section.getByRole("button", { name: "Turn it on" }).click();
    await page.getByText("The weekly review email is on. The first one is on its way to your inbox.").waitFor();
    await section.getByText("It is on.").waitFor();
    let link = "";
    await expect
      .poll(
        async () => {
          const row = await site.db
            .selectFrom("email_outbox")
            .select("text_body")
            .where("to_address", "=", email)
            .where("subject", "=", "Your week on Synapse")
            .executeTakeFirst();
          link = row?.text_body.match(/Stop the weekly email:\nhttps?:\/\/[^/]+(\S+)/)?.[1] ?? "";
          return link;
        },
        { timeout: 15_000 },
      )
      .not.toBe("");
    await context.close();

    // Opened from the email, in any browser: one button stops it, and it can be turned back on.
    for (const colorScheme of ["light", "dark"] as const) {
      const reader = await newVisitor(browser(), site, { colorScheme });
      const mail = await reader.newPage();
      await mail.goto(link);
      await mail.getByRole("heading", { name: "Stop the weekly review email?" }).waitFor();
      await expectAccessible(mail, `${link}, asking (${colorScheme})`);
      await mail.getByRole("button", { name: "Stop the weekly email" }).click();
      await mail.getByText("Done: you will not get the weekly review email any more.").waitFor();
      await expectAccessible(mail, `${link} (${colorScheme})`);
      if (colorScheme === "light") {
        await mail.getByRole("button", { name: "Turn it back on" }).click();
        await mail.getByText("The weekly review email is on again.").waitFor();
      }
      await reader.close();
    }
    expect(errors).toEqual([]);
  });

  it("deletes an account but keeps its certificate's public page when the learner chooses so", async () => {
    const { context, client } = await newSignedInLearner(browser(), site, { name: "Mary Jackson" });
    for (const lesson of lessonSlugs(FOUNDATIONS)) await answerLessonChecks(client, FOUNDATIONS, lesson);
    const attempt = await attemptKeyFrom(client, FOUNDATIONS);
    const quiz = await client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, PASS, { attempt }));
    expect(quiz.status).toBe(302);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/profile#delete");
    const choice = page.getByRole("group", { name: "Your certificate" });
    await choice.waitFor();
    await expectAccessible(page);
    // Without a choice nothing is deleted, and the page says what is missing.
    await page.getByLabel("Your password").fill(GOOD_PASSWORD);
    await page.getByLabel("I understand that my account will be deleted for good.").check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText("Choose whether to keep your certificates’ public pages or delete them too.").waitFor();

    await choice.getByLabel("Keep its public page, so links to it still work").check();
    await page.getByLabel("Your password").fill(GOOD_PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("heading", { name: "Your account was deleted" }).waitFor();
    await page.getByText("your certificates’ public pages stay").waitFor();

    const { id } = await site.db
      .selectFrom("kept_certificate")
      .select("id")
      .where("name_on_certificate", "=", "Mary Jackson")
      .executeTakeFirstOrThrow();
    const response = await page.goto(`/certificates/${id}`);
    expect(response?.status()).toBe(200);
    await page.getByText("Mary Jackson").first().waitFor();
    // The one refused deletion (400) is the only message in the console.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    await context.close();
  });

  it("shows a lesson completed in one tab in the other, without reloading", async () => {
    const { context } = await newSignedInLearner(browser(), site, { name: "Annie Easley" });
    const first = await context.newPage();
    await first.goto(`/courses/${FOUNDATIONS}`);
    await first.getByRole("link", { name: "Start the course" }).waitFor();
    const second = await context.newPage();
    await second.goto(`/courses/${FOUNDATIONS}/what-is-ai`);
    await answerLessonChecksInBrowser(second, FOUNDATIONS, "what-is-ai");
    await second.getByRole("heading", { name: "Lesson complete" }).waitFor();
    await first.getByText("1 of 6 lessons complete").waitFor({ timeout: 15_000 });
    await context.close();
  });

  it("catches up a page whose live stream opened only after a change was made elsewhere", async () => {
    const { context, client } = await newSignedInLearner(browser(), site, { name: "Dorothy Vaughan" });
    const page = await context.newPage();
    // Hold the page's event stream back until the change is made, as a slow network might.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route("**/api/events*", async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(`/courses/${FOUNDATIONS}`);
    await page.getByRole("link", { name: "Start the course" }).waitFor();
    await expect.poll(() => asked).toBe(true);
    await answerLessonChecks(client, FOUNDATIONS, "what-is-ai");
    release();
    await page.getByText("1 of 6 lessons complete").waitFor({ timeout: 15_000 });
    await context.close();
  });
});

describe("the share page in Chromium", () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startServer({ env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("copies a course link and says “Copied” for 1.5 seconds", async () => {
    const context = await newVisitor(browser(), site);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
    const page = await context.newPage();
    // The page's clock is the test's, so "1.5 seconds" is measured exactly, however busy the machine.
    await page.clock.install();
    const errors = watchErrors(page);
    await page.goto(`/share?course=${FOUNDATIONS}`);
    await page.getByRole("heading", { name: /Share the course “The Foundations of AI”/ }).waitFor();
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 5_000);
    expect(await page.getByRole("link", { name: /Share on LinkedIn/ }).getAttribute("href")).toContain(
      encodeURIComponent(`/courses/${FOUNDATIONS}`),
    );
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Copied" }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `http://localhost:3000/courses/${FOUNDATIONS}`,
    );
    await page.clock.runFor(1400);
    expect(await page.getByRole("button", { name: "Copied" }).count()).toBe(1);
    await page.clock.runFor(200);
    await page.getByRole("button", { name: "Copy link" }).waitFor();
    // axe waits on timers of its own: let time run again.
    await page.clock.resume();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
