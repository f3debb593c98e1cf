import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { type Client, createClient, uniqueIp } from "#tests/client.ts";
import { validContact, validPartnership, validSurvey } from "#tests/feedback.ts";
import {
  answerLessonChecks,
  attemptKeyFrom,
  drawnWith,
  FOUNDATIONS,
  lessonSlugs,
  newLearner,
  openStream,
  quizForm,
} from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const ADMIN_PAGES = [
  "/admin",
  "/admin/inbox",
  "/admin/survey",
  "/admin/learners",
  "/admin/groups",
  "/admin/sso",
  "/admin/traffic",
];

/** The visible text of the page's main content. */
const text = (html: string) =>
  (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html)
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe.each(testDatabases)("the operators' area on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;
  let admin: Client;
  let learner: Client;
  let inboxIds: { message: string; inquiry: string };

  beforeAll(async () => {
    // A database of its own, so the funnel below can be compared with exact numbers.
    server = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    db = server.db;
    const made = await newLearner(server.url, db, "Operator One");
    await db.updateTable("user").set({ role: "admin" }).where("id", "=", made.userId).execute();
    admin = made.client;
    learner = (await newLearner(server.url, db, "Curious Learner")).client;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers visitors with a log-in redirect and learners with 404, for pages, data and the CSV", async () => {
    await createClient(server.url, { ip: uniqueIp() }).post("/contact", validContact());
    const row = await db.selectFrom("contact_message").select("id").executeTakeFirstOrThrow();
    const paths = [...ADMIN_PAGES, `/admin/inbox/messages/${row.id}`];
    const visitor = createClient(server.url, { ip: uniqueIp() });
    for (const path of paths) {
      const page = await visitor.get(path);
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      // A data request gets the redirect too, never the data.
      const payload = await visitor.get(`${path === "/admin" ? "/admin/_index" : path}.data`);
      expect([202, 204, 302, 404], path).toContain(payload.status);
      expect(await payload.text()).not.toContain("New in the inbox");
    }
    for (const path of [...paths, "/admin/survey.csv"]) {
      expect((await learner.get(path)).status, path).toBe(404);
      const payload = await learner.get(`${path}.data`);
      expect(payload.status, `${path}.data`).toBe(404);
      expect(await payload.text()).not.toMatch(/Ada Lovelace|perceptron|New in the inbox|course,clarity/);
    }
    expect((await visitor.get("/admin/survey.csv")).status).toBe(302);
    // Nor can they change anything.
    const change = await learner.post(`/admin/inbox/messages/${row.id}`, { status: "done" });
    expect(change.status).toBe(404);
    expect(
      (await db.selectFrom("contact_message").select("status").where("id", "=", row.id).executeTakeFirst())?.status,
    ).toBe("new");
    // And the header offers the admin area only to admins.
    expect(await (await learner.get("/")).text()).not.toContain('href="/admin"');
    expect(await (await admin.get("/")).text()).toContain('href="/admin"');
  });

  it("lists, searches, filters and updates the inbox", async () => {
    await createClient(server.url, { ip: uniqueIp() }).post(
      "/contact",
      validContact({ name: "Grace Hopper", message: "The word <b>compiler</b> is misspelt in lesson 2." }),
    );
    await createClient(server.url, { ip: uniqueIp() }).post(
      "/partnerships",
      validPartnership({ organization: "Harbor Academy" }),
    );
    const message = await db
      .selectFrom("contact_message")
      .select("id")
      .where("name", "=", "Grace Hopper")
      .executeTakeFirstOrThrow();
    const inquiry = await db
      .selectFrom("partnership_inquiry")
      .select("id")
      .where("organization", "=", "Harbor Academy")
      .executeTakeFirstOrThrow();
    inboxIds = { message: message.id, inquiry: inquiry.id };

    const all = text(await (await admin.get("/admin/inbox")).text());
    expect(all).toContain("Harbor Academy");
    expect(all).toContain("from Grace Hopper");
    expect(all).toContain("The word <b>compiler</b> is misspelt");
    const searched = text(await (await admin.get("/admin/inbox?q=COMPILER")).text());
    expect(searched).toContain("Grace Hopper");
    expect(searched).not.toContain("Harbor Academy");
    const onlyInquiries = text(await (await admin.get("/admin/inbox?kind=inquiry")).text());
    expect(onlyInquiries).toContain("Harbor Academy");
    expect(onlyInquiries).not.toContain("Grace Hopper");
    // Wildcards in a search are taken literally.
    expect(text(await (await admin.get("/admin/inbox?q=%25")).text())).toContain("Nothing matches these filters.");

    const detail = await (await admin.get(`/admin/inbox/messages/${message.id}`)).text();
    expect(detail).toContain(`href="mailto:`);
    expect(detail).toContain("subject=Re%3A%20A%20question%20about%20a%20course");
    const saved = await admin.post(`/admin/inbox/messages/${message.id}`, { status: "in-progress" });
    expect(saved.status).toBe(200);
    expect(text(await saved.text())).toContain("Status saved: In progress.");
    const bad = await admin.post(`/admin/inbox/messages/${message.id}`, { status: "archived" });
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain("Choose new, in progress or done.");
    const inProgress = text(await (await admin.get("/admin/inbox?status=in-progress")).text());
    expect(inProgress).toContain("Grace Hopper");
    expect(inProgress).not.toContain("Harbor Academy");
    expect((await admin.get(`/admin/inbox/inquiries/${message.id}`)).status).toBe(404);
    expect((await admin.get(`/admin/inbox/letters/${message.id}`)).status).toBe(404);
  });

  it("shows survey results per question and exports them as CSV", async () => {
    // Before any answer, each chart says so instead of drawing empty axes.
    const before = text(await (await admin.get("/admin/survey")).text());
    expect(before).toContain("No answers yet.");
    await createClient(server.url, { ip: uniqueIp() }).post(
      "/survey",
      validSurvey({ clarity: "4", topicWish: '=HYPERLINK("x")' }),
    );
    await createClient(server.url, { ip: uniqueIp() }).post(
      "/survey",
      validSurvey({ clarity: "2", pace: "too-fast", topicWish: "" }),
    );
    const page = await (await admin.get("/admin/survey")).text();
    const shown = text(page);
    expect(shown).toContain("2 responses");
    expect(shown).toContain("Average 3.0 out of 5, from 2 responses.");
    expect(shown).toContain('=HYPERLINK("x")');
    expect(page).toMatch(/<svg role="img" aria-label="How clear was it\? \(1 to 5\)\. 1: 0 responses; 2: 1 response;/);
    expect(page).not.toContain("<style>");
    const csv = await admin.get("/admin/survey.csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="synapse-survey-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("course,clarity,demos,pace,hardest_lesson,topic_wish,background,answered_at");
    expect(lines).toHaveLength(3);
    // A formula is defused for spreadsheets.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("shows a course funnel equal to a hand-computed fixture", async () => {
    const lessons = lessonSlugs(FOUNDATIONS);
    const complete = async (client: Client, which: number[]) => {
      for (const i of which) await answerLessonChecks(client, FOUNDATIONS, lessons[i] ?? "");
    };
    const quiz = async (client: Client, right: number, attempt?: string) => {
      const key = attempt ?? (await attemptKeyFrom(client, FOUNDATIONS));
      expect(
        (await client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, right, { attempt: key }))).status,
      ).toBe(302);
    };
    const [l1, l2, l3, l4, l5] = await Promise.all(
      ["Finisher", "Halfway", "Starter", "Quiz First", "Skipper"].map(
        async (n) => (await newLearner(server.url, db, n)).client,
      ),
    );
    // The attempts the hardest-questions table counts share one draw (one attempt key, which
    // different learners may use), each answering its first N questions right.
    const shared = await attemptKeyFrom(l1 as Client, FOUNDATIONS);
    const sharedDraw = drawnWith(FOUNDATIONS, shared);
    const neverRight = sharedDraw.slice(12).map((q) => q.id);
    await complete(l1 as Client, [0, 1, 2, 3, 4, 5]);
    await quiz(l1 as Client, 12, shared); // passes: certificate
    await complete(l2 as Client, [0, 1, 2]);
    await quiz(l2 as Client, 3, shared);
    // A second failed attempt is still one learner. Its own draw leaves out the two questions
    // nobody gets right, so that they stay at five answers.
    let second = await attemptKeyFrom(l2 as Client, FOUNDATIONS);
    while (drawnWith(FOUNDATIONS, second).some((q) => neverRight.includes(q.id))) {
      second = await attemptKeyFrom(l2 as Client, FOUNDATIONS);
    }
    await quiz(l2 as Client, 4, second);
    await complete(l3 as Client, [0]);
    await quiz(l4 as Client, 2, shared);
    await complete(l5 as Client, [1]);
    // By hand: started = all five; lesson 1 = L1 L2 L3; lesson 2 = L1 L2 L5; lesson 3 = L1 L2;
    // lessons 4-6 = L1; tried the quiz = L1 L2 L4; passed = L1; certificate = L1.
    const expected = [
      ["Started", 5],
      ["Lesson 1", 3],
      ["Lesson 2", 3],
      ["Lesson 3", 2],
      ["Lesson 4", 1],
      ["Lesson 5", 1],
      ["Lesson 6", 1],
      ["Tried the quiz", 3],
      ["Passed the quiz", 1],
      ["Certificate", 1],
    ];
    const page = await (await admin.get("/admin/learners")).text();
    const figure =
      page.match(/<figure[^>]*>(?:(?!<\/figure>)[\s\S])*?The Foundations of AI[\s\S]*?<\/figure>/)?.[0] ?? "";
    const rows = [...figure.matchAll(/<tr[^>]*><td[^>]*>([^<]+)<\/td><td[^>]*>([\d,]+)<\/td><\/tr>/g)].map((m) => [
      m[1],
      Number(m[2]?.replace(/,/g, "")),
    ]);
    expect(rows).toEqual(expected);
    expect(text(figure)).toContain("5 started; 1 (20%) earned the certificate.");
    // Other courses have nobody yet.
    expect(text(page)).toContain("Nobody has started this course yet.");
    // Active learners today: the five above (the admin and the other learner did nothing).
    expect(text(page)).toMatch(/Active learners per week .*This week so far: 5\./);

    // Hardest questions need 5 answers each: two more attempts (none right) make 5.
    expect(text(page)).toContain("Not enough quiz attempts yet.");
    await quiz(l3 as Client, 0, shared);
    await quiz(l5 as Client, 0, shared);
    // Right answers per attempt of the shared draw: 12, 3, 2, 0, 0, each its first N, so
    // the draw's questions 13 and 14 were never answered correctly.
    const hardest = await (await admin.get("/admin/learners")).text();
    const top = [
      ...hardest.matchAll(
        /<tr[^>]*><td class="p-3">([^<]+)<\/td><td[^>]*>[^<]*<\/td><td[^>]*>(\d+)<\/td><td[^>]*>(\d+)(?:<!-- -->)?%<\/td><\/tr>/g,
      ),
    ];
    expect(top.slice(0, 2).map((m) => [m[2], m[3]])).toEqual([
      ["5", "0"],
      ["5", "0"],
    ]);
    const decode = (s: string) =>
      s
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
    expect(new Set(top.slice(0, 2).map((m) => decode(m[1] as string)))).toEqual(
      new Set(sharedDraw.slice(12).map((q) => q.prompt)),
    );
    // Every other question was answered right at least once (by the first attempt).
    expect(Number(top[2]?.[3])).toBeGreaterThan(0);
  });

  it("shows traffic: page views, visitors, top pages, referrers and devices", async () => {
    const reader = createClient(server.url, { ip: uniqueIp() });
    await reader.get("/experts", { headers: { referer: "https://search.example/?q=ai" } });
    await reader.get("/experts");
    // Page views are written in batches: wait for both of these.
    let page = "";
    await expect
      .poll(async () => {
        page = await (await admin.get("/admin/traffic")).text();
        return page;
      })
      .toMatch(/<td[^>]*>\/experts<\/td><td[^>]*>2<\/td>/);
    const shown = text(page);
    expect(shown).toContain("search.example");
    expect(page).toMatch(/<td[^>]*>\/experts<\/td><td[^>]*>2<\/td>/);
    // The admin's own page views are not counted.
    expect(page).not.toMatch(/<td[^>]*>\/admin/);
  }, 30_000);

  it("counts new messages on the overview, and tells admins' open streams (only theirs) when one arrives", async () => {
    const before = Number(text(await (await admin.get("/admin")).text()).match(/New in the inbox (\d+)/)?.[1]);
    const adminStream = await openStream(server.url, admin.cookies);
    const learnerStream = await openStream(server.url, learner.cookies);
    await createClient(server.url, { ip: uniqueIp() }).post("/contact", validContact());
    expect(JSON.parse(await adminStream.next("learning"))).toEqual({ type: "inbox-changed", arrived: "message" });
    const after = Number(text(await (await admin.get("/admin")).text()).match(/New in the inbox (\d+)/)?.[1]);
    expect(after).toBe(before + 1);
    // An event for the learner, published after that one: by the time it reaches the learner's
    // stream, the message's would have too.
    await answerLessonChecks(learner, FOUNDATIONS, "what-is-ai");
    expect(JSON.parse(await learnerStream.next("learning"))).toMatchObject({ type: "lesson-completed" });
    expect(learnerStream.received()).not.toContain("inbox-changed");
    adminStream.close();
    learnerStream.close();
    expect(inboxIds.message).toBeTruthy();
  });
});
