// A small browser stand-in for integration tests: keeps cookies, sends forms the way a
// browser without JavaScript does (same-origin Origin header), and can pretend to come from
// a given address through a trusted proxy.
export type Client = {
  cookies: Map<string, string>;
  get: (path: string, init?: RequestInit) => Promise<Response>;
  post: (
    path: string,
    fields: Record<string, string | Blob> | FormData | URLSearchParams,
    init?: RequestInit,
  ) => Promise<Response>;
  /** The Set-Cookie lines of the last response. */
  lastSetCookies: () => string[];
};

export function createClient(baseUrl: string, options: { ip?: string; userAgent?: string } = {}): Client {
  const cookies = new Map<string, string>();
  let setCookies: string[] = [];

  function headersFor(init?: RequestInit): Headers {
    const headers = new Headers(init?.headers);
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (options.ip && !headers.has("x-forwarded-for")) headers.set("x-forwarded-for", options.ip);
    headers.set("user-agent", options.userAgent ?? "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36");
    return headers;
  }

  function remember(response: Response) {
    setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }

  return {
    cookies,
    lastSetCookies: () => setCookies,
    get: async (path, init) =>
      remember(await fetch(new URL(path, baseUrl), { ...init, headers: headersFor(init), redirect: "manual" })),
    post: async (path, fields, init) => {
      const body = fields instanceof FormData || fields instanceof URLSearchParams ? fields : new URLSearchParams();
      if (!(fields instanceof FormData || fields instanceof URLSearchParams)) {
        for (const [k, v] of Object.entries(fields)) (body as URLSearchParams).set(k, String(v));
      }
      const headers = headersFor(init);
      if (!headers.has("origin")) headers.set("origin", new URL(baseUrl).origin);
      return remember(
        await fetch(new URL(path, baseUrl), { method: "POST", ...init, headers, body, redirect: "manual" }),
      );
    },
  };
}

let counter = 0;
/** A unique address for one test, so suites sharing a database never collide. */
export function uniqueEmail(label: string): string {
  counter++;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A random private address for one test client, so rate limits count each test alone. */
export function uniqueIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

export const GOOD_PASSWORD = "violet-tram-oyster-44-lamp";

/**
 * The text a browser shows of a page's main content (or of a fragment of a page): tags and
 * React's comments gone, the entities React writes decoded, runs of white space made one.
 */
export const visibleText = (html: string) =>
  (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html)
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
