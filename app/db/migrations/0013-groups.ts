import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Groups for schools and teams (issue 16): a group, its leaders and members, and the courses
// assigned to it. A group is joined with its code (typed at /join, or in a link); the code can
// be turned off (null), replaced, given an expiry, and the group a member cap. Deleting an
// account removes its memberships; deleting a group removes its members and assignments.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const groups: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("learning_group")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("join_code", "text", (c) => c.unique())
      .addColumn("code_expires_on", "text")
      .addColumn("member_cap", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("group_member")
      .addColumn("group_id", "text", (c) => c.notNull().references("learning_group.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("share_email", "integer", (c) => c.notNull())
      .addColumn("joined_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("group_member_pk", ["group_id", "user_id"])
      .execute();
    await db.schema.createIndex("group_member_user").on("group_member").columns(["user_id"]).execute();
    await db.schema
      .createTable("group_assignment")
      .addColumn("group_id", "text", (c) => c.notNull().references("learning_group.id").onDelete("cascade"))
      .addColumn("course", "text", (c) => c.notNull())
      .addColumn("due_on", "text")
      .addColumn("assigned_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("group_assignment_pk", ["group_id", "course"])
      .execute();
  },
};
