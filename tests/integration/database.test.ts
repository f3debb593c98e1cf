import { rmSync } from "node:fs";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, createDatabase, dialectOf, sqliteFileOf } from "#app/db/connect.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { migrations } from "#app/db/migrations/index.ts";
import { testDatabases } from "#tests/server.ts";

// Fixture migrations written the way real ones must be: portable types, forward only.
const suffix = `${process.pid}_${Date.now()}`;
const parent = `it_parent_${suffix}`;
const child = `it_child_${suffix}`;
const tableName = `it_migrations_${suffix}`;
const fixtureMigrations: Record<string, Migration> = {
  "0001-parent": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable(parent)
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("done", "boolean", (c) => c.notNull().defaultTo(false))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0002-child": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable(child)
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("parent_id", "text", (c) => c.notNull().references(`${parent}.id`).onDelete("cascade"))
        .execute();
    },
  },
};

type FixtureDb = Record<string, Record<string, unknown>>;

describe.each(testDatabases)("database on $name", ({ name, url }) => {
  let db: AppDatabase;
  let fixtures: Kysely<FixtureDb>;
  const databaseUrl = url();

  beforeAll(async () => {
    db = createDatabase(databaseUrl);
    fixtures = db as unknown as Kysely<FixtureDb>;
  });

  afterAll(async () => {
    if (name === "postgres") {
      await sql`drop table if exists ${sql.table(child)}`.execute(db);
      await sql`drop table if exists ${sql.table(parent)}`.execute(db);
      await sql`drop table if exists ${sql.table(tableName)}`.execute(db);
      await sql`drop table if exists ${sql.table(`${tableName}_lock`)}`.execute(db);
    }
    await db.destroy();
    if (name === "sqlite") rmSync(path.dirname(sqliteFileOf(databaseUrl)), { recursive: true, force: true });
  });

  it("picks the dialect from the URL", () => {
    expect(dialectOf(databaseUrl)).toBe(name);
  });

  it("applies the app's migrations, and a second run applies nothing", async () => {
    await migrateToLatest(db, { migrations });
    expect(await migrateToLatest(db, { migrations })).toEqual([]);
  });

  it("applies forward-only migrations in order, once", async () => {
    const applied = await migrateToLatest(db, { migrations: fixtureMigrations, tableName });
    expect(applied).toEqual(["0001-parent", "0002-child"]);
    expect(await migrateToLatest(db, { migrations: fixtureMigrations, tableName })).toEqual([]);
  });

  it("stores and reads back text, booleans and ISO timestamps the same way", async () => {
    const createdAt = new Date("2026-01-02T03:04:05.000Z");
    await fixtures
      .insertInto(parent)
      .values({ id: "a", title: "First", done: true, created_at: createdAt.toISOString() })
      .execute();
    const row = await fixtures
      .selectFrom(parent)
      .select(["id", "title", "done", "created_at"])
      .where("id", "=", "a")
      .executeTakeFirstOrThrow();
    expect(row.title).toBe("First");
    expect(Boolean(row.done)).toBe(true);
    expect(row.created_at).toBe("2026-01-02T03:04:05.000Z");
  });

  it("returns inserted rows with RETURNING", async () => {
    const inserted = await fixtures
      .insertInto(parent)
      .values({ id: "b", title: "Second", done: false, created_at: new Date().toISOString() })
      .returning(["id", "title"])
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ id: "b", title: "Second" });
  });

  it("rolls back a failed transaction completely", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        const t = trx as unknown as Kysely<FixtureDb>;
        await t.insertInto(parent).values({ id: "c", title: "Third", created_at: "x" }).execute();
        await t.insertInto(parent).values({ id: "c", title: "Duplicate", created_at: "x" }).execute();
      }),
    ).rejects.toThrow();
    const rows = await fixtures.selectFrom(parent).select("id").where("id", "=", "c").execute();
    expect(rows).toEqual([]);
  });

  it("enforces foreign keys", async () => {
    await expect(fixtures.insertInto(child).values({ id: 1, parent_id: "missing" }).execute()).rejects.toThrow();
    await fixtures.insertInto(child).values({ id: 2, parent_id: "a" }).execute();
    await fixtures.deleteFrom(parent).where("id", "=", "a").execute();
    const left = await fixtures.selectFrom(child).select("id").execute();
    expect(left).toEqual([]);
  });

  it("serves concurrent queries on one shared connection", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sql<{ n: number }>`select ${i} as n`.execute(db)),
    );
    expect(results.map((r) => Number(r.rows[0]?.n))).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  if (name === "sqlite") {
    it("opens SQLite with WAL, full sync, foreign keys and a busy timeout", async () => {
      const pragma = async (p: string) => Object.values((await sql.raw(`pragma ${p}`).execute(db)).rows[0] ?? {})[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2); // FULL
      expect(await pragma("foreign_keys")).toBe(1);
      expect(await pragma("busy_timeout")).toBe(5000);
    });
  }
});
