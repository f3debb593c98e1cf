import { Trans, useLingui } from "@lingui/react/macro";
import { AttemptList, type AttemptRow } from "#app/components/attempt-list.tsx";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";

/** Every course quiz the learner has submitted. */
export function QuizAttemptsSection({ attempts }: { attempts: AttemptRow[] }) {
  const { t } = useLingui();
  return (
    <ProfileSection id="quiz-attempts" title={t`Quiz attempts`}>
      {attempts.length ? (
        <div className="overflow-x-auto">
          <AttemptList attempts={attempts} showCourse />
        </div>
      ) : (
        <p className="text-muted">
          <Trans>You have not submitted a course quiz yet.</Trans>
        </p>
      )}
    </ProfileSection>
  );
}
