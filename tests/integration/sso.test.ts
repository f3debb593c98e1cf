// School and work sign-in (issue 31): what an operator may register, and every way a
// provider's answer can be wrong. Each refusal creates no account and no session, and is
// logged without tokens. A provider that answers correctly signs the learner in, so the
// refusals are the checks' doing, not the test provider's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createClient, uniqueIp, visibleText } from "#tests/client.ts";
import {
  type Fault,
  type FaultyIdentityProvider,
  startFaultyIdentityProvider,
} from "#tests/faulty-identity-provider.ts";
import { newLearner } from "#tests/learning.ts";
import { freePort, startServer, type TestServer, testDatabases } from "#tests/server.ts";

const SESSION_COOKIE = "synapse.session_token";

/**
 * Where the page that answers a school sign-in sends the browser on: its refresh (without
 * JavaScript; a form's answer may not redirect to another site) and its link say the same.
 */
async function schoolPageOf(response: Response): Promise<URL> {
  expect(response.status).toBe(200);
  const html = await response.text();
  const decoded = (s: string) => s.replaceAll("&amp;", "&");
  const refresh = decoded(html.match(/<meta http-equiv="refresh" content="0;url=([^"]+)"/)?.[1] ?? "");
  const link = decoded(html.match(/<a href="([^"]+)"[^>]*>Continue to /)?.[1] ?? "");
  expect(refresh).not.toBe("");
  expect(link).toBe(refresh);
  return new URL(refresh);
}

describe.each(testDatabases)("school sign-in on $name", ({ name }) => {
  let site: TestServer;
  let idp: FaultyIdentityProvider;
  let admin: Client;

  beforeAll(async () => {
    idp = await startFaultyIdentityProvider();
    const port = await freePort();
    site = await startServer({
      database: name,
      port,
      env: {
        SITE_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: "1",
        GOOGLE_CLIENT_ID: "synapse-google-client",
        GOOGLE_CLIENT_SECRET: "synapse-google-secret",
        MICROSOFT_CLIENT_ID: "synapse-microsoft-client",
        MICROSOFT_CLIENT_SECRET: "synapse-microsoft-secret",
        MICROSOFT_TENANT_ID: "organizations",
      },
    });
    const made = await newLearner(site.url, site.db, "Ada Operator");
    await site.db.updateTable("user").set({ role: "admin" }).where("id", "=", made.userId).execute();
    admin = made.client;
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
    await idp?.stop();
  });

  const registration = (fields: Record<string, string> = {}) => ({
    intent: "register",
    name: "Faulty Academy",
    id: "faulty",
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    domains: "faulty.test",
    ...fields,
  });

  const providers = async () => (await site.db.selectFrom("identity_provider").select("provider_id").execute()).length;

  describe("registering a provider", () => {
    it.each([
      [{ issuer: "http://login.faulty.example" }, "The issuer URL must start with https://"],
      [{ issuer: "not a url" }, "Enter the issuer as a full URL"],
      [{ clientSecret: "has spaces in it" }, "A client secret is 8 to 500 characters without spaces"],
      [{ clientSecret: "short" }, "A client secret is 8 to 500 characters without spaces"],
      [{ domains: "@faulty.test" }, "Not an email domain: @faulty.test"],
      [{ id: "Faulty School" }, "Use 2 to 40 lowercase letters, digits and hyphens"],
      [{ issuer: `${"http://127.0.0.1:1"}` }, "Could not reach http://127.0.0.1:1/.well-known/openid-configuration"],
    ])("refuses %o with the field's message, storing nothing", async (fields, message) => {
      const response = await admin.post("/admin/sso", registration(fields));
      expect(response.status).toBe(400);
      expect(visibleText(await response.text())).toContain(message);
      expect(await providers()).toBe(0);
    });

    it("refuses an issuer whose discovery document names another issuer", async () => {
      const response = await admin.post("/admin/sso", registration({ issuer: `${idp.issuer}/` }));
      expect(response.status).toBe(400);
      expect(visibleText(await response.text())).toContain(
        `The discovery document names the issuer “${idp.issuer}”, not “${idp.issuer}/”`,
      );
      expect(await providers()).toBe(0);
    });

    it("registers a provider once, never shows its secret, and refuses its domain to a second one", async () => {
      const first = await admin.post("/admin/sso", registration());
      expect(first.status).toBe(200);
      const page = await (await admin.get("/admin/sso")).text();
      expect(visibleText(page)).toContain("Faulty Academy");
      expect(visibleText(page)).toContain(`${site.url}/api/auth/sso/callback/faulty`);
      expect(page).not.toContain(idp.clientSecret);
      const row = await site.db.selectFrom("identity_provider").selectAll().executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(idp.clientSecret);

      const second = await admin.post("/admin/sso", registration({ id: "faulty-two", name: "Another Academy" }));
      expect(second.status).toBe(400);
      expect(visibleText(await second.text())).toContain(
        "Already claimed by another provider: faulty.test (Faulty Academy)",
      );
      expect(await providers()).toBe(1);
    });

    it("refuses passwords for a domain whose school requires its own sign-in, and keeps the emailed link", async () => {
      const strict = await admin.post(
        "/admin/sso",
        registration({ id: "strict", name: "Strict College", domains: "strict.test", requireSso: "on" }),
      );
      expect(strict.status).toBe(200);
      const refusal = "Learners with strict.test addresses sign in through Strict College, not with a Synapse password";
      const visitor = createClient(site.url, { ip: uniqueIp() });
      const logIn = await visitor.post("/login", {
        intent: "password",
        email: "lee@strict.test",
        password: "whatever-it-is-1",
      });
      expect(logIn.status).toBe(400);
      expect(visibleText(await logIn.text())).toContain(refusal);
      const signUp = await visitor.post("/sign-up", {
        name: "Lee",
        email: "lee@strict.test",
        password: "violet-tram-oyster-44-lamp",
      });
      expect(signUp.status).toBe(400);
      expect(visibleText(await signUp.text())).toContain(refusal);
      const reset = await visitor.post("/forgot-password", { email: "lee@strict.test" });
      expect(reset.status).toBe(400);
      expect(visibleText(await reset.text())).toContain(refusal);
      expect(await site.db.selectFrom("user").select("id").where("email", "=", "lee@strict.test").execute()).toEqual(
        [],
      );
      // A subdomain belongs to its parent's school too.
      const pupil = await visitor.post("/login", {
        intent: "password",
        email: "kai@pupils.strict.test",
        password: "x-x-x-x-x-1",
      });
      expect(visibleText(await pupil.text())).toContain(
        "Learners with pupils.strict.test addresses sign in through Strict College",
      );
      // The emailed link proves the school's own mailbox: it stays open.
      const link = await visitor.post("/login", { intent: "email-link", email: "lee@strict.test" });
      expect(link.status).toBe(200);
      expect(visibleText(await link.text())).toContain("Check your email");
    });

    it("is for operators only", async () => {
      const learner = (await newLearner(site.url, site.db, "Curious Learner")).client;
      expect((await learner.post("/admin/sso", registration({ id: "sneaky", domains: "sneaky.test" }))).status).toBe(
        404,
      );
      expect(await providers()).toBe(2);
    });
  });

  describe("Google and Microsoft, turned on by the environment", () => {
    it("offers both, and sends the learner to each with Synapse's client and callback", async () => {
      const browser = createClient(site.url, { ip: uniqueIp() });
      const page = visibleText(await (await browser.get("/login/sso")).text());
      expect(page).toContain("Continue with Google");
      expect(page).toContain("Continue with Microsoft");

      const google = await schoolPageOf(await browser.post("/login/sso", { intent: "social", provider: "google" }));
      expect(google.origin + google.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
      expect(google.searchParams.get("client_id")).toBe("synapse-google-client");
      expect(google.searchParams.get("redirect_uri")).toBe(`${site.url}/api/auth/callback/google`);
      expect(google.searchParams.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email"]));
      expect(google.searchParams.get("state")).toBeTruthy();

      const microsoft = await schoolPageOf(
        await browser.post("/login/sso", { intent: "social", provider: "microsoft" }),
      );
      expect(microsoft.origin + microsoft.pathname).toBe(
        "https://login.microsoftonline.com/organizations/oauth2/v2.0/authorize",
      );
      expect(microsoft.searchParams.get("client_id")).toBe("synapse-microsoft-client");
      expect(microsoft.searchParams.get("redirect_uri")).toBe(`${site.url}/api/auth/callback/microsoft`);
    });

    it("refuses a provider it does not offer, and a callback it did not start", async () => {
      const browser = createClient(site.url, { ip: uniqueIp() });
      const refused = await browser.post("/login/sso", { intent: "social", provider: "github" });
      expect(refused.status).toBe(400);
      expect(visibleText(await refused.text())).toContain("That way of signing in is not available here.");
      const forged = await browser.get("/api/auth/callback/google?code=a-code&state=a-forged-state");
      expect(forged.status).toBe(302);
      expect(new URL(forged.headers.get("location") ?? "", site.url).pathname).toBe("/login/sso");
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    });
  });

  describe("signing in", () => {
    /** Starts a sign-in as a browser without JavaScript would; the provider answers with `token`. */
    async function signIn(email: string, token: { fault: Fault; sub: string; name: string; emailVerified?: boolean }) {
      const browser = createClient(site.url, { ip: uniqueIp() });
      const authorize = await schoolPageOf(await browser.post("/login/sso", { email }));
      expect(authorize.origin + authorize.pathname).toBe(`${idp.issuer}/authorize`);
      expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
      const state = authorize.searchParams.get("state") ?? "";
      const nonce = authorize.searchParams.get("nonce") ?? "";
      expect(nonce).not.toBe("");
      idp.next({ ...token, nonce, email });
      const callback = await browser.get(`/api/auth/sso/callback/faulty?code=a-code&state=${state}`);
      expect(callback.status).toBe(302);
      const landing = new URL(callback.headers.get("location") ?? "", site.url);
      return { browser, landing, state };
    }

    const usersWith = async (email: string) =>
      (await site.db.selectFrom("user").select("id").where("email", "=", email).execute()).length;

    it("signs in with a correct ID token, creating a verified account", async () => {
      const { browser, landing } = await signIn("noor@faulty.test", {
        fault: "none",
        sub: "noor",
        name: "Noor Haddad",
      });
      expect(landing.pathname).toBe("/learn");
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
      const user = await site.db
        .selectFrom("user")
        .select(["name", "email_verified"])
        .where("email", "=", "noor@faulty.test")
        .executeTakeFirstOrThrow();
      expect(user.name).toBe("Noor Haddad");
      expect(Boolean(user.email_verified)).toBe(true);
      expect(site.output()).toContain('"security":"sso-signed-in"');
    });

    it.each<[Fault, string]>([
      ["wrong-issuer", "wrong issuer"],
      ["wrong-audience", "wrong audience"],
      ["expired", "expired token"],
      ["tampered-signature", "tampered signature"],
    ])("refuses an ID token with a %s: no account, no session, logged without the token", async (fault) => {
      const email = `${fault}@faulty.test`;
      const { browser, landing } = await signIn(email, { fault, sub: fault, name: "Mallory" });
      expect(landing.pathname).toBe("/login/sso");
      expect(landing.searchParams.get("error")).toBe("invalid_provider");
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
      expect(await usersWith(email)).toBe(0);
      const page = await browser.get(landing.pathname + landing.search);
      expect(visibleText(await page.text())).toContain("Your school or work account could not be confirmed");
      expect(site.output()).toContain('"security":"sso-refused"');
      expect(site.output()).not.toContain(idp.issued.at(-1));
    });

    it("refuses an ID token whose nonce belongs to another sign-in", async () => {
      const browser = createClient(site.url, { ip: uniqueIp() });
      const authorize = await schoolPageOf(await browser.post("/login/sso", { email: "nonce@faulty.test" }));
      const state = authorize.searchParams.get("state") ?? "";
      idp.next({
        fault: "none",
        nonce: "a-nonce-from-another-sign-in",
        sub: "nonce",
        email: "nonce@faulty.test",
        name: "N",
      });
      const callback = await browser.get(`/api/auth/sso/callback/faulty?code=a-code&state=${state}`);
      const landing = new URL(callback.headers.get("location") ?? "", site.url);
      expect(landing.searchParams.get("error")).toBe("nonce_mismatch");
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
      expect(await usersWith("nonce@faulty.test")).toBe(0);
    });

    it("refuses a replayed state, and a state from another browser", async () => {
      const { state } = await signIn("replay@faulty.test", { fault: "none", sub: "replay", name: "Rae" });
      idp.next({ fault: "none", nonce: "x", sub: "replay", email: "replay@faulty.test", name: "Rae" });
      const stranger = createClient(site.url, { ip: uniqueIp() });
      const replay = await stranger.get(`/api/auth/sso/callback/faulty?code=a-code&state=${state}`);
      expect(replay.status).toBe(302);
      expect(new URL(replay.headers.get("location") ?? "", site.url).pathname).toBe("/login/sso");
      expect(stranger.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it("never takes over an existing account on an address the provider has not verified", async () => {
      const owner = await newLearner(site.url, site.db, "Priya Owner");
      await site.db.updateTable("user").set({ email: "priya@faulty.test" }).where("id", "=", owner.userId).execute();
      const { browser, landing } = await signIn("priya@faulty.test", {
        fault: "none",
        sub: "priya",
        name: "Not Priya",
        emailVerified: false,
      });
      expect(landing.searchParams.get("error")).toBe("email_not_verified");
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
      const accounts = await site.db
        .selectFrom("account")
        .select("provider_id")
        .where("user_id", "=", owner.userId)
        .execute();
      expect(accounts.map((a) => a.provider_id)).toEqual(["credential"]);
    });

    it("refuses an address outside the provider's domains", async () => {
      const browser = createClient(site.url, { ip: uniqueIp() });
      const authorize = await schoolPageOf(await browser.post("/login/sso", { email: "ok@faulty.test" }));
      const state = authorize.searchParams.get("state") ?? "";
      const nonce = authorize.searchParams.get("nonce") ?? "";
      idp.next({ fault: "none", nonce, sub: "elsewhere", email: "boss@elsewhere.test", name: "Boss" });
      const callback = await browser.get(`/api/auth/sso/callback/faulty?code=a-code&state=${state}`);
      expect(new URL(callback.headers.get("location") ?? "", site.url).searchParams.get("error")).toBe(
        "email_outside_domain",
      );
      expect(await usersWith("boss@elsewhere.test")).toBe(0);
    });

    it("lets a leader enrol by their own school's sign-in, and its pupils join after consent", async () => {
      // A leader without a school account cannot tie a group to one.
      const stranger = (await newLearner(site.url, site.db, "Password Leader")).client;
      await stranger.post("/groups", { intent: "create", name: "Not their school" });
      const strangers = await site.db
        .selectFrom("learning_group")
        .select("id")
        .where("name", "=", "Not their school")
        .executeTakeFirstOrThrow();
      const page = visibleText(await (await stranger.get(`/groups/${strangers.id}`)).text());
      expect(page).toContain("first sign in to Synapse once with your own school account");
      const refused = await stranger.post(`/groups/${strangers.id}`, { intent: "school-tie", provider: "faulty" });
      expect(refused.status).toBe(400);
      expect(visibleText(await refused.text())).toContain("Choose your school's sign-in.");

      const { browser: leader } = await signIn("lead@faulty.test", { fault: "none", sub: "lead", name: "Lena Lead" });
      await leader.post("/groups", { intent: "create", name: "Faulty seminar" });
      const group = await site.db
        .selectFrom("learning_group")
        .select("id")
        .where("name", "=", "Faulty seminar")
        .executeTakeFirstOrThrow();
      const tooLong = await leader.post(`/groups/${group.id}`, {
        intent: "school-tie",
        provider: "faulty",
        claim: "x".repeat(101),
        value: "y",
      });
      expect(tooLong.status).toBe(400);
      expect(visibleText(await tooLong.text())).toContain("Use at most 100 characters.");
      const tied = await leader.post(`/groups/${group.id}`, {
        intent: "school-tie",
        provider: "faulty",
        claim: "",
        value: "",
      });
      expect(tied.status).toBe(302);
      const tiedRow = await site.db
        .selectFrom("learning_group")
        .select(["sso_provider_id", "sso_claim"])
        .where("id", "=", group.id)
        .executeTakeFirstOrThrow();
      expect(tiedRow).toEqual({ sso_provider_id: "faulty", sso_claim: null });

      // Every sign-in through the school is now invited, and lands on /join.
      const { browser: pupil, landing } = await signIn("pia@faulty.test", {
        fault: "none",
        sub: "pia",
        name: "Pia Pupil",
      });
      expect(landing.pathname).toBe("/join");
      expect(visibleText(await (await pupil.get("/join")).text())).toContain(
        "Invited because you signed in with your Faulty Academy account",
      );
      const unticked = await pupil.post("/join", { intent: "accept", group: group.id });
      expect(unticked.status).toBe(400);
      expect(visibleText(await unticked.text())).toContain("Tick the box to agree before you join.");
      const elsewhere = await pupil.post("/join", { intent: "accept", group: strangers.id, agree: "yes" });
      expect(elsewhere.status).toBe(400);
      expect(visibleText(await elsewhere.text())).toContain("That invitation is no longer open");
      const joined = await pupil.post("/join", { intent: "accept", group: group.id, agree: "yes" });
      expect(joined.status).toBe(302);
      expect(joined.headers.get("location")).toBe("/groups?status=joined");
      const members = await site.db
        .selectFrom("group_member")
        .select(["group_id", "role"])
        .where(
          "user_id",
          "=",
          (
            await site.db
              .selectFrom("user")
              .select("id")
              .where("email", "=", "pia@faulty.test")
              .executeTakeFirstOrThrow()
          ).id,
        )
        .execute();
      expect(members).toEqual([{ group_id: group.id, role: "member" }]);
      expect(await site.db.selectFrom("group_invitation").selectAll().execute()).toEqual([]);
    });

    it("answers an unknown provider's callback with 404", async () => {
      const response = await createClient(site.url).get("/api/auth/sso/callback/nobody?code=a&state=b");
      expect(response.status).toBe(404);
    });

    it("says so when the provider is down, and offers the password route", async () => {
      await idp.stop();
      const browser = createClient(site.url, { ip: uniqueIp() });
      const response = await browser.post("/login/sso", { email: "down@faulty.test" });
      expect(response.status).toBe(503);
      const text = visibleText(await response.text());
      expect(text).toContain("Faulty Academy's sign-in service is not answering right now");
      expect(text).toContain("Log in with your password");
    });
  });
});
