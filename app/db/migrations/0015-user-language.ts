import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// The language a learner chose (issue: languages), kept with the account so that it follows
// them to every device and every email is written in it: "es", "de", "en", or null while they
// have never chosen. A code that is no longer offered reads as English (app/accounts/language.server.ts).
// A column of Better Auth's own table: auth.server.ts declares it, never settable from a form.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const userLanguage: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("user").addColumn("language", "text").execute();
  },
};
