// Plugs Node's built-in node:sqlite into Kysely's own SqliteDialect by giving DatabaseSync
// the small better-sqlite3-shaped interface that dialect expects. See
// docs/decisions/0001-node-sqlite-in-kysely.md.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase } from "kysely";

export const SQLITE_BUSY_TIMEOUT_MS = 5000;

// node:sqlite binds only null, numbers, bigints, strings and bytes; booleans and dates are
// stored the way the PostgreSQL driver would send them, so one query works on both.
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

export function openSqlite(file: string): SqliteDatabase {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new DatabaseSync(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS};
  `);
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      const params = (values: ReadonlyArray<unknown>) => values.map(toSqliteValue);
      return {
        // A statement that yields columns returns rows (SELECT, or anything with RETURNING).
        reader: statement.columns().length > 0,
        all: (values) => statement.all(...params(values)),
        run: (values) => statement.run(...params(values)),
        iterate: (values) => statement.iterate(...params(values)),
      };
    },
  };
}
