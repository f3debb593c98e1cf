// The offline side of the site's addresses. The offline page (under each language's prefix) is the
// screen the service worker shows in place of a page that cannot be reached; the server renders
// it for nobody in particular, since the worker keeps one copy for whoever uses the device.
export const OFFLINE_PATH = "/offline";

/** Where the build writes the service worker (scripts/build.ts), at the site's root so it covers every page. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * A saved course is one Cache Storage cache (app/offline/saved-courses.ts), named
 * `synapse-saved-course|<owner>|<language>|<course>|<saved at>`; the service worker answers
 * from it when a page cannot be reached.
 */
export const SAVED_COURSE_CACHE_PREFIX = "synapse-saved-course|";

/**
 * The key of a saved course's own record (what it is, when it was saved, its size), written
 * last: a cache without it is a save that did not finish, and nothing is answered from it.
 */
export const SAVED_COURSE_RECORD_PATH = "/__saved-course.json";

/** Marks the requests that save a course, which the worker never answers from a saved copy. */
export const SAVING_HEADER = "X-Synapse-Saving";

/** The address of a page's data for the app's router (React Router's single fetch). */
export const dataPathOf = (page: string): string => (page.endsWith("/") ? `${page}_.data` : `${page}.data`);

/** Whose a saved course is, in its cache's name: an account's id, or "visitor" for someone not signed in. */
export const ownerOf = (userId: string | null | undefined): string => (userId ? `user-${userId}` : "visitor");
