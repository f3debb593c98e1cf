import { CompiledQuery, type Driver, Kysely, type LogEvent, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite.server.ts";

export type Dialect = "sqlite" | "postgres";
export type AppDatabase = Kysely<Database>;

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

/** "file:data/synapse.db", "data/synapse.db" or ":memory:" → the SQLite file to open. */
export function sqliteFileOf(url: string): string {
  return url.startsWith("file:") ? url.slice("file:".length) : url;
}

/** Told of every statement run: its SQL (never its parameters, which hold people's data) and duration. */
export type QueryLogger = (query: { sql: string; ms: number }) => void;

/**
 * One Kysely instance per process. On SQLite the whole process shares one connection
 * (Kysely's SQLite driver serialises access to it); on PostgreSQL a small pool.
 */
export function createDatabase(
  url: string,
  logQuery?: QueryLogger,
  onConnectionLost: (error: Error) => void = () => {},
): AppDatabase {
  const log = logQuery
    ? (event: LogEvent) => logQuery({ sql: event.query.sql, ms: Math.round(event.queryDurationMillis * 100) / 100 })
    : undefined;
  if (dialectOf(url) === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle pooled connection that the server closes (a restart, a failover, an operator)
    // is reported as an error on the pool, and an unheard error would end the process. The
    // pool has already dropped that connection; the next query opens a new one.
    pool.on("error", onConnectionLost);
    // A connection lost while a query or transaction holds it is reported on the connection
    // itself, and the pool listens only to idle ones: without a listener of our own that error
    // too would end the process. The work that held it fails with the error; the pool drops
    // the dead connection when it comes back.
    pool.on("connect", (client) => client.on("error", () => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  }
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: openSqlite(sqliteFileOf(url)) }),
    log,
  });
}

/**
 * SQLite transactions that take the write lock when they begin (BEGIN IMMEDIATE), not at
 * their first write. A deferred transaction that reads and then writes fails at once with
 * "database is locked" if another process wrote in between (the busy timeout does not
 * apply to that case): with several workers, or `npm run create-admin` beside the site, a
 * sign-up could fail for nothing. Taken at the start, the lock waits its turn instead.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}
