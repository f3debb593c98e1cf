import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "#app/platform/db.server.ts";
import { env } from "#app/platform/env.server.ts";
import { createUser, type TestUser, uniqueEmail } from "#tests/domain.ts";
import type { ContactInput, PartnershipInput } from "./forms.ts";
import {
  exportMessages,
  findInboxItem,
  type InboxFilters,
  listInbox,
  purgeOldMessages,
  sendContactMessage,
  sendPartnershipInquiry,
  setInboxStatus,
} from "./inbox.server.ts";

let admins: TestUser[] = [];
/** Who is told about new messages: OPERATOR_EMAIL when the environment sets it, else every admin. */
const operators = () => env.OPERATOR_EMAIL ?? admins.map((a) => a.email);

beforeAll(async () => {
  admins = [await createUser({ role: "admin" }), await createUser({ role: "admin" })];
});

afterEach(() => {
  vi.useRealTimers();
});

/** Runs `send` with the clock set to `iso`, so rows get the creation time a test needs. */
async function at<T>(iso: string, send: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  try {
    return await send();
  } finally {
    vi.useRealTimers();
  }
}

/** A word that appears in no other test's rows, to search this test's rows out of the inbox. */
const marker = () => `mk${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;

function contact(overrides: Partial<ContactInput> = {}): ContactInput {
  return { name: "Ada Lovelace", email: uniqueEmail("sender"), topic: "course", message: "A question.", ...overrides };
}

function inquiry(overrides: Partial<PartnershipInput> = {}): PartnershipInput {
  return {
    organization: "Analytical Engines Ltd",
    kind: "company",
    contactName: "Charles Babbage",
    email: uniqueEmail("partner"),
    size: "50-249",
    message: "We would like to use Synapse.",
    ...overrides,
  };
}

async function emailsTo(address: string) {
  return db
    .selectFrom("email_outbox")
    .select(["to_address", "subject", "text_body"])
    .where("to_address", "=", address)
    .orderBy("created_at")
    .execute();
}

/** The operators' notes whose text includes `text`, as (address, subject) pairs. */
async function notesAbout(text: string) {
  const rows = await db
    .selectFrom("email_outbox")
    .select(["to_address", "subject", "text_body"])
    .where("to_address", "in", operators())
    .execute();
  return rows.filter((r) => r.text_body.includes(text));
}

const search = (q: string, more: Partial<InboxFilters> = {}) =>
  listInbox({ kind: "all", status: "all", q, page: 1, ...more });

describe("the inbox", () => {
  it("stores a contact message as typed and queues a note to each operator and a receipt to the sender", async () => {
    const learner = await createUser();
    const text = `Lesson 3 says "50% of the time" <b>twice</b>.\nSecond line: ${marker()}`;
    const input = contact({ name: "Ada Lovelace", topic: "mistake", message: text });
    await sendContactMessage(input, learner.id);

    const rows = await db.selectFrom("contact_message").selectAll().where("email", "=", input.email).execute();
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: learner.id,
        name: "Ada Lovelace",
        email: input.email,
        topic: "mistake",
        message: text,
        status: "new",
      }),
    ]);
    const id = rows[0]?.id;

    const notes = await notesAbout("Second line:");
    const mine = notes.filter((n) => n.text_body.includes(`${env.SITE_URL}/admin/inbox/messages/${id}`));
    expect(mine.map((n) => n.to_address).sort()).toEqual([...operators()].sort());
    for (const note of mine) {
      expect(note.subject).toBe("New message: A mistake in a lesson or quiz");
      expect(note.text_body).toContain(input.email);
    }
    // No learner account is told: only the operators.
    expect(await emailsTo(learner.email)).toEqual([]);

    const receipts = await emailsTo(input.email);
    expect(receipts.map((r) => r.subject)).toEqual(["We received your message"]);
    // The receipt does not repeat the message, so the form cannot mail strangers chosen text.
    expect(receipts[0]?.text_body).not.toContain("Second line");
  });

  it("stores a visitor's message without an account", async () => {
    const input = contact();
    await sendContactMessage(input, null);
    const row = await db.selectFrom("contact_message").select("user_id").where("email", "=", input.email).execute();
    expect(row).toEqual([{ user_id: null }]);
  });

  it("sends at most three receipts an hour to one address, but stores and announces every message", async () => {
    const input = contact({ message: `Flood ${marker()}` });
    for (let i = 0; i < 4; i++) await sendContactMessage(input, null);

    const stored = await db.selectFrom("contact_message").select("id").where("email", "=", input.email).execute();
    expect(stored).toHaveLength(4);
    expect(await emailsTo(input.email)).toHaveLength(3);
    expect(await notesAbout(input.message)).toHaveLength(4 * operators().length);

    // Another address is not held back by the first one's receipts.
    const other = contact();
    await sendContactMessage(other, null);
    expect(await emailsTo(other.email)).toHaveLength(1);
  });

  it("stores a partnership inquiry and queues the operators' note and the sender's receipt", async () => {
    const learner = await createUser();
    const organization = `Org ${marker()}`;
    const input = inquiry({ organization, kind: "school", size: "1000+", message: "Line one\nline two" });
    await sendPartnershipInquiry(input, learner.id);

    const rows = await db.selectFrom("partnership_inquiry").selectAll().where("email", "=", input.email).execute();
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: learner.id,
        organization,
        kind: "school",
        contact_name: "Charles Babbage",
        size: "1000+",
        message: "Line one\nline two",
        status: "new",
      }),
    ]);
    const notes = await notesAbout(`${env.SITE_URL}/admin/inbox/inquiries/${rows[0]?.id}`);
    expect(notes.map((n) => n.to_address).sort()).toEqual([...operators()].sort());
    for (const note of notes) expect(note.subject).toBe(`New partnership inquiry: ${organization}`);
    expect((await emailsTo(input.email)).map((r) => r.subject)).toEqual(["We received your partnership inquiry"]);
  });

  it("counts receipts per address across both forms: the fourth in an hour gets none", async () => {
    const email = uniqueEmail("both");
    await sendPartnershipInquiry(inquiry({ email }), null);
    await sendPartnershipInquiry(inquiry({ email }), null);
    await sendContactMessage(contact({ email }), null);
    await sendPartnershipInquiry(inquiry({ email }), null);

    const inquiries = await db.selectFrom("partnership_inquiry").select("id").where("email", "=", email).execute();
    expect(inquiries).toHaveLength(3);
    expect((await emailsTo(email)).map((e) => e.subject)).toEqual([
      "We received your partnership inquiry",
      "We received your partnership inquiry",
      "We received your message",
    ]);
  });

  it("lists messages and inquiries together, newest first, and filters them by kind", async () => {
    const word = marker();
    await at("2030-01-01T10:00:00.000Z", () => sendContactMessage(contact({ message: `first ${word}` }), null));
    await at("2030-01-01T11:00:00.000Z", () => sendPartnershipInquiry(inquiry({ organization: `Org ${word}` }), null));
    await at("2030-01-01T12:00:00.000Z", () => sendContactMessage(contact({ message: `third ${word}` }), null));

    const all = await search(word);
    expect(all.more).toBe(false);
    expect(all.items.map((i) => [i.kind, i.excerpt])).toEqual([
      ["message", `third ${word}`],
      ["inquiry", "We would like to use Synapse."],
      ["message", `first ${word}`],
    ]);
    expect(all.items[1]).toMatchObject({ from: "Charles Babbage", subject: `Org ${word}`, status: "new" });
    expect(all.items[0]).toMatchObject({ from: "Ada Lovelace", subject: "A question about a course" });
    expect((await search(word, { kind: "message" })).items.map((i) => i.excerpt)).toEqual([
      `third ${word}`,
      `first ${word}`,
    ]);
    expect((await search(word, { kind: "inquiry" })).items.map((i) => i.subject)).toEqual([`Org ${word}`]);
  });

  it("moves an item to another status, filters by status, and refuses an unknown id", async () => {
    const word = marker();
    await sendContactMessage(contact({ message: `status ${word}` }), null);
    await sendPartnershipInquiry(inquiry({ organization: `Status ${word}` }), null);
    const m = (await search(word, { kind: "message" })).items[0];
    const p = (await search(word, { kind: "inquiry" })).items[0];
    if (!m || !p) throw new Error("the items were not listed");

    expect(await setInboxStatus("message", m.id, "done")).toBe(true);
    expect(await setInboxStatus("inquiry", p.id, "in-progress")).toBe(true);
    expect((await findInboxItem("message", m.id))?.status).toBe("done");

    expect((await search(word, { status: "done" })).items.map((i) => i.id)).toEqual([m.id]);
    expect((await search(word, { status: "in-progress" })).items.map((i) => i.id)).toEqual([p.id]);
    expect((await search(word, { status: "new" })).items).toEqual([]);

    expect(await setInboxStatus("message", crypto.randomUUID(), "done")).toBe(false);
    expect(await setInboxStatus("inquiry", crypto.randomUUID(), "done")).toBe(false);
    // An inquiry's id is not a message's.
    expect(await setInboxStatus("message", p.id, "done")).toBe(false);
  });

  it("searches names, addresses and text without regard to case", async () => {
    const word = marker();
    const input = contact({ name: `Grace ${word}`, email: `${word}@example.org`, message: "Nothing to see." });
    await sendContactMessage(input, null);
    await sendContactMessage(contact({ message: `Text with ${word.toUpperCase()} inside.` }), null);

    expect((await search(`GRACE ${word.toUpperCase()}`)).items.map((i) => i.email)).toEqual([input.email]);
    expect((await search(`${word}@EXAMPLE.org`)).items.map((i) => i.email)).toEqual([input.email]);
    expect((await search(word)).items).toHaveLength(2);
  });

  it("treats % _ and \\ in a search as the characters themselves, not as wildcards", async () => {
    const word = marker();
    for (const message of [
      `${word} 50% off`,
      `${word} 50 percent off`,
      `${word} a_b`,
      `${word} axb`,
      `${word} C:\\temp`,
      `${word} C:temp`,
    ]) {
      await sendContactMessage(contact({ message }), null);
    }
    const found = async (q: string) => (await search(q)).items.map((i) => i.excerpt);
    expect(await found(`${word} 50%`)).toEqual([`${word} 50% off`]);
    expect(await found(`${word} a_b`)).toEqual([`${word} a_b`]);
    expect(await found(`${word} c:\\temp`)).toEqual([`${word} C:\\temp`]);
    expect(await found("%%%%no such text%%%%")).toEqual([]);
  });

  it("purges messages and inquiries older than two years and keeps younger ones", async () => {
    const word = marker();
    const now = new Date("2032-06-01T00:00:00.000Z");
    const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await at(daysBefore(731), () => sendContactMessage(contact({ message: `old ${word}` }), null));
    await at(daysBefore(731), () => sendPartnershipInquiry(inquiry({ organization: `Old ${word}` }), null));
    await at(daysBefore(729), () => sendContactMessage(contact({ message: `young ${word}` }), null));
    await at(daysBefore(729), () => sendPartnershipInquiry(inquiry({ organization: `Young ${word}` }), null));

    const left = async () =>
      (await search(word)).items.map((i) => (i.kind === "message" ? i.excerpt : i.subject)).sort();
    expect(await left()).toEqual([`Old ${word}`, `Young ${word}`, `old ${word}`, `young ${word}`].sort());

    await purgeOldMessages(now);

    expect(await left()).toEqual([`Young ${word}`, `young ${word}`].sort());
  });

  it("exports only the learner's own messages and inquiries", async () => {
    const learner = await createUser();
    const other = await createUser();
    await sendContactMessage(contact({ email: learner.email, topic: "privacy", message: "Mine." }), learner.id);
    await sendPartnershipInquiry(inquiry({ email: learner.email, organization: "My school" }), learner.id);
    await sendContactMessage(contact({ email: other.email, message: "Theirs." }), other.id);
    // Sent while signed out, from the same address: not linked to the account.
    await sendContactMessage(contact({ email: learner.email, message: "Anonymous." }), null);

    const exported = await exportMessages(learner.id);
    expect(exported.messages).toEqual([
      expect.objectContaining({ topic: "privacy", message: "Mine.", email: learner.email, status: "new" }),
    ]);
    expect(exported.partnershipInquiries).toEqual([
      expect.objectContaining({ organization: "My school", email: learner.email }),
    ]);
    expect((await exportMessages(other.id)).messages.map((m) => m.message)).toEqual(["Theirs."]);
  });
});
