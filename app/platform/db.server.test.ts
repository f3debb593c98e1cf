import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db, isDatabaseHealthy } from "./db.server.ts";

const onPostgres = process.env.TEST_DIALECT === "postgres";

describe("the database connection", () => {
  it("answers the health check", async () => {
    expect(await isDatabaseHealthy()).toBe(true);
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
});
