import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";

// Accounts: Better Auth's four tables (user, session, account, verification) with our column
// names, plus the avatar store, the email outbox and the shared rate-limit counters.
//
// Better Auth reads and writes its own timestamp columns. On PostgreSQL it sends and expects
// Date objects, so those columns are timestamptz there; on SQLite it stores ISO-8601 text.
// Our own tables keep the portable convention: ISO-8601 text written by our code.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export const accounts: Migration = {
  async up(db: AnyDb) {
    const pg = isPostgres(db);
    const authTime = pg ? sql`timestamptz` : sql`text`;
    const bytes = pg ? sql`bytea` : sql`blob`;

    await db.schema
      .createTable("user")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("email_verified", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("image", "text")
      .addColumn("role", "text", (c) => c.notNull().defaultTo("learner").check(sql`role in ('learner', 'admin')`))
      .addColumn("created_at", authTime, (c) => c.notNull())
      .addColumn("updated_at", authTime, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("session")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("expires_at", authTime, (c) => c.notNull())
      .addColumn("ip_address", "text")
      .addColumn("user_agent", "text")
      .addColumn("created_at", authTime, (c) => c.notNull())
      .addColumn("updated_at", authTime, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("session_user_id_idx").on("session").column("user_id").execute();

    await db.schema
      .createTable("account")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("account_id", "text", (c) => c.notNull())
      .addColumn("provider_id", "text", (c) => c.notNull())
      .addColumn("access_token", "text")
      .addColumn("refresh_token", "text")
      .addColumn("id_token", "text")
      .addColumn("access_token_expires_at", authTime)
      .addColumn("refresh_token_expires_at", authTime)
      .addColumn("scope", "text")
      .addColumn("password", "text")
      .addColumn("created_at", authTime, (c) => c.notNull())
      .addColumn("updated_at", authTime, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("account_user_id_idx").on("account").column("user_id").execute();

    await db.schema
      .createTable("verification")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("identifier", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("expires_at", authTime, (c) => c.notNull())
      .addColumn("created_at", authTime, (c) => c.notNull())
      .addColumn("updated_at", authTime, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();

    await db.schema
      .createTable("avatar")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
      .addColumn("mime", "text", (c) => c.notNull())
      .addColumn("bytes", bytes, (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("email_outbox")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("to_address", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("locked_until", "text")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "text")
      .addColumn("failed_at", "text")
      .execute();
    await db.schema
      .createIndex("email_outbox_pending_idx")
      .on("email_outbox")
      .columns(["sent_at", "failed_at", "next_attempt_at"])
      .execute();
    await db.schema.createIndex("email_outbox_to_idx").on("email_outbox").column("to_address").execute();

    // One fixed-window counter per key ("login:ip:<hmac>", "login:account:<hmac>", ...).
    // Keys hold keyed hashes, never raw IP or email addresses.
    await db.schema
      .createTable("rate_limit")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("reset_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("rate_limit_reset_at_idx").on("rate_limit").column("reset_at").execute();
  },
};
