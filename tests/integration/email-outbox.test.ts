import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, createDatabase } from "#app/db/connect.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { createClient, GOOD_PASSWORD, uniqueEmail, uniqueIp } from "#tests/client.ts";
import { validContact } from "#tests/feedback.ts";
import { type Mailbox, startMailbox } from "#tests/mail.ts";
import { projectRoot, startServer, type TestServer, temporarySqliteUrl } from "#tests/server.ts";

const BACKLOG = 150;

describe("the email outbox after an outage", () => {
  let server: TestServer;
  let db: AppDatabase;
  let mailbox: Mailbox;

  beforeAll(async () => {
    const url = temporarySqliteUrl();
    db = createDatabase(url);
    await migrateToLatest(db);
    // Mail that piled up while the mail server was away.
    const past = new Date(Date.now() - 60_000).toISOString();
    await db
      .insertInto("email_outbox")
      .values(
        Array.from({ length: BACKLOG }, (_, i) => ({
          id: randomUUID(),
          to_address: `waiting-${i}@example.com`,
          subject: `Waiting ${i}`,
          text_body: "Waiting.",
          html_body: "<p>Waiting.</p>",
          created_at: past,
          next_attempt_at: past,
        })),
      )
      .execute();
    mailbox = await startMailbox();
    server = await startServer({ env: { DATABASE_URL: url, SMTP_URL: mailbox.url, TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await db?.destroy();
  });

  it("sends the whole backlog at once, not 20 every few seconds, so new mail is not held up", async () => {
    const form = validContact();
    expect((await createClient(server.url, { ip: uniqueIp() }).post("/contact", form)).status).toBe(302);
    // 151 emails at 20 per 5-second round would take over 35 seconds; draining takes a few.
    const receipt = await mailbox.waitFor(form.email as string, /We received your message/, 8_000);
    expect(receipt.subject).toBe("We received your message");
    expect(mailbox.messages.filter((m) => m.to[0]?.startsWith("waiting-"))).toHaveLength(BACKLOG);
  });
});

describe("the outbox without a mail server, in production", () => {
  let server: TestServer;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = temporarySqliteUrl();
    // startServer runs NODE_ENV=production; no SMTP_URL, so emails wait in the outbox.
    server = await startServer({ env: { DATABASE_URL: databaseUrl, TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** `npm run outbox` as an operator runs it, on the server's database. */
  async function outbox(...args: string[]) {
    const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "outbox", "--", ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    });
    return stdout;
  }

  it("never logs a link, and npm run outbox prints the waiting reset link, which works", async () => {
    const email = uniqueEmail("outbox");
    const client = createClient(server.url, { ip: uniqueIp() });
    expect((await client.post("/sign-up", { name: "Ada", email, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await client.post("/forgot-password", { email })).status).toBe(200);
    await expect.poll(() => server.output().split("email kept in the outbox").length - 1, { timeout: 10_000 }).toBe(2);
    const log = server.output();
    expect(log).toContain("npm run outbox shows it");
    expect(log).not.toContain("/reset-password");
    expect(log).not.toContain("/verify-email");
    expect(log).not.toContain("token=");

    const printed = await outbox("--to", email.toUpperCase());
    expect(printed).toContain(`to ${email}  "Reset your Synapse password"`);
    const link = printed.match(/http:\/\/localhost:3000\/reset-password\?token=\S+/)?.[0] ?? "";
    const token = new URL(link || "http://x").searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(log).not.toContain(token);
    expect(printed).toContain("2 emails waiting.");
    const reset = await client.post(`/reset-password?token=${token}`, {
      token,
      password: "amber-kettle-orbit-91-fern",
    });
    expect(reset.status).toBe(302);

    expect(await outbox("--to", "nobody@example.com")).toContain("No email to nobody@example.com is waiting");
  });

  it("refuses a malformed address with a sentence saying what to pass", async () => {
    const failed = await outbox("--to", "not-an-email").then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain("--to: Enter an email address like name@example.com.");
    expect(failed?.stderr).toContain("Usage: npm run outbox");
  });
});
