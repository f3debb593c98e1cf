import { createDatabase } from "#app/db/connect.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/** The app's one database. With LOG_LEVEL=debug every statement is logged with its duration. */
export const db = createDatabase(
  env.DATABASE_URL,
  logger.isLevelEnabled("debug") ? (query) => logger.debug(query, "query") : undefined,
  (error) => logger.warn({ err: error }, "the database closed an idle connection; the next query opens a new one"),
);

/**
 * For /healthz: true when the database takes a write (one row, rewritten) within the time
 * limit. Reading is not enough: a full disk or a read-only database still answers reads.
 */
export async function isDatabaseHealthy(timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const checkedAt = new Date().toISOString();
  const write = db
    .insertInto("health_check")
    .values({ id: 1, checked_at: checkedAt })
    .onConflict((oc) => oc.column("id").doUpdateSet({ checked_at: checkedAt }))
    .execute()
    .then(() => true)
    .catch((error: unknown) => {
      logger.warn({ err: error }, "the health check could not write to the database");
      return false;
    });
  try {
    return await Promise.race([write, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
