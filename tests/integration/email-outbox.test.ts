import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, createDatabase } from "#app/db/connect.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { createClient, uniqueIp } from "#tests/client.ts";
import { validContact } from "#tests/feedback.ts";
import { type Mailbox, startMailbox } from "#tests/mail.ts";
import { startServer, type TestServer, temporarySqliteUrl } from "#tests/server.ts";

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
