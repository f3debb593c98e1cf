import { spawnSync } from "node:child_process";
import http from "node:http";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { timeZoneCookieLine } from "#app/learning/time-zone.ts";
import { type Client, createClient, GOOD_PASSWORD, uniqueEmail, uniqueIp, visibleText } from "#tests/client.ts";
import { validContact } from "#tests/feedback.ts";
import { linkIn, type Mailbox, startMailbox } from "#tests/mail.ts";
import { projectRoot, startServer, type TestServer, testDatabases, waitForLog } from "#tests/server.ts";

const SITE = "http://localhost:3000";
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};
/** The visible text of the page's main content. */
const text = (html: string) =>
  (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe.each(testDatabases)("accounts on $name", ({ name }) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let db: AppDatabase;
  let databaseUrl: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // TRUST_PROXY lets each test speak from its own address, as clients behind a proxy do.
    server = await startServer({ database: name, env: { SMTP_URL: mailbox.url, TRUST_PROXY: "1" } });
    db = server.db;
    databaseUrl = server.databaseUrl;
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  async function signUp(client: Client, email: string, name = "Ada Lovelace") {
    const response = await client.post("/sign-up", { name, email, password: GOOD_PASSWORD });
    expect(response.status).toBe(200);
    return response;
  }

  async function signUpAndVerify(email: string) {
    const client = createClient(server.url, { ip: uniqueIp() });
    await signUp(client, email);
    const message = await mailbox.waitFor(email, /confirm/i);
    const link = pathOf(linkIn(message, `${SITE}/verify-email`));
    const token = new URL(link, SITE).searchParams.get("token") ?? "";
    const verified = await client.post("/verify-email", { token });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/profile?status=email-verified");
    return client;
  }

  async function sessionCookie(client: Client) {
    return [...client.cookies].find(([name]) => name.endsWith("session_token"));
  }

  it("signs up, verifies by the emailed link, logs out, logs in, resets the password and logs in again", async () => {
    const email = uniqueEmail("journey");
    const client = createClient(server.url, { ip: uniqueIp() });

    const signedUp = await signUp(client, email);
    expect(text(await signedUp.text())).toContain(`We sent a link to ${email}`);
    expect(await sessionCookie(client)).toBeUndefined(); // sign-up never signs in

    const message = await mailbox.waitFor(email, /confirm/i);
    expect(message.html).toContain("<!doctype html>");
    const token = new URL(linkIn(message, `${SITE}/verify-email`)).searchParams.get("token") ?? "";
    const verified = await client.post("/verify-email", { token });
    expect(verified.status).toBe(302);
    const firstCookie = await sessionCookie(client);
    expect(firstCookie).toBeDefined();

    const profile = await client.get(verified.headers.get("location") ?? "");
    expect(profile.status).toBe(200);
    expect(text(await profile.text())).toContain("Your email address is confirmed");
    const row = await db
      .selectFrom("user")
      .select(["email_verified", "role"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.email_verified)).toBe(true);
    expect(row.role).toBe("learner");

    // Log out: the session ends on the server, so the old cookie no longer works.
    const stolen = createClient(server.url, { ip: uniqueIp() });
    stolen.cookies.set(firstCookie?.[0] ?? "", firstCookie?.[1] ?? "");
    expect((await stolen.get("/profile")).status).toBe(200);
    const loggedOut = await client.post("/logout", {});
    expect(loggedOut.status).toBe(302);
    expect(await sessionCookie(client)).toBeUndefined();
    const refused = await stolen.get("/profile");
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/login?redirectTo=%2Fprofile");

    // Log in: a new session token each time.
    const loggedIn = await client.post("/login", { email, password: GOOD_PASSWORD, redirectTo: "/profile" });
    expect(loggedIn.status).toBe(302);
    expect(loggedIn.headers.get("location")).toBe("/profile");
    const secondCookie = await sessionCookie(client);
    expect(secondCookie?.[1]).not.toBe(firstCookie?.[1]);
    const otherDevice = createClient(server.url, { ip: uniqueIp() });
    await otherDevice.post("/login", { email, password: GOOD_PASSWORD });
    expect((await otherDevice.get("/profile")).status).toBe(200);

    // Forgot password → reset by the emailed link → every session ends.
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const asked = await visitor.post("/forgot-password", { email });
    expect(text(await asked.text())).toContain(`If ${email} has a Synapse account`);
    const resetMail = await mailbox.waitFor(email, /password/i);
    const resetToken = new URL(linkIn(resetMail, `${SITE}/reset-password`)).searchParams.get("token") ?? "";
    const newPassword = "amber-kettle-orbit-91-fern";
    const reset = await visitor.post(`/reset-password?token=${resetToken}`, {
      token: resetToken,
      password: newPassword,
    });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("location")).toBe("/login?status=password-reset");
    expect((await client.get("/profile")).status).toBe(302);
    expect((await otherDevice.get("/profile")).status).toBe(302);
    await mailbox.waitFor(email, /password was changed/i);

    // The reset link works once.
    const again = await visitor.post(`/reset-password?token=${resetToken}`, {
      token: resetToken,
      password: "second-try-quartz-77-hill",
    });
    expect(again.status).toBe(400);
    expect(text(await again.text())).toContain("This reset link has expired or has already been used");

    expect((await client.post("/login", { email, password: GOOD_PASSWORD })).status).toBe(400);
    expect((await client.post("/login", { email, password: newPassword })).status).toBe(302);
  });

  it("never sends a signed-in learner off the site from log-in or sign-up, however redirectTo is spelled", async () => {
    const email = uniqueEmail("redirect");
    const client = await signUpAndVerify(email);
    const variants = [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/x/..//evil.example/path",
      "/./\t/evil.example",
      "/.///evil.example",
      "/%2e%2e/%2f/evil.example",
      "/.\\evil.example",
      "https://evil.example/",
      "//evil.example",
    ];
    const onSite = (response: Response, label: string) => {
      expect(response.status, label).toBe(302);
      const location = response.headers.get("location") ?? "";
      expect(location.startsWith("/") && !location.startsWith("//"), `${label} → ${location}`).toBe(true);
      expect(new URL(location, "https://synapse.example").host, label).toBe("synapse.example");
    };
    for (const variant of variants) {
      // As typed into the address bar (decoded once by the server) and fully encoded.
      for (const query of [variant.replace("\t", "%09"), encodeURIComponent(variant)]) {
        for (const page of ["/login", "/sign-up"])
          onSite(await client.get(`${page}?redirectTo=${query}`), page + query);
      }
    }
    // The log-in form carries redirectTo too.
    await client.post("/logout", {});
    for (const variant of variants.slice(0, 4)) {
      onSite(await client.post("/login", { email, password: GOOD_PASSWORD, redirectTo: variant }), `POST ${variant}`);
      await client.post("/logout", {});
    }
  });

  it("sends the confirmation link again from the Check-your-email card, within limits", async () => {
    const email = uniqueEmail("resend");
    const client = createClient(server.url, { ip: uniqueIp() });
    const card = text(await (await signUp(client, email)).text());
    expect(card).toContain("Send the link again");
    await mailbox.waitFor(email, /confirm/i);
    const again = await client.post("/sign-up", { intent: "resend", email });
    expect(again.status).toBe(200);
    expect(text(await again.text())).toContain("We sent the link again.");
    await expect.poll(() => mailbox.messages.filter((m) => m.to.includes(email)).length).toBe(2);
    // Three a hour per address; an address with no account gets the same answer and no email.
    await client.post("/sign-up", { intent: "resend", email });
    await client.post("/sign-up", { intent: "resend", email });
    expect((await client.post("/sign-up", { intent: "resend", email })).status).toBe(429);
    const stranger = uniqueEmail("nobody");
    const quiet = await createClient(server.url, { ip: uniqueIp() }).post("/sign-up", {
      intent: "resend",
      email: stranger,
    });
    expect(text(await quiet.text())).toContain("We sent the link again.");
    expect(mailbox.messages.some((m) => m.to.includes(stranger))).toBe(false);
  });

  it("shows times in the learner's time zone, in one format that names the zone", async () => {
    const client = await signUpAndVerify(uniqueEmail("zone"));
    const zoneCookie = async (zone: string) => {
      const [pair = ""] = timeZoneCookieLine(zone, false).split(";");
      return pair.slice(pair.indexOf("=") + 1);
    };
    client.cookies.set("synapse.tz", await zoneCookie("Europe/Paris"));
    expect(text(await (await client.get("/profile")).text())).toMatch(/\d{1,2} \w+ \d{4} at \d{2}:\d{2} CES?T/);
    client.cookies.set("synapse.tz", await zoneCookie("Not/A_Zone"));
    expect(text(await (await client.get("/profile")).text())).toMatch(/\d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
  });

  it("answers GET /logout with a page that offers the log-out button, instead of doing nothing", async () => {
    const email = uniqueEmail("getlogout");
    const client = await signUpAndVerify(email);
    const page = await client.get("/logout");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(text(html)).toContain("Log out?");
    // The page's own form (the header has one too), posting to the log-out action.
    expect(html.slice(html.indexOf("<main"))).toMatch(/<form[^>]*action="\/logout" method="post"/);
    // Opening the page changed nothing: still signed in.
    expect((await client.get("/profile")).status).toBe(200);
    expect((await client.post("/logout", {})).status).toBe(302);
    const after = await client.get("/logout");
    expect(text(await after.text())).toContain("You are logged out");
  });

  it("answers sign-up, log-in and password reset alike whether or not the email has an account", async () => {
    const email = uniqueEmail("known");
    await signUpAndVerify(email);
    const unknown = uniqueEmail("unknown");
    const client = createClient(server.url, { ip: uniqueIp() });

    const again = await client.post("/sign-up", { name: "Someone", email, password: GOOD_PASSWORD });
    const fresh = await client.post("/sign-up", { name: "Someone", email: unknown, password: GOOD_PASSWORD });
    expect(again.status).toBe(fresh.status);
    expect(text(await again.text()).replace(email, "X")).toBe(text(await fresh.text()).replace(unknown, "X"));
    // The owner of the address learns that someone tried; nothing else changes.
    await mailbox.waitFor(email, /already have a Synapse account/);

    const wrongPassword = await client.post("/login", { email, password: "not-the-password-1" });
    const noAccount = await client.post("/login", { email: unknown.replace("unknown", "nobody"), password: "x-y-z-1" });
    expect(wrongPassword.status).toBe(400);
    expect(noAccount.status).toBe(400);
    const message = "That email and password do not match an account.";
    expect(text(await wrongPassword.text())).toContain(message);
    expect(text(await noAccount.text())).toContain(message);

    const resetKnown = await client.post("/forgot-password", { email });
    const resetUnknown = await client.post("/forgot-password", { email: `x${unknown}` });
    expect(text(await resetKnown.text()).replace(email, "X")).toBe(
      text(await resetUnknown.text()).replace(`x${unknown}`, "X"),
    );
  });

  it("refuses weak passwords and bad input with messages next to the fields, keeping what was typed", async () => {
    const client = createClient(server.url, { ip: uniqueIp() });
    const email = uniqueEmail("weak");
    const response = await client.post("/sign-up", { name: "Grace Hopper", email, password: "password123" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(text(html)).toMatch(/too easy to guess/i);
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain('value="Grace Hopper"');
    expect(html).not.toContain("password123");

    const short = await client.post("/sign-up", { name: "", email: "not-an-email", password: "ab" });
    expect(short.status).toBe(400);
    const shortText = text(await short.text());
    expect(shortText).toContain("Enter your name.");
    expect(shortText).toContain("Enter an email address like name@example.com.");
    expect(await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
  });

  it("ignores role=admin on sign-up and fills nothing for the honeypot", async () => {
    const email = uniqueEmail("role");
    const client = createClient(server.url, { ip: uniqueIp() });
    const response = await client.post("/sign-up", { name: "Mallory", email, password: GOOD_PASSWORD, role: "admin" });
    expect(response.status).toBe(200);
    const row = await db.selectFrom("user").select("role").where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.role).toBe("learner");

    const botEmail = uniqueEmail("bot");
    const bot = await client.post("/sign-up", {
      name: "Bot",
      email: botEmail,
      password: GOOD_PASSWORD,
      website: "https://spam.example",
    });
    expect(bot.status).toBe(200);
    expect(text(await bot.text())).toContain(`We sent a link to ${botEmail}`);
    expect(await db.selectFrom("user").select("id").where("email", "=", botEmail).executeTakeFirst()).toBeUndefined();
  });

  it("refuses a state-changing request from another origin, on auth forms and elsewhere", async () => {
    const client = createClient(server.url, { ip: uniqueIp() });
    const evil = { headers: { origin: "https://evil.example" } };
    const login = await client.post("/login", { email: uniqueEmail("csrf"), password: GOOD_PASSWORD }, evil);
    expect(login.status).toBe(403);
    expect(await login.text()).toContain("sent from another website");
    const quiz = await client.post("/courses/foundations-of-ai/quiz", { seed: "1" }, evil);
    expect(quiz.status).toBe(403);
    const crossSite = await client.post(
      "/logout",
      {},
      { headers: { origin: "", "sec-fetch-site": "cross-site" } as Record<string, string> },
    );
    expect(crossSite.status).toBe(403);
  });

  it("slows wrong passwords from one address for an account, and never stops its owner logging in from another", async () => {
    const email = uniqueEmail("limit");
    await signUpAndVerify(email);
    const attackerIp = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const attacker = createClient(server.url, { ip: attackerIp });
      statuses.push((await attacker.post("/login", { email, password: `wrong-guess-${i}-x` })).status);
    }
    expect(statuses).toEqual(Array(8).fill(400));
    // The ninth try from that address waits, whatever the password, and is told why and what to do.
    for (const password of ["wrong-guess-8-x", GOOD_PASSWORD]) {
      const attacker = createClient(server.url, { ip: attackerIp });
      const slowed = await attacker.post("/login", { email, password });
      expect(slowed.status).toBe(429);
      const retryAfter = Number(slowed.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
      const page = visibleText(await slowed.text());
      expect(page).toMatch(
        /Too many failed log-ins have come from your network, so logging in with a password from here is paused for 1[45] minutes\. You don't have to wait: press “Email me a sign-in link” below/,
      );
      expect(page).toContain("Email me a sign-in link");
      expect(await sessionCookie(attacker)).toBeUndefined();
    }
    // The owner, on a browser that has never signed in, from another address, gets in at once.
    const owner = createClient(server.url, { ip: uniqueIp() });
    const loggedIn = await owner.post("/login", { email, password: GOOD_PASSWORD });
    expect(loggedIn.status).toBe(302);
    expect((await owner.get("/profile")).status).toBe(200);
  });

  it("emails a sign-in link that gets the owner in while their address is slowed, and works once", async () => {
    const email = uniqueEmail("link");
    await signUpAndVerify(email);
    const ip = uniqueIp();
    const browser = createClient(server.url, { ip });
    for (let i = 0; i < 8; i++) await browser.post("/login", { email, password: `wrong-guess-${i}-x` });
    expect((await browser.post("/login", { email, password: GOOD_PASSWORD })).status).toBe(429);

    const asked = await browser.post("/login", { intent: "email-link", email, redirectTo: "/courses" });
    expect(asked.status).toBe(200);
    expect(text(await asked.text())).toContain(
      `If ${email} has a Synapse account, we have sent it a link that signs you in. The link works once, for 15 minutes.`,
    );
    const message = await mailbox.waitFor(email, /sign-in link/);
    const link = linkIn(message, `${SITE}/login/link?`);
    expect(new URL(link).searchParams.get("redirectTo")).toBe("/courses");
    // Opening the link shows a button; only pressing it signs in (mail scanners open links).
    const opened = await browser.get(pathOf(link));
    expect(opened.status).toBe(200);
    expect(text(await opened.text())).toContain("Press the button to sign in on this browser");
    expect(await sessionCookie(browser)).toBeUndefined();
    const token = new URL(link).searchParams.get("token") ?? "";
    // Stored hashed, as every token is: a copy of the database signs nobody in.
    const stored = await db.selectFrom("verification").select("id").where("identifier", "like", `%${token}%`).execute();
    expect(stored).toHaveLength(0);
    const signedIn = await browser.post("/login/link", { token, redirectTo: "/courses" });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/courses");
    expect((await browser.get("/profile")).status).toBe(200);

    // The link works once.
    const again = await createClient(server.url, { ip: uniqueIp() }).post("/login/link", { token });
    expect(again.status).toBe(400);
    expect(text(await again.text())).toContain("This sign-in link has expired or has already been used");

    // Its page sends nobody off the site, however redirectTo is spelled.
    const second = createClient(server.url, { ip: uniqueIp() });
    const askedAgain = await second.post("/login", { intent: "email-link", email, redirectTo: "//evil.example" });
    expect(askedAgain.status).toBe(200);
    const secondLink = linkIn(await mailbox.waitFor(email, /sign-in link/), `${SITE}/login/link?`);
    expect(new URL(secondLink).searchParams.has("redirectTo")).toBe(false);
    const secondToken = new URL(secondLink).searchParams.get("token") ?? "";
    const offSite = await second.post("/login/link", { token: secondToken, redirectTo: "//evil.example" });
    expect(offSite.status).toBe(302);
    expect(offSite.headers.get("location")).toBe("/learn");
  });

  it("refuses an expired sign-in link, and sends an unconfirmed account its confirmation link instead", async () => {
    const email = uniqueEmail("linkexpired");
    await signUpAndVerify(email);
    const client = createClient(server.url, { ip: uniqueIp() });
    await client.post("/login", { intent: "email-link", email });
    const link = linkIn(await mailbox.waitFor(email, /sign-in link/), `${SITE}/login/link?`);
    const past = new Date(Date.now() - 60_000);
    await db
      .updateTable("verification")
      .set({ expires_at: databaseUrl.startsWith("postgres") ? past : past.toISOString() })
      .where("value", "like", `%${email}%`)
      .execute();
    const token = new URL(link).searchParams.get("token") ?? "";
    const expired = await client.post("/login/link", { token });
    expect(expired.status).toBe(400);
    expect(text(await expired.text())).toContain("This sign-in link has expired or has already been used");
    expect(await sessionCookie(client)).toBeUndefined();

    // An unconfirmed account gets its confirmation link (which signs in too), not a sign-in link.
    const unconfirmed = uniqueEmail("linkunconfirmed");
    await signUp(createClient(server.url, { ip: uniqueIp() }), unconfirmed);
    await mailbox.waitFor(unconfirmed, /confirm/i);
    const asked = await createClient(server.url, { ip: uniqueIp() }).post("/login", {
      intent: "email-link",
      email: unconfirmed,
    });
    expect(text(await asked.text())).toContain(`If ${unconfirmed} has a Synapse account, we have sent it a link`);
    expect(linkIn(await mailbox.waitFor(unconfirmed, /confirm/i), `${SITE}/verify-email?`)).toBeTruthy();
  });

  it("answers a sign-in link request alike for every address, and limits links per address", async () => {
    const nobody = uniqueEmail("nolink");
    const asked = await createClient(server.url, { ip: uniqueIp() }).post("/login", {
      intent: "email-link",
      email: nobody,
      password: "",
    });
    expect(asked.status).toBe(200);
    expect(text(await asked.text())).toContain(`If ${nobody} has a Synapse account, we have sent it a link`);
    const queued = await db.selectFrom("email_outbox").select("id").where("to_address", "=", nobody).execute();
    expect(queued).toHaveLength(0);

    const bad = await createClient(server.url, { ip: uniqueIp() }).post("/login", { intent: "email-link", email: "x" });
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain("Enter an email address like name@example.com.");

    // Three links a quarter of an hour to one address, from anywhere; the owner has them in the inbox.
    const email = uniqueEmail("linklimit");
    await signUpAndVerify(email);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await createClient(server.url, { ip: uniqueIp() }).post("/login", { intent: "email-link", email });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(text((await last?.text()) ?? "")).toContain("Use the newest link in your inbox");
  });

  it("limits failed log-ins per address: a client cannot escape by adding its own X-Forwarded-For", async () => {
    const proxyIp = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      // The client rotates what it claims; our one trusted proxy appends the real address.
      const client = createClient(server.url, { ip: `203.0.113.${i}, ${proxyIp}` });
      statuses.push((await client.post("/login", { email: uniqueEmail("ip"), password: "whatever-1-2" })).status);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(50);
    expect(statuses[50]).toBe(429);
  });

  it("lets a classroom of 30 learners log in from one address within a minute", async () => {
    const emails = Array.from({ length: 30 }, (_, i) => uniqueEmail(`class${i}`));
    for (const email of emails) await signUpAndVerify(email);
    const school = uniqueIp();
    for (const email of emails) {
      const learner = createClient(server.url, { ip: school });
      // One typo each, as happens, then the right password.
      expect((await learner.post("/login", { email, password: "not-my-password-1" })).status).toBe(400);
      const response = await learner.post("/login", { email, password: GOOD_PASSWORD });
      expect(response.status, email).toBe(302);
    }
    // Thirty sign-ups and sixty password checks: seconds on a quiet machine, more on a busy one.
  }, 120_000);

  it("never locks an account: strangers' wrong passwords from many addresses leave its owner signing in anywhere", async () => {
    const email = uniqueEmail("owner");
    const owner = await signUpAndVerify(email);
    // The owner's browser has signed in before (sign-up's verification signs in; log in once more anyway).
    await owner.post("/logout", {});
    expect((await owner.post("/login", { email, password: GOOD_PASSWORD })).status).toBe(302);
    await owner.post("/logout", {});
    const attempts: number[] = [];
    for (let i = 0; i < 50; i++) {
      const attacker = createClient(server.url, { ip: uniqueIp() });
      attempts.push((await attacker.post("/login", { email, password: `guess-${i}-password` })).status);
    }
    expect(attempts).toEqual(Array(50).fill(400));
    // The owner's browser gets in, and so does the owner on a new browser.
    expect((await owner.post("/login", { email, password: GOOD_PASSWORD })).status).toBe(302);
    const newBrowser = createClient(server.url, { ip: uniqueIp() });
    expect((await newBrowser.post("/login", { email, password: GOOD_PASSWORD })).status).toBe(302);
    // A trusted browser's own wrong guesses are still limited.
    await owner.post("/logout", {});
    const own: number[] = [];
    for (let i = 0; i < 9; i++)
      own.push((await owner.post("/login", { email, password: `typo-${i}-password` })).status);
    expect(own.slice(0, 8)).toEqual(Array(8).fill(400));
    expect(own[8]).toBe(429);
  });

  it("logs failed log-ins with the account id and never the password or email", async () => {
    const email = uniqueEmail("audit");
    await signUpAndVerify(email);
    const row = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const stranger = createClient(server.url, { ip: uniqueIp() });
    await stranger.post("/login", { email, password: "audit-wrong-password-1" });
    const line = await waitForLog(server, new RegExp(`"security":"log-in-failed".*"${row.id}"`));
    expect(line).not.toContain("audit-wrong-password-1");
    expect(line).not.toContain(email);
  });

  it("limits sign-ups and reset requests per address", async () => {
    const ip = uniqueIp();
    const signUps: number[] = [];
    for (let i = 0; i < 11; i++) {
      const client = createClient(server.url, { ip });
      signUps.push(
        (await client.post("/sign-up", { name: "N", email: uniqueEmail("su"), password: GOOD_PASSWORD })).status,
      );
    }
    expect(signUps.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(signUps[10]).toBe(429);

    const email = uniqueEmail("resetlimit");
    const resets: number[] = [];
    for (let i = 0; i < 4; i++) {
      const client = createClient(server.url, { ip: uniqueIp() });
      resets.push((await client.post("/forgot-password", { email })).status);
    }
    expect(resets).toEqual([200, 200, 200, 429]);
  });

  it("refuses an expired reset link", async () => {
    const email = uniqueEmail("expired");
    await signUpAndVerify(email);
    const client = createClient(server.url, { ip: uniqueIp() });
    await client.post("/forgot-password", { email });
    const resetMail = await mailbox.waitFor(email, /password/i);
    const token = new URL(linkIn(resetMail, `${SITE}/reset-password`)).searchParams.get("token") ?? "";
    const user = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const past = new Date(Date.now() - 60_000);
    // Reset tokens are stored hashed; the row's value is the learner's id.
    await db
      .updateTable("verification")
      .set({ expires_at: databaseUrl.startsWith("postgres") ? past : past.toISOString() })
      .where("value", "=", user.id)
      .execute();
    const response = await client.post(`/reset-password?token=${token}`, {
      token,
      password: "amber-kettle-orbit-91-fern",
    });
    expect(response.status).toBe(400);
    expect(text(await response.text())).toContain("This reset link has expired or has already been used");
  });

  it("sets httpOnly, SameSite=Lax cookies, Secure with the __Secure- prefix on https sites", async () => {
    const email = uniqueEmail("cookie");
    const client = await signUpAndVerify(email);
    await client.post("/logout", {});
    await client.post("/login", { email, password: GOOD_PASSWORD, remember: "on" });
    const line = client.lastSetCookies().find((c) => c.startsWith("synapse.session_token="));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).not.toMatch(/Secure/);

    const tls = await startServer({
      env: { DATABASE_URL: databaseUrl, SITE_URL: "https://synapse.example", TRUST_PROXY: "1" },
    });
    try {
      const secure = createClient(tls.url, { ip: uniqueIp() });
      const response = await secure.post("/login", { email, password: GOOD_PASSWORD });
      expect(response.status, text(await response.text())).toBe(302);
      const secureLine = secure.lastSetCookies().find((c) => c.startsWith("__Secure-synapse.session_token="));
      expect(secureLine).toMatch(/; Secure/i);
      expect(secureLine).toMatch(/HttpOnly/i);
      expect(secureLine).toMatch(/SameSite=Lax/i);
      // Not remembered: a browser-session cookie, plus the marker that says so.
      expect(secureLine).not.toMatch(/Max-Age/i);
    } finally {
      await tls.stop();
    }
  });

  it("ends a session older than the 400-day cap", async () => {
    const email = uniqueEmail("cap");
    const client = await signUpAndVerify(email);
    const user = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const old = new Date(Date.now() - 401 * 24 * 3600 * 1000);
    await db
      .updateTable("session")
      .set({ created_at: databaseUrl.startsWith("postgres") ? old : old.toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    expect((await client.get("/profile")).status).toBe(302);
    expect(await db.selectFrom("session").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("lists sessions on the profile and ends another one", async () => {
    const email = uniqueEmail("sessions");
    const phone = await signUpAndVerify(email);
    const laptop = createClient(server.url, {
      ip: uniqueIp(),
      userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0",
    });
    await laptop.post("/login", { email, password: GOOD_PASSWORD });
    const page = text(await (await phone.get("/profile")).text());
    expect(page).toContain("Firefox on Windows");
    expect(page).toContain("(this device)");
    const response = await phone.post("/profile", { intent: "end-other-sessions" });
    expect(response.status).toBe(302);
    expect((await laptop.get("/profile")).status).toBe(302);
    expect((await phone.get("/profile")).status).toBe(200);
  });

  it("refuses bad avatar uploads with clear messages and serves a good one only to its owner", async () => {
    const email = uniqueEmail("avatar");
    const client = await signUpAndVerify(email);
    const upload = async (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
      const form = new FormData();
      form.set("intent", "photo");
      form.set("photo", new Blob([bytes], { type }), name);
      return client.post("/profile", form);
    };

    const svg = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      "a.svg",
      "image/svg+xml",
    );
    expect(svg.status).toBe(400);
    expect(text(await svg.text())).toContain("not a JPEG, PNG or WebP image");

    const html = await upload(
      new TextEncoder().encode("<!doctype html><script>alert(1)</script>"),
      "cat.png",
      "image/png",
    );
    expect(html.status).toBe(400);
    expect(text(await html.text())).toContain("not a JPEG, PNG or WebP image");

    const huge = new Uint8Array(10 * 1024 * 1024);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The form that takes the photo refuses it beside the field, as it does every other problem.
    const tooBig = await upload(huge, "big.png", "image/png");
    expect(tooBig.status).toBe(400);
    expect(text(await tooBig.text())).toContain("larger than 5 MB");

    const bomb = await upload(pngHeader(20_000, 20_000), "bomb.png", "image/png");
    expect(bomb.status).toBe(400);
    expect(text(await bomb.text())).toMatch(/too large|pixels|dimensions/i);

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3366cc" } })
      .jpeg()
      .toBuffer();
    const ok = await upload(new Uint8Array(photo), "me.jpg", "image/jpeg");
    expect(ok.status).toBe(302);
    const profile = await (await client.get("/profile")).text();
    const src = profile.match(/src="(\/profile\/avatar\?v=\d+)"/)?.[1];
    expect(src).toBeDefined();
    const image = await client.get(src ?? "");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

    // Another learner asking for the same URL gets their own photo (here: none), never this one.
    const other = await signUpAndVerify(uniqueEmail("other"));
    expect((await other.get(src ?? "")).status).toBe(404);
    const visitor = createClient(server.url, { ip: uniqueIp() });
    expect((await visitor.get(src ?? "")).status).toBe(302);
  });

  it("answers the next request on the same connection after refusing a photo it did not read to the end", async () => {
    const client = await signUpAndVerify(uniqueEmail("keepalive"));
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    // One connection, kept alive, as a browser would reuse it for the next page.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, headers: http.OutgoingHttpHeaders = {}, body?: Buffer) =>
      new Promise<{ status: number; text: string; socket: unknown }>((resolve, reject) => {
        const request = http.request(
          `${server.url}${path}`,
          { method, agent, headers: { cookie, ...headers } },
          (r) => {
            // Taken now: once the answer has ended, the agent may already have taken the
            // socket back for the next request and cleared it from the response.
            const socket = r.socket;
            let text = "";
            r.on("data", (chunk) => {
              text += chunk;
            });
            r.on("end", () => resolve({ status: r.statusCode ?? 0, text, socket }));
          },
        );
        request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${path}: no answer within 10 s`)));
        request.on("error", reject);
        request.end(body);
      });
    const boundary = "synapse-test-boundary";
    const photo = Buffer.alloc(6 * 1024 * 1024);
    photo.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nphoto\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\n`),
      Buffer.from("Content-Type: image/png\r\n\r\n"),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const refused = await send(
      "POST",
      "/profile",
      { origin: server.url, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    );
    expect(refused.status).toBe(400);
    expect(text(refused.text)).toContain("larger than 5 MB");
    const next = await send("GET", "/profile");
    expect(next.status).toBe(200);
    expect(next.socket).toBe(refused.socket);
    agent.destroy();
  });

  /** `npm run create-admin` with only these variables set (and PATH, DATABASE_URL). */
  function createAdmin(args: string[], input: string, env: Record<string, string>) {
    return spawnSync(process.execPath, ["--import", "./scripts/macros.ts", "scripts/create-admin.ts", ...args], {
      cwd: projectRoot,
      input,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", ...env },
    });
  }

  it("has create-admin refuse without SITE_URL in production rather than write links to a guessed address", async () => {
    const email = uniqueEmail("nosite");
    await signUpAndVerify(email);
    const refused = createAdmin(["--email", email], "", {});
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("SITE_URL is not set, so this command cannot know the site's address");
    expect(refused.stderr).toContain("SITE_URL=https://learn.example.org npm run create-admin -- --email");
    const fresh = uniqueEmail("nositenew");
    expect(createAdmin(["--email", fresh], `${GOOD_PASSWORD}\n`, {}).status).toBe(2);
    expect((await db.selectFrom("user").select("role").where("email", "=", email).executeTakeFirstOrThrow()).role).toBe(
      "learner",
    );
    expect(await db.selectFrom("user").select("id").where("email", "=", fresh).executeTakeFirst()).toBeUndefined();
    // In development the default is the address the development server listens on.
    const developing = createAdmin(["--email", email], "", { NODE_ENV: "development", PORT: "4123" });
    expect(developing.stdout, developing.stderr).toContain(
      `${email} is now an admin. The operators' pages are at http://localhost:4123/admin.`,
    );
  });

  it("makes admins only through npm run create-admin: promoting an account, or creating one", async () => {
    const run = (args: string[], input = "") => createAdmin(args, input, { SITE_URL: SITE });
    const email = uniqueEmail("promote");
    await signUpAndVerify(email);
    const promoted = run(["--email", email]);
    expect(promoted.stdout).toContain(`${email} is now an admin. The operators' pages are at ${SITE}/admin.`);
    expect((await db.selectFrom("user").select("role").where("email", "=", email).executeTakeFirstOrThrow()).role).toBe(
      "admin",
    );

    const fresh = uniqueEmail("newadmin");
    const weak = run(["--email", fresh], "password\n");
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/too easy to guess/i);
    // Mail already waiting for the address (a contact form's receipt, say) is not the command's to delete.
    const receipt = await createClient(server.url, { ip: uniqueIp() }).post("/contact", validContact({ email: fresh }));
    expect(receipt.status).toBe(302);
    const waiting = await db.selectFrom("email_outbox").select("id").where("to_address", "=", fresh).execute();
    expect(waiting).toHaveLength(1);
    const created = run(["--email", fresh, "--name", "Operator"], `${GOOD_PASSWORD}\n`);
    // On failure, say what the script printed to stderr (it failed once in CI with no clue why).
    expect(created.stdout, created.stderr).toContain(`Created the admin account ${fresh}. Log in at ${SITE}/login.`);
    // And it queues no email: a command-line tool writes no links.
    expect(await db.selectFrom("email_outbox").select("id").where("to_address", "=", fresh).execute()).toEqual(waiting);
    const row = await db
      .selectFrom("user")
      .select(["role", "email_verified"])
      .where("email", "=", fresh)
      .executeTakeFirstOrThrow();
    expect([row.role, Boolean(row.email_verified)]).toEqual(["admin", true]);
    const client = createClient(server.url, { ip: uniqueIp() });
    expect((await client.post("/login", { email: fresh, password: GOOD_PASSWORD })).status).toBe(302);

    expect(run(["--email", "not-an-email"]).stderr).toContain("--email: Enter an email address like name@example.com.");
  });

  it("exports the learner's data as JSON without secrets", async () => {
    const email = uniqueEmail("export");
    const client = await signUpAndVerify(email);
    const response = await client.get("/profile/data");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="synapse-my-data-/);
    const body = await response.text();
    const exported = JSON.parse(body);
    expect(exported.account.email).toBe(email);
    expect(exported.account.name).toBe("Ada Lovelace");
    expect(exported.sessions.length).toBeGreaterThan(0);
    expect(body).not.toMatch(/scrypt|"password"|token/i);
  });

  it("deletes the account after the password is confirmed, removing every row of the learner", async () => {
    const email = uniqueEmail("delete");
    const client = await signUpAndVerify(email);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#cc3366" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("intent", "photo");
    form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/png" }), "me.png");
    expect((await client.post("/profile", form)).status).toBe(302);
    const { id } = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    // The warning says the learning record goes too, before anything is deleted (the choice
    // about certificates is tested with the learning record).
    expect(text(await (await client.get("/profile")).text())).toContain(
      "your sessions, your learning record and the emails waiting to be sent to you",
    );

    const wrong = await client.post("/profile", { intent: "delete", password: "wrong-password-1", confirm: "on" });
    expect(wrong.status).toBe(400);
    expect(text(await wrong.text())).toContain("That password is not right, so your account was not deleted.");

    const deleted = await client.post("/profile", { intent: "delete", password: GOOD_PASSWORD, confirm: "on" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/account-deleted");
    const counts = await Promise.all([
      db.selectFrom("user").select("id").where("id", "=", id).execute(),
      db.selectFrom("session").select("id").where("user_id", "=", id).execute(),
      db.selectFrom("account").select("id").where("user_id", "=", id).execute(),
      db.selectFrom("avatar").select("user_id").where("user_id", "=", id).execute(),
      db.selectFrom("email_outbox").select("id").where("to_address", "=", email).execute(),
      db.selectFrom("verification").select("id").where("value", "=", id).execute(),
    ]);
    expect(counts.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await client.get("/profile")).status).toBe(302);
  });

  describe("password strength", () => {
    /** What the new-password field sends as the learner types. */
    function check(ip: string, body: unknown, init: RequestInit = {}) {
      return fetch(`${server.url}/api/password-strength`, {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": ip },
        ...init,
      });
    }

    it("scores a common password low and a long random phrase high, never cached and never logged", async () => {
      const ip = uniqueIp();
      const common = await check(ip, { password: "password" });
      expect(common.status).toBe(200);
      expect(common.headers.get("cache-control")).toBe("no-store");
      expect(await common.json()).toEqual({
        score: 0,
        warning: "This is a heavily used password.",
        suggestions: expect.arrayContaining([expect.any(String)]),
        minScore: 2,
      });

      const phrase = `ochre-lantern-pebble-${Date.now().toString(36)}-violet-tram`;
      const strong = await check(ip, { password: phrase, userInputs: ["ada.lovelace@example.com", "Ada Lovelace"] });
      expect(strong.status).toBe(200);
      expect(strong.headers.get("cache-control")).toBe("no-store");
      expect(await strong.json()).toEqual({ score: 4, warning: null, suggestions: [], minScore: 2 });

      // The learner's own name and email count against a password built from them.
      const personal = await check(ip, {
        password: "adalovelace1",
        userInputs: ["ada.lovelace@example.com", "Ada Lovelace"],
      });
      expect(((await personal.json()) as { score: number }).score).toBeLessThan(2);

      // The request is in the log (by its id), the password is not.
      const requestId = strong.headers.get("x-request-id") ?? "";
      await expect.poll(() => server.output()).toContain(requestId);
      expect(server.output()).not.toContain(phrase);
    });

    it("refuses bad input with 400 and a message saying what to send, and every method but POST", async () => {
      const ip = uniqueIp();
      const refusals: [unknown, string][] = [
        ["password=hunter2", 'Send a JSON object like {"password": "…", "userInputs": ["…"]}.'],
        [{ userInputs: ["ada@example.com"] }, "password: send the password being typed, as a string."],
        [{ password: "x".repeat(257) }, "password: send at most 256 characters."],
        [{ password: "x", userInputs: ["a", "b", "c", "d", "e"] }, "userInputs: send at most 4 of them."],
        [{ password: "x", userInputs: ["a".repeat(201)] }, "userInputs: each may be at most 200 characters."],
      ];
      for (const [body, error] of refusals) {
        const response = await check(ip, body);
        expect(response.status).toBe(400);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.json()).toEqual({ error });
      }

      const get = await fetch(`${server.url}/api/password-strength`, { headers: { "x-forwarded-for": ip } });
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
      const put = await check(ip, { password: "password" }, { method: "PUT" });
      expect(put.status).toBe(405);
      expect(put.headers.get("allow")).toBe("POST");
    });

    it("answers 429 past 60 checks a minute from one address, and still serves other addresses", async () => {
      const ip = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await check(ip, { password: `typing-${i}` })).status);
      expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
      expect(statuses[60]).toBe(429);
      const refused = await check(ip, { password: "password" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await check(uniqueIp(), { password: "password" })).status).toBe(200);
    });
  });
});

/** A PNG that declares huge dimensions but holds almost no data: a decompression bomb's header. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(Buffer.alloc(64))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}
