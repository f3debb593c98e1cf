import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { secondaryButtonClass } from "#app/components/ui/text-field.tsx";
import { ownerOf } from "#app/offline/saved-course-names.ts";
import {
  canSaveCourses,
  removeSavedCourse,
  type SavedCourse,
  SaveError,
  type SaveProblem,
  saveCourse,
  savedCourses,
} from "#app/offline/saved-courses.ts";
import { dateTimeFormat, type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";

type State =
  | { step: "reading" }
  | { step: "unavailable" }
  | { step: "not-saved"; problem?: SaveProblem }
  | { step: "saving"; done: number; total: number }
  | { step: "saved"; saved: SavedCourse; problem?: SaveProblem };

/**
 * "Save for offline" on a course page: keeps the course's pages in this browser, in the page's
 * language, for the learner signed in here (app/offline/saved-courses.ts). Shown once the page
 * runs its scripts, since it is about this browser's storage.
 */
export function SaveCourse({ course }: { course: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const viewer = useViewer();
  const owner = ownerOf(viewer?.id);
  const buildId = useRouteLoaderData<{ buildId: string }>("root")?.buildId ?? "";
  const [state, setState] = useState<State>({ step: "reading" });
  // The button pressed goes away with the step it belongs to: focus stays in the panel, on its heading.
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!canSaveCourses()) {
      setState({ step: "unavailable" });
      return;
    }
    let current = true;
    savedCourses(owner)
      .then((all) => {
        const saved = all.find((s) => s.course === course && s.language === language);
        if (current) setState(saved ? { step: "saved", saved } : { step: "not-saved" });
      })
      .catch(() => current && setState({ step: "not-saved" }));
    return () => {
      current = false;
    };
  }, [owner, course, language]);

  async function save() {
    setState({ step: "saving", done: 0, total: 0 });
    heading.current?.focus();
    try {
      const saved = await saveCourse({
        owner,
        language,
        course,
        buildId,
        onProgress: (done, total) => setState({ step: "saving", done, total }),
      });
      setState({ step: "saved", saved });
    } catch (error) {
      const problem = error instanceof SaveError ? error.problem : "failed";
      // A failed update keeps the copy saved before it.
      const before = (await savedCourses(owner).catch(() => [])).find(
        (s) => s.course === course && s.language === language,
      );
      setState(before ? { step: "saved", saved: before, problem } : { step: "not-saved", problem });
    }
  }

  async function remove() {
    await removeSavedCourse(owner, language, course);
    setState({ step: "not-saved" });
    heading.current?.focus();
  }

  if (state.step === "reading") return null;
  const problems: Record<SaveProblem, string> = {
    offline: t`The course could not be saved: there is no connection. Nothing was kept; try again once you are online.`,
    "storage-full": t`The course could not be saved: this device’s storage for websites is full. Nothing was kept. Free some space (or remove another saved course), then try again.`,
    unavailable: t`This browser cannot save courses for offline use (a private window, for example, keeps nothing).`,
    failed: t`The course could not be saved: a page did not load. Nothing was kept; please try again.`,
  };
  const problem = state.step === "not-saved" || state.step === "saved" ? state.problem : undefined;
  const done = state.step === "saving" ? state.done : 0;
  const total = state.step === "saving" ? state.total : 0;
  const pagesSaved = t`${plural(total, { one: `${done} of # page`, other: `${done} of # pages` })}`;

  return (
    <section aria-labelledby="offline-heading" className="rounded-xl border border-line bg-surface p-5">
      <h2 id="offline-heading" ref={heading} tabIndex={-1} className="font-semibold text-lg focus:outline-none">
        <Trans>Learn offline</Trans>
      </h2>
      {state.step === "unavailable" ? (
        <p className="mt-2 text-muted text-sm">{problems.unavailable}</p>
      ) : state.step === "saved" ? (
        <>
          <p role="status" className="mt-2 text-sm">
            <Trans>Saved on this device: its lessons, demos and glossary open without a connection.</Trans>
          </p>
          <p className="mt-1 text-muted text-sm">
            <SavedSummary saved={state.saved} />
          </p>
          <button type="button" onClick={remove} className={`${secondaryButtonClass} mt-3 w-full`}>
            <Trans>Remove from this device</Trans>
          </button>
        </>
      ) : state.step === "saving" ? (
        <div className="mt-3">
          <p className="text-sm" id="offline-saving">
            <Trans>Saving the course…</Trans>
          </p>
          <div
            role="progressbar"
            aria-labelledby="offline-saving"
            aria-valuemin={0}
            aria-valuemax={state.total || 1}
            aria-valuenow={state.done}
            aria-valuetext={pagesSaved}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-raised ring-1 ring-line ring-inset"
          >
            <div
              className="h-full rounded-full bg-accent"
              style={{ width: `${state.total ? Math.floor((state.done / state.total) * 100) : 0}%` }}
            />
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-muted text-sm">
            <Trans>Read its lessons and try their demos without a connection, on this device.</Trans>
          </p>
          <button type="button" onClick={save} className={`${secondaryButtonClass} mt-3 w-full`}>
            <Trans>Save for offline</Trans>
          </button>
        </>
      )}
      {problem ? (
        <p role="alert" className="mt-3 text-bad text-sm">
          {problems[problem]}
        </p>
      ) : null}
      {state.step !== "unavailable" ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-link underline underline-offset-2">
            <Trans>How saving works</Trans>
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
            <li>
              <Trans>
                The course is saved in this page’s language, in this browser only, for whoever is signed in here.
                Logging out removes it.
              </Trans>
            </li>
            <li>
              <Trans>The course quiz needs a connection: its questions are drawn and marked on Synapse’s server.</Trans>
            </li>
            <li>
              <Trans>
                Browsers may delete saved courses when the device runs low on space. Safari may delete them if you have
                not opened Synapse on any of the last seven days you used Safari, unless Synapse is on your Home Screen.
              </Trans>
            </li>
            <li>
              <Trans>When Synapse is updated, saved courses are updated the next time you are online.</Trans>
            </li>
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/** "Saved on 29 Nov 2026 · 1.2 MB": when a saved course was saved and the space it takes. */
export function SavedSummary({ saved }: { saved: SavedCourse }) {
  const language = useLanguage();
  const date = dateTimeFormat({ dateStyle: "medium" }, language).format(new Date(saved.savedAt));
  const size = formatBytes(saved.bytes, language);
  return (
    <Trans>
      Saved on {date} · uses {size}
    </Trans>
  );
}

/** A size in storage as the language writes it: "840 kB", "1.5 MB" (decimal units, as devices show them). */
export function formatBytes(bytes: number, language: Language): string {
  const megabytes = bytes >= 1_000_000;
  return numberFormat(language, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
