import { describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server.ts";
import { createUser } from "#tests/domain.ts";
import { completedLessons, completeLesson, mergeCompletedLessons } from "./progress.server.ts";

const COURSE = "the-foundations-of-ai";
const OTHER_COURSE = "ai-in-our-everyday-world";

async function progressRows(userId: string) {
  return db
    .selectFrom("lesson_progress")
    .select(["course", "lesson", "completed_at"])
    .where("user_id", "=", userId)
    .execute();
}

describe("lesson progress", () => {
  it("completes a lesson once: true the first time, false after, and one row", async () => {
    const learner = await createUser();
    const first = new Date("2025-03-01T10:00:00.000Z");
    expect(await completeLesson({ userId: learner.id, course: COURSE, lesson: "what-is-ai", at: first })).toBe(true);
    expect(
      await completeLesson({
        userId: learner.id,
        course: COURSE,
        lesson: "what-is-ai",
        at: new Date("2025-03-02T10:00:00.000Z"),
      }),
    ).toBe(false);
    expect(await progressRows(learner.id)).toEqual([
      { course: COURSE, lesson: "what-is-ai", completed_at: first.toISOString() },
    ]);
  });

  it("counts the same lesson slug in another course, or for another learner, as a different lesson", async () => {
    const learner = await createUser();
    const other = await createUser();
    expect(await completeLesson({ userId: learner.id, course: COURSE, lesson: "intro" })).toBe(true);
    expect(await completeLesson({ userId: learner.id, course: OTHER_COURSE, lesson: "intro" })).toBe(true);
    expect(await completeLesson({ userId: other.id, course: COURSE, lesson: "intro" })).toBe(true);
    expect(await progressRows(learner.id)).toHaveLength(2);
  });

  it("lists completed lessons oldest first, whatever order they were written in", async () => {
    const learner = await createUser();
    await completeLesson({ userId: learner.id, course: COURSE, lesson: "c", at: new Date("2025-05-03T00:00:00Z") });
    await completeLesson({
      userId: learner.id,
      course: OTHER_COURSE,
      lesson: "a",
      at: new Date("2025-05-01T00:00:00Z"),
    });
    await completeLesson({ userId: learner.id, course: COURSE, lesson: "b", at: new Date("2025-05-02T00:00:00Z") });

    expect(await completedLessons(learner.id)).toEqual([
      { course: OTHER_COURSE, lesson: "a", completedAt: "2025-05-01T00:00:00.000Z" },
      { course: COURSE, lesson: "b", completedAt: "2025-05-02T00:00:00.000Z" },
      { course: COURSE, lesson: "c", completedAt: "2025-05-03T00:00:00.000Z" },
    ]);
  });

  it("lists only one course's lessons when asked, and never another learner's", async () => {
    const learner = await createUser();
    const other = await createUser();
    await completeLesson({ userId: learner.id, course: COURSE, lesson: "what-is-ai" });
    await completeLesson({ userId: learner.id, course: OTHER_COURSE, lesson: "ai-in-a-day" });
    await completeLesson({ userId: other.id, course: COURSE, lesson: "how-machines-learn" });

    expect((await completedLessons(learner.id, COURSE)).map((l) => `${l.course}/${l.lesson}`)).toEqual([
      `${COURSE}/what-is-ai`,
    ]);
    expect((await completedLessons(learner.id, OTHER_COURSE)).map((l) => `${l.course}/${l.lesson}`)).toEqual([
      `${OTHER_COURSE}/ai-in-a-day`,
    ]);
    expect(await completedLessons(learner.id, "no-such-course")).toEqual([]);
  });

  it("merges a visitor's lessons: counts only new rows and keeps the first date of a lesson already complete", async () => {
    const learner = await createUser();
    await completeLesson({
      userId: learner.id,
      course: COURSE,
      lesson: "what-is-ai",
      at: new Date("2025-01-01T00:00:00Z"),
    });

    const added = await mergeCompletedLessons(learner.id, [
      { course: COURSE, lesson: "what-is-ai", completedAt: "2025-06-01T00:00:00.000Z" },
      { course: COURSE, lesson: "how-machines-learn", completedAt: "2025-06-02T00:00:00.000Z" },
      { course: OTHER_COURSE, lesson: "ai-in-a-day", completedAt: "2025-06-03T00:00:00.000Z" },
    ]);

    expect(added).toBe(2);
    expect(await completedLessons(learner.id)).toEqual([
      { course: COURSE, lesson: "what-is-ai", completedAt: "2025-01-01T00:00:00.000Z" },
      { course: COURSE, lesson: "how-machines-learn", completedAt: "2025-06-02T00:00:00.000Z" },
      { course: OTHER_COURSE, lesson: "ai-in-a-day", completedAt: "2025-06-03T00:00:00.000Z" },
    ]);
  });

  it("adds nothing when the same lessons are merged again, or when there are none", async () => {
    const learner = await createUser();
    const lessons = [
      { course: COURSE, lesson: "what-is-ai", completedAt: "2025-06-01T00:00:00.000Z" },
      { course: COURSE, lesson: "how-machines-learn", completedAt: "2025-06-02T00:00:00.000Z" },
    ];
    expect(await mergeCompletedLessons(learner.id, lessons)).toBe(2);
    expect(
      await mergeCompletedLessons(
        learner.id,
        lessons.map((l) => ({ ...l, completedAt: "2025-07-01T00:00:00.000Z" })),
      ),
    ).toBe(0);
    expect(await mergeCompletedLessons(learner.id, [])).toBe(0);
    expect(await progressRows(learner.id)).toHaveLength(2);
    expect((await completedLessons(learner.id)).map((l) => l.completedAt)).toEqual([
      "2025-06-01T00:00:00.000Z",
      "2025-06-02T00:00:00.000Z",
    ]);
  });
});
