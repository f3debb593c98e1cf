// Security headers on every response: a strict Content-Security-Policy that allows only our
// own inline scripts (by a fresh nonce, or by their hashes on a cached page), HSTS when a
// trusted proxy says the visitor came over TLS, and a Permissions-Policy that denies browser
// features no page uses.
import type { ServerResponse } from "node:http";
import type express from "express";

const isDev = import.meta.env.DEV;

// Browser features no page of ours uses; denying them limits what injected code could do.
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

// The Content-Security-Policy, written out here rather than by helmet because a cached page
// allows its inline scripts by their hashes, which are known only once the page is rendered.
const DIRECTIVES: [string, string[]][] = [
  ["default-src", ["'self'"]],
  // Vite injects <style> tags while developing; built pages load only stylesheet files.
  ["style-src", isDev ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
  ["style-src-attr", ["'unsafe-inline'"]],
  ["img-src", ["'self'", "data:", "blob:"]],
  ["font-src", ["'self'"]],
  ["connect-src", isDev ? ["'self'", "ws:", "wss:"] : ["'self'"]],
  ["manifest-src", ["'self'"]],
  ["worker-src", ["'self'", "blob:"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'none'"]],
  ["frame-ancestors", ["'none'"]],
  ["form-action", ["'self'"]],
];

/**
 * The policy for one response. `scripts` allows its inline scripts: `'nonce-…'` for a page
 * rendered for one request, `'sha256-…'` hashes for a page rendered once and cached
 * (docs/decisions/0009-page-cache.md).
 */
export function contentSecurityPolicy(secure: boolean, scripts: string[]): string {
  const directives: [string, string[]][] = [["script-src", ["'self'", ...scripts]], ...DIRECTIVES];
  if (secure) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join(";");
}

// The rest, the same on every page: what helmet's defaults set, written out once, so that a
// page does not run a dozen small middlewares to set fixed values (3% of a signed-in page's
// CPU). HSTS only over TLS: a browser would refuse plain HTTP on localhost for two years.
const PAGE_HEADERS: [string, string][] = [
  ["Permissions-Policy", PERMISSIONS_POLICY],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];
const PLAIN = new Map(PAGE_HEADERS);
const TLS = new Map([...PAGE_HEADERS, ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]]);

/**
 * The security headers of a built file (a script, a stylesheet, an icon), fixed for the life
 * of the process: no inline script may run, nothing may be sniffed or embedded elsewhere.
 */
export function fileSecurityHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(false, []),
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Whether this request reached us over TLS, as far as we can believe it. */
export const isSecure = (trustProxy: boolean, req: express.Request) => trustProxy && req.secure;

/**
 * The headers middleware. `trustProxy` says whether req.secure can be believed (it reflects
 * X-Forwarded-Proto only behind a proxy we trust); `nonceOf` gives this response's nonce, or
 * nothing for a page rendered to be cached: until its hashes replace it, that response's
 * policy allows no inline script at all.
 */
export function securityHeaders(
  trustProxy: boolean,
  nonceOf: (res: ServerResponse) => string | undefined,
): express.Handler {
  return (req, res, next) => {
    const secure = isSecure(trustProxy, req);
    res.setHeaders(secure ? TLS : PLAIN);
    const nonce = nonceOf(res);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(secure, nonce ? [`'nonce-${nonce}'`] : []));
    next();
  };
}
