// What the pages say about emailed sign-in links (browser-safe; sign-in-links.server.ts makes them).

/** How long a sign-in link works. The per-address limit's window is no longer (rate-limit.server.ts). */
export const SIGN_IN_LINK_MINUTES = 15;
