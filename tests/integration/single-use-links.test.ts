// Issue 28, C6: every emailed link works once, even when it is used several times at the same
// moment (a double click, a mail scanner and the learner, an attacker racing the owner). On
// PostgreSQL each parallel request used to read the token as unused before any consumed it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { type Client, createClient, GOOD_PASSWORD, uniqueEmail, uniqueIp, visibleText } from "#tests/client.ts";
import { linkIn, type Mailbox, startMailbox } from "#tests/mail.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const SITE = "http://localhost:3000";
const N = 6;
const USED = "This link has already been used or has expired";
const USED_RESET = "This reset link has expired or has already been used";
const USED_SIGN_IN = "This sign-in link has expired or has already been used";

const tokenIn = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe.each(testDatabases)("single-use links on $name", ({ name }) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let db: AppDatabase;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ database: name, env: { SMTP_URL: mailbox.url, TRUST_PROXY: "1" } });
    db = server.db;
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  const sessionsOf = async (email: string) => {
    const row = await db
      .selectFrom("session")
      .innerJoin("user", "user.id", "session.user_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user.email", "=", email)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /** The same form sent N times at once, each from a browser of its own (or all from `client`). */
  async function race(path: string, fields: (i: number) => Record<string, string>, client?: Client) {
    const clients = Array.from({ length: N }, () => client ?? createClient(server.url, { ip: uniqueIp() }));
    return Promise.all(clients.map((c, i) => c.post(path, fields(i))));
  }

  /** Exactly one answer redirects; every other one is a 400 page saying the link is spent. */
  async function expectOneWinner(responses: Response[], refusal = USED) {
    const winners = responses.filter((r) => r.status === 302);
    expect(responses.map((r) => r.status).sort(), "one success, the rest refused").toEqual([
      302,
      ...Array(N - 1).fill(400),
    ]);
    for (const loser of responses.filter((r) => r.status !== 302)) {
      expect(visibleText(await loser.text())).toContain(refusal);
    }
    return winners[0] as Response;
  }

  async function signUpAndConfirm(email: string) {
    const client = createClient(server.url, { ip: uniqueIp() });
    expect((await client.post("/sign-up", { name: "Grace Hopper", email, password: GOOD_PASSWORD })).status).toBe(200);
    const token = tokenIn(linkIn(await mailbox.waitFor(email, /confirm/i), `${SITE}/verify-email`));
    expect((await client.post("/verify-email", { token })).status).toBe(302);
    return client;
  }

  it("signs in one session when the same confirmation link is sent six times at once", async () => {
    const email = uniqueEmail("race-verify");
    const client = createClient(server.url, { ip: uniqueIp() });
    expect((await client.post("/sign-up", { name: "Grace Hopper", email, password: GOOD_PASSWORD })).status).toBe(200);
    const token = tokenIn(linkIn(await mailbox.waitFor(email, /confirm/i), `${SITE}/verify-email`));

    const winner = await expectOneWinner(await race("/verify-email", () => ({ token })));
    expect(winner.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(true);
    expect(await sessionsOf(email)).toBe(1);

    // And once more, later, on its own: the same clear page, and still one session.
    const late = await createClient(server.url, { ip: uniqueIp() }).post("/verify-email", { token });
    expect(late.status).toBe(400);
    expect(visibleText(await late.text())).toContain(USED);
    expect(await sessionsOf(email)).toBe(1);
  });

  it("changes the password once when the same reset link is sent six times at once", async () => {
    const email = uniqueEmail("race-reset");
    await signUpAndConfirm(email);
    await createClient(server.url, { ip: uniqueIp() }).post("/forgot-password", { email });
    const token = tokenIn(linkIn(await mailbox.waitFor(email, /reset/i), `${SITE}/reset-password`));
    const passwords = Array.from({ length: N }, (_, i) => `${GOOD_PASSWORD}-${i}-quill`);

    const responses = await race(`/reset-password?token=${token}`, (i) => ({
      token,
      password: passwords[i] as string,
    }));
    const winner = await expectOneWinner(responses, USED_RESET);
    expect(winner.headers.get("location")).toBe("/login?status=password-reset");
    const chosen = passwords[responses.indexOf(winner)] as string;

    // The winner's password is the account's; another racer's is not.
    const login = createClient(server.url, { ip: uniqueIp() });
    const other = passwords.find((p) => p !== chosen) as string;
    expect((await login.post("/login", { email, password: other })).status).toBe(400);
    expect((await login.post("/login", { email, password: chosen })).status).toBe(302);
  });

  it("confirms an email change once per link when each link is sent six times at once", async () => {
    const email = uniqueEmail("race-change");
    const newEmail = uniqueEmail("race-changed");
    const client = await signUpAndConfirm(email);
    expect((await client.post("/profile", { intent: "email", email: newEmail })).status).toBe(302);

    // The link to the old address sends one link to the new address, not six.
    const confirm = tokenIn(linkIn(await mailbox.waitFor(email, /new email/i), `${SITE}/verify-email`));
    const sent = await expectOneWinner(await race("/verify-email", () => ({ token: confirm }), client));
    expect(sent.headers.get("location")).toBe("/profile?status=new-address-sent");

    const verify = tokenIn(linkIn(await mailbox.waitFor(newEmail, /new email/i), `${SITE}/verify-email`));
    const changed = await expectOneWinner(await race("/verify-email", () => ({ token: verify }), client));
    expect(changed.headers.get("location")).toBe("/profile?status=email-changed");
    const row = await db.selectFrom("user").select("email").where("email", "=", newEmail).executeTakeFirst();
    expect(row?.email).toBe(newEmail);
    expect(mailbox.messages.filter((m) => m.to.includes(newEmail))).toHaveLength(1);
  });

  it("signs in one session when the same emailed sign-in link is sent six times at once", async () => {
    const email = uniqueEmail("race-sign-in-link");
    await signUpAndConfirm(email);
    await createClient(server.url, { ip: uniqueIp() }).post("/login", { intent: "email-link", email });
    const token = tokenIn(linkIn(await mailbox.waitFor(email, /sign-in link/i), `${SITE}/login/link?`));
    const before = await sessionsOf(email);

    const winner = await expectOneWinner(await race("/login/link", () => ({ token })), USED_SIGN_IN);
    expect(winner.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(true);
    expect(await sessionsOf(email)).toBe(before + 1);
  });
});
