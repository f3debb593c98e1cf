import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { setVisitorLesson, useVisitorRecord, visitorLessonsOf } from "#app/learning/visitor-record.ts";
import { useHydrated } from "./use-hydrated.ts";

const AUTO_COMPLETE_KEY = "synapse-auto-complete";
const autoCompleteOn = () => {
  try {
    return localStorage.getItem(AUTO_COMPLETE_KEY) !== "off";
  } catch {
    return true;
  }
};

const buttonClass =
  "rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60";

/**
 * "Mark as complete" at the end of a lesson. Signed-in learners' progress is saved on the
 * server (a plain form, so it works without JavaScript); a visitor's is kept in this browser
 * until they sign up or log in. With JavaScript, reaching the end of the lesson marks it
 * complete too, unless the learner turned that off.
 */
export function LessonCompletion({
  course,
  lesson,
  completedAt,
  visitorRefused,
  nextHref,
  nextTitle,
}: {
  course: string;
  lesson: string;
  completedAt: string | null;
  visitorRefused: boolean;
  nextHref: string;
  nextTitle: string;
}) {
  const viewer = useViewer();
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: `lesson:${course}/${lesson}` });
  const visitorRecord = useVisitorRecord();
  const [auto, setAuto] = useState(true);
  const end = useRef<HTMLDivElement>(null);

  const pendingIntent = fetcher.formData?.get("intent");
  const savedComplete = pendingIntent ? pendingIntent === "complete" : completedAt !== null;
  const complete = viewer ? savedComplete : lesson in visitorLessonsOf(visitorRecord, course);
  const useLocal = !viewer && hydrated;

  const mark = (intent: "complete" | "reopen") => {
    if (viewer) void fetcher.submit({ intent }, { method: "post" });
    else setVisitorLesson(course, lesson, intent === "complete");
  };
  const markRef = useRef(mark);
  markRef.current = mark;
  const completeRef = useRef(complete);
  completeRef.current = complete;

  useEffect(() => setAuto(autoCompleteOn()), []);

  // Reaching the end of the lesson text counts as finishing it.
  useEffect(() => {
    const target = end.current;
    if (!auto || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !completeRef.current) markRef.current("complete");
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [auto]);

  const toggleAuto = (on: boolean) => {
    setAuto(on);
    try {
      localStorage.setItem(AUTO_COMPLETE_KEY, on ? "on" : "off");
    } catch {
      // Not remembered; it still applies on this page.
    }
  };

  const status = complete
    ? viewer
      ? "You completed this lesson."
      : "Completed in this browser. Sign up or log in to keep your progress on every device."
    : "Finished reading? Mark the lesson as complete to track your progress.";

  return (
    <section
      id="lesson-complete"
      aria-labelledby="lesson-complete-heading"
      className="mt-12 rounded-xl border border-line bg-surface p-5"
    >
      <div ref={end} />
      <h2 id="lesson-complete-heading" className="font-semibold text-lg">
        {complete ? (
          <>
            <span aria-hidden="true" className="text-good">
              ✓{" "}
            </span>
            Lesson complete
          </>
        ) : (
          "Your progress"
        )}
      </h2>
      <p role="status" className="mt-1 text-muted">
        {visitorRefused && !complete ? (
          <>
            <Link to={`/sign-up`} className="text-link underline underline-offset-2">
              Sign up
            </Link>{" "}
            or{" "}
            <Link
              to={`/login?redirectTo=${encodeURIComponent(`/courses/${course}/${lesson}`)}`}
              className="text-link underline underline-offset-2"
            >
              log in
            </Link>{" "}
            to save your progress.
          </>
        ) : (
          status
        )}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {useLocal ? (
          <button
            type="button"
            onClick={() => mark(complete ? "reopen" : "complete")}
            className={`${buttonClass} ${complete ? "border border-line hover:bg-raised" : "bg-accent text-on-accent hover:opacity-90"}`}
          >
            {complete ? "Mark as not complete" : "Mark as complete"}
          </button>
        ) : (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value={complete ? "reopen" : "complete"} />
            <button
              type="submit"
              className={`${buttonClass} ${complete ? "border border-line hover:bg-raised" : "bg-accent text-on-accent hover:opacity-90"}`}
            >
              {complete ? "Mark as not complete" : "Mark as complete"}
            </button>
          </fetcher.Form>
        )}
        {complete ? (
          <Link to={nextHref} prefetch="intent" className="font-semibold text-link underline underline-offset-2">
            Next: {nextTitle}
          </Link>
        ) : null}
      </div>
      {hydrated ? (
        <label className="mt-4 flex items-center gap-2 text-muted text-sm">
          <input
            type="checkbox"
            checked={auto}
            onChange={(e) => toggleAuto(e.currentTarget.checked)}
            className="size-4 accent-accent"
          />
          Mark lessons complete when I reach the end
        </label>
      ) : null}
    </section>
  );
}
