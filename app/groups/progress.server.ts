// What a group's leaders see of its members: for each member and each course assigned to the
// group, their lessons, best quiz score, pass and certificate, and when they were last active
// in those courses; which questions the group finds hardest; and, live, that something
// changed. Reads the learning record (it writes nothing), limited to the group's members and
// its assigned courses, in a fixed number of queries whatever the group's size.

import { sql } from "kysely";
import { contentIn, findCourse, findQuestion, lessonsByCourse } from "#app/content/content.server.ts";
import type { CourseSlug, Question } from "#app/content/schemas.ts";
import { type Answers, isCorrect } from "#app/learning/quiz.ts";
import { isFinished } from "#app/learning/record.ts";
import { db } from "#app/platform/db.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { publish } from "#app/platform/realtime.server.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
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
 * leader's YYYY-MM-DD) decides who is behind a due date; course and lesson titles and question
 * prompts are in `language` (the page's).
 */
export async function groupProgress(
  groupId: string,
  leaderId: string,
  today: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<GroupProgress | null> {
  const view = await leaderView(groupId, leaderId, language);
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
  // The group's members, as a subquery: no list of ids grows with the group. The database
  // counts per member and course (a school's record has tens of thousands of rows); only the
  // quiz answers come back one attempt at a time, to be graded for "hardest".
  const memberIds = db
    .selectFrom("group_member")
    .select("user_id")
    .where("group_id", "=", groupId)
    .where("role", "=", "member");
  const [lessons, checkActivity, checkTally, attempts, answers, certificates] = await Promise.all([
    db
      .selectFrom("lesson_progress")
      .select((eb) => [
        "user_id",
        "course",
        eb.fn.countAll<number | string>().as("completed"),
        eb.fn.max("completed_at").as("last"),
      ])
      .where("user_id", "in", memberIds)
      // Only lessons the course still has (a lesson removed from the content no longer counts).
      .where((eb) => eb.or(slugs.map((s) => eb.and([eb("course", "=", s), eb("lesson", "in", lessonSlugsOf(s))]))))
      .groupBy(["user_id", "course"])
      .execute(),
    db
      .selectFrom("lesson_check")
      .select((eb) => ["user_id", "course", eb.fn.max("answered_at").as("last")])
      .where("user_id", "in", memberIds)
      .where("course", "in", slugs)
      .groupBy(["user_id", "course"])
      .execute(),
    db
      .selectFrom("lesson_check")
      .select((eb) => [
        "course",
        "check_id",
        eb.fn.countAll<number | string>().as("answered"),
        eb.fn.sum<number | string>("correct").as("right"),
      ])
      .where("user_id", "in", memberIds)
      .where("course", "in", slugs)
      .groupBy(["course", "check_id"])
      .execute(),
    db
      .selectFrom("quiz_attempt")
      .select((eb) => [
        "user_id",
        "course",
        eb.fn.countAll<number | string>().as("attempts"),
        // Whole percent, rounded down, of the best attempt (integer division on both databases).
        eb.fn
          .max<number>(eb.case().when("max_score", ">", 0).then(sql<number>`score * 100 / max_score`).else(0).end())
          .as("best"),
        eb.fn.max("passed").as("passed"),
        eb.fn.max("submitted_at").as("last"),
      ])
      .where("user_id", "in", memberIds)
      .where("course", "in", slugs)
      .groupBy(["user_id", "course"])
      .execute(),
    db
      .selectFrom("quiz_attempt")
      .select(["course", "answers"])
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
  for (const l of lessons) {
    rows.completed.set(key(l.user_id, l.course), Number(l.completed));
    rows.touch(l.user_id, l.course, l.last);
  }
  for (const c of checkActivity) rows.touch(c.user_id, c.course, c.last);
  for (const a of attempts) {
    const k = key(a.user_id, a.course);
    rows.best.set(k, Number(a.best));
    rows.attempts.set(k, Number(a.attempts));
    if (Number(a.passed)) rows.passed.add(k);
    rows.touch(a.user_id, a.course, a.last);
  }
  for (const c of certificates) rows.certificates.set(key(c.user_id, c.course), c.id);
  return {
    view,
    courses: coursesOf(assigned, today),
    rows: rowsOf(members, assigned, today, rows),
    hardest: hardestOf(slugs, checkTally, answers, language),
  };
}

const lessonSlugsOf = (course: string) => (lessonsByCourse.get(course as CourseSlug) ?? []).map((l) => l.slug);

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

/**
 * The questions members got wrong most often: lesson checks (latest answers) and quiz answers,
 * graded against the English copy (the answer keys) and shown in `language`.
 */
function hardestOf(
  slugs: string[],
  checks: { course: string; check_id: string; answered: number | string; right: number | string | null }[],
  attempts: { course: string; answers: string }[],
  language: Language,
): Record<string, HardQuestion[]> {
  const shown = contentIn(language);
  type Tally = { question: Question; answered: number; wrong: number };
  // Per course, per question: found in the content once, however many answers it has.
  const tallies = new Map(slugs.map((s) => [s, new Map<string, Tally | null>()]));
  const tallyOf = (course: string, questionId: string) => {
    const ofCourse = tallies.get(course);
    if (!ofCourse) return null;
    let tally = ofCourse.get(questionId);
    if (tally === undefined) {
      const question = findQuestion(course, questionId);
      tally = question ? { question, answered: 0, wrong: 0 } : null;
      ofCourse.set(questionId, tally);
    }
    return tally;
  };
  for (const c of checks) {
    const tally = tallyOf(c.course, c.check_id);
    if (!tally) continue;
    tally.answered += Number(c.answered);
    tally.wrong += Number(c.answered) - Number(c.right ?? 0);
  }
  for (const a of attempts) {
    let answers: Answers;
    try {
      answers = JSON.parse(a.answers) as Answers;
    } catch {
      continue;
    }
    for (const questionId in answers) {
      const tally = tallyOf(a.course, questionId);
      if (!tally) continue;
      tally.answered++;
      if (!isCorrect(tally.question, answers[questionId] ?? null)) tally.wrong++;
    }
  }
  const hardest: Record<string, HardQuestion[]> = {};
  for (const course of slugs) {
    hardest[course] = [...(tallies.get(course)?.values() ?? [])]
      .filter((t): t is Tally => t !== null && t.wrong > 0)
      .sort((a, b) => b.wrong / b.answered - a.wrong / a.answered || b.wrong - a.wrong)
      .slice(0, HARDEST_SHOWN)
      .map(({ question, answered, wrong }) => ({
        prompt: shown.findQuestion(course, question.id)?.prompt ?? question.prompt,
        lesson: question.lesson,
        lessonTitle: shown.lessonTitle(course as CourseSlug, question.lesson),
        answered,
        wrong,
      }));
  }
  return hardest;
}

/**
 * Tells the leaders of every group in which this learner is a member and this course is
 * assigned that their grid changed (after a lesson is completed or a quiz submitted: the
 * HTTP shell subscribes it to learning's progress events, server/background-jobs.ts). Their
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
