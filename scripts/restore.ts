// npm run restore -- <backup.db> [--replace]
//
// Puts a backup made by `npm run backup` in place as the SQLite database DATABASE_URL names,
// with its signing secret when it has one. Stop the site first. An existing database is
// replaced only with --replace, and kept beside it (…db.before-restore-<time>), as is an
// existing secret that differs. The next start applies any newer migrations.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { dialectOf, sqliteFileOf } from "#app/db/connect.server.ts";
import { env } from "#app/platform/env.server.ts";
import { AUTH_SECRET_FILE, checkBackup, POSTGRES_ADVICE, secretFileOf } from "./backups.ts";

const USAGE = "Usage: npm run restore -- backups/synapse-YYYYMMDD-HHMMSS.db [--replace]";

function main(): number {
  const { values, positionals } = parseArgs({
    options: { replace: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (dialectOf(env.DATABASE_URL) === "postgres") {
    console.error(POSTGRES_ADVICE);
    return 2;
  }
  const [backup, ...extra] = positionals;
  if (!backup || extra.length) {
    console.error(USAGE);
    return 2;
  }
  if (!existsSync(backup)) {
    console.error(`There is no backup at ${backup}.\n${USAGE}`);
    return 1;
  }
  const problem = checkBackup(backup);
  if (problem) {
    console.error(`${backup} cannot be restored: ${problem}. Nothing was changed.`);
    return 1;
  }

  const target = sqliteFileOf(env.DATABASE_URL);
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const done: string[] = [];
  if (existsSync(target)) {
    if (!values.replace) {
      console.error(
        `A database already exists at ${target}. Stop the site, then run the restore again with --replace ` +
          "(the current database is kept beside it). Nothing was changed.",
      );
      return 1;
    }
    // Fold the write-ahead log into the file, so the copy kept aside is whole.
    const current = new DatabaseSync(target, { timeout: 15_000 });
    try {
      current.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    } finally {
      current.close();
    }
    const kept = `${target}.before-restore-${stamp}`;
    renameSync(target, kept);
    done.push(`Kept the database that was there as ${kept}.`);
  }
  for (const leftover of [`${target}-wal`, `${target}-shm`]) rmSync(leftover, { force: true });
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  // Copied under a temporary name, then renamed: the database is never half there.
  const draft = path.join(path.dirname(path.resolve(target)), `.restoring-${process.pid}.db`);
  copyFileSync(backup, draft);
  renameSync(draft, target);
  done.unshift(`Restored ${backup} to ${target}.`);

  const secret = secretFileOf(backup);
  if (env.AUTH_SECRET) {
    done.push("AUTH_SECRET is set: make sure it is the value this backup's site used.");
  } else if (existsSync(secret)) {
    const restored = readFileSync(secret, "utf8");
    if (!existsSync(AUTH_SECRET_FILE) || readFileSync(AUTH_SECRET_FILE, "utf8") !== restored) {
      mkdirSync(path.dirname(AUTH_SECRET_FILE), { recursive: true });
      if (existsSync(AUTH_SECRET_FILE)) renameSync(AUTH_SECRET_FILE, `${AUTH_SECRET_FILE}.before-restore-${stamp}`);
      copyFileSync(secret, AUTH_SECRET_FILE);
      done.push(`Restored the signing secret to ${AUTH_SECRET_FILE}.`);
    }
  } else {
    done.push("This backup has no signing secret beside it: learners will have to log in again.");
  }
  console.log(`${done.join("\n")}\nStart the site with npm start.`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
