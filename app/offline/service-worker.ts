/// <reference lib="webworker" />
// The service worker (built by scripts/build.ts into build/client/sw.js, with the list of files
// to precache written in by @serwist/build). It keeps the build's hashed scripts and styles and
// the offline page in each language. Pages always come from the network first; without one, a
// page of a course the learner saved (saved-courses.ts) comes from its saved copy, and any other
// page gets a friendly screen in its language instead of the browser's error
// (docs/decisions/0018-offline.md).
import { NetworkOnly, type PrecacheEntry, Serwist, type SerwistGlobalConfig } from "serwist";
import { languageOfPath, pathIn } from "#app/site/locale.ts";
import { OFFLINE_PATH } from "./addresses.ts";
import { OUTBOX_SYNC_TAG, outboxEntries, sendOutbox } from "./outbox.ts";
import {
  DROP_KEPT_ASSETS,
  KEPT_ASSETS_CACHE,
  SAVED_COURSE_CACHE_PREFIX,
  SAVED_COURSE_RECORD_PATH,
  SAVING_HEADER,
} from "./saved-course-names.ts";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/**
 * The saved copy of a page or its data, from a course saved whole (its record is written last).
 * Saved pages are kept without a query: the router's `_routes` (which loaders to run) is moot,
 * since the saved data has them all, and a lesson opened from a quiz's "reread" link is the
 * same lesson.
 */
async function savedCopyOf(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  // The route list answers only for the paths the course saved: for any other, the router
  // must not learn offline that no route shows it (it would keep showing "not found" for it
  // once back online), so it is left to ask again.
  const asked = url.pathname.endsWith("/__manifest") ? (url.searchParams.get("paths") ?? "").split(",") : [];
  url.search = "";
  url.hash = "";
  for (const name of await caches.keys()) {
    if (!name.startsWith(SAVED_COURSE_CACHE_PREFIX)) continue;
    const cache = await caches.open(name);
    const copy = await cache.match(url.href, { ignoreVary: true });
    const record = copy && (await cache.match(SAVED_COURSE_RECORD_PATH));
    if (!record) continue;
    if (asked.length === 0) return copy;
    const { pages } = (await record.json()) as { pages: string[] };
    const covered = new Set(pages.flatMap(withAncestors));
    if (asked.every((path) => covered.has(path))) return copy;
  }
  return undefined;
}

/** "/es/courses/x" → "/es", "/es/courses", "/es/courses/x": what the router asks routes for. */
function withAncestors(page: string): string[] {
  const parts = page.split("/").filter(Boolean);
  return parts.map((_, i) => `/${parts.slice(0, i + 1).join("/")}`);
}

/**
 * The answer to a page that cannot be reached: the offline page in its language. The browser is
 * sent there (with the page's address in `from`, to go back to) rather than shown it in place,
 * so that the app that starts on it is the offline page's, at its own address.
 */
async function offlinePageFor(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const { language, path } = languageOfPath(url.pathname);
  const offline = pathIn(language, OFFLINE_PATH);
  if (path === OFFLINE_PATH) return serwist.matchPrecache(offline);
  const back = new URLSearchParams({ from: url.pathname + url.search });
  return Response.redirect(`${url.origin}${offline}?${back}`, 302);
}

/**
 * What the app's router gets when a page's data cannot be fetched: not an error (it would show
 * the error screen) but React Router's "load this address as a document" answer, which this
 * worker then answers with the offline page in place.
 */
function asDocumentLoad(request: Request): Response {
  const url = new URL(request.url);
  const page = url.pathname.endsWith("/__manifest")
    ? null
    : url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return new Response(null, {
    status: 204,
    headers: {
      "X-Remix-Reload-Document": "true",
      ...(page ? { "X-Remix-Redirect": `${page}${url.search}` } : {}),
    },
  });
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new worker waits until the learner takes the new version (the version banner), so an
  // open page never loses the scripts it was built with.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => request.mode === "navigate",
      handler: new NetworkOnly({
        plugins: [
          {
            // A form sent as a page (before the page's scripts run) gets the offline page, which
            // says it could not be sent: never the saved copy, which would look as if it had.
            handlerDidError: async ({ request }) =>
              (request.method === "GET" ? await savedCopyOf(request) : undefined) ?? offlinePageFor(request),
          },
        ],
      }),
    },
    {
      // A script or style this build does not have: one an earlier build's page names (a saved
      // course not saved again yet, a tab still open), kept when this worker installed.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
      handler: async ({ request }) => (await caches.match(request, { cacheName: KEPT_ASSETS_CACHE })) ?? fetch(request),
    },
    {
      // A client-side navigation's data, and the router's discovery of routes it has not seen.
      matcher: ({ url, request, sameOrigin }) =>
        sameOrigin &&
        request.method === "GET" &&
        (url.pathname.endsWith(".data") || url.pathname.endsWith("/__manifest")),
      handler: new NetworkOnly({
        plugins: [
          {
            // A course being saved must get the server's pages or fail: never the saved copy.
            handlerDidError: async ({ request }) =>
              request.headers.has(SAVING_HEADER)
                ? undefined
                : ((await savedCopyOf(request)) ?? asDocumentLoad(request)),
          },
        ],
      }),
    },
  ],
});

/**
 * Before this worker takes over and its precache lets go of what the build before it kept:
 * those scripts and styles go to a cache of their own. The server no longer has them, and a
 * page of that build (a course saved with it, opened offline; a tab still open) would
 * otherwise load a chunk that no longer exists.
 */
async function keepEarlierAssets(): Promise<void> {
  const precache = await caches.open(serwist.precacheStrategy.cacheName);
  const current = new Set(serwist.getUrlsToPrecacheKeys().values());
  const earlier = (await precache.keys()).filter(
    (request) => new URL(request.url).pathname.startsWith("/assets/") && !current.has(request.url),
  );
  if (!earlier.length) return;
  const kept = await caches.open(KEPT_ASSETS_CACHE);
  for (const request of earlier) {
    const response = await precache.match(request);
    if (response) await kept.put(request, response);
  }
}
self.addEventListener("install", (event) => event.waitUntil(keepEarlierAssets()));

// A page says no saved course needs the earlier builds' scripts any more; they go, unless
// another tab is open, which may be of an earlier build (the next page load asks again).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== DROP_KEPT_ASSETS) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window" });
      if (windows.length <= 1) await caches.delete(KEPT_ASSETS_CACHE);
    })(),
  );
});

serwist.addEventListeners();

// Background Sync (Chromium): answers given offline are sent once the connection returns,
// even with no Synapse page open. Not in TypeScript's worker types yet.
type SyncEvent = ExtendableEvent & { tag: string };
self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    (async () => {
      await sendOutbox();
      // A failure asks the browser to try again later (it gives up after a few tries; the
      // next page load online sends them then).
      if ((await outboxEntries()).length > 0) throw new Error("Some answers are still waiting to be sent.");
    })(),
  );
});
