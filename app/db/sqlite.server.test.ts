import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { temporarySqliteUrl } from "#tests/server.ts";
import { createDatabase } from "./connect.server.ts";

describe.skipIf(process.env.TEST_DIALECT === "postgres")("SQLite on a full disk", () => {
  const db = createDatabase(temporarySqliteUrl());
  afterAll(() => db.destroy());

  it("fails a transaction with the disk's error, not with the rollback's", async () => {
    await sql`create table note (text text)`.execute(db);
    const { page_count } = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0] ?? {};
    // The database may grow no further, as on a full disk: the next page it needs is refused.
    await sql.raw(`pragma max_page_count = ${page_count}`).execute(db);
    const failure = await db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into note (text) values (${"x".repeat(20_000)})`.execute(trx);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect((failure as Error | null)?.message).toBe("database or disk is full");
    expect((failure as { errcode?: number } | null)?.errcode).toBe(13); // SQLITE_FULL
    // Nothing was kept, and the connection takes the next transaction.
    await db.transaction().execute(async (trx) => {
      expect((await sql<{ n: number }>`select count(*) as n from note`.execute(trx)).rows[0]?.n).toBe(0);
    });
  });
});
