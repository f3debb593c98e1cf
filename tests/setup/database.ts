// Setup for the domain suites: each test file gets a database of its own (a new SQLite
// file, or a new PostgreSQL database beside TEST_DATABASE_URL), migrated, before any app
// module is imported, so the app's one `db` is that database. Dropped after the file.
import { afterAll, beforeEach } from "vitest";
import { isolatedDatabase } from "#tests/server.ts";

const dialect = process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";
const database = await isolatedDatabase(dialect);
process.env.DATABASE_URL = database.url;

const [{ db }, { migrateToLatest }] = await Promise.all([
  import("#app/platform/db.server.ts"),
  import("#app/db/migrate.server.ts"),
]);
await migrateToLatest(db);

// `npm test` counts each suite on its database from this.
beforeEach(({ task }) => {
  task.meta.database = dialect;
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

declare module "vitest" {
  interface TaskMeta {
    database?: "sqlite" | "postgres";
  }
}
