import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { ownerOf } from "#app/offline/saved-course-names.ts";
import { allSavedCourses, type SavedCourse, savedCourses } from "#app/offline/saved-courses.ts";
import { LANGUAGES, pathIn } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import { SavedSummary } from "./save-course.tsx";

/**
 * The courses saved in this browser for offline use, each a plain link (a saved page is a
 * document the service worker answers with): the owner's on the dashboard, and on the offline
 * page, which knows no one, whatever is saved here (only one account's courses ever are).
 * Nothing when none is.
 */
export function SavedCourseList({
  userId,
  headingLevel,
  className,
}: {
  /** Whose saved courses (null: a visitor's); undefined: whatever this browser has saved. */
  userId?: string | null;
  headingLevel: 2 | 3;
  className: string;
}) {
  const language = useLanguage();
  const [saved, setSaved] = useState<SavedCourse[]>([]);
  useEffect(() => {
    let current = true;
    (userId === undefined ? allSavedCourses() : savedCourses(ownerOf(userId)))
      .then((found) => current && setSaved(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId]);
  if (!saved.length) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="saved-courses-heading" className={className}>
      <Heading id="saved-courses-heading" className="font-bold text-xl">
        <Trans>Saved for offline</Trans>
      </Heading>
      <p className="mt-2 text-muted">
        <Trans>These courses open on this device without a connection.</Trans>
      </p>
      <ul className="mt-4 space-y-3">
        {saved.map((course) => {
          const other = course.language === language ? null : LANGUAGES[course.language].name;
          return (
            <li key={`${course.language}/${course.course}`} className="rounded-xl border border-line bg-surface p-4">
              <a
                href={course.pages[0] ?? pathIn(course.language, `/courses/${course.course}`)}
                lang={other ? course.language : undefined}
                className="font-semibold text-link underline underline-offset-2"
              >
                {course.title}
              </a>
              {other ? <span className="ml-2 text-muted text-sm">({other})</span> : null}
              <p className="mt-1 text-muted text-sm">
                <SavedSummary saved={course} />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
