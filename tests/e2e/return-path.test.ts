// Issue 28, A2: a new student opens their group's join link, signs up, confirms their address
// from the email, and is back on the join page, signed in, with the code filled in, with
// JavaScript and without.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatJoinCode } from "#app/groups/codes.ts";
import { GOOD_PASSWORD, uniqueEmail } from "#tests/client.ts";
import { newLearner } from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";
import { chromiumForFile, hydrated, newVisitor, watchErrors } from "./fixtures.ts";

const browser = chromiumForFile();

describe.each(testDatabases)("coming back after signing up, in Chromium on $name", ({ name }) => {
  let site: TestServer;
  let code = "";

  beforeAll(async () => {
    site = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    const { client: leader } = await newLearner(site.url, site.db, "Chidi Okafor");
    const created = await leader.post("/groups", { intent: "create", name: "Year 9 science" });
    const id = /\/groups\/([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
    const row = await site.db.selectFrom("learning_group").select("join_code").where("id", "=", id).executeTakeFirst();
    code = formatJoinCode(row?.join_code ?? "");
  });
  afterAll(async () => {
    await site?.stop();
  });

  /** The confirmation link in the newest email to `email`, as a path on the site. */
  async function confirmationLink(email: string): Promise<string> {
    let link = "";
    await expect
      .poll(async () => {
        const row = await site.db
          .selectFrom("email_outbox")
          .select("text_body")
          .where("to_address", "=", email)
          .executeTakeFirst();
        link = row?.text_body.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0] ?? "";
        return link;
      })
      .not.toBe("");
    const parsed = new URL(link);
    return parsed.pathname + parsed.search;
  }

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])(
    "brings a new student from a join link back to it, signed in with the code filled in, %s",
    async (_label, javaScript) => {
      const context = await newVisitor(browser(), site, { javaScript });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const email = uniqueEmail(javaScript ? "join-js" : "join-nojs");
      const joinPath = `/join?code=${code}`;

      await page.goto(joinPath);
      if (javaScript) await hydrated(page, "main a[href^='/sign-up']");
      await page.getByRole("main").getByRole("link", { name: "sign up" }).click();
      await page.getByRole("heading", { level: 1, name: "Create your account" }).waitFor();
      await page.getByLabel("Your name").fill("Ngozi Adeyemi");
      await page.getByLabel("Email address").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
      await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();

      await page.goto(await confirmationLink(email));
      if (javaScript) await hydrated(page, "main form");
      await page.getByRole("button", { name: "Confirm my email address" }).click();
      await page.waitForURL((address) => address.pathname + address.search === joinPath);
      await expect.poll(() => page.getByLabel("Group code").inputValue()).toBe(code);
      await expect.poll(() => page.getByRole("banner").getByText("Ngozi Adeyemi").count()).toBe(1);

      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("heading", { name: "Join “Year 9 science”?" }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
