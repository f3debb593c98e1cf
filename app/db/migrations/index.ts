import type { Migration } from "kysely/migration";

// Forward-only migrations, applied in key order at start-up and by `npm run db:migrate`.
// Name new ones "NNNN-what-it-does" and import them here; never edit one that has shipped.
// Each must run on SQLite and PostgreSQL: use Kysely's schema builder and portable types
// (text, integer, real; timestamps as ISO-8601 text) and prove it in the integration tests.
export const migrations: Record<string, Migration> = {};
