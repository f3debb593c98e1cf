// npm run backup and npm run restore (scripts/backup.ts, scripts/restore.ts): a copy taken
// while learners write, restored into a new server, keeps every account and record, and the
// learners can log in with their passwords.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createDatabase } from "#app/db/connect.server.ts";
import { createClient, GOOD_PASSWORD, uniqueIp } from "#tests/client.ts";
import { answerLessonChecks, FOUNDATIONS, lessonSlugs, newLearner } from "#tests/learning.ts";
import { projectRoot, startServer } from "#tests/server.ts";

const run = promisify(execFile);

/** Runs an npm script as an operator would, with this DATABASE_URL; never throws. */
async function npmRun(script: string, args: string[], databaseUrl: string) {
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", script, "--", ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

const TABLES = ["user", "account", "lesson_progress", "email_outbox"] as const;

describe("backing up and restoring the SQLite database", () => {
  it("backs up while learners write, and a restored copy serves every account and record", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "synapse-backup-"));
    const liveUrl = `file:${path.join(dir, "live.db")}`;
    const live = await startServer({ env: { DATABASE_URL: liveUrl } });
    const liveDb = createDatabase(liveUrl);
    try {
      const learners = [];
      for (const name of ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
        learners.push(await newLearner(live.url, liveDb, name));
      const [first] = learners;
      if (!first) throw new Error("no learner");
      const lessons = lessonSlugs(FOUNDATIONS);
      await answerLessonChecks(first.client, FOUNDATIONS, lessons[0] ?? "");
      const before = Object.fromEntries(
        await Promise.all(
          TABLES.map(async (table) => {
            const row = await liveDb
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow();
            return [table, Number(row.n)] as const;
          }),
        ),
      );

      // Learners keep answering lessons' checks (and completing lessons) while the backup runs.
      let writing = true;
      const writes = (async () => {
        let count = 0;
        while (writing) {
          for (const slug of lessons.slice(1)) {
            await answerLessonChecks(first.client, FOUNDATIONS, slug, count % 2 === 0);
            count++;
          }
        }
        return count;
      })();
      const backup = await npmRun("backup", ["--to", path.join(dir, "backups")], liveUrl);
      writing = false;
      expect(await writes).toBeGreaterThan(0);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/Backed up .* to .*synapse-\d{8}-\d{6}\.db/);
      const file = readdirSync(path.join(dir, "backups")).find((f) => f.endsWith(".db"));
      if (!file) throw new Error(`no backup file: ${backup.output}`);
      const backupFile = path.join(dir, "backups", file);
      expect(existsSync(`${backupFile}.auth-secret`)).toBe(true);

      // Restore into a new place and start a new server there.
      const restoredUrl = `file:${path.join(dir, "restored", "synapse.db")}`;
      const restore = await npmRun("restore", [backupFile], restoredUrl);
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain("Restored");
      const restoredDb = createDatabase(restoredUrl);
      const restored = await startServer({ env: { DATABASE_URL: restoredUrl } });
      try {
        for (const table of TABLES) {
          const row = await restoredDb
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow();
          expect(Number(row.n), table).toBeGreaterThanOrEqual(before[table] ?? Number.POSITIVE_INFINITY);
        }
        const progress = await restoredDb
          .selectFrom("lesson_progress")
          .select("lesson")
          .where("user_id", "=", first.userId)
          .where("lesson", "=", lessons[0] ?? "")
          .executeTakeFirst();
        expect(progress?.lesson).toBe(lessons[0]);
        // Every learner logs in on the restored site with the password they chose.
        for (const learner of learners) {
          const client = createClient(restored.url, { ip: uniqueIp() });
          const login = await client.post("/login", { email: learner.email, password: GOOD_PASSWORD });
          expect(login.status, learner.email).toBe(302);
          expect(await (await client.get("/profile")).text()).toContain(learner.email);
        }
      } finally {
        await restored.stop();
        await restoredDb.destroy();
      }

      // A restore never overwrites a database by accident, and refuses a file that is not a backup.
      const again = await npmRun("restore", [backupFile], restoredUrl);
      expect(again.code).toBe(1);
      expect(again.output).toContain("A database already exists");
      const junk = path.join(dir, "junk.db");
      writeFileSync(junk, "not a database at all");
      const refused = await npmRun("restore", [junk], `file:${path.join(dir, "other.db")}`);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("cannot be restored");
      expect(existsSync(path.join(dir, "other.db"))).toBe(false);
    } finally {
      await live.stop();
      await liveDb.destroy();
    }
  }, 120_000);

  it("says how to back up PostgreSQL instead", async () => {
    for (const script of ["backup", "restore"]) {
      const result = await npmRun(script, script === "restore" ? ["x.db"] : [], "postgres://127.0.0.1:1/synapse");
      expect(result.code, script).toBe(2);
      expect(result.output).toContain(script === "backup" ? "pg_dump --format=custom" : "pg_restore");
    }
  });
});
