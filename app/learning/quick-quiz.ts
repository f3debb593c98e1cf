// The quick quiz: five questions, one from each course, chosen by a seed so a round can be
// replayed and shared (/quick-quiz?seed=…).
import type { CourseSlug, Question } from "#app/content/schemas.ts";
import { mulberry32, shuffle } from "#app/platform/random.ts";

export const QUICK_QUIZ_LENGTH = 5;

export type QuickQuizQuestion = { course: CourseSlug; question: Question };

export function pickQuickQuiz(banks: ReadonlyMap<CourseSlug, Question[]>, seed: number): QuickQuizQuestion[] {
  const random = mulberry32(seed);
  const picks: QuickQuizQuestion[] = [];
  for (const [course, bank] of banks) {
    if (bank.length === 0) continue;
    picks.push({ course, question: bank[Math.floor(random() * bank.length)] as Question });
  }
  return shuffle(picks, random).slice(0, QUICK_QUIZ_LENGTH);
}

/** Results so far travel in the URL as a string of 1s and 0s, one per answered question. */
export function parseResults(raw: string | null): boolean[] | null {
  if (raw === null || raw === "") return [];
  if (!/^[01]{1,5}$/.test(raw)) return null;
  return [...raw].map((c) => c === "1");
}
