// Owns survey_response. A signed-in learner has one response, which they can change; a
// visitor's every submission is its own row. Nothing in a response says who gave it beyond
// the account link that keeps it to one per learner, and the results show no names.
import { randomUUID } from "node:crypto";
import { courseList, lessonsByCourse } from "#app/content/content.server.ts";
import { csvField } from "#app/platform/csv.ts";
import { db } from "#app/platform/db.server.ts";
import { catalogOf } from "#app/site/catalogs.server.ts";
import { i18nFor } from "#app/site/i18n.ts";
import { DEFAULT_LANGUAGE } from "#app/site/locale.ts";
import { BACKGROUNDS, NO_COURSE, PACES, translated } from "./choices.ts";
import type { SurveyCourse, SurveyInput } from "./forms.ts";

// The operators' results are in English, whatever language the learners answered in.
const english = i18nFor(DEFAULT_LANGUAGE, catalogOf(DEFAULT_LANGUAGE));

/** The courses and lessons the survey offers, in course order. */
export const surveyCourses: SurveyCourse[] = courseList.map((c) => ({
  slug: c.slug,
  title: c.title,
  lessons: (lessonsByCourse.get(c.slug) ?? []).map((l) => ({ slug: l.slug, title: l.title })),
}));

/** A response as the form shows it: every field a string, as it was submitted. */
export type SurveyAnswers = {
  course: string;
  clarity: string;
  demos: string;
  pace: string;
  hardestLesson: string;
  topicWish: string;
  background: string;
};

export async function findSurveyResponse(userId: string): Promise<SurveyAnswers | null> {
  const row = await db
    .selectFrom("survey_response")
    .select(["course", "clarity", "demos", "pace", "hardest_lesson", "topic_wish", "background"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    course: row.course,
    clarity: String(row.clarity),
    demos: String(row.demos),
    pace: row.pace,
    hardestLesson: row.hardest_lesson ?? "",
    topicWish: row.topic_wish ?? "",
    background: row.background ?? "",
  };
}

/** Saves a response: a learner's replaces their earlier one; a visitor's is added. */
export async function saveSurveyResponse(input: SurveyInput, userId: string | null): Promise<void> {
  const now = new Date().toISOString();
  const answers = {
    course: input.course,
    clarity: input.clarity,
    demos: input.demos,
    pace: input.pace,
    hardest_lesson: input.hardestLesson || null,
    topic_wish: input.topicWish || null,
    background: input.background || null,
    updated_at: now,
  };
  const insert = db.insertInto("survey_response").values({
    id: randomUUID(),
    user_id: userId,
    created_at: now,
    ...answers,
  });
  if (!userId) {
    await insert.execute();
    return;
  }
  await insert.onConflict((oc) => oc.column("user_id").doUpdateSet(answers)).execute();
}

/** Deletes responses not changed for two years, as the privacy notice says; run periodically. */
export async function purgeOldSurveyResponses(now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - 730 * 86_400_000).toISOString();
  await db.deleteFrom("survey_response").where("updated_at", "<", cutoff).execute();
}

export type Distribution = { label: string; value: number }[];
export type SurveyResults = {
  responses: number;
  course: Distribution;
  clarity: { average: number | null; count: number; bars: Distribution };
  demos: { average: number | null; count: number; bars: Distribution };
  pace: Distribution;
  hardestLesson: Distribution;
  background: Distribution;
  topicWishes: { text: string; day: string }[];
};

const SURVEY_COLUMNS = [
  "course",
  "clarity",
  "demos",
  "pace",
  "hardest_lesson",
  "topic_wish",
  "background",
  "updated_at",
] as const;

/** Every answer, as totals per question, plus the free-text topic ideas newest first. */
export async function surveyResults(): Promise<SurveyResults> {
  const rows = await db.selectFrom("survey_response").select(SURVEY_COLUMNS).orderBy("updated_at", "desc").execute();
  const countBy = (values: (string | null)[], choices: readonly { value: string; label: string }[]) =>
    choices.map((c) => ({ label: c.label, value: values.filter((v) => v === c.value).length }));
  const scale = (values: number[]) => ({
    average: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null,
    count: values.length,
    bars: [1, 2, 3, 4, 5].map((n) => ({ label: String(n), value: values.filter((v) => v === n).length })),
  });
  const lessonChoices = surveyCourses.flatMap((c) =>
    c.lessons.map((l) => ({ value: `${c.slug}/${l.slug}`, label: l.title })),
  );
  return {
    responses: rows.length,
    course: countBy(
      rows.map((r) => r.course),
      [
        ...surveyCourses.map((c) => ({ value: c.slug, label: c.title })),
        { value: NO_COURSE, label: "Not finished a course yet" },
      ],
    ),
    clarity: scale(rows.map((r) => r.clarity)),
    demos: scale(rows.map((r) => r.demos)),
    pace: countBy(
      rows.map((r) => r.pace),
      translated(PACES, english),
    ),
    hardestLesson: countBy(
      rows.map((r) => r.hardest_lesson),
      lessonChoices,
    )
      .filter((d) => d.value > 0)
      .sort((a, b) => b.value - a.value),
    background: [
      ...countBy(
        rows.map((r) => r.background),
        translated(BACKGROUNDS, english),
      ),
      { label: "Not said", value: rows.filter((r) => !r.background).length },
    ],
    topicWishes: rows
      .filter((r) => r.topic_wish)
      .map((r) => ({ text: r.topic_wish as string, day: r.updated_at.slice(0, 10) })),
  };
}

/** Every response as CSV (one row each, no account ids), for a spreadsheet. */
export async function surveyCsv(): Promise<string> {
  const rows = await db.selectFrom("survey_response").select(SURVEY_COLUMNS).orderBy("updated_at").execute();
  const header = ["course", "clarity", "demos", "pace", "hardest_lesson", "topic_wish", "background", "answered_at"];
  const lines = rows.map((r) => SURVEY_COLUMNS.map((c) => csvField(r[c])).join(","));
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
