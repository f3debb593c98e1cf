// The access log keeps each request's path and query, and some queries carry secrets: the
// links in our emails (`/reset-password?token=…`, `/verify-email?token=…`) work for anyone
// who reads them while they are live. Their values never reach the log, and nor does what a
// learner types into search (`/search?q=…`): their business, not the log's.
const SECRET_NAME = /token|code|key|secret|password|signature|sig$|otp|auth|^q$/i;
// A page to return to is a URL of its own, with its own query (`/login?redirectTo=` a join
// link, whose group code is as secret there as in the link itself).
const RETURN_PATH_NAME = /^(redirectTo|callbackURL)$/i;

/** The URL as the log keeps it: the value of every secret-looking query parameter, and of a search, replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const params = url
    .slice(query + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replaceAll("+", " "));
      } catch {
        // A malformed escape: judge the name as it came.
      }
      if (SECRET_NAME.test(name)) return `${pair.slice(0, eq)}=[redacted]`;
      if (!RETURN_PATH_NAME.test(name)) return pair;
      try {
        const value = decodeURIComponent(pair.slice(eq + 1).replaceAll("+", " "));
        const redacted = redactUrl(value);
        return redacted === value ? pair : `${pair.slice(0, eq)}=${encodeURIComponent(redacted)}`;
      } catch {
        return `${pair.slice(0, eq)}=[redacted]`;
      }
    });
  return `${url.slice(0, query)}?${params.join("&")}`;
}
