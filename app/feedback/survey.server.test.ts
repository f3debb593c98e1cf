import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#app/platform/db.server.ts";
import { createUser } from "#tests/domain.ts";
import type { SurveyInput } from "./forms.ts";
import {
  findSurveyResponse,
  purgeOldSurveyResponses,
  type SurveyResults,
  saveSurveyResponse,
  surveyCourses,
  surveyCsv,
  surveyResults,
} from "./survey.server.ts";

const COURSE = "the-foundations-of-ai";

function response(overrides: Partial<SurveyInput> = {}): SurveyInput {
  return {
    course: COURSE,
    clarity: 4,
    demos: 5,
    pace: "right",
    hardestLesson: "",
    topicWish: "",
    background: "",
    ...overrides,
  };
}

/** Saves with the clock set to `iso`, so the row's times are what the test needs. */
async function saveAt(iso: string, input: SurveyInput, userId: string | null) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  try {
    await saveSurveyResponse(input, userId);
  } finally {
    vi.useRealTimers();
  }
}

const rowsOf = (userId: string) =>
  db.selectFrom("survey_response").select(["id", "clarity"]).where("user_id", "=", userId).execute();

const countOf = (distribution: SurveyResults["pace"], label: string) =>
  distribution.find((d) => d.label === label)?.value;

// Results and the CSV cover every response, so each test starts from an empty table.
beforeEach(async () => {
  await db.deleteFrom("survey_response").execute();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the survey", () => {
  it("keeps one response per learner: a second answer replaces the first", async () => {
    const learner = await createUser();
    await saveSurveyResponse(response({ clarity: 2, topicWish: "Robots" }), learner.id);
    const [first] = await rowsOf(learner.id);
    await saveSurveyResponse(response({ clarity: 5, pace: "too-fast", background: "student" }), learner.id);

    const rows = await rowsOf(learner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(first?.id);
    expect(await findSurveyResponse(learner.id)).toEqual({
      course: COURSE,
      clarity: "5",
      demos: "5",
      pace: "too-fast",
      hardestLesson: "",
      // An answer left blank the second time is blank, not the earlier answer.
      topicWish: "",
      background: "student",
    });
  });

  it("stores every visitor's response as its own row", async () => {
    await saveSurveyResponse(response({ clarity: 1 }), null);
    await saveSurveyResponse(response({ clarity: 1 }), null);
    await saveSurveyResponse(response({ clarity: 1 }), null);
    const rows = await db.selectFrom("survey_response").select("id").where("user_id", "is", null).execute();
    expect(rows).toHaveLength(3);
  });

  it("finds a learner's response as the form shows it, and null for one who has not answered", async () => {
    const learner = await createUser();
    const other = await createUser();
    const hardest = `${COURSE}/${surveyCourses[0]?.lessons[1]?.slug}`;
    await saveSurveyResponse(
      response({ clarity: 3, demos: 1, hardestLesson: hardest, topicWish: "Chess engines", background: "educator" }),
      learner.id,
    );
    expect(await findSurveyResponse(learner.id)).toEqual({
      course: COURSE,
      clarity: "3",
      demos: "1",
      pace: "right",
      hardestLesson: hardest,
      topicWish: "Chess engines",
      background: "educator",
    });
    expect(await findSurveyResponse(other.id)).toBeNull();
  });

  it("totals the answers: averages and counts per question, and topic ideas newest first", async () => {
    const [course, other] = surveyCourses;
    if (!course || !other) throw new Error("the survey needs two courses");
    const hardest = `${course.slug}/${course.lessons[0]?.slug}`;
    await saveAt(
      "2026-01-01T10:00:00.000Z",
      response({ course: course.slug, clarity: 5, demos: 3, pace: "right", topicWish: "Older idea" }),
      null,
    );
    await saveAt(
      "2026-01-02T10:00:00.000Z",
      response({ course: course.slug, clarity: 4, demos: 3, pace: "too-fast", hardestLesson: hardest }),
      (await createUser()).id,
    );
    await saveAt(
      "2026-01-03T10:00:00.000Z",
      response({ course: "none", clarity: 2, demos: 4, pace: "right", hardestLesson: hardest, background: "student" }),
      null,
    );
    await saveAt(
      "2026-01-04T10:00:00.000Z",
      response({ course: other.slug, clarity: 2, demos: 5, pace: "too-slow", topicWish: "Newer idea" }),
      null,
    );

    const results = await surveyResults();
    expect(results.responses).toBe(4);
    expect(results.clarity.average).toBe(13 / 4);
    expect(results.clarity.count).toBe(4);
    expect(results.clarity.bars.map((b) => b.value)).toEqual([0, 2, 0, 1, 1]);
    expect(results.demos.average).toBe(15 / 4);
    expect(results.demos.bars.map((b) => b.value)).toEqual([0, 0, 2, 1, 1]);
    expect(countOf(results.course, course.title)).toBe(2);
    expect(countOf(results.course, other.title)).toBe(1);
    expect(countOf(results.course, "Not finished a course yet")).toBe(1);
    expect(results.pace.map((p) => p.value)).toEqual([1, 2, 1]);
    expect(results.hardestLesson).toEqual([{ label: course.lessons[0]?.title, value: 2 }]);
    expect(countOf(results.background, "Student")).toBe(1);
    expect(countOf(results.background, "Not said")).toBe(3);
    expect(results.topicWishes).toEqual([
      { text: "Newer idea", day: "2026-01-04" },
      { text: "Older idea", day: "2026-01-01" },
    ]);
  });

  it("shows no average when nobody has answered", async () => {
    const results = await surveyResults();
    expect(results.responses).toBe(0);
    expect(results.clarity).toMatchObject({ average: null, count: 0 });
  });

  it("exports the responses as CSV, oldest first, without account ids", async () => {
    const learner = await createUser();
    await saveAt(
      "2026-02-01T08:00:00.000Z",
      response({ clarity: 3, demos: 4, topicWish: 'He said "hi", twice' }),
      learner.id,
    );
    await saveAt(
      "2026-01-01T08:00:00.000Z",
      response({ course: "none", clarity: 1, demos: 2, pace: "too-slow", background: "other" }),
      null,
    );

    expect(await surveyCsv()).toBe(
      [
        "course,clarity,demos,pace,hardest_lesson,topic_wish,background,answered_at",
        '"none","1","2","too-slow","","","other","2026-01-01T08:00:00.000Z"',
        `"${COURSE}","3","4","right","","He said ""hi"", twice","","2026-02-01T08:00:00.000Z"`,
        "",
      ].join("\r\n"),
    );
    expect(await surveyCsv()).not.toContain(learner.id);
  });

  it("defuses CSV cells that a spreadsheet would run as a formula", async () => {
    const wishes = ['=HYPERLINK("http://x")', "+SUM(A1)", "-2+3", "@cmd", "\tTAB", "Plain = text"];
    for (const [i, topicWish] of wishes.entries()) {
      await saveAt(`2026-03-0${i + 1}T00:00:00.000Z`, response({ topicWish }), null);
    }
    const cells = (await surveyCsv())
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split('","')[5]);
    expect(cells).toEqual(['\'=HYPERLINK(""http://x"")', "'+SUM(A1)", "'-2+3", "'@cmd", "'\tTAB", "Plain = text"]);
  });

  it("purges responses not changed for two years, counting from the last change", async () => {
    const now = new Date("2030-06-01T00:00:00.000Z");
    const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const learner = await createUser();
    await saveAt(daysBefore(731), response({ topicWish: "old visitor" }), null);
    await saveAt(daysBefore(729), response({ topicWish: "young visitor" }), null);
    // Answered long ago, changed recently: kept.
    await saveAt(daysBefore(900), response({ topicWish: "learner, first" }), learner.id);
    await saveAt(daysBefore(10), response({ topicWish: "learner, changed" }), learner.id);

    await purgeOldSurveyResponses(now);

    const left = await db.selectFrom("survey_response").select("topic_wish").orderBy("topic_wish").execute();
    expect(left.map((r) => r.topic_wish)).toEqual(["learner, changed", "young visitor"]);
  });
});
