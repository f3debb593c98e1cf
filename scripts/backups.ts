// What `npm run backup` and `npm run restore` share: where the generated signing secret
// lives, how a backup file is checked, and what to do on PostgreSQL instead.
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The secret a single instance generates when AUTH_SECRET is unset (app/platform/secret.server.ts). */
export const AUTH_SECRET_FILE = path.resolve("data", ".auth-secret");

/** Where a backup keeps its copy of the generated secret. */
export const secretFileOf = (backup: string) => `${backup}.auth-secret`;

export const POSTGRES_ADVICE = `DATABASE_URL names a PostgreSQL database: back it up with PostgreSQL's own tools, while the site runs:
  pg_dump --format=custom --file=synapse-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"
and restore into an empty database (stop the site first):
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" synapse-….dump
Keep AUTH_SECRET with the backups: sessions and emailed links are signed with it.`;

/** Null when the file is a whole Synapse database, otherwise what is wrong with it. */
export function checkBackup(file: string): string | null {
  let database: DatabaseSync | undefined;
  try {
    database = new DatabaseSync(file, { readOnly: true });
    const integrity = database.prepare("PRAGMA integrity_check").get() as { integrity_check?: string } | undefined;
    if (integrity?.integrity_check !== "ok") return `SQLite's integrity check says ${integrity?.integrity_check}`;
    const tables = new Set(
      (database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    for (const table of ["kysely_migration", "user", "account", "session", "lesson_progress"]) {
      if (!tables.has(table)) return `it has no ${table} table, so it is not a Synapse database`;
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    database?.close();
  }
}
