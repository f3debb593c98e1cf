// npm run db:migrate — applies pending migrations to DATABASE_URL and exits.
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { db } from "#app/platform/db.server.ts";
import { env } from "#app/platform/env.server.ts";

try {
  const applied = await migrateToLatest(db);
  const where = env.DATABASE_URL.replace(/\/\/[^@/]*@/, "//***@");
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(", ")}`
      : `${where} is up to date.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
