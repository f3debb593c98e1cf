// Courses saved for offline use, in this browser: each one a Cache Storage cache holding the
// course's pages as the learner saw them (each page's document and its data for the app's
// router), which the service worker answers from when a page cannot be reached
// (service-worker.ts). A cache belongs to one account (or to the visitor with none): pages
// carry the learner's progress, so another account's saved courses are deleted, never shown
// (forgetOtherAccounts). The course's scripts are the build's own, kept by the worker.
import type { Language } from "#app/site/locale.ts";
import { pathIn } from "#app/site/locale.ts";
import {
  DROP_KEPT_ASSETS,
  dataPathOf,
  KEPT_ASSETS_CACHE,
  SAVED_COURSE_CACHE_PREFIX,
  SAVED_COURSE_RECORD_PATH,
  SAVING_HEADER,
} from "./saved-course-names.ts";
import { takeWaitingWorker } from "./service-worker-registration.ts";

/** What a saved course's record says about it. */
export type SavedCourse = {
  course: string;
  title: string;
  language: Language;
  /** ISO 8601. */
  savedAt: string;
  /** The build whose pages these are: a course saved by an older build is saved again when online. */
  buildId: string;
  /** How much it keeps, in bytes. */
  bytes: number;
  /** The pages kept (each with its data). */
  pages: string[];
};

export type SaveProblem = "offline" | "storage-full" | "unavailable" | "failed";

/** Why a save did not finish; whatever it had kept is deleted. */
export class SaveError extends Error {
  readonly problem: SaveProblem;
  constructor(problem: SaveProblem, options?: ErrorOptions) {
    super(`The course was not saved: ${problem}`, options);
    this.problem = problem;
  }
}

/** Whether this browser can keep a course (Cache Storage and service workers). */
export const canSaveCourses = (): boolean =>
  typeof window !== "undefined" && "caches" in window && "serviceWorker" in navigator && window.isSecureContext;

type CacheName = { name: string; owner: string; language: string; course: string; stamp: number };

function parseName(name: string): CacheName | null {
  if (!name.startsWith(SAVED_COURSE_CACHE_PREFIX)) return null;
  const [owner, language, course, stamp] = name.slice(SAVED_COURSE_CACHE_PREFIX.length).split("|");
  if (!owner || !language || !course || !stamp) return null;
  return { name, owner: decodeURIComponent(owner), language, course, stamp: Number(stamp) };
}

async function savedCacheNames(): Promise<CacheName[]> {
  if (!canSaveCourses()) return [];
  return (await caches.keys()).map(parseName).filter((name) => name !== null);
}

async function recordIn(name: string): Promise<SavedCourse | null> {
  const response = await (await caches.open(name)).match(SAVED_COURSE_RECORD_PATH);
  return response ? ((await response.json()) as SavedCourse) : null;
}

/** The owner's saved courses (finished saves only), newest first. */
export async function savedCourses(owner: string): Promise<SavedCourse[]> {
  const names = (await savedCacheNames()).filter((name) => name.owner === owner);
  const records = await Promise.all(names.map((name) => recordIn(name.name)));
  return records.filter((record) => record !== null).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Every finished saved course in this browser, whoever saved it (for the offline page, which knows no one). */
export async function allSavedCourses(): Promise<SavedCourse[]> {
  const records = await Promise.all((await savedCacheNames()).map((name) => recordIn(name.name)));
  return records.filter((record) => record !== null).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Removes the owner's saved copy of a course in a language. */
export async function removeSavedCourse(owner: string, language: Language, course: string): Promise<void> {
  const names = (await savedCacheNames()).filter(
    (name) => name.owner === owner && name.language === language && name.course === course,
  );
  await Promise.all(names.map((name) => caches.delete(name.name)));
}

/** Deletes every saved course that is not the owner's: what another account (or a visitor) saved. */
export async function forgetOtherAccounts(owner: string): Promise<void> {
  const names = (await savedCacheNames()).filter((name) => name.owner !== owner);
  await Promise.all(names.map((name) => caches.delete(name.name)));
}

/** A connection that stalls this long on one page is treated as gone. */
const PAGE_TIMEOUT_MS = 60_000;

/** Fetches one address from the server (never a saved copy) and keeps it in `cache`. */
async function keep(cache: Cache, address: string, kept: (bytes: number) => void): Promise<void> {
  const response = await fetch(address, {
    credentials: "same-origin",
    cache: "no-cache",
    headers: { [SAVING_HEADER]: "1" },
    signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new SaveError("offline", { cause: error });
  });
  // A redirect (to log in, say) or an error is not the page.
  if (response.status !== 200 || response.redirected) throw new SaveError("failed");
  const size = (await response.clone().arrayBuffer()).byteLength;
  // The route list is kept under its bare address: the worker answers any such request with it.
  await cache.put(address.split("?")[0] ?? address, response);
  kept(size);
}

/**
 * The router's description of the routes that show these pages (React Router's `__manifest`,
 * which the app asks for before it opens a page whose route it has not seen): offline, the
 * worker answers with it, so that moving between saved pages needs no server.
 */
function routesAddress(language: Language, pages: string[]): string {
  const paths = new Set<string>();
  for (const page of pages) {
    const parts = page.split("/").filter(Boolean);
    for (let i = 1; i <= parts.length; i++) paths.add(`/${parts.slice(0, i).join("/")}`);
  }
  const version = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? "";
  const query = new URLSearchParams({ paths: [...paths].sort().join(","), version });
  return `${pathIn(language, "/__manifest")}?${query}`;
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22);

type SaveOptions = {
  owner: string;
  language: Language;
  course: string;
  buildId: string;
  /** Called as pages are kept: `done` of `total` addresses. */
  onProgress?: (done: number, total: number) => void;
};

/**
 * Saves a course: asks the server which pages it has, keeps each page and its data in a new
 * cache, writes the record last, and only then deletes an older copy. A save that fails
 * (no connection, storage full, a page that would not load) deletes what it kept, so a course
 * is either saved whole or, as before, not at all.
 */
export async function saveCourse({ owner, language, course, buildId, onProgress }: SaveOptions): Promise<SavedCourse> {
  if (!canSaveCourses()) throw new SaveError("unavailable");
  // The pages are kept with the scripts of the worker in charge: a newer one waiting is this
  // page's build's (or later), so it takes over first.
  await takeWaitingWorker();
  const listing = await fetch(pathIn(language, `/courses/${course}/offline.json`)).catch((error: unknown) => {
    throw new SaveError("offline", { cause: error });
  });
  if (!listing.ok) throw new SaveError("failed");
  const { title, pages } = (await listing.json()) as { title: string; pages: string[] };
  const addresses = [...pages.flatMap((page) => [page, dataPathOf(page)]), routesAddress(language, pages)];

  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  // A course takes about 1.5 MB once kept: with less than 3 MB left, it is not started.
  if (estimate?.quota !== undefined && estimate.usage !== undefined && estimate.quota - estimate.usage < 3_000_000) {
    throw new SaveError("storage-full");
  }
  // Ask the browser to keep it when space runs low (granted or not, the save goes on).
  await navigator.storage?.persist?.().catch(() => false);

  const name = `${SAVED_COURSE_CACHE_PREFIX}${encodeURIComponent(owner)}|${language}|${course}|${Date.now()}`;
  const cache = await caches.open(name);
  let bytes = 0;
  let done = 0;
  try {
    onProgress?.(0, addresses.length);
    const next = [...addresses];
    // Three at a time; the first failure stops the others, and the save ends once none is
    // still writing, so nothing is kept (or reported) after it.
    let failure: unknown = null;
    const keepNext = async () => {
      for (let address = next.shift(); address !== undefined && failure === null; address = next.shift()) {
        try {
          await keep(cache, address, (size) => {
            bytes += size;
            if (failure === null) onProgress?.(++done, addresses.length);
          });
        } catch (error) {
          failure ??= error;
        }
      }
    };
    await Promise.all([keepNext(), keepNext(), keepNext()]);
    if (failure !== null) throw failure;
    const record: SavedCourse = {
      course,
      title,
      language,
      savedAt: new Date().toISOString(),
      buildId,
      bytes,
      pages,
    };
    await cache.put(
      SAVED_COURSE_RECORD_PATH,
      new Response(JSON.stringify(record), { headers: { "Content-Type": "application/json" } }),
    );
    const older = (await savedCacheNames()).filter(
      (other) => other.owner === owner && other.language === language && other.course === course && other.name !== name,
    );
    await Promise.all(older.map((other) => caches.delete(other.name)));
    return record;
  } catch (error) {
    await caches.delete(name);
    if (error instanceof SaveError) throw error;
    if (isQuotaError(error)) throw new SaveError("storage-full", { cause: error });
    throw new SaveError("failed", { cause: error });
  }
}

/**
 * Saves again, quietly, the owner's courses that an older build saved, so they match the
 * scripts this build's worker keeps; not before `workerReady` says that worker is in charge.
 * A course that fails keeps its older copy; one the site no longer has is removed. Once every
 * saved course is this build's, the worker is told it may let go of older builds' scripts.
 */
export async function refreshSavedCourses(
  owner: string,
  buildId: string,
  workerReady: () => Promise<boolean>,
): Promise<void> {
  const stale = (await savedCourses(owner)).filter((saved) => saved.buildId !== buildId);
  const keeping = (await caches.keys()).includes(KEPT_ASSETS_CACHE);
  if ((!stale.length && !keeping) || !(await workerReady())) return;
  for (const saved of stale) {
    // A course the site no longer has is dropped, not tried again on every page load.
    const listing = await fetch(pathIn(saved.language, `/courses/${saved.course}/offline.json`), {
      method: "HEAD",
    }).catch(() => null);
    if (listing?.status === 404) {
      await removeSavedCourse(owner, saved.language, saved.course);
      continue;
    }
    await saveCourse({ owner, language: saved.language, course: saved.course, buildId }).catch(() => undefined);
  }
  if ((await allSavedCourses()).every((saved) => saved.buildId === buildId)) {
    navigator.serviceWorker.controller?.postMessage({ type: DROP_KEPT_ASSETS });
  }
}

/** Cleans up saves that never finished (a tab closed mid-save): caches without a record, over an hour old. */
export async function dropUnfinishedSaves(now = Date.now()): Promise<void> {
  const names = (await savedCacheNames()).filter((name) => now - name.stamp > 3_600_000);
  for (const name of names) if (!(await recordIn(name.name))) await caches.delete(name.name);
}
