// The offline side of the site's addresses. The offline page (under each language's prefix) is the
// screen the service worker shows in place of a page that cannot be reached; the server renders
// it for nobody in particular, since the worker keeps one copy for whoever uses the device.
export const OFFLINE_PATH = "/offline";

/** Where the build writes the service worker (scripts/build.ts), at the site's root so it covers every page. */
export const SERVICE_WORKER_URL = "/sw.js";
