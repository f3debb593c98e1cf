import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
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

/**
 * One Kysely instance per process. On SQLite the whole process shares one connection
 * (Kysely's SQLite driver serialises access to it); on PostgreSQL a small pool.
 */
export function createDatabase(url: string): AppDatabase {
  if (dialectOf(url) === "postgres") {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
    });
  }
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: openSqlite(sqliteFileOf(url)) }),
  });
}
