import { href, Link } from "react-router";
import { type LearningSummary, type NextStep, nextStepHref } from "#app/learning/record.ts";
import { formatDay } from "#app/site/dates.ts";
import { plural } from "#app/site/plural.ts";
import { AttemptList } from "./attempt-list.tsx";
import { CertificateList } from "./certificate-list.tsx";
import { LearningGainNote } from "./learning-gain-note.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import { ReviewSummary } from "./review-summary.tsx";

/** A group the learner is a member of, with the courses its leaders assigned. */
type MemberGroup = {
  id: string;
  name: string;
  leaders: string[];
  assignments: { course: string; courseTitle: string; dueOn: string | null }[];
};

type Props = {
  data: LearningSummary & {
    name: string;
    groups: MemberGroup[];
    /** The learner's today, YYYY-MM-DD, for due dates. */
    today: string;
    /** Questions due for review by the end of the learner's today, and the day the next one comes back. */
    reviews: { due: number; next: string | null };
    /** How many questions the learner got wrong this week, to practice now. */
    missed: number;
  };
};

const stepLabel = (step: NextStep & { courseTitle: string }) =>
  step.kind === "lesson"
    ? `${step.title} (${step.courseTitle})`
    : step.kind === "quiz"
      ? `The ${step.courseTitle} quiz`
      : `Your ${step.courseTitle} certificate`;

/** The courses the learner's groups assigned, with due dates and the learner's own progress in each. */
function GroupAssignments({
  groups,
  courses,
  today,
}: {
  groups: MemberGroup[];
  courses: LearningSummary["courses"];
  today: string;
}) {
  return (
    <section aria-labelledby="groups-heading" className="mt-8">
      <h2 id="groups-heading" className="font-bold text-2xl tracking-tight">
        Your groups
      </h2>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {groups.map((g) => (
          <li key={g.id} className="rounded-xl border border-line bg-surface p-5">
            <h3 className="font-semibold text-lg">{g.name}</h3>
            <p className="text-muted text-sm">Led by {g.leaders.join(", ")}</p>
            {g.assignments.length === 0 ? (
              <p className="mt-3 text-muted text-sm">No course assigned yet.</p>
            ) : (
              <ul className="mt-3 space-y-2 text-sm">
                {g.assignments.map((a) => {
                  const record = courses.find((c) => c.slug === a.course);
                  const finished = Boolean(
                    record &&
                      (record.progress.certificateId ||
                        (record.progress.completed >= record.progress.total && record.progress.quizPassed)),
                  );
                  const late = a.dueOn !== null && a.dueOn < today && !finished;
                  return (
                    <li key={a.course}>
                      <Link
                        to={href("/courses/:course", { course: a.course })}
                        className="font-medium text-link underline"
                      >
                        {a.courseTitle}
                      </Link>
                      {a.dueOn ? (
                        <span className={late ? "font-semibold text-bad" : "text-muted"}>
                          {" "}
                          · due {formatDay(a.dueOn)}
                          {late ? " (passed)" : ""}
                        </span>
                      ) : null}
                      {record ? (
                        <span className="block text-muted">
                          {finished
                            ? "Finished"
                            : `${record.progress.completed} of ${record.progress.total} lessons${record.progress.quizPassed ? ", quiz passed" : ""}`}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link to="/groups" className="text-link underline">
          Manage your groups
        </Link>
      </p>
    </section>
  );
}

/** /learn for a signed-in learner: where to continue, and everything learned so far. */
export function LearningDashboard({ data }: Props) {
  const lessonsDone = data.courses.reduce((sum, c) => sum + c.progress.completed, 0);
  const lessonsTotal = data.courses.reduce((sum, c) => sum + c.progress.total, 0);
  const quizzesPassed = data.courses.filter((c) => c.progress.quizPassed).length;
  const started = data.courses.filter((c) => c.progress.completed > 0 || c.progress.attempts > 0);
  const { streak } = data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="font-semibold text-accent text-sm">Your learning</p>
      <h1 className="mt-1 font-bold text-3xl tracking-tight sm:text-4xl">Welcome back, {data.name}</h1>

      {data.recommended ? (
        <section aria-labelledby="continue-heading" className="mt-8 rounded-xl border border-line bg-surface p-6">
          <h2 id="continue-heading" className="font-semibold text-muted text-sm">
            {data.resume ? "Continue where you left off" : "Your next step"}
          </h2>
          <p className="mt-1 font-bold text-xl">{stepLabel(data.recommended)}</p>
          <Link
            to={nextStepHref(data.recommended)}
            prefetch="intent"
            className="mt-4 inline-block rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
          >
            {data.resume ? "Continue" : "Start"}
          </Link>
        </section>
      ) : (
        <p className="mt-8 rounded-xl bg-raised p-6 font-semibold">
          You have finished every course. Congratulations! Your certificates are below.
        </p>
      )}

      <ReviewSummary due={data.reviews.due} next={data.reviews.next} missed={data.missed} />

      {data.groups.length > 0 ? (
        <GroupAssignments groups={data.groups} courses={data.courses} today={data.today} />
      ) : null}

      <section aria-labelledby="totals-heading" className="mt-8">
        <h2 id="totals-heading" className="sr-only">
          Totals
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="Lessons completed" value={`${lessonsDone} of ${lessonsTotal}`} />
          <Stat label="Quizzes passed" value={`${quizzesPassed} of ${data.courses.length}`} />
          <Stat label="Certificates" value={String(data.certificates.length)} />
          <Stat
            label="Learning streak"
            value={plural(streak.current, { one: "# day", other: "# days" })}
            note={
              streak.current === 0
                ? "Complete a lesson today to start one."
                : streak.learnedToday
                  ? plural(streak.longest, {
                      one: "You learned today. Longest: # day.",
                      other: "You learned today. Longest: # days.",
                    })
                  : "Learn today to keep it going."
            }
          />
        </dl>
      </section>

      <section aria-labelledby="courses-heading" className="mt-10">
        <h2 id="courses-heading" className="font-bold text-2xl tracking-tight">
          Your courses
        </h2>
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {data.courses.map((c) => (
            <li key={c.slug} className="rounded-xl border border-line bg-surface p-5">
              <h3 className="font-semibold text-lg">
                <Link to={href("/courses/:course", { course: c.slug })} prefetch="intent" className="hover:underline">
                  {c.title}
                </Link>
              </h3>
              <div className="mt-3">
                <ProgressBar done={c.progress.completed} total={c.progress.total} label={`Progress in ${c.title}`} />
              </div>
              <p className="mt-3 text-sm">
                {c.progress.quizPassed ? (
                  <span className="font-semibold text-good">
                    <span aria-hidden="true">✓ </span>Quiz passed · best {c.progress.bestPercent}%
                  </span>
                ) : c.progress.bestPercent !== null ? (
                  <span>Quiz not passed yet · best {c.progress.bestPercent}%</span>
                ) : (
                  <span className="text-muted">Quiz not taken yet</span>
                )}
              </p>
              {c.gain ? (
                <p className="mt-1 text-sm">
                  Learning gain: {c.gain.before}% before → {c.gain.after}% after (
                  {c.gain.points >= 0 ? `+${c.gain.points}` : c.gain.points} points)
                </p>
              ) : null}
              <p className="mt-3 text-sm">
                {c.progress.certificateId ? (
                  <Link
                    to={href("/certificates/:id", { id: c.progress.certificateId })}
                    className="font-semibold text-link underline underline-offset-2"
                  >
                    View your certificate
                  </Link>
                ) : (
                  <Link to={nextStepHref(c.next)} className="font-semibold text-link underline underline-offset-2">
                    {c.progress.completed === 0 && c.progress.attempts === 0
                      ? "Start"
                      : c.next.kind === "quiz"
                        ? "Take the quiz"
                        : "Continue"}
                    <span className="sr-only"> {c.title}</span>
                  </Link>
                )}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="certificates-heading" className="mt-10">
        <h2 id="certificates-heading" className="font-bold text-2xl tracking-tight">
          Certificates
        </h2>
        {data.certificates.length ? (
          <CertificateList certificates={data.certificates} className="mt-4 space-y-2" />
        ) : (
          <p className="mt-2 text-muted">
            Finish a course (every lesson, and the quiz passed) to earn your first certificate.
          </p>
        )}
      </section>

      <section aria-labelledby="gain-heading" className="mt-10">
        <h2 id="gain-heading" className="font-bold text-2xl tracking-tight">
          How much you learned
        </h2>
        {started.some((c) => c.gain) ? (
          <p className="mt-2 text-muted">
            Per course above: your placement test score before the course, and your best quiz score after.
          </p>
        ) : (
          <LearningGainNote gain={null} />
        )}
      </section>

      {data.attempts.length ? (
        <section aria-labelledby="attempts-heading" className="mt-10">
          <h2 id="attempts-heading" className="font-bold text-2xl tracking-tight">
            Recent quiz attempts
          </h2>
          <div className="mt-4 overflow-x-auto">
            <AttemptList
              showCourse
              attempts={data.attempts.slice(0, 10).map((a) => ({
                ...a,
                courseTitle: data.courses.find((c) => c.slug === a.course)?.title,
              }))}
            />
          </div>
          {data.attempts.length > 10 ? (
            <p className="mt-2 text-sm">
              <Link to="/profile#quiz-attempts" className="text-link underline underline-offset-2">
                All {data.attempts.length} attempts
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <dt className="text-muted text-sm">{label}</dt>
      <dd className="mt-1 font-bold text-2xl">{value}</dd>
      {note ? <dd className="mt-1 text-muted text-sm">{note}</dd> : null}
    </div>
  );
}
