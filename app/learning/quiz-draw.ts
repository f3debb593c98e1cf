// Which questions of a course's pool one quiz attempt asks. Pure and deterministic: the same
// pool and seed always give the same draw, so the server can draw again when the answers
// come back instead of storing the draw before the learner submits.
import type { Question, QuestionType } from "#app/content/schemas.ts";
import { mulberry32, shuffle } from "#app/platform/random.ts";

/** How many questions an attempt asks. */
export const QUIZ_LENGTH = 14;
/** Every lesson is asked about at least this often (when its pool allows). */
export const PER_LESSON = 2;

/**
 * Draws `length` questions: `PER_LESSON` from each lesson first, then the rest from what is
 * left, each time preferring the question type asked least so far, so that one attempt mixes
 * choices, true-or-false, orderings and numbers. Returned in the order of `lessons`, then of
 * the pool. A pool no larger than `length` is asked whole.
 */
export function drawQuiz(
  pool: readonly Question[],
  lessons: readonly string[],
  seed: number,
  length = QUIZ_LENGTH,
): Question[] {
  if (pool.length <= length) return [...pool];
  const random = mulberry32(seed);
  const left = shuffle(pool, random);
  const drawn: Question[] = [];
  const typeCount = new Map<QuestionType, number>();
  const take = (candidates: Question[]) => {
    // The least-asked type among the candidates; ties keep the shuffled order.
    let best = candidates[0] as Question;
    for (const q of candidates) if ((typeCount.get(q.type) ?? 0) < (typeCount.get(best.type) ?? 0)) best = q;
    drawn.push(best);
    typeCount.set(best.type, (typeCount.get(best.type) ?? 0) + 1);
    left.splice(left.indexOf(best), 1);
  };
  for (let round = 0; round < PER_LESSON; round++) {
    for (const lesson of lessons) {
      if (drawn.length === length) break;
      const candidates = left.filter((q) => q.lesson === lesson);
      if (candidates.length > 0) take(candidates);
    }
  }
  while (drawn.length < length && left.length > 0) take(left);
  const lessonOrder = (q: Question) => {
    const i = lessons.indexOf(q.lesson);
    return i === -1 ? lessons.length : i;
  };
  return drawn.sort((a, b) => lessonOrder(a) - lessonOrder(b) || pool.indexOf(a) - pool.indexOf(b));
}

/** Whether two draws ask the very same questions. */
export function sameDraw(a: readonly Question[], b: readonly string[]): boolean {
  const ids = new Set(b);
  return a.length === ids.size && a.every((q) => ids.has(q.id));
}
