// Signing in with a school account (issue 31), through a real OpenID Connect provider with its
// own log-in form (tests/identity-provider.ts), in Chromium, on each database.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD } from "#tests/client.ts";
import { type IdentityProvider, startIdentityProvider } from "#tests/identity-provider.ts";
import { newLearner } from "#tests/learning.ts";
import { freePort, startServer, type TestServer, testDatabases } from "#tests/server.ts";
import {
  chromiumForFile,
  expectAccessible,
  hydrated,
  newSignedInLearner,
  newVisitor,
  watchErrors,
} from "./fixtures.ts";

const browser = chromiumForFile();

describe.each(testDatabases)("school sign-in in Chromium on $name", ({ name }) => {
  let site: TestServer;
  let school: IdentityProvider;

  beforeAll(async () => {
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    school = await startIdentityProvider({
      redirectUris: [`${siteUrl}/api/auth/sso/callback/riverside`],
      people: {
        ana: { email: "ana@riverside.test", name: "Ana Lima" },
        grace: { email: "grace@riverside.test", name: "Grace Hopper" },
        sam: { email: "sam@riverside.test", name: "Sam Okafor" },
        lee: { email: "lee@riverside.test", name: "Lee Min-jun" },
        tess: { email: "tess@riverside.test", name: "Tess Teacher" },
        kim: { email: "kim@riverside.test", name: "Kim Novak", classes: ["9B", "choir"] },
        max: { email: "max@riverside.test", name: "Max Weber", classes: ["9C"] },
      },
    });
    site = await startServer({ database: name, port, env: { SITE_URL: siteUrl } });

    // An operator registers the school's provider in the admin area.
    const admin = await newSignedInLearner(browser(), site, { name: "Ada Operator" });
    await site.db.updateTable("user").set({ role: "admin" }).where("id", "=", admin.userId).execute();
    const page = await admin.context.newPage();
    await page.goto("/admin/sso");
    await page.getByLabel("Name learners see").fill("Riverside School");
    await page.getByLabel("Identifier").fill("riverside");
    await page.getByLabel("Issuer URL").fill(school.issuer);
    await page.getByLabel("Client ID").fill(school.clientId);
    await page.getByLabel("Client secret").fill(school.clientSecret);
    await page.getByLabel("Email domains").fill("riverside.test");
    await page.getByRole("button", { name: "Test and register" }).click();
    await page.getByText("Riverside School is registered.").waitFor();
    await page.getByText(`${siteUrl}/api/auth/sso/callback/riverside`).waitFor();
    // The secret is stored, encrypted, and shown nowhere.
    expect(await page.content()).not.toContain(school.clientSecret);
    const stored = await site.db.selectFrom("identity_provider").select("client_secret").executeTakeFirstOrThrow();
    expect(stored.client_secret).not.toContain(school.clientSecret);
    await admin.context.close();
  });
  afterAll(async () => {
    await site?.stop();
    await school?.stop();
  });

  /** From the log-in page through the school's own log-in form; back on Synapse. */
  async function throughTheSchool(page: Page, email: string, login: string, javaScript = true) {
    // The provider's development log-in form asks for a web font; this machine has no internet.
    await page
      .context()
      .route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: "text/css", body: "" }),
      );
    if (javaScript) await hydrated(page, "main form");
    await page.getByLabel("Your school or work email address").fill(email);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${school.issuer}/**`);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("the school's own password");
    await page.locator('button[type="submit"]').click();
  }

  const accountsOf = (email: string) =>
    site.db
      .selectFrom("user")
      .innerJoin("account", "account.user_id", "user.id")
      .select(["user.id", "user.email_verified", "user.name", "account.provider_id"])
      .where("user.email", "=", email)
      .execute();

  it("creates the account on the first sign-in, and signs in to it again after logging out", async () => {
    const context = await newVisitor(browser(), site);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/login");
    await page.getByRole("link", { name: "Continue with your school or work account" }).click();
    await page.getByRole("heading", { level: 1, name: "Continue with your school or work account" }).waitFor();
    await expectAccessible(page);
    // Google and Microsoft sign-in are off unless the operator configured them.
    expect(await page.getByRole("button", { name: /Continue with (Google|Microsoft)/ }).count()).toBe(0);
    await throughTheSchool(page, "ana@riverside.test", "ana");
    await page.waitForURL(`${site.url}/learn`);
    await expect.poll(() => page.getByRole("banner").getByText("Ana Lima").count()).toBe(1);
    const [first] = await accountsOf("ana@riverside.test");
    expect(first).toMatchObject({ name: "Ana Lima", provider_id: "riverside" });
    expect(Boolean(first?.email_verified)).toBe(true);
    // A school sign-in is a session like any other: listed on the profile, with its device.
    await page.goto("/profile");
    await page.locator("#sessions").getByText("(this device)").waitFor();

    await page.getByRole("banner").locator("summary", { hasText: "Your account" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect.poll(() => page.getByRole("banner").getByRole("link", { name: "Log in" }).count()).toBe(1);

    // The school still knows the browser: it sends the learner straight back, to the same account.
    await page.goto("/login/sso");
    await hydrated(page, "main form");
    await page.getByLabel("Your school or work email address").fill("ana@riverside.test");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${site.url}/learn`);
    await expect.poll(() => page.getByRole("banner").getByText("Ana Lima").count()).toBe(1);
    expect(await accountsOf("ana@riverside.test")).toEqual([first]);
    expect(errors).toEqual([]);

    // Logging out offers to sign out of the school too; after that, the school asks again.
    await page.getByRole("banner").locator("summary", { hasText: "Your account" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await page.getByText("You may still be signed in to your Riverside School account").waitFor();
    await expectAccessible(page, "/logout?school=riverside");
    await page.getByRole("link", { name: "Sign out of Riverside School too" }).click();
    await page.waitForURL(`${school.issuer}/**`);
    await page.getByRole("button", { name: "Yes, sign me out" }).click();
    await page.getByText("Sign-out Success").waitFor();
    await page.goto(`${site.url}/login/sso`);
    await hydrated(page, "main form");
    await page.getByLabel("Your school or work email address").fill("ana@riverside.test");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.locator('input[name="login"]').waitFor();
    await context.close();
  });

  it("refuses a callback that is replayed, and an ID token whose nonce is not this sign-in's", async () => {
    const context = await newVisitor(browser(), site);
    const page = await context.newPage();
    const callbacks: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sso/callback/")) callbacks.push(request.url());
    });
    await page.goto("/login/sso");
    await throughTheSchool(page, "ana@riverside.test", "ana");
    await page.waitForURL(`${site.url}/learn`);
    const sessions = async () =>
      Number(
        (
          await site.db
            .selectFrom("session")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await sessions();

    // The same state and code a second time: refused, and no new session.
    await page.goto(callbacks[0] as string);
    await page.getByText("That sign-in was already used or took too long").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login/sso");
    expect(await sessions()).toBe(before);

    // Someone else's nonce in the request to the school: the ID token carries it, and Synapse refuses it.
    await context.clearCookies();
    await page.route(`${school.issuer}/auth?**`, async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("nonce", "a-nonce-from-another-sign-in");
      await route.continue({ url: url.toString() });
    });
    await page.goto("/login/sso");
    await throughTheSchool(page, "ana@riverside.test", "ana");
    await page.getByText("Your school or work account could not be confirmed").waitFor();
    expect(await page.getByRole("banner").getByRole("link", { name: "Log in" }).count()).toBe(1);
    expect(await sessions()).toBe(before);
    await context.close();
  });

  it("links an existing Synapse account only after its owner logs in to it", async () => {
    const grace = await newSignedInLearner(browser(), site, { name: "Grace Hopper" });
    await site.db.updateTable("user").set({ email: "grace@riverside.test" }).where("id", "=", grace.userId).execute();
    await grace.context.close();
    const context = await newVisitor(browser(), site);
    const page = await context.newPage();
    await page.goto("/login/sso");
    await throughTheSchool(page, "grace@riverside.test", "grace");
    await page.getByText("You already have a Synapse account with this email address").waitFor();
    expect(await accountsOf("grace@riverside.test")).toEqual([
      expect.objectContaining({ id: grace.userId, provider_id: "credential" }),
    ]);

    await page.getByRole("link", { name: "Log in to your Synapse account" }).click();
    await page.getByLabel("Email address").fill("grace@riverside.test");
    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByText("You are logged in as").waitFor();
    await hydrated(page, "main form");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${site.url}/learn`);
    const linked = await accountsOf("grace@riverside.test");
    expect(linked.map((a) => a.provider_id).sort()).toEqual(["credential", "riverside"]);
    expect(new Set(linked.map((a) => a.id))).toEqual(new Set([grace.userId]));
    await context.close();
  });

  it.each([
    ["with JavaScript", true, "sam"],
    ["without JavaScript", false, "lee"],
  ])("brings a new student from a join link back to it with the code, %s", async (_label, javaScript, login) => {
    const teacher = await newLearner(site.url, site.db, "Ada Teacher");
    const created = await teacher.client.post("/groups", { intent: "create", name: `Year 9 ${login}` });
    expect(created.status).toBe(302);
    const group = await site.db
      .selectFrom("learning_group")
      .select("join_code")
      .where("name", "=", `Year 9 ${login}`)
      .executeTakeFirstOrThrow();
    const code = group.join_code ?? "";

    const context = await newVisitor(browser(), site, { javaScript });
    const page = await context.newPage();
    await page.goto(`/join?code=${code}`);
    await page.getByRole("link", { name: "Continue with your school or work account" }).click();
    await page.getByRole("heading", { level: 1, name: "Continue with your school or work account" }).waitFor();
    await throughTheSchool(page, `${login}@riverside.test`, login, javaScript);
    await page.waitForURL(`${site.url}/join?code=${code}`);
    expect(await page.getByLabel("Group code").inputValue()).toBe(code);
    if (javaScript) await hydrated(page, 'form:has(input[name="code"])');
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("I agree, and I want to join this group.").check();
    await page.getByRole("button", { name: "Join the group" }).click();
    await page.getByText("You joined the group.").waitFor();
    const members = await site.db
      .selectFrom("group_member")
      .innerJoin("user", "user.id", "group_member.user_id")
      .innerJoin("learning_group", "learning_group.id", "group_member.group_id")
      .select("user.email")
      .where("learning_group.name", "=", `Year 9 ${login}`)
      .where("group_member.role", "=", "member")
      .execute();
    expect(members).toEqual([{ email: `${login}@riverside.test` }]);
    await context.close();
  });

  it("enrols the pupils of one class in a group tied to the school's sign-in, after their consent", async () => {
    const teacher = await newVisitor(browser(), site);
    const page = await teacher.newPage();
    await page.goto("/login/sso");
    await throughTheSchool(page, "tess@riverside.test", "tess");
    await page.waitForURL(`${site.url}/learn`);
    await page.goto("/groups");
    await hydrated(page, 'form:has(input[name="name"])');
    await page.getByLabel("Name of the group").fill("Year 9B science");
    await page.getByRole("button", { name: "Create the group" }).click();
    await page.getByText("Your group is ready.").waitFor();
    await page.getByRole("heading", { name: "Enrol by school sign-in" }).waitFor();
    await hydrated(page, 'form:has(input[name="claim"])');
    // A claim without its value is refused, and what was typed stays.
    await page.getByLabel("Claim (optional)").fill("classes");
    await page.getByRole("button", { name: "Enrol by school sign-in" }).click();
    await page.getByText("Give the claim and its value together, or leave both empty.").waitFor();
    expect(await page.getByLabel("Claim (optional)").inputValue()).toBe("classes");
    await page.getByLabel("Its value (optional)").fill("9B");
    await page.getByRole("button", { name: "Enrol by school sign-in" }).click();
    await page.getByText("Learners who sign in through your school are now invited to this group.").waitFor();
    await page.getByText("Only those whose sign-in carries “classes” with the value “9B”.").waitFor();
    await expectAccessible(page, "a group enrolling by school sign-in");
    await teacher.close();

    const pupil = await newVisitor(browser(), site);
    const kim = await pupil.newPage();
    await kim.goto("/login/sso");
    await throughTheSchool(kim, "kim@riverside.test", "kim");
    await kim.waitForURL(`${site.url}/join`);
    await kim.getByText("Invited because you signed in with your Riverside School account").waitFor();
    await kim.getByRole("heading", { name: "Join “Year 9B science”?" }).waitFor();
    await expectAccessible(kim, "/join with an invitation");
    await hydrated(kim, 'form:has(input[name="agree"])');
    await kim.getByRole("button", { name: "Join the group" }).click();
    await kim.getByText("Tick the box to agree before you join.").waitFor();
    await kim.getByLabel("I agree, and I want to join this group.").check();
    await kim.getByRole("button", { name: "Join the group" }).click();
    await kim.getByText("You joined the group.").waitFor();
    await pupil.close();

    // A pupil of another class signs in to the dashboard, and is neither invited nor enrolled.
    const other = await newVisitor(browser(), site);
    const max = await other.newPage();
    await max.goto("/login/sso");
    await throughTheSchool(max, "max@riverside.test", "max");
    await max.waitForURL(`${site.url}/learn`);
    await other.close();

    const members = await site.db
      .selectFrom("group_member")
      .innerJoin("user", "user.id", "group_member.user_id")
      .innerJoin("learning_group", "learning_group.id", "group_member.group_id")
      .select(["user.email", "group_member.role"])
      .where("learning_group.name", "=", "Year 9B science")
      .orderBy("user.email")
      .execute();
    expect(members).toEqual([
      { email: "kim@riverside.test", role: "member" },
      { email: "tess@riverside.test", role: "leader" },
    ]);
    expect(await site.db.selectFrom("group_invitation").selectAll().execute()).toEqual([]);
  });

  it("refuses the password form for a domain whose school requires its own sign-in", async () => {
    await site.db
      .updateTable("identity_provider")
      .set({ require_sso: 1 })
      .where("provider_id", "=", "riverside")
      .execute();
    try {
      const context = await newVisitor(browser(), site, { viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto("/login");
      await page.getByLabel("Email address").fill("grace@riverside.test");
      await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page
        .getByText(
          "Learners with riverside.test addresses sign in through Riverside School, not with a Synapse password: choose “Continue with your school or work account”.",
        )
        .waitFor();
      expect(new URL(page.url()).pathname).toBe("/login");
      expect((await context.cookies()).some((c) => c.name === "synapse.session_token")).toBe(false);
      await expectAccessible(page, "/login refusing a password for an enforced domain");
      await context.close();
    } finally {
      await site.db
        .updateTable("identity_provider")
        .set({ require_sso: 0 })
        .where("provider_id", "=", "riverside")
        .execute();
    }
  });

  it("says so when the address's domain has no school sign-in, and keeps what was typed", async () => {
    const context = await newVisitor(browser(), site, { javaScript: false });
    const page = await context.newPage();
    await page.goto("/login/sso");
    await page.getByLabel("Your school or work email address").fill("sam@elsewhere.test");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("No school or company has set up sign-in for elsewhere.test addresses yet").waitFor();
    expect(await page.getByLabel("Your school or work email address").inputValue()).toBe("sam@elsewhere.test");
    await context.close();
  });
});
