import { data } from "react-router";
import { getAuth } from "#app/accounts/auth.server.ts";
import { courseList, lessonsByCourse } from "#app/content/content.server.ts";
import { mergeVisitorRecord } from "#app/learning/record.server.ts";
import { visitorRecordSchema } from "#app/learning/visitor-record.ts";
import type { Route } from "./+types/learning-merge.ts";

const knownLesson = (course: string, lesson: string) =>
  lessonsByCourse.get(course as never)?.some((l) => l.slug === lesson) ?? false;
const knownCourse = (course: string) => courseList.some((c) => c.slug === course);

/**
 * POST: what a visitor did in this browser before signing in (field `record`, JSON), added
 * to their account. Unknown lessons are skipped; dates in the future become now.
 */
export async function action({ request }: Route.ActionArgs) {
  const { state } = await getAuth(request);
  if (!state) return data({ error: "Log in to save your progress." }, { status: 401 });
  const form = await request.formData();
  let json: unknown;
  try {
    json = JSON.parse(String(form.get("record") ?? ""));
  } catch {
    return data({ error: "The progress to save was not readable." }, { status: 400 });
  }
  const parsed = visitorRecordSchema.safeParse(json);
  if (!parsed.success) return data({ error: "The progress to save was not readable." }, { status: 400 });
  const now = new Date().toISOString();
  const notLater = (iso: string) => {
    const at = new Date(iso).toISOString();
    return at > now ? now : at;
  };
  const lessons = Object.entries(parsed.data.lessons)
    .map(([key, at]) => {
      const [course = "", lesson = ""] = key.split("/");
      return { course, lesson, completedAt: notLater(at) };
    })
    .filter((l) => knownLesson(l.course, l.lesson));
  const placements = parsed.data.placements.map((p) => ({
    takenAt: notLater(p.takenAt),
    scores: Object.fromEntries(Object.entries(p.scores).filter(([course]) => knownCourse(course))),
  }));
  const added = await mergeVisitorRecord({ id: state.user.id, name: state.user.name }, { lessons, placements });
  return { added };
}
