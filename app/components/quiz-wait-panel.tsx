import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { href, Link } from "react-router";
import type { QuizWait } from "#app/learning/quiz-wait.ts";
import { formatDateTime, useTimeZone } from "#app/site/dates.ts";
import { useLanguage } from "#app/site/use-language.ts";

/** A wait before the next attempt, as the quiz page shows it. */
export type ShownWait = Omit<QuizWait, "lessons"> & {
  minutesLeft: number;
  lessons: { lesson: string; title: string; reread: boolean }[];
};

/** Why the next attempt waits, until when, and the rereading that opens it sooner. */
export function WaitPanel({ course, wait, refused }: { course: string; wait: ShownWait; refused: boolean }) {
  const { t } = useLingui();
  const timeZone = useTimeZone();
  const language = useLanguage();
  const left = wait.lessons.filter((l) => !l.reread).length;
  const total = wait.lessons.length;
  const minutes = wait.minutesLeft;
  const opensAt = formatDateTime(wait.until, timeZone, language);
  return (
    <section
      aria-labelledby="wait-heading"
      className="mt-8 rounded-xl border border-line bg-warn-soft p-6"
      role={refused ? "alert" : undefined}
    >
      <h2 id="wait-heading" className="font-bold text-xl">
        <Trans>
          Your next attempt opens at <time dateTime={wait.until}>{opensAt}</time>
        </Trans>
      </h2>
      <p className="mt-3">
        {refused ? (
          <>
            <Trans>Those answers were not submitted: nothing was saved.</Trans>{" "}
          </>
        ) : null}
        {total === 1
          ? t`${plural(minutes, {
              one: "You have not passed this quiz in your last two attempts today, so the next one waits one more minute, or until you have reread the lesson your last attempt flagged, whichever comes first.",
              other:
                "You have not passed this quiz in your last two attempts today, so the next one waits # more minutes, or until you have reread the lesson your last attempt flagged, whichever comes first.",
            })}`
          : t`${plural(minutes, {
              one: "You have not passed this quiz in your last two attempts today, so the next one waits one more minute, or until you have reread the lessons your last attempt flagged, whichever comes first.",
              other:
                "You have not passed this quiz in your last two attempts today, so the next one waits # more minutes, or until you have reread the lessons your last attempt flagged, whichever comes first.",
            })}`}{" "}
        {total === 1
          ? t`Open it from the link below, and the quiz opens at once.`
          : t`${plural(left, {
              one: "Open each one from the links below; the quiz opens as soon as you have reread the last one.",
              other: `Open each one from the links below; the quiz opens as soon as you have reread all ${total}.`,
            })}`}
      </p>
      <ul className="mt-4 space-y-2">
        {wait.lessons.map((l) => {
          const { title } = l;
          return (
            <li key={l.lesson} className="flex flex-wrap items-baseline gap-x-3">
              <Link
                to={`${href("/courses/:course/:lesson", { course, lesson: l.lesson })}?reread=${wait.attemptId}`}
                className="font-semibold text-link underline underline-offset-2"
              >
                <Trans>Reread {title}</Trans>
              </Link>
              <span className={`text-sm ${l.reread ? "text-good" : "text-muted"}`}>
                {l.reread ? <Trans>✓ reread</Trans> : <Trans>not yet reread</Trans>}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm">
        <Link
          to={href("/courses/:course/quiz/attempts/:attempt", { course, attempt: wait.attemptId })}
          className="text-link underline underline-offset-2"
        >
          <Trans>See what your last attempt flagged, section by section</Trans>
        </Link>
      </p>
    </section>
  );
}
