import { z } from "zod";
import { requestContext } from "#app/http/request-context.ts";
import { optedOut, recordPageView } from "#app/insights/visits.server.ts";
import { env } from "#app/platform/env.server.ts";
import type { Route } from "./+types/analytics-view.ts";

// POST /api/analytics/view: a page view after an in-app navigation (the first page a visitor
// loads is counted by the server as it sends it). Sends no cookie and reads none.
const siteHost = new URL(env.SITE_URL).hostname;
const viewBody = z.object({ path: z.string().min(1).max(200).startsWith("/") });

export async function action({ request, context }: Route.ActionArgs) {
  let body: unknown = null;
  try {
    body = JSON.parse(await request.text());
  } catch {
    // Not JSON: reported below like any other bad body.
  }
  const parsed = viewBody.safeParse(body);
  if (!parsed.success) return new Response('Expected {"path": "/a/page"}.', { status: 400 });
  if (!optedOut(request.headers)) {
    recordPageView({
      path: parsed.data.path,
      referrer: null,
      userAgent: request.headers.get("user-agent") ?? "",
      clientIp: context.get(requestContext).clientIp,
      country: env.COUNTRY_HEADER ? (request.headers.get(env.COUNTRY_HEADER)?.toUpperCase() ?? null) : null,
      ownHosts: [siteHost],
    });
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
