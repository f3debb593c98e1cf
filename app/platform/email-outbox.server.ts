// The email outbox. Code that causes an email writes it to `email_outbox`; a worker sends
// what is due through SMTP, retrying with backoff, so a failing mail server delays mail but
// never loses it. Several app instances can run workers on one database: a row is claimed
// with a conditional update before it is sent.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { createTransport, type SendMailOptions } from "nodemailer";
import type { Database } from "#app/db/schema.ts";
import { db } from "./db.server.ts";
import type { EmailContent } from "./email-layout.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

export const MAX_ATTEMPTS = 8;
/** How long a worker may hold a claimed row before another may take it over. */
const CLAIM_MS = 2 * 60_000;
const POLL_MS = 5_000;
/** Sent and abandoned rows are deleted after this long; they hold links and addresses. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

/** 30 s, 1 min, 2 min, ... capped at 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

function sender(): string {
  return env.MAIL_FROM ?? `Synapse <no-reply@${new URL(env.SITE_URL).hostname}>`;
}

/** "ada@example.com" → "a***@example.com", for logs. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return at <= 0 ? "***" : `${address[0]}***${address.slice(at)}`;
}

let wake: (() => void) | undefined;

/**
 * Writes an email to the outbox. Pass the transaction that makes the change the email is
 * about, so both are kept or neither is.
 */
export async function queueEmail(to: string, content: EmailContent, executor: Kysely<Database> = db): Promise<void> {
  const now = new Date().toISOString();
  await executor
    .insertInto("email_outbox")
    .values({
      id: randomUUID(),
      to_address: to,
      subject: content.subject,
      text_body: content.text,
      html_body: content.html,
      created_at: now,
      next_attempt_at: now,
    })
    .execute();
  if (!env.SMTP_URL) {
    // Local use needs no mail server. While developing, the links are in the log; anywhere
    // else a log is read by more people than the mailbox, and its links sign in and reset
    // passwords, so the operator reads the outbox with `npm run outbox` instead.
    if (env.NODE_ENV === "development") {
      logger.info(
        { to: maskAddress(to), subject: content.subject, links: linksIn(content.text) },
        "email kept in the outbox (SMTP_URL is not set)",
      );
    } else {
      logger.info(
        { to: maskAddress(to), subject: content.subject },
        "email kept in the outbox (SMTP_URL is not set); npm run outbox shows it",
      );
    }
  }
  wake?.();
}

/** The web addresses in an email's text, in order. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

export type WaitingEmail = { id: string; to: string; subject: string; queuedAt: string; links: string[] };

/**
 * The emails not yet sent (nor given up on), oldest first, to one address or to all: what
 * `npm run outbox` prints for an operator without a mail server.
 */
export async function waitingEmails(to?: string): Promise<WaitingEmail[]> {
  let query = db
    .selectFrom("email_outbox")
    .select(["id", "to_address", "subject", "text_body", "created_at"])
    .where("sent_at", "is", null)
    .where("failed_at", "is", null);
  if (to) query = query.where((eb) => eb(eb.fn("lower", ["to_address"]), "=", to.trim().toLowerCase()));
  const rows = await query.orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    queuedAt: row.created_at,
    links: linksIn(row.text_body),
  }));
}

/** What was sent (or is waiting) to one address, without the bodies: for "Download my data". */
export async function emailsSentTo(address: string) {
  const rows = await db
    .selectFrom("email_outbox")
    .select(["subject", "created_at", "sent_at"])
    .where("to_address", "=", address)
    .orderBy("created_at")
    .execute();
  return rows.map((e) => ({ subject: e.subject, queuedAt: e.created_at, sentAt: e.sent_at }));
}

/** Deletes every email to one address, sent or waiting: when its account is deleted. */
export async function forgetEmailsTo(address: string): Promise<void> {
  await db.deleteFrom("email_outbox").where("to_address", "=", address).execute();
}

type Transport = { sendMail: (message: SendMailOptions) => Promise<unknown> };

/** At most this many emails are taken per round; a full round is followed at once by the next. */
export const BATCH_SIZE = 20;

/** Sends every due email once; returns how many were sent. Exported for tests. */
export async function deliverDueEmails(transport: Transport, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom("email_outbox")
    .select(["id", "attempts"])
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .where("next_attempt_at", "<=", now.toISOString())
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now.toISOString())]))
    .orderBy("created_at")
    .limit(BATCH_SIZE)
    .execute();
  let sent = 0;
  for (const row of due) {
    const claimed = await db
      .updateTable("email_outbox")
      .set({ locked_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where("id", "=", row.id)
      .where("attempts", "=", row.attempts)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now.toISOString())]))
      .where("sent_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue; // another worker has it
    const message = await db
      .selectFrom("email_outbox")
      .select(["to_address", "subject", "text_body", "html_body"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    const attempts = row.attempts + 1;
    try {
      await transport.sendMail({
        from: sender(),
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
      });
      await db
        .updateTable("email_outbox")
        .set({ sent_at: new Date().toISOString(), attempts, locked_until: null, last_error: null })
        .where("id", "=", row.id)
        .execute();
      sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= MAX_ATTEMPTS;
      await db
        .updateTable("email_outbox")
        .set({
          attempts,
          locked_until: null,
          last_error: reason.slice(0, 1000),
          next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
          failed_at: giveUp ? new Date().toISOString() : null,
        })
        .where("id", "=", row.id)
        .execute();
      (giveUp ? logger.error : logger.warn).call(
        logger,
        { emailId: row.id, attempts, err: reason },
        giveUp ? "gave up sending an email" : "sending an email failed; will retry",
      );
    }
  }
  return sent;
}

async function purgeOldEmails() {
  const cutoff = new Date(Date.now() - KEEP_MS).toISOString();
  await db
    .deleteFrom("email_outbox")
    .where((eb) => eb.or([eb("sent_at", "<", cutoff), eb("failed_at", "<", cutoff)]))
    .execute();
}

/** Starts the background sender when SMTP_URL is set. Returns a function that stops it. */
export function startEmailWorker(): () => Promise<void> {
  if (!env.SMTP_URL) {
    logger.info(
      env.NODE_ENV === "development"
        ? "SMTP_URL is not set: emails stay in the outbox and their links are logged"
        : "SMTP_URL is not set: emails stay in the outbox; read them with npm run outbox",
    );
    return async () => {};
  }
  // A pool keeps the connection open between messages, so a backlog is not one handshake per email.
  const pooled = new URL(env.SMTP_URL);
  if (!pooled.searchParams.has("pool")) pooled.searchParams.set("pool", "true");
  const transport = createTransport(pooled.toString());
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    clearTimeout(timer);
    if (stopped) return;
    let backlog = false;
    running = running
      .then(() => deliverDueEmails(transport))
      .then((sent) => {
        // A full batch sent means more may be waiting (after an outage, say): go on at once.
        backlog = sent === BATCH_SIZE;
        return purgeOldEmails();
      })
      .catch((error) => logger.error({ err: error }, "email worker failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, backlog ? 0 : POLL_MS);
      });
  };
  wake = tick;
  tick();
  return async () => {
    stopped = true;
    wake = undefined;
    clearTimeout(timer);
    await running;
    transport.close();
  };
}
