import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { migrations as appMigrations } from "#app/db/migrations/index.ts";

type Options = {
  migrations?: Record<string, Migration>;
  /** Bookkeeping table; tests pass their own so fixture migrations never mix with the app's. */
  tableName?: string;
};

/** Applies every pending migration; returns the names applied. Throws if one fails. */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
  db: Kysely<any>,
  { migrations = appMigrations, tableName = "kysely_migration" }: Options = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: tableName,
    migrationLockTableName: `${tableName}_lock`,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === "Error");
  if (error || failed) {
    const name = failed ? ` "${failed.migrationName}"` : "";
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration${name} failed: ${reason}`, { cause: error });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
