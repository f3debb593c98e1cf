// The leader's grid at school size (issue 16): a group of (say) 500 members with 5 assigned courses,
// each member somewhere in each course, served by the built site on SQLite. Measures how long
// the leader's page takes (sequential requests, after a warm-up), counts the SQL statements
// one page runs (from the debug log) and weighs its HTML: neither may grow with the group (the
// page shows 50 members at a time).
import { randomUUID } from "node:crypto";
import { createDatabase } from "#app/db/connect.server.ts";
import { newLearner, quizBank } from "#tests/learning.ts";
import { startServer, temporarySqliteUrl } from "#tests/server.ts";

const COURSES = [
  "the-foundations-of-ai",
  "ai-in-our-everyday-world",
  "data-the-fuel-that-drives-artificial-intelligence",
  "ai-in-robotics-machines-that-think",
  "ethical-ai-building-a-responsible-future",
];
const REQUESTS = 20;

/** Tables the background jobs touch on their own timers: their statements are not the page's. */
const BACKGROUND = /\b(email_outbox|page_view|analytics_event|analytics_salt|rate_limit|health_check|review_email)\b/;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? Number.NaN;

export type GroupGridResult = {
  members: number;
  courses: number;
  rows: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  queries: number;
  /** The page's HTML, uncompressed, in KB. */
  htmlKB: number;
};

/** A deterministic spread of progress: member i is further along in some courses than others. */
function spread(i: number, c: number, lessons: number) {
  const completed = (i * 7 + c * 3) % (lessons + 1);
  const attempted = (i + c) % 3 !== 0;
  return { completed, attempted, passed: attempted && (i + 2 * c) % 4 !== 0 };
}

export async function measureGroupGrid(MEMBERS: number): Promise<GroupGridResult> {
  const databaseUrl = temporarySqliteUrl();
  const site = await startServer({ env: { DATABASE_URL: databaseUrl, LOG_LEVEL: "debug", WEB_CONCURRENCY: "1" } });
  const db = createDatabase(databaseUrl);
  try {
    const { client: leader } = await newLearner(site.url, db, "Bench Teacher");
    const created = await leader.post("/groups", { intent: "create", name: "Bench school" });
    const groupId = /\/groups\/([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")?.[1];
    if (!groupId) throw new Error(`creating the group answered ${created.status}`);
    for (const course of COURSES) await leader.post(`/groups/${groupId}`, { intent: "assign", course, dueOn: "" });

    const now = new Date().toISOString();
    const lessonsOf = new Map(COURSES.map((c) => [c, [...new Set(quizBank(c).map((q) => q.lesson))]]));
    let rows = 0;
    await db.transaction().execute(async (trx) => {
      const insert = async <T extends Record<string, unknown>>(
        table: "user" | "group_member" | "lesson_progress" | "quiz_attempt" | "certificate",
        values: T[],
      ) => {
        rows += values.length;
        // A few hundred rows per statement, within SQLite's limit on parameters.
        for (let i = 0; i < values.length; i += 200) {
          // biome-ignore lint/suspicious/noExplicitAny: seed rows for several tables share this helper.
          const chunk = values.slice(i, i + 200) as any;
          await trx.insertInto(table).values(chunk).execute();
        }
      };
      const users = Array.from({ length: MEMBERS }, (_, i) => ({
        id: `bench-${i}`,
        name: `Learner ${String(i + 1).padStart(3, "0")}`,
        email: `bench-${i}@example.org`,
        email_verified: true,
        role: "learner" as const,
        image: null,
        created_at: now,
        updated_at: now,
      }));
      await insert("user", users);
      await insert(
        "group_member",
        users.map((u, i) => ({ group_id: groupId, user_id: u.id, role: "member", share_email: i % 2, joined_at: now })),
      );
      const progress = [];
      const attempts = [];
      const certificates = [];
      for (const [i, user] of users.entries()) {
        for (const [c, course] of COURSES.entries()) {
          const lessons = lessonsOf.get(course) ?? [];
          const { completed, attempted, passed } = spread(i, c, lessons.length);
          for (const lesson of lessons.slice(0, completed)) {
            progress.push({ user_id: user.id, course, lesson, completed_at: now });
          }
          if (attempted) {
            const drawn = quizBank(course).slice(0, 14);
            const answers = Object.fromEntries(drawn.map((q, n) => [q.id, n % 3 === 0 ? null : 0]));
            attempts.push({
              id: randomUUID(),
              user_id: user.id,
              course,
              idempotency_key: randomUUID(),
              score: passed ? 11 : 6,
              max_score: 14,
              passed: passed ? 1 : 0,
              answers: JSON.stringify(answers),
              submitted_at: now,
            });
          }
          if (passed && completed === lessons.length) {
            certificates.push({
              id: randomUUID(),
              user_id: user.id,
              course,
              name_on_certificate: user.name,
              issued_at: now,
            });
          }
        }
      }
      await insert("lesson_progress", progress);
      await insert("quiz_attempt", attempts);
      await insert("certificate", certificates);
    });

    const page = `${site.url}/groups/${groupId}`;
    let htmlBytes = 0;
    const get = async () => {
      const started = performance.now();
      const response = await leader.get(page);
      const html = await response.text();
      // The first page, sorted by name: the first learner, and the whole group counted.
      if (response.status !== 200 || !html.includes("Learner 001") || !html.includes(`${MEMBERS} members`)) {
        throw new Error(`the grid answered ${response.status}`);
      }
      htmlBytes = Buffer.byteLength(html);
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i++) await get();
    // The statements one page runs: those logged by one request to it, less the background jobs'.
    // The log reaches us through a pipe, a little after the response: wait for it to settle
    // on both sides, or the previous request's last lines are counted as this one's.
    const settled = async () => {
      for (let length = -1; length !== site.output().length; ) {
        length = site.output().length;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    await settled();
    const before = site.output().length;
    await get();
    await settled();
    const log = site.output().slice(before);
    const queries = log.split("\n").filter((line) => line.includes('"msg":"query"') && !BACKGROUND.test(line)).length;
    const times = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await get());
    return {
      members: MEMBERS,
      courses: COURSES.length,
      rows,
      medianMs: Math.round(median(times)),
      p95Ms: Math.round(percentile(times, 95)),
      maxMs: Math.round(Math.max(...times)),
      queries,
      htmlKB: Math.round(htmlBytes / 102.4) / 10,
    };
  } finally {
    await site.stop();
    await db.destroy();
  }
}
