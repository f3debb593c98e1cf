// Every page a visitor or a learner sees, in Spanish and in German, in a real browser: it answers
// in its language, hydrates without a console error and passes axe (WCAG 2.2 AA) in light and
// dark. (tests/integration/no-english-left.test.ts checks that no English is left in them.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerLessonChecks, attemptKeyFrom, FOUNDATIONS, lessonSlugs, newLearner, quizForm } from "#tests/learning.ts";
import { startServer, type TestServer } from "#tests/server.ts";
import {
  chromiumForFile,
  expectAccessible,
  hydrated,
  newSignedInLearner,
  newVisitor,
  watchErrors,
} from "./fixtures.ts";

const browser = chromiumForFile();
const COURSE = "/courses/the-foundations-of-ai";

/** The pages as a visitor sees them (the path without its language prefix), and the status each answers. */
const VISITOR_PAGES: [path: string, status: number][] = [
  ["/", 200],
  ["/about", 200],
  ["/experts", 200],
  ["/partnerships", 200],
  ["/contact", 200],
  ["/survey", 200],
  ["/tos", 200],
  ["/courses", 200],
  [COURSE, 200],
  [`${COURSE}/what-is-ai`, 200],
  [`${COURSE}/quiz`, 200],
  [`${COURSE}/finish`, 200],
  ["/learn", 200],
  ["/learn/review", 200],
  ["/quick-quiz?seed=7", 200],
  ["/test", 200],
  ["/share", 200],
  ["/search?q=red", 200],
  ["/glossary", 200],
  ["/glossary/a", 200],
  ["/login", 200],
  ["/sign-up", 200],
  ["/forgot-password", 200],
  ["/login/sso", 200],
  ["/login/sso?error=account_exists", 200],
  ["/join", 200],
  ["/offline", 200],
  ["/no/such/page", 404],
];

/** The pages only a signed-in learner has. */
const LEARNER_PAGES = ["/learn", "/learn/practice", "/profile", "/groups"];

/** A learner with a record (a group, a course done, a quiz failed then passed, a certificate, reviews due) and their group's leader. */
type LearnerRecord = {
  learner: Awaited<ReturnType<typeof newLearner>>;
  leader: Awaited<ReturnType<typeof newLearner>>;
  group: string;
  failed: string;
  certificate: string;
};

async function learnerWithARecord(): Promise<LearnerRecord> {
  const leader = await newLearner(server.url, server.db, "Ada Lovelace");
  const created = await leader.client.post("/groups", {
    intent: "create",
    name: "Clase de los miércoles · Mittwochskurs",
  });
  const group = /\/groups\/([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
  const code = (
    await server.db.selectFrom("learning_group").select("join_code").where("id", "=", group).executeTakeFirst()
  )?.join_code;
  if (!group || !code) throw new Error(`no group was created (${created.status})`);
  const dueOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const assigned = await leader.client.post(`/groups/${group}`, { intent: "assign", course: FOUNDATIONS, dueOn });
  if (assigned.status !== 302) throw new Error(`the course was not assigned (${assigned.status})`);
  const learner = await newLearner(server.url, server.db, "Grace Hopper");
  const joined = await learner.client.post("/join", { intent: "join", code, agree: "yes" });
  if (joined.status !== 302) throw new Error(`the learner did not join the group (${joined.status})`);
  for (const lesson of lessonSlugs(FOUNDATIONS)) await answerLessonChecks(learner.client, FOUNDATIONS, lesson);
  const attempts: string[] = [];
  for (const right of [5, 12]) {
    const attempt = await attemptKeyFrom(learner.client, FOUNDATIONS);
    const sent = await learner.client.post(`${COURSE}/quiz`, quizForm(FOUNDATIONS, right, { attempt }));
    const id = /\/attempts\/([0-9a-f-]{36})$/.exec(sent.headers.get("location") ?? "")?.[1];
    if (!id) throw new Error(`the quiz was not taken (${sent.status})`);
    attempts.push(id);
  }
  const certificate = await server.db
    .selectFrom("certificate")
    .select("id")
    .where("user_id", "=", learner.userId)
    .executeTakeFirstOrThrow();
  // Days later, every question is due for review.
  await server.db
    .updateTable("review_card")
    .set({ due: new Date(Date.now() - 60_000).toISOString() })
    .where("user_id", "=", learner.userId)
    .execute();
  return { learner, leader, group, failed: attempts[0] ?? "", certificate: certificate.id };
}

/** The pages of a learner with a record, and of their group's leader (the path, given the record's ids). */
const RECORD_PAGES: [who: "learner" | "leader", page: string, path: (r: LearnerRecord) => string][] = [
  ["learner", "/courses", () => "/courses"],
  ["learner", "/courses/the-foundations-of-ai", () => COURSE],
  ["learner", "/courses/the-foundations-of-ai/quiz/attempts/:attempt", (r) => `${COURSE}/quiz/attempts/${r.failed}`],
  ["learner", "/courses/the-foundations-of-ai/finish", () => `${COURSE}/finish`],
  ["learner", "/certificates/:id", (r) => `/certificates/${r.certificate}`],
  ["learner", "/learn", () => "/learn"],
  ["learner", "/learn/review", () => "/learn/review"],
  ["learner", "/learn/practice", () => "/learn/practice"],
  ["learner", "/profile", () => "/profile"],
  ["leader", "/groups", () => "/groups"],
  ["leader", "/groups/:group", (r) => `/groups/${r.group}`],
];

let server: TestServer;
let record: LearnerRecord;
beforeAll(async () => {
  server = await startServer();
  record = await learnerWithARecord();
});
afterAll(async () => {
  await server?.stop();
});

describe.each(["es", "de"] as const)("every page in %s", (language) => {
  it.each(["light", "dark"] as const)(
    "answers in its language, without an error, accessible in %s, for a visitor",
    async (colorScheme) => {
      const context = await newVisitor(browser(), server, { colorScheme });
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const [path, status] of VISITOR_PAGES) {
        const address = `/${language}${path === "/" ? "" : path}`;
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(status);
        expect(await page.locator("html").getAttribute("lang"), address).toBe(language);
        await hydrated(page, "body > header a");
        await page.waitForLoadState("networkidle");
        // Open every accordion so the hidden answers are checked too.
        await page.evaluate(() => {
          for (const d of document.querySelectorAll("main details")) (d as HTMLDetailsElement).open = true;
        });
        await expectAccessible(page, `${address} (${colorScheme})`);
        // A 404 is logged by the browser as a failed resource: that is the page's answer, not an error.
        const pageErrors = errors.splice(0).filter((e) => status === 200 || !e.includes("404"));
        expect(pageErrors, address).toEqual([]);
      }
      await context.close();
    },
  );

  it.each(["light", "dark"] as const)(
    "answers in its language, without an error, accessible in %s, for a learner",
    async (colorScheme) => {
      const { context } = await newSignedInLearner(browser(), server, { colorScheme });
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const path of LEARNER_PAGES) {
        const address = `/${language}${path}`;
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        expect(await page.locator("html").getAttribute("lang"), address).toBe(language);
        await hydrated(page, "body > header a");
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, `${address} (${colorScheme})`);
        expect(errors.splice(0), address).toEqual([]);
      }
      await context.close();
    },
  );

  // One test per page, so that a slow machine gives each its own time.
  it.each(
    RECORD_PAGES.flatMap(([who, name, path]) =>
      (["light", "dark"] as const).map((scheme) => [who, name, scheme, path] as const),
    ),
  )(
    "answers in its language, without an error, accessible, for a %s with a record: %s (%s)",
    async (who, _name, colorScheme, path) => {
      const context = await newVisitor(browser(), server, { colorScheme });
      await context.addCookies(
        [...record[who].client.cookies].map(([name, value]) => ({ name, value, url: server.url })),
      );
      const page = await context.newPage();
      const errors = watchErrors(page);
      const address = `/${language}${path(record)}`;
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      expect(await page.locator("html").getAttribute("lang"), address).toBe(language);
      await hydrated(page, "body > header a");
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => {
        for (const d of document.querySelectorAll("main details")) (d as HTMLDetailsElement).open = true;
      });
      await expectAccessible(page, `${address} (${who}, ${colorScheme})`);
      expect(errors, address).toEqual([]);
      await context.close();
    },
  );
});
