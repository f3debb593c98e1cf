// What a route says about caching its page. A route whose page is the same for every
// anonymous visitor of a build exports `headers = publicPage`; the HTTP shell then renders
// that page once for all visitors without a session and keeps it (server/page-cache.ts). For
// a signed-in learner, or a request the cache must not answer, the shell turns the header
// into `private, no-store`, so the promise "public" is only ever made for the shared copy
// (docs/decisions/0009-page-cache.md).

/**
 * Browsers revalidate every time (a 304 costs a few hundred bytes) and so see a new build at
 * once; a CDN in front may serve its copy for five minutes.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=300";

/** The `headers` export of a page that is the same for everyone who is not signed in. */
export function publicPage(): HeadersInit {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}
