import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db, isDatabaseHealthy } from "./db.server.ts";

const onPostgres = process.env.TEST_DIALECT === "postgres";

describe("the database connection", () => {
  it("answers the health check", async () => {
    expect(await isDatabaseHealthy()).toBe(true);
  });

  // A deferred transaction that read first then failed to write ("database is locked", with
  // no wait) when another process wrote in between: CI saw npm run create-admin fail so.
  it.runIf(!onPostgres)("takes SQLite's write lock when a transaction begins, so writers wait their turn", async () => {
    const { DatabaseSync } = await import("node:sqlite");
    const { sqliteFileOf } = await import("#app/db/connect.server.ts");
    const other = new DatabaseSync(sqliteFileOf(process.env.DATABASE_URL ?? ""), { timeout: 0 });
    try {
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from user`.execute(trx);
        expect(() => other.exec("begin immediate")).toThrow(/locked/);
      });
      other.exec("begin immediate");
      other.exec("rollback");
    } finally {
      other.close();
    }
  });

  // Before the pool had an error listener, this ended the process with an uncaught
  // "terminating connection due to administrator command".
  it.runIf(onPostgres)("survives the server closing its idle connections, and reconnects", async () => {
    // Open a few connections at once so the pool holds idle ones afterwards.
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const killed = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(Number((await sql<{ ok: number }>`select 1 as ok`.execute(db)).rows[0]?.ok)).toBe(1);
  });

  // Before each connection had an error listener of its own, a connection lost while a
  // request held it (between two queries of a transaction) ended the whole process.
  it.runIf(onPostgres)("survives losing a connection while it is in use, and fails only that work", async () => {
    const { default: pg } = await import("pg");
    const work = db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
      await admin.end();
      // The connection's end arrives while this transaction still holds it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql`select 1`.execute(trx);
    });
    await expect(work).rejects.toThrow();
    expect(Number((await sql<{ ok: number }>`select 1 as ok`.execute(db)).rows[0]?.ok)).toBe(1);
  });
});
