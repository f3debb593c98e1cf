// Groups for schools and teams (issue 16), as a browser without JavaScript uses them: a
// learner creates a group, others join it with its code after agreeing to what its leaders
// will see, and the leaders manage joining, people and courses. Everything a leader sees is
// a 404 for anyone else; bad input is refused with a message and changes nothing.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { type Client, createClient, GOOD_PASSWORD, uniqueIp, visibleText } from "#tests/client.ts";
import {
  addPupils,
  answerLessonChecks,
  attemptKeyFrom,
  checkBank,
  FOUNDATIONS,
  lessonSlugs,
  newLearner,
  openStream,
  quizForm,
} from "#tests/learning.ts";
import { projectRoot, startServer, type TestServer, testDatabases } from "#tests/server.ts";

const CONSENT = "Your leaders will see your name, your progress, your quiz scores and your certificates";

describe.each(testDatabases)("groups on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;
  beforeAll(async () => {
    // A database of its own: refusals are shown to store nothing by counting rows.
    server = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    db = server.db;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const count = async (table: "learning_group" | "group_member" | "group_assignment") =>
    Number((await db.selectFrom(table).select(db.fn.countAll<number>().as("n")).executeTakeFirst())?.n);
  const codeOf = async (groupId: string) =>
    (await db.selectFrom("learning_group").select("join_code").where("id", "=", groupId).executeTakeFirst())
      ?.join_code ?? null;
  const learner = async (label: string) => (await newLearner(server.url, db, label)).client;

  async function createGroup(leader: Client, groupName: string): Promise<string> {
    const response = await leader.post("/groups", { intent: "create", name: groupName });
    expect(response.status).toBe(302);
    const id = /\/groups\/([0-9a-f-]{36})\?status=created/.exec(response.headers.get("location") ?? "")?.[1];
    expect(id).toBeTruthy();
    return id as string;
  }

  async function join(member: Client, code: string, shareEmail = false) {
    const fields: Record<string, string> = { intent: "join", code, agree: "yes" };
    if (shareEmail) fields.shareEmail = "yes";
    return member.post("/join", fields);
  }

  it("makes the learner who creates a group its leader, with a code and a join link", async () => {
    const leader = await learner("Maryam Mirzakhani");
    const id = await createGroup(leader, "  Year 10 computing  ");
    const page = await leader.get(`/groups/${id}?status=created`);
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain("Year 10 computing");
    expect(text).toContain("Your group is ready");
    const code = (await codeOf(id)) as string;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const html = await (await leader.get(`/groups/${id}`)).text();
    expect(html).toContain(`value="${code.slice(0, 4)}-${code.slice(4)}"`);
    expect(html).toContain(`value="http://localhost:3000/join?code=${code}"`);
    expect(visibleText(html)).toMatch(/Maryam Mirzakhani\s+not shared\s+Leader/);
  });

  it("refuses a group name that is empty, too long or has control characters, and stores nothing", async () => {
    const leader = await learner("Grace Hopper");
    const before = await count("learning_group");
    for (const [typed, message] of [
      ["", "Give the group a name"],
      ["   ", "Give the group a name"],
      ["x".repeat(121), "Keep the name to 120 characters: this one has 121."],
      ["Year\u0007 9", "characters that cannot be shown"],
    ] as const) {
      const response = await leader.post("/groups", { intent: "create", name: typed });
      expect(response.status, typed).toBe(400);
      const html = await response.text();
      expect(visibleText(html), typed).toContain(message);
    }
    expect(await count("learning_group")).toBe(before);
  });

  it("states one name limit in the hint, the field and the refusal, and keeps what was typed", async () => {
    const leader = await learner("Alan Turing");
    const field = (html: string) => html.match(/<input[^>]*name="name"[^>]*>/)?.[0] ?? "";
    const page = await (await leader.get("/groups")).text();
    expect(field(page)).toMatch(/maxlength="120"/i);
    expect(visibleText(page)).toContain("Up to 120 characters");
    const before = await count("learning_group");
    const typed = `Year 10 computing ${"x".repeat(282)}`;
    const response = await leader.post("/groups", { intent: "create", name: typed });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain("Keep the name to 120 characters: this one has 300.");
    expect(field(html)).toContain(`value="${typed}"`);
    expect(await count("learning_group")).toBe(before);
  });

  it("names the CSV after the group as typed, with an ASCII name for older clients", async () => {
    const leader = await learner("Emmy Noether");
    const id = await createGroup(leader, "Year 10 Computing — Ünïcødé 2026");
    const csv = await leader.get(`/groups/${id}/progress.csv`);
    expect(csv.status).toBe(200);
    const day = /progress-(\d{4}-\d{2}-\d{2})\.csv/.exec(csv.headers.get("content-disposition") ?? "")?.[1];
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="synapse-year-10-computing-unicode-2026-progress-${day}.csv"; ` +
        `filename*=UTF-8''synapse-year-10-computing-%C3%BCn%C3%AFc%C3%B8d%C3%A9-2026-progress-${day}.csv`,
    );
  });

  it("joins a learner by code once they agree, and shows them to the leader", async () => {
    const leader = await learner("Katherine Johnson");
    const id = await createGroup(leader, "Flight dynamics");
    const code = (await codeOf(id)) as string;
    const member = await learner("Dorothy Vaughan");
    // Typed however: lower case, with the dash.
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const consent = await member.post("/join", { intent: "check", code: typed });
    expect(consent.status).toBe(200);
    const consentText = visibleText(await consent.text());
    expect(consentText).toContain("Join “Flight dynamics”?");
    expect(consentText).toContain("Led by Katherine Johnson");
    expect(consentText).toContain(CONSENT);
    // Not joined until they agree.
    const before = await count("group_member");
    const unticked = await member.post("/join", { intent: "join", code });
    expect(unticked.status).toBe(400);
    expect(visibleText(await unticked.text())).toContain("Tick the box to agree before you join.");
    expect(await count("group_member")).toBe(before);
    const joined = await join(member, code, true);
    expect(joined.status).toBe(302);
    expect(joined.headers.get("location")).toBe("/groups?status=joined");
    const mine = visibleText(await (await member.get("/groups?status=joined")).text());
    expect(mine).toContain("You joined the group");
    expect(mine).toMatch(/Flight dynamics\s+Led by Katherine Johnson/);
    const leaderPage = visibleText(await (await leader.get(`/groups/${id}`)).text());
    expect(leaderPage).toMatch(/Dorothy Vaughan\s+learner-[^\s]+@example\.com\s+Member/);
    expect(leaderPage).toContain("1 member");
    // Joining again changes nothing.
    expect((await join(member, code)).headers.get("location")).toBe("/groups?status=already-in");
    expect(await count("group_member")).toBe(before + 1);
  });

  it("fills the code in from a join link, and asks a visitor to log in first", async () => {
    const member = await learner("Ada Lovelace");
    const html = await (await member.get("/join?code=ABCD-2345")).text();
    expect(html).toMatch(/<input[^>]*name="code"[^>]*value="ABCD-2345"/);
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const page = visibleText(await (await visitor.get("/join?code=ABCD-2345")).text());
    expect(page).toContain("To join a group you need a Synapse account");
    const post = await visitor.post("/join", { intent: "check", code: "ABCD-2345" });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toContain("/login?redirectTo=");
  });

  it("says why a code does not work: mistyped, unknown, turned off, expired or the group is full", async () => {
    const leader = await learner("Hedy Lamarr");
    const id = await createGroup(leader, "Frequency hopping");
    const first = (await codeOf(id)) as string;
    const member = await learner("Alan Turing");
    const members = await count("group_member");
    const refusal = async (code: string) => {
      const response = await member.post("/join", { intent: "check", code });
      expect(response.status, code).toBe(400);
      return visibleText(await response.text());
    };
    expect(await refusal("12")).toContain("A group code has 8 letters and digits, such as ABCD-2345.");
    expect(await refusal("ZZZZ-ZZZZ")).toContain("No group has the code ZZZZ-ZZZZ now.");
    // Turned off: the old code opens nothing, and joining with it is refused too.
    expect((await leader.post(`/groups/${id}`, { intent: "code-off" })).status).toBe(302);
    expect(await codeOf(id)).toBeNull();
    expect(await refusal(first)).toContain("No group has the code");
    expect((await join(member, first)).status).toBe(400);
    // On again, with a new code.
    await leader.post(`/groups/${id}`, { intent: "code-new" });
    const second = (await codeOf(id)) as string;
    expect(second).not.toBe(first);
    // Expired: the last day it worked was yesterday (the form only takes days from today on).
    await db.updateTable("learning_group").set({ code_expires_on: "2026-01-05" }).where("id", "=", id).execute();
    expect(await refusal(second)).toContain("stopped working after 5 January 2026");
    await db.updateTable("learning_group").set({ code_expires_on: null }).where("id", "=", id).execute();
    // Full: a cap of one member, who has joined.
    expect((await leader.post(`/groups/${id}`, { intent: "limits", expiresOn: "", memberCap: "1" })).status).toBe(302);
    expect((await join(await learner("Joan Clarke"), second)).status).toBe(302);
    expect(await refusal(second)).toContain("That group is full: it takes 1 member.");
    expect(await count("group_member")).toBe(members + 1);
  });

  it("checks the joining settings, and changes nothing on a bad one", async () => {
    const leader = await learner("Lise Meitner");
    const id = await createGroup(leader, "Physics club");
    for (const [fields, message] of [
      [{ expiresOn: "2020-01-01", memberCap: "" }, "Choose a last day the code works from today on."],
      [{ expiresOn: "2026-02-30", memberCap: "" }, "Enter the last day the code works as a date"],
      [{ expiresOn: "2099-01-01", memberCap: "" }, "within the next two years"],
      [{ expiresOn: "", memberCap: "0" }, "Enter a number of members from 1 to 1000"],
      [{ expiresOn: "", memberCap: "lots" }, "Enter a number of members from 1 to 1000"],
      [{ expiresOn: "", memberCap: "1001" }, "Enter a number of members from 1 to 1000"],
    ] as const) {
      const response = await leader.post(`/groups/${id}`, { intent: "limits", ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(visibleText(await response.text())).toContain(message);
    }
    const row = await db
      .selectFrom("learning_group")
      .select(["code_expires_on", "member_cap"])
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row).toEqual({ code_expires_on: null, member_cap: null });
  });

  it("assigns courses with due dates, which members see, and refuses a bad course or date", async () => {
    const leader = await learner("Rosalind Franklin");
    const id = await createGroup(leader, "Biology 101");
    const member = await learner("Barbara McClintock");
    await join(member, (await codeOf(id)) as string);
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect((await leader.post(`/groups/${id}`, { intent: "assign", course: FOUNDATIONS, dueOn: due })).status).toBe(
      302,
    );
    const dueText = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${due}T00:00:00Z`),
    );
    expect(visibleText(await (await leader.get(`/groups/${id}`)).text())).toContain(
      `The Foundations of AI · due ${dueText}`,
    );
    expect(visibleText(await (await member.get("/groups")).text())).toMatch(
      new RegExp(`The Foundations of AI\\s*, due ${dueText}`),
    );
    expect(visibleText(await (await member.get("/learn")).text())).toMatch(
      new RegExp(
        `Your groups\\s+Biology 101\\s+Led by Rosalind Franklin\\s+The Foundations of AI\\s*· due ${dueText}\\s+0 of 6 lessons`,
      ),
    );
    const assignments = await count("group_assignment");
    for (const [fields, message] of [
      [{ course: "astrology", dueOn: "" }, "Choose one of the courses."],
      [{ course: FOUNDATIONS, dueOn: "2020-01-01" }, "Choose a due date from today on."],
      [{ course: FOUNDATIONS, dueOn: "next week" }, "Enter the due date as a date"],
    ] as const) {
      const response = await leader.post(`/groups/${id}`, { intent: "assign", ...fields });
      expect(response.status).toBe(400);
      expect(visibleText(await response.text())).toContain(message);
    }
    expect(await count("group_assignment")).toBe(assignments);
    expect((await leader.post(`/groups/${id}`, { intent: "unassign", course: FOUNDATIONS })).status).toBe(302);
    expect(visibleText(await (await member.get("/groups")).text())).toContain("No courses assigned yet.");
  });

  it("shows a group's leader view to its leaders only: anyone else gets 404, for the page and its data", async () => {
    const leader = await learner("Chien-Shiung Wu");
    const id = await createGroup(leader, "Parity");
    const code = (await codeOf(id)) as string;
    const member = await learner("Emmy Noether");
    await join(member, code);
    const former = await learner("Sophie Germain");
    await join(former, code);
    expect((await former.post("/groups", { intent: "leave", group: id })).status).toBe(302);
    const otherLeader = await learner("Marie Curie");
    await createGroup(otherLeader, "Radioactivity");
    const visitor = createClient(server.url, { ip: uniqueIp() });
    for (const [who, client] of [
      ["member", member],
      ["former member", former],
      ["another group's leader", otherLeader],
      ["visitor", visitor],
    ] as const) {
      expect((await client.get(`/groups/${id}`)).status, who).toBe(404);
      expect((await client.get(`/groups/${id}.data`)).status, who).toBe(404);
      expect((await client.get(`/groups/${id}/progress.csv`)).status, who).toBe(404);
      expect((await client.post(`/groups/${id}`, { intent: "code-off" })).status, who).toBe(404);
      expect((await client.post(`/groups/${id}`, { intent: "remove", member: "x" })).status, who).toBe(404);
    }
    expect(await codeOf(id)).toBe(code);
    expect((await leader.get(`/groups/${id}.data`)).status).toBe(200);
    // A group that does not exist looks the same.
    expect((await leader.get("/groups/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("lets a leader remove a member or make them a leader, and a member leave; the only leader stays", async () => {
    const leader = await learner("Vera Rubin");
    const id = await createGroup(leader, "Dark matter");
    const code = (await codeOf(id)) as string;
    const [a, b] = [await learner("Kent Ford"), await learner("Jocelyn Bell")];
    await join(a, code);
    await join(b, code);
    const idOf = async (client: Client) =>
      (
        await db
          .selectFrom("user")
          .select("id")
          .where("name", "=", client === a ? "Kent Ford" : "Jocelyn Bell")
          .executeTakeFirstOrThrow()
      ).id;
    expect((await leader.post(`/groups/${id}`, { intent: "remove", member: await idOf(a) })).status).toBe(302);
    expect(visibleText(await (await leader.get(`/groups/${id}`)).text())).not.toContain("Kent Ford");
    expect(visibleText(await (await a.get("/groups")).text())).not.toContain("Dark matter");
    expect((await leader.post(`/groups/${id}`, { intent: "promote", member: await idOf(b) })).status).toBe(302);
    expect((await b.get(`/groups/${id}`)).status).toBe(200);
    // The first leader steps down; the second, now alone, cannot.
    expect((await leader.post("/groups", { intent: "leave", group: id })).status).toBe(302);
    expect((await leader.get(`/groups/${id}`)).status).toBe(404);
    const refused = await b.post("/groups", { intent: "leave", group: id });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("You are this group's only leader");
  });

  it("deletes a group with its members and courses once the leader confirms", async () => {
    const leader = await learner("Tu Youyou");
    const id = await createGroup(leader, "Malaria research");
    await join(await learner("Li Lanjuan"), (await codeOf(id)) as string);
    await leader.post(`/groups/${id}`, { intent: "assign", course: FOUNDATIONS, dueOn: "" });
    const unconfirmed = await leader.post(`/groups/${id}`, { intent: "delete" });
    expect(unconfirmed.status).toBe(400);
    expect(visibleText(await unconfirmed.text())).toContain("Tick the box to confirm");
    const deleted = await leader.post(`/groups/${id}`, { intent: "delete", confirm: "yes" });
    expect(deleted.headers.get("location")).toBe("/groups?status=deleted");
    for (const table of ["group_member", "group_assignment"] as const) {
      const left = await db.selectFrom(table).select("group_id").where("group_id", "=", id).execute();
      expect(left, table).toEqual([]);
    }
  });

  it("puts a learner's groups in their data, and forgets them with the account", async () => {
    const { client: leader, userId: leaderId } = await newLearner(server.url, db, "Mae Jemison");
    const id = await createGroup(leader, "Space camp");
    const { client: member, userId: memberId } = await newLearner(server.url, db, "Sally Ride");
    await join(member, (await codeOf(id)) as string);
    const exported = await (await member.get("/profile/data")).json();
    expect(exported.groups.groupsYouAreIn).toEqual([
      expect.objectContaining({ name: "Space camp", leaders: ["Mae Jemison"], emailShownToLeaders: false }),
    ]);
    const leaderExport = await (await leader.get("/profile/data")).json();
    expect(leaderExport.groups.groupsYouLead).toEqual([expect.objectContaining({ name: "Space camp", members: 1 })]);
    // A member's account goes: so does their membership.
    const other = await newLearner(server.url, db, "Kathryn Sullivan");
    await join(other.client, (await codeOf(id)) as string);
    expect(
      (await other.client.post("/profile", { intent: "delete", password: GOOD_PASSWORD, confirm: "on" })).status,
    ).toBe(302);
    expect(await db.selectFrom("group_member").select("user_id").where("user_id", "=", other.userId).execute()).toEqual(
      [],
    );
    // The only leader's account goes: so does the group, and every membership in it.
    expect((await leader.post("/profile", { intent: "delete", password: GOOD_PASSWORD, confirm: "on" })).status).toBe(
      302,
    );
    expect(await db.selectFrom("learning_group").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await db.selectFrom("group_member").select("user_id").where("group_id", "=", id).execute()).toEqual([]);
    expect(leaderId).toBeTruthy();
    expect(memberId).toBeTruthy();
  });

  it("never answers a generated bad input with a server error, and never stores it", { timeout: 180_000 }, async () => {
    const leader = await learner("Margaret Hamilton");
    const id = await createGroup(leader, "Apollo guidance");
    const member = await learner("Dorothy Vaughan");
    const before = { groups: await count("learning_group"), members: await count("group_member") };
    const assignmentsBefore = await count("group_assignment");
    const badName = fc.oneof(
      fc.constantFrom("", " ", "\t"),
      fc.string({ minLength: 121, maxLength: 400 }).filter((s) => s.trim().length > 120),
      fc
        .tuple(fc.string({ maxLength: 40 }), fc.integer({ min: 0, max: 31 }), fc.string({ maxLength: 40 }))
        // In the middle of the name, where trimming cannot take it away.
        .map(([a, c, b]) => `x${a}${String.fromCharCode(c === 9 || c === 10 || c === 13 ? 7 : c)}y${b}`),
    );
    await fc.assert(
      fc.asyncProperty(badName, async (typed) => {
        const response = await leader.post("/groups", { intent: "create", name: typed });
        return response.status === 400;
      }),
      { numRuns: 1000 },
    );
    const badCode = fc.string({ maxLength: 60 }).filter((s) => s.replace(/[\s-]/g, "").length !== 8);
    await fc.assert(
      fc.asyncProperty(
        badCode,
        async (typed) => (await member.post("/join", { intent: "join", code: typed, agree: "yes" })).status === 400,
      ),
      { numRuns: 1000 },
    );
    const badLimits = fc
      .record({
        expiresOn: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("2020-01-01", "2026-13-01", "2999-01-01")),
        memberCap: fc.oneof(
          fc.constantFrom("0", "-1", "1001", "1e3", "ten"),
          fc.string({ minLength: 1, maxLength: 12 }),
        ),
      })
      // A cap left blank (spaces only, once trimmed) is no limit, which is allowed.
      .filter(
        ({ memberCap }) =>
          memberCap.trim() !== "" &&
          (!/^\d{1,6}$/.test(memberCap.trim()) || Number(memberCap) < 1 || Number(memberCap) > 1000),
      );
    await fc.assert(
      fc.asyncProperty(
        badLimits,
        async (fields) => (await leader.post(`/groups/${id}`, { intent: "limits", ...fields })).status === 400,
      ),
      { numRuns: 1000 },
    );
    const courses = [
      FOUNDATIONS,
      "ai-in-our-everyday-world",
      "data-the-fuel-that-drives-artificial-intelligence",
      "ai-in-robotics-machines-that-think",
      "ethical-ai-building-a-responsible-future",
    ];
    const badAssignment = fc.oneof(
      // Not one of the courses, with or without a date.
      fc.record({
        course: fc.string({ maxLength: 60 }).filter((c) => !courses.includes(c)),
        dueOn: fc.constantFrom("", "2026-12-24"),
      }),
      // A course, with a date that is not one, or is in the past, or too far ahead.
      fc.record({
        course: fc.constantFrom(...courses),
        dueOn: fc.oneof(
          // Not empty once trimmed: a blank date is no date, which is allowed.
          fc
            .string({ minLength: 1, maxLength: 20 })
            .filter((d) => d.trim() !== "" && !/^\d{4}-\d{2}-\d{2}$/.test(d.trim())),
          fc.constantFrom("2020-01-01", "2026-02-30", "2999-12-31", "1999-12-31"),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        badAssignment,
        async (fields) => (await leader.post(`/groups/${id}`, { intent: "assign", ...fields })).status === 400,
      ),
      { numRuns: 1000 },
    );
    expect(await count("group_assignment")).toBe(assignmentsBefore);
    expect({ groups: await count("learning_group"), members: await count("group_member") }).toEqual(before);
    const row = await db
      .selectFrom("learning_group")
      .select(["member_cap", "code_expires_on"])
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row).toEqual({ member_cap: null, code_expires_on: null });
  });

  it("shows the leader each member's progress in the group's courses only, sorted as asked, and the same in its CSV", async () => {
    const EVERYDAY = "ai-in-our-everyday-world";
    const ROBOTICS = "ai-in-robotics-machines-that-think";
    const leader = await learner("Annie Easley");
    const id = await createGroup(leader, "Lewis Research =Center");
    const code = (await codeOf(id)) as string;
    const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await leader.post(`/groups/${id}`, { intent: "assign", course: FOUNDATIONS, dueOn: due });
    await leader.post(`/groups/${id}`, { intent: "assign", course: EVERYDAY, dueOn: "" });
    // The second course's due date has passed (the form takes days from today on).
    await db
      .updateTable("group_assignment")
      .set({ due_on: "2026-01-05" })
      .where("group_id", "=", id)
      .where("course", "=", EVERYDAY)
      .execute();
    const ada = await newLearner(server.url, db, "Ada Member");
    const bob = await newLearner(server.url, db, "Bob Member");
    await join(ada.client, code, true);
    await join(bob.client, code);
    // Ada: the first lesson right, the second wrong, and a passed quiz (12 of the 14 drawn).
    const [first = "", second = ""] = lessonSlugs(FOUNDATIONS);
    await answerLessonChecks(ada.client, FOUNDATIONS, first);
    await answerLessonChecks(ada.client, FOUNDATIONS, second, false);
    const key = await attemptKeyFrom(ada.client, FOUNDATIONS);
    expect(
      (await ada.client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, 12, { attempt: key }))).status,
    ).toBe(302);
    // Bob learns only in a course the group was not assigned: his leader sees nothing of it.
    await answerLessonChecks(bob.client, ROBOTICS, lessonSlugs(ROBOTICS)[0] ?? "");

    const page = await leader.get(`/groups/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const grid = visibleText(html.slice(html.indexOf('<section id="progress"'), html.indexOf('<section id="joining"')));
    expect(grid).toMatch(
      /Ada Member\s+learner-\S+@example\.com\s+In progress\s+2 of 6 lessons\s+Best quiz 85%, passed\s+Behind/,
    );
    expect(grid).toMatch(
      /Bob Member\s+Not started\s+0 of 6 lessons\s+No quiz yet\s+Behind\s+0 of \d+ lessons\s+No quiz yet\s+Never/,
    );
    expect(grid).toMatch(/Behind the due date:\s*Ada Member, Bob Member/);
    expect(grid).toMatch(/Not started:\s*Bob Member/);
    // The second lesson's checks, all answered wrongly by the one member who answered them.
    const hard = checkBank(FOUNDATIONS).find((q) => q.lesson === second);
    expect(grid).toContain(hard?.prompt.slice(0, 40));
    // Counted per question: each of the three shown was answered once, wrongly.
    expect(grid.match(/1 wrong answer of 1 · revisit/g)).toHaveLength(3);
    expect(grid).not.toContain("AI in Robotics");

    // Sorted by the Foundations column, furthest first: Ada, then Bob; by name, Ada first too;
    // by name descending, Bob first.
    const order = async (query: string) => {
      const whole = await (await leader.get(`/groups/${id}?${query}`)).text();
      const html = whole.slice(whole.indexOf('<section id="progress"'), whole.indexOf('<section id="joining"'));
      return [...html.matchAll(/<th scope="row"[^>]*>([A-Za-z ]+?)</g)]
        .map((m) => m[1])
        .filter((n) => n?.endsWith("Member"));
    };
    expect(await order(`sort=${FOUNDATIONS}&dir=descending`)).toEqual(["Ada Member", "Bob Member"]);
    expect(await order("sort=name&dir=descending")).toEqual(["Bob Member", "Ada Member"]);
    expect(await order("sort=nonsense")).toEqual(["Ada Member", "Bob Member"]);

    const csv = await leader.get(`/groups/${id}/progress.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const adaActive = await db
      .selectFrom("quiz_attempt")
      .select("submitted_at")
      .where("user_id", "=", ada.userId)
      .executeTakeFirstOrThrow();
    const foundations = "The Foundations of AI";
    const everyday = "AI in Our Everyday World";
    const header = ["Name", "Email (if shared)"];
    for (const [title, lessons] of [
      [foundations, 6],
      [everyday, lessonSlugs(EVERYDAY).length],
    ] as const) {
      header.push(
        `${title}: status`,
        `${title}: lessons done (of ${lessons})`,
        `${title}: best quiz score %`,
        `${title}: quiz passed`,
        `${title}: certificate`,
        `${title}: due`,
      );
    }
    header.push("Last active (UTC)");
    const line = (cells: (string | number)[]) => cells.map((c) => `"${String(c).replaceAll('"', '""')}"`).join(",");
    expect(await csv.text()).toBe(
      [
        line(header),
        line([
          "Ada Member",
          ada.email,
          "In progress",
          2,
          85,
          "yes",
          "no",
          due,
          "Behind",
          0,
          "",
          "no",
          "no",
          "2026-01-05",
          adaActive.submitted_at,
        ]),
        line(["Bob Member", "", "Not started", 0, "", "no", "no", due, "Behind", 0, "", "no", "no", "2026-01-05", ""]),
        "",
      ].join("\r\n"),
    );
    // Only its leaders get it.
    for (const client of [ada.client, createClient(server.url, { ip: uniqueIp() })]) {
      expect((await client.get(`/groups/${id}/progress.csv`)).status).toBe(404);
    }
  });

  it("shows a school-sized group a page at a time, names a few to follow up, and keeps the page a form was sent from", async () => {
    const leader = await learner("Mary Jackson");
    const id = await createGroup(leader, "Hampton school");
    await leader.post(`/groups/${id}`, { intent: "assign", course: FOUNDATIONS, dueOn: "" });
    const pupils = await addPupils(db, id, 120, 3);
    const section = async (query: string, from: string, to: string) => {
      const html = await (await leader.get(`/groups/${id}${query}`)).text();
      return html.slice(html.indexOf(`<section id="${from}"`), html.indexOf(to));
    };
    const grid = (query: string) => section(query, "progress", '<section id="joining"');
    const people = (query: string) => section(query, "members", '<section aria-labelledby="delete-heading"');
    const pupilsIn = (html: string) => [...html.matchAll(/<th scope="row"[^>]*>(Pupil \d+)/g)].map((m) => m[1]);
    const range = (from: number, to: number) =>
      Array.from(
        { length: Math.abs(to - from) + 1 },
        (_, i) => `Pupil ${String(from + (to > from ? i : -i)).padStart(3, "0")}`,
      );

    const first = await grid("");
    expect(visibleText(await (await leader.get(`/groups/${id}`)).text())).toContain("120 members");
    expect(visibleText(await (await leader.get("/groups")).text())).toMatch(/Hampton school\s+120 members/);
    expect(pupilsIn(first)).toEqual(range(1, 50));
    expect(visibleText(first)).toContain("1–50 of 120 members");
    expect(first).toContain(`href="/groups/${id}?page=2#progress"`);
    // The follow-up line counts the whole group but names only the first 20.
    expect(visibleText(first)).toMatch(/Not started:\s*Pupil 001, Pupil 002, .*Pupil 020 and 100 more/);
    expect(pupilsIn(await grid("?page=3"))).toEqual(range(101, 120));
    expect(visibleText(await grid("?page=3"))).toContain("101–120 of 120 members");
    // The first page's link carries no parameter at all.
    expect(await grid("?page=3")).toMatch(
      new RegExp(`href="/groups/${id}#progress"[^>]*><span class="sr-only">Page </span>1<`),
    );
    // A page past the end shows the last; a page that is not a number, the first.
    expect(pupilsIn(await grid("?page=99"))).toEqual(range(101, 120));
    expect(pupilsIn(await grid("?page=two"))).toEqual(range(1, 50));
    // The page counts in the order asked for; a new sort starts at the first page and keeps the people list's page.
    const sorted = await grid("?sort=name&dir=descending&page=2&people=2");
    expect(pupilsIn(sorted)).toEqual(range(70, 21));
    expect(sorted).toContain(`href="/groups/${id}?sort=name&amp;dir=ascending&amp;people=2#progress"`);

    // A search narrows both lists, by name whatever the case; an email only where it is shared.
    const narrowed = await (await leader.get(`/groups/${id}?q=${encodeURIComponent(" PUPIL 01 ")}`)).text();
    expect(visibleText(narrowed)).toContain("10 people match “PUPIL 01”. Show everyone");
    expect(pupilsIn(narrowed)).toEqual([...range(10, 19), ...range(10, 19)]);
    const nothing = visibleText(
      await (await leader.get(`/groups/${id}?q=${encodeURIComponent(pupils[4]?.email ?? "")}`)).text(),
    );
    expect(nothing).toContain("No member's name or shared email contains “pupil-4-");
    expect(nothing).toContain("No one's name or shared email contains “pupil-4-");
    expect(nothing).toContain("0 people match");

    // The people list (the leader with the pupils: 121 people) has pages of its own.
    expect(visibleText(await people(""))).toContain("1–50 of 121 people");
    const lastPeople = await people("?people=3");
    expect(visibleText(lastPeople)).toContain("101–121 of 121 people");
    expect(pupilsIn(lastPeople)).toEqual(range(100, 120));
    // Removing someone from the third page comes back to it, with the grid as it was sorted.
    const removed = await leader.post(`/groups/${id}?sort=name&dir=descending&people=3&status=promoted`, {
      intent: "remove",
      member: pupils[119]?.id ?? "",
    });
    expect(removed.headers.get("location")).toBe(
      `/groups/${id}?sort=name&dir=descending&people=3&status=removed#members`,
    );
    expect(pupilsIn(await people("?people=3"))).toEqual(range(100, 119));
    // And from a search, back to it.
    const fromSearch = await leader.post(`/groups/${id}?q=Pupil+11&people=1`, {
      intent: "promote",
      member: pupils[110]?.id ?? "",
    });
    expect(fromSearch.headers.get("location")).toBe(`/groups/${id}?q=Pupil+11&people=1&status=promoted#members`);
  });

  it("tells the leader's open page when a member completes a lesson or submits a quiz in one of the group's courses", async () => {
    const { client: leader } = await newLearner(server.url, db, "Evelyn Boyd Granville");
    const id = await createGroup(leader, "Orbits");
    await leader.post(`/groups/${id}`, { intent: "assign", course: FOUNDATIONS, dueOn: "" });
    const member = await learner("Melba Roy Mouton");
    await join(member, (await codeOf(id)) as string);
    const stream = await openStream(server.url, leader.cookies);
    await answerLessonChecks(member, FOUNDATIONS, lessonSlugs(FOUNDATIONS)[0] ?? "");
    expect(JSON.parse(await stream.next("learning"))).toEqual({ type: "group-progress", group: id });
    stream.close();
    // A quiz, failed or passed, changes the grid too.
    const again = await openStream(server.url, leader.cookies);
    const key = await attemptKeyFrom(member, FOUNDATIONS);
    expect((await member.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, 0, { attempt: key }))).status).toBe(
      302,
    );
    expect(JSON.parse(await again.next("learning"))).toEqual({ type: "group-progress", group: id });
    again.close();
  });

  it("lists every group for operators, with its leaders and size but not its members' progress", async () => {
    const { client: operator, userId } = await newLearner(server.url, db, "Operator Groups");
    await db.updateTable("user").set({ role: "admin" }).where("id", "=", userId).execute();
    const leader = await learner("Frances Allen");
    const id = await createGroup(leader, "Compilers");
    await join(await learner("John Cocke"), (await codeOf(id)) as string);
    await leader.post(`/groups/${id}`, { intent: "assign", course: FOUNDATIONS, dueOn: "" });
    const page = visibleText(await (await operator.get("/admin/groups")).text());
    expect(page).toMatch(/Compilers\s+Frances Allen\s+1\s+The Foundations of AI\s+On\s+\d+ \w+ 2026/);
    expect(page).not.toContain("John Cocke");
    expect((await leader.get("/admin/groups")).status).toBe(404);

    // Fifty at a time, newest first: older groups are on the next page.
    await db
      .insertInto("learning_group")
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          id: `old-group-${String(i).padStart(2, "0")}`,
          name: `Old group ${String(i + 1).padStart(2, "0")}`,
          join_code: null,
          code_expires_on: null,
          member_cap: null,
          created_at: `2026-01-01T00:00:${String(i).padStart(2, "0")}.000Z`,
        })),
      )
      .execute();
    const total = await count("learning_group");
    const rows = async (query: string) => {
      const html = await (await operator.get(`/admin/groups${query}`)).text();
      return { html, names: [...html.matchAll(/<th scope="row"[^>]*>([^<]+)</g)].map((m) => m[1]) };
    };
    const first = await rows("");
    expect(first.names).toHaveLength(50);
    expect(first.names[0]).not.toMatch(/^Old group/);
    expect(first.names).toContain("Compilers");
    expect(visibleText(first.html)).toContain(`1–50 of ${total} groups`);
    const second = await rows("?page=2");
    expect(second.names).toHaveLength(total - 50);
    expect(second.names.at(-1)).toBe("Old group 01");
    expect(visibleText(second.html)).toContain(`51–${total} of ${total} groups`);
    expect((await rows("?page=x")).names).toEqual(first.names);
  });

  it("limits how many groups an account creates, and how many codes it tries, in an hour", async () => {
    const busy = await learner("Busy Leader");
    for (let i = 0; i < 10; i++) await createGroup(busy, `Group ${i + 1}`);
    expect((await busy.post("/groups", { intent: "create", name: "One too many" })).status).toBe(429);
    const guesser = await learner("Code Guesser");
    for (let i = 0; i < 30; i++) await guesser.post("/join", { intent: "check", code: "ZZZZ-ZZZZ" });
    expect((await guesser.post("/join", { intent: "check", code: "ZZZZ-ZZZZ" })).status).toBe(429);
  });

  it("speaks Spanish under /es: pages, refusals, course titles, dates and the CSV's header", async () => {
    // The course's Spanish title where its Spanish copy is written (`content` in a translated
    // file), the English one until then.
    const courseFile = (language: string) =>
      path.join(projectRoot, "content", language, "courses", FOUNDATIONS, "course.json");
    type CourseFile = { title?: string; content?: { title: string } };
    const file = JSON.parse(
      readFileSync(existsSync(courseFile("es")) ? courseFile("es") : courseFile(""), "utf8"),
    ) as CourseFile;
    const title = file.content?.title ?? file.title ?? "";
    const leader = await learner("Ada Lovelace");
    const refused = await leader.post("/es/groups", { intent: "create", name: "" });
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expect(refusal).toMatch(/<html[^>]*lang="es"/);
    expect(visibleText(refusal)).toContain("Ponle un nombre al grupo");

    const created = await leader.post("/es/groups", { intent: "create", name: "Informática 3.º A" });
    expect(created.status).toBe(302);
    const id = /^\/es\/groups\/([0-9a-f-]{36})\?status=created$/.exec(created.headers.get("location") ?? "")?.[1];
    expect(id).toBeTruthy();
    const code = (await codeOf(id as string)) as string;
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const assigned = await leader.post(`/es/groups/${id}`, { intent: "assign", course: FOUNDATIONS, dueOn: due });
    expect(assigned.headers.get("location")).toMatch(new RegExp(`^/es/groups/${id}\\?status=assigned`));
    const dueText = new Intl.DateTimeFormat("es", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${due}T00:00:00Z`),
    );

    // A learner joins in Spanish: the refusal, the group's courses and its consent are Spanish.
    const member = await learner("Grace Member");
    const badCode = await member.post("/es/join", { intent: "check", code: "12" });
    expect(visibleText(await badCode.text())).toContain("Un código para unirse tiene 8 letras y cifras");
    const consent = visibleText(await (await member.post("/es/join", { intent: "check", code })).text());
    expect(consent).toContain("¿Unirte a “Informática 3.º A”?");
    expect(consent).toContain("A cargo de Ada Lovelace.");
    expect(consent).toContain(`${title}, fecha límite: ${dueText}`);
    expect(consent).toContain("Sus responsables verán tu nombre");
    const joined = await member.post("/es/join", { intent: "join", code, agree: "yes" });
    expect(joined.headers.get("location")).toBe("/es/groups?status=joined");
    const mine = visibleText(await (await member.get("/es/groups?status=joined")).text());
    expect(mine).toContain("Te uniste al grupo.");
    expect(mine).toMatch(new RegExp(`${title}\\s*, fecha límite: ${dueText}`));

    const page = await (await leader.get(`/es/groups/${id}`)).text();
    expect(page).toMatch(/<html[^>]*lang="es"/);
    expect(page).toContain("<title>Informática 3.º A · Grupos · Synapse</title>");
    expect(page).toContain(`value="http://localhost:3000/es/join?code=${code}"`);
    expect(page).toContain(`href="/es/groups/${id}/progress.csv"`);
    const text = visibleText(page);
    expect(text).toContain("Invitar a personas");
    expect(text).toContain(`${title} · fecha límite: ${dueText}`);
    expect(text).toMatch(/Grace Member\s+Sin empezar\s+0 de 6 lecciones\s+Aún sin cuestionario\s+Nunca/);
    expect(text).toMatch(/Sin empezar:\s*Grace Member/);

    // The CSV's header is Spanish; its values are the same in every language.
    const csv = await leader.get(`/es/groups/${id}/progress.csv`);
    expect(csv.status).toBe(200);
    const [header, row] = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      `"Nombre","Correo electrónico (si lo comparte)","${title}: estado","${title}: lecciones completadas (de 6)",` +
        `"${title}: mejor resultado del cuestionario (%)","${title}: cuestionario aprobado","${title}: certificado",` +
        `"${title}: fecha límite","Última actividad (UTC)"`,
    );
    expect(row).toBe(`"Grace Member","","Not started","0","","no","no","${due}",""`);
  });
});
