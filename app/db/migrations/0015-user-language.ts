import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// The language a learner chose, kept with the account so that it follows them to every
// device and every email is written in it: a language's code from app/site/locale.ts, or
// null while they have never chosen. A code no longer offered reads as English
// (app/accounts/language.server.ts). A column of Better Auth's own table: auth.server.ts
// declares it, never settable from a form.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const userLanguage: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("user").addColumn("language", "text").execute();
  },
};
