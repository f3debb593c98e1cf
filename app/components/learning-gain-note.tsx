import { Plural, Trans } from "@lingui/react/macro";
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
        <Trans>
          We can only measure what you learned if you take the{" "}
          <Link to="/test" className="text-link underline underline-offset-2">
            placement test
          </Link>{" "}
          before starting a course. Take it before your next course to see your progress.
        </Trans>
      </p>
    );
  }
  const { before, after, beforeOf: questions, beforeRight: right } = gain;
  const up = gain.points;
  const down = -gain.points;
  return (
    <div className="mt-2">
      <dl className="grid max-w-md grid-cols-2 gap-4">
        <div className="rounded-lg border border-line bg-surface p-3">
          <dt className="text-muted text-sm">
            <Trans>Before (placement test)</Trans>
          </dt>
          <dd className="font-bold text-2xl">
            <Trans comment="A score">{before}%</Trans>
          </dd>
        </div>
        <div className="rounded-lg border border-line bg-surface p-3">
          <dt className="text-muted text-sm">
            <Trans>After (best quiz score)</Trans>
          </dt>
          <dd className="font-bold text-2xl">
            <Trans comment="A score">{after}%</Trans>
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-muted text-sm">
        {up > 0 ? (
          <Plural value={up} one="Your score is up # percentage point." other="Your score is up # percentage points." />
        ) : up === 0 ? (
          <Trans>Your score is the same as before.</Trans>
        ) : (
          <Plural
            value={down}
            one="Your score is # percentage point lower than before."
            other="Your score is # percentage points lower than before."
          />
        )}{" "}
        <Plural
          value={questions}
          one={`The “before” figure comes from only # placement question on this course (${right} right), so treat it as a rough guide.`}
          other={`The “before” figure comes from only # placement questions on this course (${right} right), so treat it as a rough guide.`}
        />
      </p>
    </div>
  );
}
