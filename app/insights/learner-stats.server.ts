// What the operators see about learning: the course funnel, active learners, sign-ups and
// the questions learners find hardest. Reads the learning record and the event log; writes
// nothing. Every figure counts learners, never names them.
import { sql } from "kysely";
import { courseList, courseTitle, quizBanks } from "#app/content/content.server.ts";
import type { Answers } from "#app/learning/quiz.ts";
import { gradeQuestion } from "#app/learning/quiz.ts";
import { db } from "#app/platform/db.server.ts";

export type FunnelStep = { label: string; learners: number };
export type CourseFunnel = { course: string; title: string; steps: FunnelStep[] };

/**
 * Per course: learners who started (completed a lesson or tried the quiz), then how many
 * completed each lesson in course order, attempted the quiz, passed it, and hold a certificate.
 */
export async function courseFunnels(): Promise<CourseFunnel[]> {
  const [started, lessons, quiz, certificates] = await Promise.all([
    db
      .selectFrom(
        db
          .selectFrom("lesson_progress")
          .select(["user_id", "course"])
          .union(db.selectFrom("quiz_attempt").select(["user_id", "course"]))
          .as("active"),
      )
      .select(["course", (eb) => eb.fn.count<number>("user_id").as("learners")])
      .groupBy("course")
      .execute(),
    db
      .selectFrom("lesson_progress")
      .select(["course", "lesson", (eb) => eb.fn.countAll<number>().as("learners")])
      .groupBy(["course", "lesson"])
      .execute(),
    db
      .selectFrom("quiz_attempt")
      .select([
        "course",
        (eb) => eb.fn.count<number>("user_id").distinct().as("attempted"),
        sql<number>`count(distinct case when passed = 1 then user_id end)`.as("passed"),
      ])
      .groupBy("course")
      .execute(),
    db
      .selectFrom("certificate")
      .select(["course", (eb) => eb.fn.countAll<number>().as("learners")])
      .groupBy("course")
      .execute(),
  ]);
  return courseList.map((course) => {
    const lessonCount = (slug: string) =>
      Number(lessons.find((l) => l.course === course.slug && l.lesson === slug)?.learners ?? 0);
    const attempts = quiz.find((q) => q.course === course.slug);
    return {
      course: course.slug,
      title: course.title,
      steps: [
        { label: "Started", learners: Number(started.find((s) => s.course === course.slug)?.learners ?? 0) },
        ...course.lessons.map((slug, i) => ({ label: `Lesson ${i + 1}`, learners: lessonCount(slug) })),
        { label: "Tried the quiz", learners: Number(attempts?.attempted ?? 0) },
        { label: "Passed the quiz", learners: Number(attempts?.passed ?? 0) },
        {
          label: "Certificate",
          learners: Number(certificates.find((c) => c.course === course.slug)?.learners ?? 0),
        },
      ],
    };
  });
}

export type DayCount = { day: string; count: number };

/** The last `days` UTC days, oldest first, ending today. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The Monday (UTC) of the ISO week a day falls in. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const monday = date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}

/**
 * Distinct learners who completed a lesson or submitted a quiz, per day for the last `days`
 * days and per ISO week for the last `weeks` weeks (the current week so far included).
 */
export async function activeLearners(days: number, weeks: number, now = new Date()) {
  const dayList = lastDays(days, now);
  const weekStart = weekOf(lastDays(1, now)[0] as string);
  const firstWeek = new Date(new Date(`${weekStart}T00:00:00Z`).getTime() - (weeks - 1) * 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const from = [dayList[0] as string, firstWeek].sort()[0] as string;
  const rows = await db
    .selectFrom(
      db
        .selectFrom("lesson_progress")
        .select(["user_id", sql<string>`substr(completed_at, 1, 10)`.as("day")])
        .where("completed_at", ">=", from)
        .union(
          db
            .selectFrom("quiz_attempt")
            .select(["user_id", sql<string>`substr(submitted_at, 1, 10)`.as("day")])
            .where("submitted_at", ">=", from),
        )
        .as("activity"),
    )
    .select(["user_id", "day"])
    .execute();
  const perDay = new Map<string, Set<string>>();
  const perWeek = new Map<string, Set<string>>();
  for (const { user_id, day } of rows) {
    perDay.set(day, (perDay.get(day) ?? new Set()).add(user_id));
    const week = weekOf(day);
    perWeek.set(week, (perWeek.get(week) ?? new Set()).add(user_id));
  }
  const weekList = Array.from({ length: weeks }, (_, i) =>
    new Date(new Date(`${firstWeek}T00:00:00Z`).getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10),
  );
  return {
    daily: dayList.map((day) => ({ day, count: perDay.get(day)?.size ?? 0 })),
    weekly: weekList.map((day) => ({ day, count: perWeek.get(day)?.size ?? 0 })),
  };
}

/** Accounts created per day, from the event log. */
export async function signUpsPerDay(days: number, now = new Date()): Promise<DayCount[]> {
  const dayList = lastDays(days, now);
  const rows = await db
    .selectFrom("analytics_event")
    .select(["day", (eb) => eb.fn.countAll<number>().as("count")])
    .where("name", "=", "sign-up")
    .where("day", ">=", dayList[0] as string)
    .groupBy("day")
    .execute();
  return dayList.map((day) => ({ day, count: Number(rows.find((r) => r.day === day)?.count ?? 0) }));
}

export type HardQuestion = {
  course: string;
  courseTitle: string;
  prompt: string;
  answered: number;
  correctRate: number;
};
/** Hardest questions are judged on at most this many recent attempts, to bound the work. */
export const HARDEST_SAMPLE = 5000;

/** The questions answered correctly least often (at least `minAnswers` answers each). */
export async function hardestQuestions(limit = 10, minAnswers = 5): Promise<HardQuestion[]> {
  const attempts = await db
    .selectFrom("quiz_attempt")
    .select(["course", "answers"])
    .orderBy("submitted_at", "desc")
    .limit(HARDEST_SAMPLE)
    .execute();
  const tally = new Map<string, { course: string; prompt: string; answered: number; correct: number }>();
  for (const attempt of attempts) {
    const bank = quizBanks.get(attempt.course as Parameters<typeof quizBanks.get>[0]) ?? [];
    const answers = JSON.parse(attempt.answers) as Answers;
    for (const question of bank) {
      // An attempt asks a draw from the pool: only the questions it asked count.
      if (!(question.id in answers)) continue;
      const key = `${attempt.course}/${question.id}`;
      const entry = tally.get(key) ?? { course: attempt.course, prompt: question.prompt, answered: 0, correct: 0 };
      entry.answered++;
      if (gradeQuestion(question, answers[question.id] ?? null).correct) entry.correct++;
      tally.set(key, entry);
    }
  }
  return [...tally.values()]
    .filter((q) => q.answered >= minAnswers)
    .map((q) => ({
      course: q.course,
      courseTitle: courseTitle(q.course),
      prompt: q.prompt,
      answered: q.answered,
      correctRate: q.correct / q.answered,
    }))
    .sort((a, b) => a.correctRate - b.correctRate || b.answered - a.answered)
    .slice(0, limit);
}

/** Distinct learners who completed a lesson or submitted a quiz in the last `minutes` minutes. */
export async function learnersActiveNow(minutes = 15, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - minutes * 60_000).toISOString();
  const row = await db
    .selectFrom(
      db
        .selectFrom("lesson_progress")
        .select("user_id")
        .where("completed_at", ">=", since)
        .union(db.selectFrom("quiz_attempt").select("user_id").where("submitted_at", ">=", since))
        .as("recent"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
