// Owns learning_group, group_member, group_assignment and group_invitation: groups for schools
// and teams. A learner who creates a group leads it; others join with its code, having agreed to what its
// leaders will see; leaders manage joining, members and assigned courses. Every function
// that acts for a leader checks that they lead the group and answers null otherwise, so a
// route can answer 404 without knowing why. Course titles are in the language asked for (the
// page's); nothing else here is words a person reads: refusals are typed reasons.
import { randomInt, randomUUID } from "node:crypto";
import { contentIn } from "#app/content/content.server.ts";
import type { AppDatabase } from "#app/db/connect.server.ts";
import type { GroupRole } from "#app/db/schema.ts";
import { db } from "#app/platform/db.server.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import { type PagePlace, placeIn } from "#app/site/pages.ts";
import { newJoinCode } from "./codes.ts";

export type GroupSummary = { id: string; name: string };

export type Assignment = { course: string; courseTitle: string; dueOn: string | null };

export type GroupMember = {
  userId: string;
  name: string;
  /** Only when the member agreed to show it to the group's leaders. */
  email: string | null;
  role: GroupRole;
  joinedAt: string;
};

export type LeaderView = {
  group: {
    id: string;
    name: string;
    joinCode: string | null;
    codeExpiresOn: string | null;
    memberCap: number | null;
    createdAt: string;
  };
  members: GroupMember[];
  assignments: Assignment[];
};

/** A code that is unique among groups (a clash, one in 10^11, is simply drawn again). */
async function unusedCode(executor: AppDatabase): Promise<string> {
  for (;;) {
    const code = newJoinCode(randomInt);
    const taken = await executor
      .selectFrom("learning_group")
      .select("id")
      .where("join_code", "=", code)
      .executeTakeFirst();
    if (!taken) return code;
  }
}

const isoDay = (iso: string) => iso.slice(0, 10);

/** Creates a group with its first code; the learner who made it leads it. */
export async function createGroup(userId: string, name: string, now = new Date()): Promise<GroupSummary> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("learning_group")
      .values({
        id,
        name,
        join_code: await unusedCode(trx),
        code_expires_on: null,
        member_cap: null,
        created_at: now.toISOString(),
      })
      .execute();
    await trx
      .insertInto("group_member")
      .values({ group_id: id, user_id: userId, role: "leader", share_email: 0, joined_at: now.toISOString() })
      .execute();
  });
  return { id, name };
}

async function roleIn(groupId: string, userId: string, executor: AppDatabase = db): Promise<GroupRole | null> {
  const row = await executor
    .selectFrom("group_member")
    .select("role")
    .where("group_id", "=", groupId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

const leads = async (groupId: string, userId: string, executor: AppDatabase = db) =>
  (await roleIn(groupId, userId, executor)) === "leader";

/** Each group's assigned courses, titled in `language`. */
async function assignmentsOf(
  groupIds: string[],
  executor: AppDatabase = db,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Map<string, Assignment[]>> {
  const byGroup = new Map<string, Assignment[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await executor
    .selectFrom("group_assignment")
    .select(["group_id", "course", "due_on"])
    .where("group_id", "in", groupIds)
    .orderBy("assigned_at")
    .execute();
  for (const row of rows) {
    const course = contentIn(language).findCourse(row.course);
    // A course taken out of the site is no longer anyone's assignment.
    if (!course) continue;
    const list = byGroup.get(row.group_id) ?? [];
    list.push({ course: row.course, courseTitle: course.title, dueOn: row.due_on });
    byGroup.set(row.group_id, list);
  }
  return byGroup;
}

/** Everything a group's leader manages (course titles in `language`), or null for anyone who does not lead it. */
export async function leaderView(
  groupId: string,
  userId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<LeaderView | null> {
  if (!(await leads(groupId, userId))) return null;
  const [group, members, assignments] = await Promise.all([
    db
      .selectFrom("learning_group")
      .select(["id", "name", "join_code", "code_expires_on", "member_cap", "created_at"])
      .where("id", "=", groupId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("group_member")
      .innerJoin("user", "user.id", "group_member.user_id")
      .select([
        "user.id",
        "user.name",
        "user.email",
        "group_member.role",
        "group_member.share_email",
        "group_member.joined_at",
      ])
      .where("group_member.group_id", "=", groupId)
      .orderBy("user.name")
      .execute(),
    assignmentsOf([groupId], db, language),
  ]);
  return {
    group: {
      id: group.id,
      name: group.name,
      joinCode: group.join_code,
      codeExpiresOn: group.code_expires_on,
      memberCap: group.member_cap,
      createdAt: group.created_at,
    },
    members: members.map((m) => ({
      userId: m.id,
      name: m.name,
      email: m.share_email ? m.email : null,
      role: m.role,
      joinedAt: m.joined_at,
    })),
    assignments: assignments.get(groupId) ?? [],
  };
}

export type MyGroups = {
  leading: (GroupSummary & { members: number; assignments: Assignment[] })[];
  memberOf: (GroupSummary & { leaders: string[]; assignments: Assignment[] })[];
};

/** The groups a learner leads and the ones they belong to, with their assigned courses (titled in `language`). */
export async function groupsOf(userId: string, language: Language = DEFAULT_LANGUAGE): Promise<MyGroups> {
  const mine = await db
    .selectFrom("group_member")
    .innerJoin("learning_group", "learning_group.id", "group_member.group_id")
    .select(["learning_group.id", "learning_group.name", "group_member.role"])
    .where("group_member.user_id", "=", userId)
    .orderBy("learning_group.name")
    .execute();
  if (mine.length === 0) return { leading: [], memberOf: [] };
  const led = mine.filter((g) => g.role === "leader");
  const joined = mine.filter((g) => g.role === "member");
  const [leaders, sizes, assignments] = await Promise.all([
    leadersOf(joined.map((g) => g.id)),
    memberCounts(led.map((g) => g.id)),
    assignmentsOf(
      mine.map((g) => g.id),
      db,
      language,
    ),
  ]);
  return {
    leading: led.map((g) => ({
      id: g.id,
      name: g.name,
      members: sizes.get(g.id) ?? 0,
      assignments: assignments.get(g.id) ?? [],
    })),
    memberOf: joined.map((g) => ({
      id: g.id,
      name: g.name,
      leaders: leaders.get(g.id) ?? [],
      assignments: assignments.get(g.id) ?? [],
    })),
  };
}

/**
 * The leaders' names of each group, by name. Reads leaders' rows only: a school's group
 * has a thousand members and a few leaders, and this runs on every learner's dashboard.
 */
async function leadersOf(ids: string[]): Promise<Map<string, string[]>> {
  const byGroup = new Map<string, string[]>();
  if (ids.length === 0) return byGroup;
  const rows = await db
    .selectFrom("group_member")
    .innerJoin("user", "user.id", "group_member.user_id")
    .select(["group_member.group_id", "user.name"])
    .where("group_member.group_id", "in", ids)
    .where("group_member.role", "=", "leader")
    .orderBy("user.name")
    .execute();
  for (const row of rows) byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), row.name]);
  return byGroup;
}

/** How many members (leaders not counted) each group has, counted in the database. */
async function memberCounts(ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("group_member")
    .select(["group_id", db.fn.countAll<number>().as("n")])
    .where("group_id", "in", ids)
    .where("role", "=", "member")
    .groupBy("group_id")
    .execute();
  return new Map(rows.map((row) => [row.group_id, Number(row.n)]));
}

export type JoinableGroup = GroupSummary & { leaders: string[]; assignments: Assignment[] };

export type CodeCheck =
  | { ok: true; group: JoinableGroup; alreadyIn: boolean }
  | { ok: false; reason: "unknown" }
  | { ok: false; reason: "expired"; expiredOn: string }
  | { ok: false; reason: "full"; cap: number };

async function checkCode(
  code: string,
  userId: string,
  now: Date,
  executor: AppDatabase,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CodeCheck> {
  const group = await executor
    .selectFrom("learning_group")
    .select(["id", "name", "code_expires_on", "member_cap"])
    .where("join_code", "=", code)
    .executeTakeFirst();
  if (!group) return { ok: false, reason: "unknown" };
  // The expiry is the last day the code works, in UTC.
  if (group.code_expires_on && group.code_expires_on < isoDay(now.toISOString())) {
    return { ok: false, reason: "expired", expiredOn: group.code_expires_on };
  }
  const people = await executor
    .selectFrom("group_member")
    .innerJoin("user", "user.id", "group_member.user_id")
    .select(["group_member.user_id", "group_member.role", "user.name"])
    .where("group_member.group_id", "=", group.id)
    .orderBy("user.name")
    .execute();
  const alreadyIn = people.some((p) => p.user_id === userId);
  const memberCount = people.filter((p) => p.role === "member").length;
  if (!alreadyIn && group.member_cap !== null && memberCount >= group.member_cap) {
    return { ok: false, reason: "full", cap: group.member_cap };
  }
  const assignments = await assignmentsOf([group.id], executor, language);
  return {
    ok: true,
    alreadyIn,
    group: {
      id: group.id,
      name: group.name,
      leaders: people.filter((p) => p.role === "leader").map((p) => p.name),
      assignments: assignments.get(group.id) ?? [],
    },
  };
}

/** What a code opens (course titles in `language`), for the page that asks the learner to agree before joining. */
export function findGroupByCode(
  code: string,
  userId: string,
  language: Language = DEFAULT_LANGUAGE,
  now = new Date(),
): Promise<CodeCheck> {
  return checkCode(code, userId, now, db, language);
}

/** Makes the learner a member (joining twice changes nothing): by a code, or by an invitation. */
async function addMember(executor: AppDatabase, groupId: string, userId: string, shareEmail: boolean, now: Date) {
  await executor
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
}

/**
 * Joins the group whose code this is, checked again inside the transaction so that a group
 * that filled up or changed its code meanwhile is not joined. Joining twice changes nothing.
 */
export async function joinGroup(
  code: string,
  userId: string,
  { shareEmail }: { shareEmail: boolean },
  now = new Date(),
): Promise<CodeCheck> {
  return db.transaction().execute(async (trx) => {
    const check = await checkCode(code, userId, now, trx);
    if (!check.ok || check.alreadyIn) return check;
    await addMember(trx, check.group.id, userId, shareEmail, now);
    return check;
  });
}

export type LeaveResult = "left" | "not-in-group" | "only-leader";

/**
 * Leaves a group: its leaders see nothing more of the learner from then on. The only leader
 * of a group cannot leave it (it would be left with no one to run it): they make someone
 * else a leader first, or delete the group.
 */
export async function leaveGroup(groupId: string, userId: string): Promise<LeaveResult> {
  return db.transaction().execute(async (trx) => {
    const role = await roleIn(groupId, userId, trx);
    if (!role) return "not-in-group";
    if (role === "leader") {
      const leaders = await trx
        .selectFrom("group_member")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("group_id", "=", groupId)
        .where("role", "=", "leader")
        .executeTakeFirstOrThrow();
      if (Number(leaders.count) <= 1) return "only-leader";
    }
    await trx.deleteFrom("group_member").where("group_id", "=", groupId).where("user_id", "=", userId).execute();
    return "left";
  });
}

/** A leader takes someone else out of the group. Null when the leader does not lead it or the person is not in it. */
export async function removeMember(groupId: string, leaderId: string, memberId: string): Promise<true | null> {
  if (memberId === leaderId || !(await leads(groupId, leaderId))) return null;
  const result = await db
    .deleteFrom("group_member")
    .where("group_id", "=", groupId)
    .where("user_id", "=", memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? true : null;
}

/** A leader makes a member a leader too. */
export async function makeLeader(groupId: string, leaderId: string, memberId: string): Promise<true | null> {
  if (!(await leads(groupId, leaderId))) return null;
  const result = await db
    .updateTable("group_member")
    .set({ role: "leader" })
    .where("group_id", "=", groupId)
    .where("user_id", "=", memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? true : null;
}

/** Turns joining off (the code stops working) or on again with a new code, or replaces the code. */
export async function changeJoinCode(groupId: string, leaderId: string, change: "off" | "new"): Promise<true | null> {
  if (!(await leads(groupId, leaderId))) return null;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("learning_group")
      .set({ join_code: change === "off" ? null : await unusedCode(trx) })
      .where("id", "=", groupId)
      .execute();
  });
  return true;
}

/** When the code stops working (its last day) and how many members the group takes. */
export async function changeJoiningLimits(
  groupId: string,
  leaderId: string,
  limits: { expiresOn: string | null; memberCap: number | null },
): Promise<true | null> {
  if (!(await leads(groupId, leaderId))) return null;
  await db
    .updateTable("learning_group")
    .set({ code_expires_on: limits.expiresOn, member_cap: limits.memberCap })
    .where("id", "=", groupId)
    .execute();
  return true;
}

/** Assigns a course, or changes its due date if it is assigned already. */
export async function assignCourse(
  groupId: string,
  leaderId: string,
  assignment: { course: string; dueOn: string | null },
  now = new Date(),
): Promise<true | null> {
  if (!(await leads(groupId, leaderId))) return null;
  await db
    .insertInto("group_assignment")
    .values({ group_id: groupId, course: assignment.course, due_on: assignment.dueOn, assigned_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["group_id", "course"]).doUpdateSet({ due_on: assignment.dueOn }))
    .execute();
  return true;
}

export async function unassignCourse(groupId: string, leaderId: string, course: string): Promise<true | null> {
  if (!(await leads(groupId, leaderId))) return null;
  await db.deleteFrom("group_assignment").where("group_id", "=", groupId).where("course", "=", course).execute();
  return true;
}

/** Deletes a group with its memberships, assignments and code. */
export async function deleteGroup(groupId: string, leaderId: string): Promise<true | null> {
  if (!(await leads(groupId, leaderId))) return null;
  await db.deleteFrom("learning_group").where("id", "=", groupId).execute();
  return true;
}

/**
 * Before an account is deleted (its memberships go with it, by the foreign key): the groups
 * it was the only leader of are deleted too, since no one would be left to run them.
 */
export async function deleteGroupsLedOnlyBy(userId: string, executor: AppDatabase = db): Promise<void> {
  const led = await executor
    .selectFrom("group_member")
    .select("group_id")
    .where("user_id", "=", userId)
    .where("role", "=", "leader")
    .execute();
  for (const { group_id } of led) {
    const others = await executor
      .selectFrom("group_member")
      .select("user_id")
      .where("group_id", "=", group_id)
      .where("role", "=", "leader")
      .where("user_id", "<>", userId)
      .executeTakeFirst();
    if (!others) await executor.deleteFrom("learning_group").where("id", "=", group_id).execute();
  }
}

/** "Download my data": the groups a learner is in, and for those they lead, how they are set up. */
export async function exportGroups(userId: string) {
  const { leading, memberOf } = await groupsOf(userId);
  const joined = await db
    .selectFrom("group_member")
    .select(["group_id", "joined_at", "share_email"])
    .where("user_id", "=", userId)
    .execute();
  const membership = new Map(joined.map((j) => [j.group_id, j]));
  const settings = await Promise.all(leading.map((g) => leaderView(g.id, userId)));
  return {
    groupsYouLead: leading.map((g, i) => ({
      name: g.name,
      since: membership.get(g.id)?.joined_at ?? null,
      members: g.members,
      joinCode: settings[i]?.group.joinCode ?? null,
      codeExpiresOn: settings[i]?.group.codeExpiresOn ?? null,
      memberCap: settings[i]?.group.memberCap ?? null,
      assignedCourses: g.assignments.map((a) => ({ course: a.courseTitle, dueOn: a.dueOn })),
    })),
    groupsYouAreIn: memberOf.map((g) => ({
      name: g.name,
      joinedAt: membership.get(g.id)?.joined_at ?? null,
      leaders: g.leaders,
      emailShownToLeaders: Boolean(membership.get(g.id)?.share_email),
      assignedCourses: g.assignments.map((a) => ({ course: a.courseTitle, dueOn: a.dueOn })),
    })),
  };
}

export type GroupOverview = GroupSummary & {
  leaders: string[];
  members: number;
  courses: string[];
  joiningOn: boolean;
  createdAt: string;
};

/** How many groups the operators' list shows at a time. */
const GROUPS_PAGE_SIZE = 50;

/**
 * A page of every group, newest first, for the operators' area: who leads it and how big it
 * is, no progress. Reads only that page's groups: its members are counted in the database,
 * and only leaders' names are read.
 */
export async function groupsPage(requested: string | null): Promise<{ groups: GroupOverview[]; place: PagePlace }> {
  const total = Number(
    (await db.selectFrom("learning_group").select(db.fn.countAll<number>().as("n")).executeTakeFirst())?.n ?? 0,
  );
  const { offset, ...place } = placeIn(total, requested, GROUPS_PAGE_SIZE);
  const groups = await db
    .selectFrom("learning_group")
    .select(["id", "name", "join_code", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(GROUPS_PAGE_SIZE)
    .offset(offset)
    .execute();
  const ids = groups.map((g) => g.id);
  if (ids.length === 0) return { groups: [], place };
  const [leaders, sizes, assignments] = await Promise.all([leadersOf(ids), memberCounts(ids), assignmentsOf(ids)]);
  return {
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      leaders: leaders.get(g.id) ?? [],
      members: sizes.get(g.id) ?? 0,
      courses: (assignments.get(g.id) ?? []).map((a) => a.courseTitle),
      joiningOn: g.join_code !== null,
      createdAt: g.created_at,
    })),
    place,
  };
}

// ------------------------------------------------------------ enrolling by school sign-in
// Groups that enrol by school sign-in (issue 31, item 4): the `sso_*` columns of a group and
// `group_invitation`. A leader ties a group to a school provider they sign in through themselves
// (so nobody can draw another school's learners), optionally narrowed to a claim and its value;
// a learner who signs in through that provider, carrying that claim, is invited, and joins on
// /join after the same consent as with a code, without one.

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
    await addMember(trx, groupId, userId, shareEmail, now);
    await trx.deleteFrom("group_invitation").where("group_id", "=", groupId).where("user_id", "=", userId).execute();
    return "joined";
  });
}
