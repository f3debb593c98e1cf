// Rate limits as routes apply them: count the attempt, and past the limit answer 429 with
// the wait, which the error screen explains ("…try again in 12 minutes. Nothing was saved").
import { consumeAll, type Limit } from "#app/platform/rate-limit.server.ts";
import { plural } from "#app/site/plural.ts";

/** The 429 response every limited form and route answers with. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  const wait = waitOf(retryAfterSeconds);
  return new Response(JSON.stringify({ retryAfterSeconds, wait }), {
    status: 429,
    headers: { "Retry-After": String(retryAfterSeconds), "Content-Type": "application/json" },
  });
}

/** A wait in words: "40 seconds", "1 minute", "14 minutes". */
export function waitOf(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return retryAfterSeconds < 60
    ? plural(retryAfterSeconds, { one: "# second", other: "# seconds" })
    : plural(minutes, { one: "# minute", other: "# minutes" });
}

/**
 * Counts one attempt against each limit for its subject (an IP address, an email, an
 * account id; a missing subject is skipped) and throws the 429 answer if any is exceeded.
 */
export async function enforceLimits(...checks: [Limit, string | undefined][]): Promise<void> {
  const result = await consumeAll(checks);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}
