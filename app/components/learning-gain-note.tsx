import { Link } from "react-router";
import type { LearningGain } from "#app/learning/record.ts";

/**
 * Before and after, honestly: the placement test's questions on this course before starting
 * it, against the best quiz score. Without a placement test taken first, no gain is claimed.
 */
export function LearningGainNote({ gain }: { gain: LearningGain | null }) {
  if (!gain) {
    return (
      <p className="mt-2 text-muted">
        We can only measure what you learned if you take the{" "}
        <Link to="/test" className="text-link underline underline-offset-2">
          placement test
        </Link>{" "}
        before starting a course. Take it before your next course to see your progress.
      </p>
    );
  }
  const change =
    gain.points > 0
      ? `up ${gain.points} percentage points`
      : gain.points === 0
        ? "the same as before"
        : `${-gain.points} percentage points lower than before`;
  return (
    <div className="mt-2">
      <dl className="grid max-w-md grid-cols-2 gap-4">
        <div className="rounded-lg border border-line bg-surface p-3">
          <dt className="text-muted text-sm">Before (placement test)</dt>
          <dd className="font-bold text-2xl">{gain.before}%</dd>
        </div>
        <div className="rounded-lg border border-line bg-surface p-3">
          <dt className="text-muted text-sm">After (best quiz score)</dt>
          <dd className="font-bold text-2xl">{gain.after}%</dd>
        </div>
      </dl>
      <p className="mt-2 text-muted text-sm">
        Your score is {change}. The “before” figure comes from only {gain.beforeOf} placement questions on this course (
        {gain.beforeRight} right), so treat it as a rough guide.
      </p>
    </div>
  );
}
