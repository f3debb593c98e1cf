// Groups that enrol by school sign-in (issue 31, item 4). Owns `group_invitation` and the
// `sso_*` columns of `learning_group`. A leader ties a group to a school provider they sign in
// through themselves (so nobody can draw another school's learners), optionally narrowed to a
// claim and its value; a learner who signs in through that provider, carrying that claim, is
// invited, and joins on /join after the same consent as with a code, without one.
import type { AppDatabase } from "#app/db/connect.server.ts";
import { db } from "#app/platform/db.server.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import { assignmentsOf, type JoinableGroup, leads } from "./groups.server.ts";

/** The school sign-in a group enrols by, as its leaders see it. */
export type SchoolEnrolment = { providerId: string; providerName: string; claim: string | null; value: string | null };

export async function schoolEnrolmentOf(groupId: string): Promise<SchoolEnrolment | null> {
  const row = await db
    .selectFrom("learning_group")
    .innerJoin("identity_provider", "identity_provider.provider_id", "learning_group.sso_provider_id")
    .select([
      "identity_provider.provider_id",
      "identity_provider.name",
      "learning_group.sso_claim",
      "learning_group.sso_claim_value",
    ])
    .where("learning_group.id", "=", groupId)
    .executeTakeFirst();
  return row
    ? { providerId: row.provider_id, providerName: row.name, claim: row.sso_claim, value: row.sso_claim_value }
    : null;
}

/**
 * Ties the group to a provider among `allowed` (the leader's own school accounts), or unties it
 * (`enrolment` null). Null when the learner does not lead the group; "not-yours" when the
 * provider is not one of theirs.
 */
export async function setSchoolEnrolment(
  groupId: string,
  leaderId: string,
  enrolment: { providerId: string; claim: string | null; value: string | null } | null,
  allowed: string[],
): Promise<true | "not-yours" | null> {
  if (!(await leads(groupId, leaderId))) return null;
  if (enrolment && !allowed.includes(enrolment.providerId)) return "not-yours";
  // Invitations written under the old rule lapse: the next sign-in is checked against the new one.
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("learning_group")
      .set({
        sso_provider_id: enrolment?.providerId ?? null,
        sso_claim: enrolment?.claim ?? null,
        sso_claim_value: enrolment?.value ?? null,
      })
      .where("id", "=", groupId)
      .execute();
    await trx.deleteFrom("group_invitation").where("group_id", "=", groupId).execute();
  });
  return true;
}

/** Whether a claim (a string, or a list of them, as providers send groups) holds the value. */
function carries(claims: Record<string, unknown>, claim: string, value: string): boolean {
  const held = claims[claim];
  if (typeof held === "string") return held === value;
  if (typeof held === "number" || typeof held === "boolean") return String(held) === value;
  return Array.isArray(held) && held.some((item) => String(item) === value);
}

/**
 * After a sign-in through `providerId` with `claims`: invites the learner to every group tied
 * to it whose claim they carry and that they are not in. Answers how many invitations wait.
 */
export async function inviteBySchoolSignIn(
  userId: string,
  providerId: string,
  claims: Record<string, unknown>,
  now = new Date(),
): Promise<number> {
  const groups = await db
    .selectFrom("learning_group")
    .select(["id", "sso_claim", "sso_claim_value"])
    .where("sso_provider_id", "=", providerId)
    .where("id", "not in", db.selectFrom("group_member").select("group_id").where("user_id", "=", userId))
    .execute();
  const invited = groups.filter((g) => !g.sso_claim || carries(claims, g.sso_claim, g.sso_claim_value ?? ""));
  if (invited.length > 0) {
    await db
      .insertInto("group_invitation")
      .values(invited.map((g) => ({ group_id: g.id, user_id: userId, invited_at: now.toISOString() })))
      .onConflict((oc) => oc.columns(["group_id", "user_id"]).doNothing())
      .execute();
  }
  const waiting = await db
    .selectFrom("group_invitation")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(waiting.n);
}

export type Invitation = JoinableGroup & { school: string; full: boolean };

async function invitationRows(userId: string, executor: AppDatabase, groupId?: string) {
  let query = executor
    .selectFrom("group_invitation")
    .innerJoin("learning_group", "learning_group.id", "group_invitation.group_id")
    .innerJoin("identity_provider", "identity_provider.provider_id", "learning_group.sso_provider_id")
    .select([
      "learning_group.id",
      "learning_group.name",
      "learning_group.member_cap",
      "identity_provider.name as school",
    ])
    .where("group_invitation.user_id", "=", userId)
    .orderBy("group_invitation.invited_at");
  if (groupId) query = query.where("learning_group.id", "=", groupId);
  return query.execute();
}

/** The groups waiting for this learner to agree, with what the consent screen shows (titles in `language`). */
export async function invitationsOf(userId: string, language: Language = DEFAULT_LANGUAGE): Promise<Invitation[]> {
  const rows = await invitationRows(userId, db);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [people, assignments] = await Promise.all([
    db
      .selectFrom("group_member")
      .innerJoin("user", "user.id", "group_member.user_id")
      .select(["group_member.group_id", "group_member.role", "user.name"])
      .where("group_member.group_id", "in", ids)
      .orderBy("user.name")
      .execute(),
    assignmentsOf(ids, db, language),
  ]);
  return rows.map((row) => {
    const members = people.filter((p) => p.group_id === row.id && p.role === "member").length;
    return {
      id: row.id,
      name: row.name,
      school: row.school,
      leaders: people.filter((p) => p.group_id === row.id && p.role === "leader").map((p) => p.name),
      assignments: assignments.get(row.id) ?? [],
      full: row.member_cap !== null && members >= row.member_cap,
    };
  });
}

export type AcceptResult = "joined" | "not-invited" | "full";

/**
 * Joins a group the learner was invited to, checked again inside the transaction (the group
 * may have filled up, or been untied from its school: then no invitation is honoured).
 */
export async function acceptInvitation(
  groupId: string,
  userId: string,
  { shareEmail }: { shareEmail: boolean },
  now = new Date(),
): Promise<AcceptResult> {
  return db.transaction().execute(async (trx) => {
    const [row] = await invitationRows(userId, trx, groupId);
    if (!row) return "not-invited";
    if (row.member_cap !== null) {
      const members = await trx
        .selectFrom("group_member")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("group_id", "=", groupId)
        .where("role", "=", "member")
        .executeTakeFirstOrThrow();
      if (Number(members.n) >= row.member_cap) return "full";
    }
    await trx
      .insertInto("group_member")
      .values({
        group_id: groupId,
        user_id: userId,
        role: "member",
        share_email: shareEmail ? 1 : 0,
        joined_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(["group_id", "user_id"]).doNothing())
      .execute();
    await trx.deleteFrom("group_invitation").where("group_id", "=", groupId).where("user_id", "=", userId).execute();
    return "joined";
  });
}
