import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Groups that enrol by school sign-in (issue 31, item 4). A leader ties a group to the school
// provider they sign in with, and may name one claim and its value (a class, a department):
// whoever signs in through it with that claim is invited, and joins after the same consent as
// with a code. An invitation is written at sign-in and spent (or left) on /join.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const groupSignIn: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("learning_group").addColumn("sso_provider_id", "text").execute();
    await db.schema.alterTable("learning_group").addColumn("sso_claim", "text").execute();
    await db.schema.alterTable("learning_group").addColumn("sso_claim_value", "text").execute();
    await db.schema
      .createTable("group_invitation")
      .addColumn("group_id", "text", (c) => c.notNull().references("learning_group.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("invited_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("group_invitation_pk", ["group_id", "user_id"])
      .execute();
    await db.schema.createIndex("group_invitation_user").on("group_invitation").columns(["user_id"]).execute();
  },
};
