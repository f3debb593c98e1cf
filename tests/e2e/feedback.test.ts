import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "#tests/client.ts";
import { FOUNDATIONS } from "#tests/feedback.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";
import { chromiumForFile, expectAccessible, newVisitor, watchErrors } from "./fixtures.ts";

const browser = chromiumForFile();

describe.each(testDatabases)("the contact, partnership and survey forms in Chromium on $name", ({ name }) => {
  let site: TestServer;

  beforeAll(async () => {
    site = await startServer({ database: name, env: { TRUST_PROXY: "1", OPERATOR_EMAIL: "ops@synapse.example" } });
  });
  afterAll(async () => {
    await site?.stop();
  });

  async function open(
    path: string,
    javaScriptEnabled: boolean,
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await newVisitor(browser(), site, { javaScript: javaScriptEnabled });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(path);
    return { context, page, errors };
  }

  // Chromium logs the form's own 400 answer (the field messages) as a failed resource; that one is expected.
  const unexpected = (errors: string[]) => errors.filter((e) => !e.includes("status of 400 (Bad Request)"));
  const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

  for (const javaScript of [true, false]) {
    const mode = javaScript ? "with JavaScript" : "without JavaScript";

    it(`sends a contact message ${mode}, after showing what to fix`, async () => {
      const { context, page, errors } = await open("/contact", javaScript);
      const email = uniqueEmail(`e2e-contact-${javaScript}`);
      await page.getByLabel("Your name").fill("Hedy Lamarr");
      await page.getByLabel("Email address").fill("hedy at example");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect.poll(() => page.getByText("your message has not been sent yet").count()).toBe(1);
      // With JavaScript the first field with a problem gets the focus. What was typed stays, either way.
      if (javaScript)
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
      expect(await page.getByLabel("Your name").inputValue()).toBe("Hedy Lamarr");
      await expect.poll(() => page.getByText("Enter an email address like name@example.com.").count()).toBe(1);
      if (javaScript) await expectAccessible(page); // axe runs as a script in the page

      await page.getByLabel("Email address").fill(email);
      await page.getByLabel("What is it about?").selectOption({ label: "A mistake in a lesson or quiz" });
      const message = "The history lesson gives 1957 for the perceptron; I think that is right, but please check.";
      await page.getByLabel("Your message").fill(message);
      if (javaScript) {
        expect(await page.getByText(`${(2000 - message.length).toLocaleString("en-US")} characters left`).count()).toBe(
          1,
        );
      }
      await page.getByRole("button", { name: "Send message" }).click();
      await expect.poll(() => heading(page)).toBe("Thank you: your message is on its way");
      expect(new URL(page.url()).pathname).toBe("/contact/sent");
      const row = await site.db
        .selectFrom("contact_message")
        .select(["topic", "message"])
        .where("email", "=", email)
        .executeTakeFirst();
      expect(row).toEqual({ topic: "mistake", message });
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });

    it(`sends a partnership inquiry ${mode}`, async () => {
      const { context, page, errors } = await open("/partnerships", javaScript);
      const email = uniqueEmail(`e2e-partner-${javaScript}`);
      await page.getByRole("link", { name: "Tell us about your organization" }).click();
      await page.getByLabel("Organization").fill("Lakeside Library Trust");
      await page.getByLabel("Non-profit or public body").check();
      await page.getByLabel("How many learners?").selectOption({ label: "50 to 249 learners" });
      await page.getByLabel("Your name").fill("Frances Allen");
      await page.getByLabel("Email address").fill(email);
      await page.getByLabel("What would you like to do with Synapse?").fill("Evening AI classes for our members.");
      if (javaScript) await expectAccessible(page); // axe runs as a script in the page
      await page.getByRole("button", { name: "Send inquiry" }).click();
      await expect.poll(() => heading(page)).toBe("Thank you: we have your inquiry");
      const row = await site.db
        .selectFrom("partnership_inquiry")
        .select(["organization", "kind", "size"])
        .where("email", "=", email)
        .executeTakeFirst();
      expect(row).toEqual({ organization: "Lakeside Library Trust", kind: "non-profit", size: "50-249" });
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });

    it(`answers the survey from a finish-page link ${mode}`, async () => {
      const { context, page, errors } = await open(`/survey?course=${FOUNDATIONS}`, javaScript);
      const wish = `Robotics in farming (${mode}, ${Date.now()})`;
      expect(await page.getByLabel("1. Which course did you just finish?").inputValue()).toBe(FOUNDATIONS);
      await page.getByRole("button", { name: "Send my answers" }).click();
      await expect.poll(() => page.getByText("your answers have not been saved yet").count()).toBe(1);
      expect(await page.getByText("Choose a number from 1 to 5 for how clear it was.").count()).toBe(1);
      if (javaScript) await expectAccessible(page); // axe runs as a script in the page

      await page.getByRole("group", { name: "2. How clear was it?" }).getByLabel("4").check();
      await page.getByRole("group", { name: "3. How useful were the interactive demos?" }).getByLabel("5").check();
      await page.getByLabel("Too fast").check();
      await page
        .getByLabel("5. Which lesson was hardest? (optional)")
        .selectOption({ label: "How Machines Learn from Examples" });
      await page.getByLabel("6. Which topic should we add? (optional)").fill(wish);
      await page.getByLabel("Educator").check();
      await page.getByRole("button", { name: "Send my answers" }).click();
      await expect.poll(() => heading(page)).toBe("Thank you for your answers");
      const row = await site.db
        .selectFrom("survey_response")
        .select(["course", "clarity", "demos", "pace", "hardest_lesson", "background"])
        .where("topic_wish", "=", wish)
        .executeTakeFirst();
      expect(row).toEqual({
        course: FOUNDATIONS,
        clarity: 4,
        demos: 5,
        pace: "too-fast",
        hardest_lesson: `${FOUNDATIONS}/how-machines-learn`,
        background: "educator",
      });
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }
});
