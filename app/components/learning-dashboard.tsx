import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { href, Link } from "react-router";
import { type LearningSummary, type NextStep, nextStepHref } from "#app/learning/record.ts";
import { formatDay } from "#app/site/dates.ts";
import { formatList, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
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

function stepLabel(i18n: I18n, step: NextStep & { courseTitle: string }): string {
  const { courseTitle } = step;
  if (step.kind === "lesson") {
    const { title } = step;
    return i18n._(msg({ message: `${title} (${courseTitle})`, comment: "A lesson, and the course it is in" }));
  }
  return step.kind === "quiz" ? i18n._(msg`The ${courseTitle} quiz`) : i18n._(msg`Your ${courseTitle} certificate`);
}

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
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <section aria-labelledby="groups-heading" className="mt-8">
      <h2 id="groups-heading" className="font-bold text-2xl tracking-tight">
        <Trans>Your groups</Trans>
      </h2>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {groups.map((g) => {
          const leaders = formatList(g.leaders, language);
          return (
            <li key={g.id} className="rounded-xl border border-line bg-surface p-5">
              <h3 className="font-semibold text-lg">{g.name}</h3>
              <p className="text-muted text-sm">
                <Trans>Led by {leaders}</Trans>
              </p>
              {g.assignments.length === 0 ? (
                <p className="mt-3 text-muted text-sm">
                  <Trans>No course assigned yet.</Trans>
                </p>
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
                    const due = a.dueOn ? formatDay(a.dueOn, language) : "";
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
                            ·{" "}
                            {late
                              ? t({
                                  message: `due ${due} (passed)`,
                                  comment: "An assignment's due date, already gone by",
                                })
                              : t({ message: `due ${due}`, comment: "An assignment's due date" })}
                          </span>
                        ) : null}
                        {record ? (
                          <span className="block text-muted">
                            {finished ? (
                              <Trans>Finished</Trans>
                            ) : (
                              <LessonCount
                                completed={record.progress.completed}
                                total={record.progress.total}
                                quizPassed={record.progress.quizPassed}
                              />
                            )}
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm">
        <Link to="/groups" className="text-link underline">
          <Trans>Manage your groups</Trans>
        </Link>
      </p>
    </section>
  );
}

/** "2 of 6 lessons", and whether the course's quiz is passed. */
function LessonCount({ completed, total, quizPassed }: { completed: number; total: number; quizPassed: boolean }) {
  return quizPassed ? (
    <Plural
      value={total}
      one={`${completed} of # lesson, quiz passed`}
      other={`${completed} of # lessons, quiz passed`}
    />
  ) : (
    <Plural value={total} one={`${completed} of # lesson`} other={`${completed} of # lessons`} />
  );
}

/** /learn for a signed-in learner: where to continue, and everything learned so far. */
export function LearningDashboard({ data }: Props) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const lessonsDone = data.courses.reduce((sum, c) => sum + c.progress.completed, 0);
  const lessonsTotal = data.courses.reduce((sum, c) => sum + c.progress.total, 0);
  const quizzesPassed = data.courses.filter((c) => c.progress.quizPassed).length;
  const started = data.courses.filter((c) => c.progress.completed > 0 || c.progress.attempts > 0);
  const { streak, name } = data;
  const { current: days, longest } = streak;
  const attemptCount = data.attempts.length;
  const certificates = data.certificates.length;
  const courseCount = data.courses.length;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="font-semibold text-accent text-sm">
        <Trans>Your learning</Trans>
      </p>
      <h1 className="mt-1 font-bold text-3xl tracking-tight sm:text-4xl">
        <Trans>Welcome back, {name}</Trans>
      </h1>

      {data.recommended ? (
        <section aria-labelledby="continue-heading" className="mt-8 rounded-xl border border-line bg-surface p-6">
          <h2 id="continue-heading" className="font-semibold text-muted text-sm">
            {data.resume ? <Trans>Continue where you left off</Trans> : <Trans>Your next step</Trans>}
          </h2>
          <p className="mt-1 font-bold text-xl">{stepLabel(i18n, data.recommended)}</p>
          <Link
            to={nextStepHref(data.recommended)}
            prefetch="intent"
            className="mt-4 inline-block rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
          >
            {data.resume ? <Trans>Continue</Trans> : <Trans>Start</Trans>}
          </Link>
        </section>
      ) : (
        <p className="mt-8 rounded-xl bg-raised p-6 font-semibold">
          <Trans>You have finished every course. Congratulations! Your certificates are below.</Trans>
        </p>
      )}

      <ReviewSummary due={data.reviews.due} next={data.reviews.next} missed={data.missed} />

      {data.groups.length > 0 ? (
        <GroupAssignments groups={data.groups} courses={data.courses} today={data.today} />
      ) : null}

      <section aria-labelledby="totals-heading" className="mt-8">
        <h2 id="totals-heading" className="sr-only">
          <Trans>Totals</Trans>
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat
            label={t`Lessons completed`}
            value={t({ message: `${lessonsDone} of ${lessonsTotal}`, comment: "Lessons completed, of all" })}
          />
          <Stat
            label={t`Quizzes passed`}
            value={t({ message: `${quizzesPassed} of ${courseCount}`, comment: "Quizzes passed, of all" })}
          />
          <Stat label={t`Certificates`} value={numberFormat(language).format(certificates)} />
          <Stat
            label={t`Learning streak`}
            value={t`${plural(days, { one: "# day", other: "# days" })}`}
            note={
              days === 0
                ? t`Complete a lesson today to start one.`
                : streak.learnedToday
                  ? t`${plural(longest, {
                      one: "You learned today. Longest: # day.",
                      other: "You learned today. Longest: # days.",
                    })}`
                  : t`Learn today to keep it going.`
            }
          />
        </dl>
      </section>

      <section aria-labelledby="courses-heading" className="mt-10">
        <h2 id="courses-heading" className="font-bold text-2xl tracking-tight">
          <Trans>Your courses</Trans>
        </h2>
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {data.courses.map((c) => {
            const { title } = c;
            const best = c.progress.bestPercent;
            return (
              <li key={c.slug} className="rounded-xl border border-line bg-surface p-5">
                <h3 className="font-semibold text-lg">
                  <Link to={href("/courses/:course", { course: c.slug })} prefetch="intent" className="hover:underline">
                    {c.title}
                  </Link>
                </h3>
                <div className="mt-3">
                  <ProgressBar done={c.progress.completed} total={c.progress.total} label={t`Progress in ${title}`} />
                </div>
                <p className="mt-3 text-sm">
                  {c.progress.quizPassed ? (
                    <span className="font-semibold text-good">
                      <span aria-hidden="true">✓ </span>
                      <Trans>Quiz passed · best {best}%</Trans>
                    </span>
                  ) : best !== null ? (
                    <span>
                      <Trans>Quiz not passed yet · best {best}%</Trans>
                    </span>
                  ) : (
                    <span className="text-muted">
                      <Trans>Quiz not taken yet</Trans>
                    </span>
                  )}
                </p>
                {c.gain ? <GainLine gain={c.gain} /> : null}
                <p className="mt-3 text-sm">
                  {c.progress.certificateId ? (
                    <Link
                      to={href("/certificates/:id", { id: c.progress.certificateId })}
                      className="font-semibold text-link underline underline-offset-2"
                    >
                      <Trans>View your certificate</Trans>
                    </Link>
                  ) : (
                    <Link to={nextStepHref(c.next)} className="font-semibold text-link underline underline-offset-2">
                      {c.progress.completed === 0 && c.progress.attempts === 0 ? (
                        <Trans>Start</Trans>
                      ) : c.next.kind === "quiz" ? (
                        <Trans>Take the quiz</Trans>
                      ) : (
                        <Trans>Continue</Trans>
                      )}
                      <span className="sr-only"> {c.title}</span>
                    </Link>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="certificates-heading" className="mt-10">
        <h2 id="certificates-heading" className="font-bold text-2xl tracking-tight">
          <Trans>Certificates</Trans>
        </h2>
        {data.certificates.length ? (
          <CertificateList certificates={data.certificates} className="mt-4 space-y-2" />
        ) : (
          <p className="mt-2 text-muted">
            <Trans>Finish a course (every lesson, and the quiz passed) to earn your first certificate.</Trans>
          </p>
        )}
      </section>

      <section aria-labelledby="gain-heading" className="mt-10">
        <h2 id="gain-heading" className="font-bold text-2xl tracking-tight">
          <Trans>How much you learned</Trans>
        </h2>
        {started.some((c) => c.gain) ? (
          <p className="mt-2 text-muted">
            <Trans>
              Per course above: your placement test score before the course, and your best quiz score after.
            </Trans>
          </p>
        ) : (
          <LearningGainNote gain={null} />
        )}
      </section>

      {data.attempts.length ? (
        <section aria-labelledby="attempts-heading" className="mt-10">
          <h2 id="attempts-heading" className="font-bold text-2xl tracking-tight">
            <Trans>Recent quiz attempts</Trans>
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
                <Trans>All {attemptCount} attempts</Trans>
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** A course's learning gain in one line: placement test before, best quiz score after. */
function GainLine({ gain }: { gain: NonNullable<LearningSummary["courses"][number]["gain"]> }) {
  const language = useLanguage();
  const { before, after } = gain;
  // The sign is always written ("+12", "−3"); the plural follows the size of the change.
  const points = numberFormat(language, { signDisplay: "always" }).format(gain.points);
  const size = Math.abs(gain.points);
  return (
    <p className="mt-1 text-sm">
      <Plural
        value={size}
        one={`Learning gain: ${before}% before → ${after}% after (${points} point)`}
        other={`Learning gain: ${before}% before → ${after}% after (${points} points)`}
      />
    </p>
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
