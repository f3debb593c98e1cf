// Owns contact_message and partnership_inquiry: what people send through the contact and
// partnership forms. Each one is stored together with the emails it causes (a note to the
// operators, a receipt to the sender), in one transaction, so none is lost or sent twice.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { InboxStatus } from "#app/db/schema.ts";
import { db } from "#app/platform/db.server.ts";
import { emailI18n } from "#app/platform/email-layout.server.ts";
import { queueEmail } from "#app/platform/email-outbox.server.ts";
import { env } from "#app/platform/env.server.ts";
import { consume, LIMITS } from "#app/platform/rate-limit.server.ts";
import { ADMINS, publish } from "#app/platform/realtime.server.ts";
import { catalogOf } from "#app/site/catalogs.server.ts";
import { i18nFor } from "#app/site/i18n.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import { type Choice, CONTACT_TOPICS, labelOf, ORGANIZATION_KINDS, ORGANIZATION_SIZES } from "./choices.ts";
import {
  contactNotificationMessage,
  contactReceiptMessage,
  partnershipNotificationMessage,
  partnershipReceiptMessage,
} from "./emails.server.ts";
import type { ContactInput, PartnershipInput } from "./forms.ts";

// The operators' notes and inbox are in English, whatever the sender's language.
const english = i18nFor(DEFAULT_LANGUAGE, catalogOf(DEFAULT_LANGUAGE));
const label = (choices: readonly Choice[], value: string | null | undefined) => labelOf(choices, value, english);

/** The addresses told about new messages: OPERATOR_EMAIL, or else every admin account. */
async function operatorAddresses(): Promise<string[]> {
  if (env.OPERATOR_EMAIL) return env.OPERATOR_EMAIL;
  const admins = await db.selectFrom("user").select("email").where("role", "=", "admin").execute();
  return admins.map((a) => a.email);
}

/**
 * A receipt is skipped (the message is still stored and the operators told) once its
 * address has had a few this hour, so the form cannot be used to flood someone's mailbox.
 */
async function receiptAllowed(address: string): Promise<boolean> {
  return (await consume(LIMITS.receiptPerAddress, address)).allowed;
}

/** Stores a contact message and queues the operators' note and the sender's receipt (in `language`, the page's). */
export async function sendContactMessage(
  input: ContactInput,
  senderId: string | null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const [operators, sendReceipt] = await Promise.all([operatorAddresses(), receiptAllowed(input.email)]);
  const id = randomUUID();
  const now = new Date().toISOString();
  const topic = label(CONTACT_TOPICS, input.topic);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("contact_message")
      .values({
        id,
        user_id: senderId,
        name: input.name,
        email: input.email,
        topic: input.topic,
        message: input.message,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const note = contactNotificationMessage({
      name: input.name,
      email: input.email,
      topic,
      message: input.message,
      inboxUrl: `${env.SITE_URL}/admin/inbox/messages/${id}`,
    });
    for (const to of operators) await queueEmail(to, note, trx);
    if (sendReceipt) {
      const receipt = contactReceiptMessage(
        { name: input.name, topic: labelOf(CONTACT_TOPICS, input.topic, emailI18n(language)) },
        language,
      );
      await queueEmail(input.email, receipt, trx);
    }
  });
  await publish(ADMINS, { type: "inbox-changed", arrived: "message" });
}

/** Stores a partnership inquiry and queues the operators' note and the sender's receipt (in `language`, the page's). */
export async function sendPartnershipInquiry(
  input: PartnershipInput,
  senderId: string | null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const [operators, sendReceipt] = await Promise.all([operatorAddresses(), receiptAllowed(input.email)]);
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("partnership_inquiry")
      .values({
        id,
        user_id: senderId,
        organization: input.organization,
        kind: input.kind,
        contact_name: input.contactName,
        email: input.email,
        size: input.size,
        message: input.message,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const note = partnershipNotificationMessage({
      organization: input.organization,
      kind: label(ORGANIZATION_KINDS, input.kind),
      size: label(ORGANIZATION_SIZES, input.size),
      contactName: input.contactName,
      email: input.email,
      message: input.message,
      inboxUrl: `${env.SITE_URL}/admin/inbox/inquiries/${id}`,
    });
    for (const to of operators) await queueEmail(to, note, trx);
    if (sendReceipt) {
      await queueEmail(
        input.email,
        partnershipReceiptMessage({ contactName: input.contactName, organization: input.organization }, language),
        trx,
      );
    }
  });
  await publish(ADMINS, { type: "inbox-changed", arrived: "inquiry" });
}

/** Messages and inquiries are kept for two years, as the privacy notice says. */
export const KEEP_MESSAGES_DAYS = 730;

/** Deletes messages and inquiries older than the retention period; run periodically. */
export async function purgeOldMessages(now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - KEEP_MESSAGES_DAYS * 86_400_000).toISOString();
  await db.deleteFrom("contact_message").where("created_at", "<", cutoff).execute();
  await db.deleteFrom("partnership_inquiry").where("created_at", "<", cutoff).execute();
}

/** A learner's own messages and inquiries, for "Download my data". */
export async function exportMessages(userId: string) {
  const [messages, inquiries] = await Promise.all([
    db
      .selectFrom("contact_message")
      .select(["topic", "message", "name", "email", "status", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("partnership_inquiry")
      .select(["organization", "kind", "size", "contact_name", "email", "message", "status", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
  ]);
  return { messages, partnershipInquiries: inquiries };
}

// The operators' inbox: contact messages and partnership inquiries in one list.

export type InboxKind = "message" | "inquiry";
export type InboxItem = {
  kind: InboxKind;
  id: string;
  from: string;
  email: string;
  /** The topic (messages) or the organization (inquiries). */
  subject: string;
  excerpt: string;
  status: InboxStatus;
  createdAt: string;
};
export type InboxFilters = { kind: InboxKind | "all"; status: InboxStatus | "all"; q: string; page: number };
export const INBOX_PAGE_SIZE = 50;

const excerptOf = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

/** The newest first, filtered; `more` says whether another page follows. */
export async function listInbox(filters: InboxFilters): Promise<{ items: InboxItem[]; more: boolean }> {
  const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const limit = filters.page * INBOX_PAGE_SIZE + 1;
  const [messages, inquiries] = await Promise.all([
    filters.kind === "inquiry"
      ? []
      : db
          .selectFrom("contact_message")
          .select(["id", "name", "email", "topic", "message", "status", "created_at"])
          .$if(filters.status !== "all", (qb) => qb.where("status", "=", filters.status as InboxStatus))
          .$if(filters.q !== "", (qb) =>
            qb.where((eb) =>
              eb.or(
                (["name", "email", "message"] as const).map((c) =>
                  eb(sql`lower(${sql.ref(c)})`, "like", sql`${pattern} escape '\\'`),
                ),
              ),
            ),
          )
          .orderBy("created_at", "desc")
          .limit(limit)
          .execute(),
    filters.kind === "message"
      ? []
      : db
          .selectFrom("partnership_inquiry")
          .select(["id", "contact_name", "email", "organization", "message", "status", "created_at"])
          .$if(filters.status !== "all", (qb) => qb.where("status", "=", filters.status as InboxStatus))
          .$if(filters.q !== "", (qb) =>
            qb.where((eb) =>
              eb.or(
                (["contact_name", "email", "organization", "message"] as const).map((c) =>
                  eb(sql`lower(${sql.ref(c)})`, "like", sql`${pattern} escape '\\'`),
                ),
              ),
            ),
          )
          .orderBy("created_at", "desc")
          .limit(limit)
          .execute(),
  ]);
  const items: InboxItem[] = [
    ...messages.map((m) => ({
      kind: "message" as const,
      id: m.id,
      from: m.name,
      email: m.email,
      subject: label(CONTACT_TOPICS, m.topic),
      excerpt: excerptOf(m.message),
      status: m.status,
      createdAt: m.created_at,
    })),
    ...inquiries.map((i) => ({
      kind: "inquiry" as const,
      id: i.id,
      from: i.contact_name,
      email: i.email,
      subject: i.organization,
      excerpt: excerptOf(i.message),
      status: i.status,
      createdAt: i.created_at,
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const start = (filters.page - 1) * INBOX_PAGE_SIZE;
  return { items: items.slice(start, start + INBOX_PAGE_SIZE), more: items.length > start + INBOX_PAGE_SIZE };
}

export type InboxDetail = InboxItem & { message: string; details: { label: string; value: string }[] };

export async function findInboxItem(kind: InboxKind, id: string): Promise<InboxDetail | null> {
  if (kind === "message") {
    const m = await db
      .selectFrom("contact_message")
      .select(["id", "name", "email", "topic", "message", "status", "created_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!m) return null;
    const topic = label(CONTACT_TOPICS, m.topic);
    return {
      kind,
      id: m.id,
      from: m.name,
      email: m.email,
      subject: topic,
      excerpt: excerptOf(m.message),
      message: m.message,
      status: m.status,
      createdAt: m.created_at,
      details: [{ label: "Topic", value: topic }],
    };
  }
  const i = await db
    .selectFrom("partnership_inquiry")
    .select(["id", "contact_name", "email", "organization", "kind", "size", "message", "status", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!i) return null;
  return {
    kind,
    id: i.id,
    from: i.contact_name,
    email: i.email,
    subject: i.organization,
    excerpt: excerptOf(i.message),
    message: i.message,
    status: i.status,
    createdAt: i.created_at,
    details: [
      { label: "Organization", value: i.organization },
      { label: "Kind", value: label(ORGANIZATION_KINDS, i.kind) },
      { label: "Size", value: label(ORGANIZATION_SIZES, i.size) },
    ],
  };
}

/** Moves a message or inquiry to another status; false if there is no such item. */
export async function setInboxStatus(kind: InboxKind, id: string, status: InboxStatus): Promise<boolean> {
  const table = kind === "message" ? "contact_message" : "partnership_inquiry";
  const result = await db
    .updateTable(table)
    .set({ status, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await publish(ADMINS, { type: "inbox-changed" });
  return true;
}

/** Messages and inquiries nobody has started on yet. */
export async function countNewInInbox(): Promise<number> {
  const [m, i] = await Promise.all([
    db
      .selectFrom("contact_message")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "new")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("partnership_inquiry")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "new")
      .executeTakeFirstOrThrow(),
  ]);
  return Number(m.n) + Number(i.n);
}
