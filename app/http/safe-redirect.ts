// Control characters (a browser's URL parser drops tabs and newlines, which can join two
// slashes) and backslashes (read as slashes) never belong in a path we send people back to.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const SUSPICIOUS = /[\u0000-\u001f\u007f\\]/;

/** A path on this site to return to (after logging in, say); anything else becomes `fallback`. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || SUSPICIOUS.test(value)) {
    return fallback;
  }
  try {
    const url = new URL(value, "http://synapse.invalid");
    if (url.origin !== "http://synapse.invalid") return fallback;
    const path = url.pathname + url.search + url.hash;
    // Judge the path a browser will follow, not the string: dot segments, encoded or not,
    // normalise away, and "/.//evil.example" becomes "//evil.example", another host.
    if (!path.startsWith("/") || path.startsWith("//") || SUSPICIOUS.test(path)) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
