import { sql } from "kysely";
import { createDatabase } from "#app/db/connect.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/** The app's one database. With LOG_LEVEL=debug every statement is logged with its duration. */
export const db = createDatabase(
  env.DATABASE_URL,
  logger.isLevelEnabled("debug") ? (query) => logger.debug(query, "query") : undefined,
  (error) => logger.warn({ err: error }, "the database closed an idle connection; the next query opens a new one"),
);

/** For /healthz: true when the database answers a trivial query within the time limit. */
export async function isDatabaseHealthy(timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = sql<{ ok: number }>`select 1 as ok`
    .execute(db)
    .then((r) => Number(r.rows[0]?.ok) === 1)
    .catch(() => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
