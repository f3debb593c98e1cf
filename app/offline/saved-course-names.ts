// The names a saved course goes by, shared by the page that saves it (saved-courses.ts), the
// service worker that answers from it, and the version banner that clears another account's.
// Apart from addresses.ts, which every page loads: only those who save load these.

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

/**
 * The scripts and styles of earlier builds, kept by a new service worker when it installs
 * (its own list no longer has them): pages of those builds, saved or still open in a tab,
 * name them, and the server that served them is gone. The worker answers from it for any
 * script it does not keep itself; a page lets it go (DROP_KEPT_ASSETS) once every saved
 * course is its build's.
 */
export const KEPT_ASSETS_CACHE = "synapse-kept-assets";

/** The message a page sends the worker when no saved course needs an earlier build's scripts. */
export const DROP_KEPT_ASSETS = "DROP_KEPT_ASSETS";

/** Marks the requests that save a course, which the worker never answers from a saved copy. */
export const SAVING_HEADER = "X-Synapse-Saving";

/** The address of a page's data for the app's router (React Router's single fetch). */
export const dataPathOf = (page: string): string => (page.endsWith("/") ? `${page}_.data` : `${page}.data`);

/** Whose a saved course is, in its cache's name: an account's id, or "visitor" for someone not signed in. */
export const ownerOf = (userId: string | null | undefined): string => (userId ? `user-${userId}` : "visitor");
