// What a group's leaders see of its members: for each member and each course assigned to the
// group, their lessons, best quiz score, pass and certificate, and when they were last active
// in those courses; which questions the group finds hardest; and, live, that something
// changed. Reads the learning record (it writes nothing), limited to the group's members and
// its assigned courses, in a fixed number of queries whatever the group's size.
import { findCourse, findQuestion, lessonsByCourse, lessonTitle } from "#app/content/content.server.ts";
import type { CourseSlug } from "#app/content/schemas.ts";
import { type Answers, gradeQuestion } from "#app/learning/quiz.ts";
import { isFinished } from "#app/learning/record.ts";
import { db } from "#app/platform/db.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { publish } from "#app/platform/realtime.server.ts";
import type { CellStatus, GridCourse, GridRow, HardQuestion } from "./grid.ts";
import { type LeaderView, leaderView } from "./groups.server.ts";

export type GroupProgress = {
  /** The group as its leaders manage it (leaderView). */
  view: LeaderView;
  courses: GridCourse[];
  rows: GridRow[];
  /** Per assigned course, the questions members got wrong most often. */
  hardest: Record<string, HardQuestion[]>;
};

/** At most this many questions per course in "hardest". */
const HARDEST_SHOWN = 3;

/**
 * The leader's grid for a group, or null for anyone who does not lead it. `today` (the
 * leader's YYYY-MM-DD) decides who is behind a due date.
 */
export async function groupProgress(groupId: string, leaderId: string, today: string): Promise<GroupProgress | null> {
  const view = await leaderView(groupId, leaderId);
  if (!view) return null;
  const members = view.members.filter((m) => m.role === "member");
  const assigned = view.assignments.filter((a) => findCourse(a.course));
  const slugs = assigned.map((a) => a.course);
  if (members.length === 0 || slugs.length === 0) {
    return {
      view,
      courses: coursesOf(assigned, today),
      rows: rowsOf(members, assigned, today, emptyRows()),
      hardest: {},
    };
  }
  // The group's members, as a subquery: no list of ids grows with the group.
  const memberIds = db
    .selectFrom("group_member")
    .select("user_id")
    .where("group_id", "=", groupId)
    .where("role", "=", "member");
  const [lessons, checks, attempts, certificates] = await Promise.all([
    db
      .selectFrom("lesson_progress")
      .select(["user_id", "course", "lesson", "completed_at"])
      .where("user_id", "in", memberIds)
      .where("course", "in", slugs)
      .execute(),
    db
      .selectFrom("lesson_check")
      .select(["user_id", "course", "check_id", "correct", "answered_at"])
      .where("user_id", "in", memberIds)
      .where("course", "in", slugs)
      .execute(),
    db
      .selectFrom("quiz_attempt")
      .select(["user_id", "course", "score", "max_score", "passed", "answers", "submitted_at"])
      .where("user_id", "in", memberIds)
      .where("course", "in", slugs)
      .execute(),
    db
      .selectFrom("certificate")
      .select(["id", "user_id", "course"])
      .where("user_id", "in", memberIds)
      .where("course", "in", slugs)
      .execute(),
  ]);
  const rows = emptyRows();
  const key = (user: string, course: string) => `${user} ${course}`;
  const lessonsOf = new Map(
    slugs.map((s) => [s, new Set((lessonsByCourse.get(s as CourseSlug) ?? []).map((l) => l.slug))]),
  );
  for (const l of lessons) {
    if (!lessonsOf.get(l.course)?.has(l.lesson)) continue;
    bump(rows.completed, key(l.user_id, l.course));
    rows.touch(l.user_id, l.course, l.completed_at);
  }
  for (const c of checks) rows.touch(c.user_id, c.course, c.answered_at);
  for (const a of attempts) {
    const k = key(a.user_id, a.course);
    const percent = a.max_score > 0 ? Math.floor((a.score / a.max_score) * 100) : 0;
    rows.best.set(k, Math.max(rows.best.get(k) ?? 0, percent));
    bump(rows.attempts, k);
    if (a.passed) rows.passed.add(k);
    rows.touch(a.user_id, a.course, a.submitted_at);
  }
  for (const c of certificates) rows.certificates.set(key(c.user_id, c.course), c.id);
  return {
    view,
    courses: coursesOf(assigned, today),
    rows: rowsOf(members, assigned, today, rows),
    hardest: hardestOf(slugs, checks, attempts),
  };
}

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Per member and course, what the queries found. */
function emptyRows() {
  const lastActive = new Map<string, string>();
  const started = new Set<string>();
  return {
    completed: new Map<string, number>(),
    best: new Map<string, number>(),
    attempts: new Map<string, number>(),
    passed: new Set<string>(),
    certificates: new Map<string, string>(),
    started,
    lastActive,
    /** Activity in one of the group's courses: it counts as started, and for "last active". */
    touch(user: string, course: string, at: string) {
      started.add(`${user} ${course}`);
      if ((lastActive.get(user) ?? "") < at) lastActive.set(user, at);
    },
  };
}

function coursesOf(assigned: { course: string; courseTitle: string; dueOn: string | null }[], today: string) {
  return assigned.map((a) => ({
    course: a.course,
    courseTitle: a.courseTitle,
    dueOn: a.dueOn,
    lessons: lessonsByCourse.get(a.course as CourseSlug)?.length ?? 0,
    pastDue: a.dueOn !== null && a.dueOn < today,
  }));
}

function rowsOf(
  members: { userId: string; name: string; email: string | null }[],
  assigned: { course: string; dueOn: string | null }[],
  today: string,
  found: ReturnType<typeof emptyRows>,
): GridRow[] {
  return members.map((m) => ({
    userId: m.userId,
    name: m.name,
    email: m.email,
    lastActiveAt: found.lastActive.get(m.userId) ?? null,
    cells: Object.fromEntries(
      assigned.map((a) => {
        const k = `${m.userId} ${a.course}`;
        const total = lessonsByCourse.get(a.course as CourseSlug)?.length ?? 0;
        const completed = found.completed.get(k) ?? 0;
        const quizPassed = found.passed.has(k);
        const certificateId = found.certificates.get(k) ?? null;
        const finished = certificateId !== null || isFinished({ completed, total, quizPassed });
        const status: CellStatus = finished
          ? "finished"
          : a.dueOn !== null && a.dueOn < today
            ? "behind"
            : found.started.has(k)
              ? "in-progress"
              : "not-started";
        return [
          a.course,
          {
            completed,
            total,
            bestPercent: found.best.get(k) ?? null,
            attempts: found.attempts.get(k) ?? 0,
            quizPassed,
            certificateId,
            status,
          },
        ];
      }),
    ),
  }));
}

/** The questions members got wrong most often: lesson checks (latest answers) and quiz answers. */
function hardestOf(
  slugs: string[],
  checks: { course: string; check_id: string; correct: number }[],
  attempts: { course: string; answers: string }[],
): Record<string, HardQuestion[]> {
  const tally = new Map<string, { course: string; questionId: string; answered: number; wrong: number }>();
  const count = (course: string, questionId: string, correct: boolean) => {
    const k = `${course}/${questionId}`;
    const entry = tally.get(k) ?? { course, questionId, answered: 0, wrong: 0 };
    entry.answered++;
    if (!correct) entry.wrong++;
    tally.set(k, entry);
  };
  for (const c of checks) count(c.course, c.check_id, Boolean(c.correct));
  for (const a of attempts) {
    let answers: Answers;
    try {
      answers = JSON.parse(a.answers) as Answers;
    } catch {
      continue;
    }
    for (const [questionId, answer] of Object.entries(answers)) {
      const question = findQuestion(a.course, questionId);
      if (question) count(a.course, questionId, gradeQuestion(question, answer ?? null).correct);
    }
  }
  const hardest: Record<string, HardQuestion[]> = {};
  for (const course of slugs) {
    hardest[course] = [...tally.values()]
      .filter((t) => t.course === course && t.wrong > 0)
      .sort((a, b) => b.wrong / b.answered - a.wrong / a.answered || b.wrong - a.wrong)
      .slice(0, HARDEST_SHOWN)
      .flatMap((t) => {
        const question = findQuestion(course, t.questionId);
        if (!question) return [];
        return [
          {
            prompt: question.prompt,
            lesson: question.lesson,
            lessonTitle: lessonTitle(course as CourseSlug, question.lesson),
            answered: t.answered,
            wrong: t.wrong,
          },
        ];
      });
  }
  return hardest;
}

/**
 * Tells the leaders of every group in which this learner is a member and this course is
 * assigned that their grid changed (after a lesson is completed or a quiz submitted). Their
 * open group page reads its data again. One query, whatever the number of groups; never throws.
 */
export async function tellGroupLeaders(learnerId: string, course: string): Promise<void> {
  try {
    await publishToLeaders(learnerId, course);
  } catch (error) {
    // The learner's change is saved; their leaders see it when their page next loads.
    logger.warn({ err: error }, "could not tell group leaders of new progress");
  }
}

async function publishToLeaders(learnerId: string, course: string): Promise<void> {
  const leaders = await db
    .selectFrom("group_member as member")
    .innerJoin("group_assignment as assignment", "assignment.group_id", "member.group_id")
    .innerJoin("group_member as leader", "leader.group_id", "member.group_id")
    .select(["leader.user_id as leaderId", "member.group_id as groupId"])
    .where("member.user_id", "=", learnerId)
    .where("member.role", "=", "member")
    .where("assignment.course", "=", course)
    .where("leader.role", "=", "leader")
    .execute();
  await Promise.all(leaders.map((l) => publish(l.leaderId, { type: "group-progress", group: l.groupId })));
}
