// Plugs Node's built-in node:sqlite into Kysely's own SqliteDialect by giving DatabaseSync
// the small better-sqlite3-shaped interface that dialect expects. See
// docs/decisions/0001-node-sqlite-in-kysely.md.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase } from "kysely";

export const SQLITE_BUSY_TIMEOUT_MS = 5000;
/** Compiled statements kept per connection; queries are built from a few dozen shapes. */
const STATEMENT_CACHE_SIZE = 500;

// node:sqlite binds only null, numbers, bigints, strings and bytes; booleans and dates are
// stored the way the PostgreSQL driver would send them, so one query works on both.
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

const NOTHING_TO_ROLL_BACK = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

export function openSqlite(file: string): SqliteDatabase {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new DatabaseSync(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS};
  `);
  // Compiling a statement costs more than running it, and the site runs the same few dozen
  // queries over and over: keep the compiled ones (Kysely uses one connection at a time, so
  // a statement is never in use twice at once).
  const compiled = new Map<string, { statement: StatementSync; reader: boolean }>();
  const compile = (sql: string) => {
    let entry = compiled.get(sql);
    if (!entry) {
      const statement = database.prepare(sql);
      // A statement that yields columns returns rows (SELECT, or anything with RETURNING).
      entry = { statement, reader: statement.columns().length > 0 };
      if (compiled.size >= STATEMENT_CACHE_SIZE) compiled.delete(compiled.keys().next().value ?? "");
      compiled.set(sql, entry);
    }
    return entry;
  };
  const params = (values: ReadonlyArray<unknown>) => values.map(toSqliteValue);
  return {
    close: () => database.close(),
    prepare(sql) {
      // After some errors (SQLITE_FULL, IOERR, BUSY, NOMEM) SQLite rolls the transaction back
      // itself. Kysely then rolls back too, and that "cannot rollback - no transaction is
      // active" would be thrown in place of the error that says what happened (a full disk).
      if (!database.isTransaction && /^rollback\b/i.test(sql)) return NOTHING_TO_ROLL_BACK;
      const { statement, reader } = compile(sql);
      return {
        reader,
        all: (values) => statement.all(...params(values)),
        run: (values) => statement.run(...params(values)),
        iterate: (values) => statement.iterate(...params(values)),
      };
    },
  };
}
