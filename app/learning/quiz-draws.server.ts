// The draw behind each course-quiz attempt. The attempt key (a random UUID the quiz page
// hands out) seeds it through a keyed hash, so the server draws the same questions again
// when the answers come back, and nobody without the app's secret can tell from a key
// which questions it draws.
import { createHmac, randomUUID } from "node:crypto";
import { quizBanks } from "#app/content/content.server.ts";
import type { Course, Question } from "#app/content/schemas.ts";
import { appSecret } from "#app/platform/secret.server.ts";
import { drawHistory } from "./attempts.server.ts";
import { drawQuiz, sameDraw } from "./quiz-draw.ts";

/** The questions the attempt with this key asks. */
export function drawFor(course: Course, key: string): Question[] {
  const digest = createHmac("sha256", appSecret).update(`quiz-draw:${course.slug}:${key}`).digest();
  const seed = digest.readUInt32BE(0) & 0x7fffffff || 1;
  return drawQuiz(quizBanks.get(course.slug) ?? [], course.lessons, seed);
}

/** The size of the course's question pool. */
export const poolSize = (course: Course) => quizBanks.get(course.slug)?.length ?? 0;

const TRIES = 20;

/**
 * The attempt the quiz page hands out. `requested` (from the page's address, so a reload or
 * a log-in comes back to the same questions) is kept unless this learner already submitted
 * it. A new key's draw differs from the learner's latest attempt whenever the pool allows.
 */
export async function startAttempt(
  course: Course,
  learnerId: string | null,
  requested: string | null,
): Promise<{ key: string; questions: Question[] }> {
  const history = learnerId ? await drawHistory(learnerId, course.slug, requested) : null;
  if (requested && !history?.keyUsed) return { key: requested, questions: drawFor(course, requested) };
  let key = randomUUID();
  let questions = drawFor(course, key);
  const last = history?.lastQuestions;
  for (let i = 1; i < TRIES && last && sameDraw(questions, last); i++) {
    key = randomUUID();
    questions = drawFor(course, key);
  }
  return { key, questions };
}
