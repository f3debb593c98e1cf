// npm run backup [-- --to <folder>]
//
// A consistent copy of the SQLite database, taken while the site runs (VACUUM INTO reads one
// snapshot, so writes during the copy are either in it whole or not at all), checked, and
// named for its time: backups/synapse-20261124-091500.db. Without AUTH_SECRET set, the
// generated secret in data/.auth-secret is copied beside it (…db.auth-secret): sessions,
// emailed links and trusted browsers are signed with it. On PostgreSQL, says to use pg_dump.
import { chmodSync, copyFileSync, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { dialectOf, sqliteFileOf } from "#app/db/connect.server.ts";
import { env } from "#app/platform/env.server.ts";
import { AUTH_SECRET_FILE, checkBackup, POSTGRES_ADVICE, secretFileOf } from "./backups.ts";

function main(): number {
  const { values } = parseArgs({ options: { to: { type: "string", default: "backups" } } });
  if (dialectOf(env.DATABASE_URL) === "postgres") {
    console.error(POSTGRES_ADVICE);
    return 2;
  }
  const source = sqliteFileOf(env.DATABASE_URL);
  if (source === ":memory:" || !existsSync(source)) {
    console.error(`There is no database at ${source} to back up. Check DATABASE_URL.`);
    return 1;
  }
  const folder = path.resolve(values.to);
  mkdirSync(folder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const target = path.join(folder, `synapse-${stamp}.db`);
  if (existsSync(target)) {
    console.error(`${target} already exists: wait a second and run the backup again.`);
    return 1;
  }

  const database = new DatabaseSync(source, { timeout: 15_000 });
  try {
    database.prepare("VACUUM INTO ?").run(target);
  } finally {
    database.close();
  }
  chmodSync(target, 0o600);
  const problem = checkBackup(target);
  if (problem) {
    console.error(`The copy at ${target} failed its check: ${problem}. Keep the previous backup.`);
    return 1;
  }

  const lines = [`Backed up ${source} to ${target} (${(statSync(target).size / 1024).toFixed(0)} KB).`];
  if (env.AUTH_SECRET) {
    lines.push("AUTH_SECRET is set in the environment: keep it with your backups, somewhere safe.");
  } else if (existsSync(AUTH_SECRET_FILE)) {
    copyFileSync(AUTH_SECRET_FILE, secretFileOf(target));
    chmodSync(secretFileOf(target), 0o600);
    lines.push(`Copied the signing secret to ${secretFileOf(target)}; it is as sensitive as a password.`);
  }
  console.log(lines.join("\n"));
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
