import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useViewer } from "#app/accounts/auth-store.ts";
import { OFFLINE_PATH } from "#app/offline/addresses.ts";
import { KEPT_ASSETS_CACHE, ownerOf, SAVED_COURSE_CACHE_PREFIX } from "#app/offline/saved-course-names.ts";
import { registerServiceWorker, takeNewVersion } from "#app/offline/service-worker-registration.ts";
import { AnswerSync } from "./answer-sync.tsx";

const DISMISSED_KEY = "synapse-dismissed-build";

/**
 * Whether the worker in charge is this page's build's: none newer waits or installs after a
 * check for one, and the files it keeps (Serwist's precache) hold the router manifest this page
 * was built with. While another build's worker is in charge (an older one, or a newer one over a
 * page of an older build, a saved one say), the courses saved with this build are not saved
 * again, and the scripts kept for older builds' pages are not let go.
 */
async function workerIsThisBuilds(): Promise<boolean> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration?.active) return false;
  await registration.update().catch(() => undefined);
  if (registration.installing || registration.waiting) return false;
  const manifest = (window as { __reactRouterManifest?: { url?: string } }).__reactRouterManifest?.url;
  const precache = (await caches.keys()).find((name) => name.startsWith("serwist-precache-"));
  if (!manifest || !precache) return false;
  return (await (await caches.open(precache)).match(new URL(manifest, window.location.href).href)) !== undefined;
}

/**
 * The build this document's scripts are of: the one whose root data it was first rendered
 * with. The root's data is read again on every navigation, from whatever build the server runs
 * by then, so after a deploy it names the new build while the page still runs the old one.
 */
let documentBuild: string | undefined;

/**
 * Checks /version.json every `intervalMinutes` (and when the tab comes back after that long)
 * and, if a newer build is live, offers a reload. It never reloads by itself and never
 * takes focus, so a learner in the middle of a lesson or quiz is not interrupted.
 */
export function VersionBanner({ buildId: rootBuild, intervalMinutes }: { buildId: string; intervalMinutes: number }) {
  documentBuild ??= rootBuild;
  const buildId = documentBuild;
  const { t } = useLingui();
  const [newBuild, setNewBuild] = useState<string | null>(null);

  // The service worker comes with this banner, after the page has loaded: it is what the
  // banner's "Reload" hands the page over to when a new build is out.
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker();
  }, []);

  // Courses saved for offline use belong to whoever saved them: once someone else (or no one)
  // is signed in here, they go. Those an older build saved are saved again, to match its
  // scripts, once this build's worker (which keeps them) is the one in charge; then the older
  // builds' scripts the worker kept for them may go. The offline page is rendered for no one,
  // and offline nothing can be saved again, so neither does anything.
  const owner = ownerOf(useViewer()?.id);
  useEffect(() => {
    if (!navigator.onLine || !("caches" in window)) return;
    if (window.location.pathname.replace(/^\/[a-z]{2}(?=\/)/, "") === OFFLINE_PATH) return;
    let stopped = false;
    void (async () => {
      const keys = await caches.keys();
      const kept = (key: string) => key.startsWith(SAVED_COURSE_CACHE_PREFIX) || key === KEPT_ASSETS_CACHE;
      if (stopped || !keys.some(kept)) return;
      const saved = await import("#app/offline/saved-courses.ts");
      await saved.forgetOtherAccounts(owner);
      await saved.dropUnfinishedSaves();
      if (import.meta.env.PROD && !stopped) await saved.refreshSavedCourses(owner, buildId, workerIsThisBuilds);
    })().catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [owner]);

  useEffect(() => {
    const intervalMs = intervalMinutes * 60_000;
    let lastCheck = Date.now();
    let stopped = false;

    async function check() {
      lastCheck = Date.now();
      try {
        const response = await fetch("/version.json", { cache: "no-store" });
        if (!response.ok) return;
        const latest = (await response.json()) as { buildId?: unknown };
        if (stopped || typeof latest.buildId !== "string" || latest.buildId === buildId) return;
        if (sessionStorage.getItem(DISMISSED_KEY) === latest.buildId) return;
        setNewBuild(latest.buildId);
      } catch {
        // Offline or the server is restarting: try again at the next interval.
      }
    }

    const timer = window.setInterval(check, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - lastCheck >= intervalMs) void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [intervalMinutes]);

  return (
    <div
      role="status"
      aria-label={t`Site updates`}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      <AnswerSync />
      {newBuild ? (
        <div className="pointer-events-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3 shadow-lg">
          <p className="text-sm">
            <Trans>A new version of Synapse is available.</Trans>
          </p>
          <div className="ml-auto flex gap-2">
            <button
              type="button"
              onClick={() => void takeNewVersion()}
              className="rounded-md bg-accent px-3 py-1.5 font-semibold text-on-accent text-sm hover:opacity-90"
            >
              <Trans>Reload</Trans>
            </button>
            <button
              type="button"
              onClick={() => {
                sessionStorage.setItem(DISMISSED_KEY, newBuild);
                setNewBuild(null);
              }}
              className="rounded-md border border-line px-3 py-1.5 font-medium text-sm hover:bg-raised"
            >
              <Trans>Not now</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
