// Security headers on every response: a strict Content-Security-Policy with a fresh nonce per
// response for our inline scripts, HSTS when a trusted proxy says the visitor came over TLS,
// and a Permissions-Policy that denies browser features no page uses.
import type { IncomingMessage, ServerResponse } from "node:http";
import type express from "express";
import helmet from "helmet";

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

function policy(secure: boolean, nonceOf: (res: ServerResponse) => string) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`],
        // Vite injects <style> tags while developing; built pages load only stylesheet files.
        "style-src": isDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": isDev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        ...(secure ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The headers middleware. `trustProxy` says whether req.secure can be believed (it reflects
 * X-Forwarded-Proto only behind a proxy we trust); `nonceOf` gives this response's nonce.
 */
export function securityHeaders(trustProxy: boolean, nonceOf: (res: ServerResponse) => string): express.Handler {
  const plain = policy(false, nonceOf);
  const tls = policy(true, nonceOf);
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    (trustProxy && req.secure ? tls : plain)(req, res, next);
  };
}
