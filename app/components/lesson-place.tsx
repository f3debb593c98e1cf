import type { LessonPlace as Place } from "#app/content/document.ts";
import type { CheckResult } from "#app/learning/lesson-checks.ts";
import type { PublicQuestion } from "#app/learning/quiz.ts";
import { LessonCheck, type PostedCheck } from "./lesson-check.tsx";
import { type PostedGuess, PredictionEcho, PredictionForm } from "./lesson-prediction.tsx";

/** What the lesson page knows that its places need (the lesson route's loader data). */
type LessonPage = {
  course: { slug: string };
  lesson: { slug: string; places: Place[]; checks: PublicQuestion[] };
  answered: Record<string, CheckResult>;
  guess: string | null;
};

/**
 * What the lesson page renders at one of the places the build left in its text
 * (app/content/content.server.ts): a graded check, the form under the "Predict first" prompt,
 * or the guess again after the demo. One module, loaded beside the page's own code rather
 * than before it: the forms work before it arrives (plain POSTs), and each place hydrates
 * once it has. The server renders them in place (entry.server.tsx).
 */
export default function LessonPlace({
  at,
  page,
  posted,
}: {
  /** The place's index in `page.lesson.places`. */
  at: number;
  page: LessonPage;
  /** What the lesson's action answered, when a form was just sent without JavaScript. */
  posted: PostedCheck | PostedGuess | { status: "refused" } | undefined;
}) {
  const { course, lesson } = page;
  const place = lesson.places[at];
  if (place === "predict" || place === "predicted") {
    const Prediction = place === "predict" ? PredictionForm : PredictionEcho;
    const guess = posted?.status === "predicted" || posted?.status === "bad-guess" ? posted : null;
    return <Prediction course={course.slug} lesson={lesson.slug} saved={page.guess} posted={guess} />;
  }
  // The Nth check place holds the lesson's Nth check.
  const index = lesson.places.slice(0, at).filter((p) => p === "check").length;
  const check = lesson.checks[index];
  if (!check) return null;
  return (
    <LessonCheck
      course={course.slug}
      lesson={lesson.slug}
      question={check}
      number={index + 1}
      of={lesson.checks.length}
      saved={page.answered[check.id] ?? null}
      posted={posted && "check" in posted && posted.check === check.id ? posted : null}
    />
  );
}
