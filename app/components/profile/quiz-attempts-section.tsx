import { AttemptList, type AttemptRow } from "#app/components/attempt-list.tsx";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";

/** Every course quiz the learner has submitted. */
export function QuizAttemptsSection({ attempts }: { attempts: AttemptRow[] }) {
  return (
    <ProfileSection id="quiz-attempts" title="Quiz attempts">
      {attempts.length ? (
        <div className="overflow-x-auto">
          <AttemptList attempts={attempts} showCourse />
        </div>
      ) : (
        <p className="text-muted">You have not submitted a course quiz yet.</p>
      )}
    </ProfileSection>
  );
}
