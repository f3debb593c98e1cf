// While the database cannot be reached or written, a page or form that needs it answers 503
// with Retry-After and a screen that says the site is briefly unavailable and nothing was
// saved, not the 500 of a bug; pages that need no database (an anonymous lesson) keep working.
// The shell wraps every route module's loader, action and middleware once, so that an
// outage's error becomes a thrown 503 Response, which React Router renders with the root
// error boundary and sends, the same, to the browser that hydrates it.
import type { RouterContextProvider, ServerBuild } from "react-router";
import { requestContext } from "#app/http/request-context.ts";
import { isDatabaseOutage } from "#app/platform/database-outage.ts";
import { logger } from "#app/platform/logger.server.ts";

export const RETRY_AFTER_SECONDS = 30;

/** The request id the shell gave this request, from a loader's, action's or middleware's arguments. */
function requestIdOf(args: unknown[]): string | undefined {
  const context = (args[0] as { context?: RouterContextProvider } | undefined)?.context;
  if (typeof context?.get !== "function") return undefined;
  try {
    return context.get(requestContext).requestId;
  } catch {
    return undefined;
  }
}

/**
 * Logged once, with what the database said (a full disk, a refused connection), at error
 * level: the site cannot do its work until an operator, or the database, puts it right.
 */
function unavailable(error: unknown, reqId: string | undefined): Response {
  logger.error({ err: error, reqId }, "the database is unavailable: answering 503");
  return Response.json(
    { unavailable: true },
    { status: 503, statusText: "Service Unavailable", headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
  );
}

// biome-ignore lint/suspicious/noExplicitAny: wraps loaders, actions and middleware of every shape alike.
function guarded<F extends (...args: any[]) => unknown>(handler: F): F {
  return (async (...args: Parameters<F>) => {
    try {
      return await handler(...args);
    } catch (error) {
      throw isDatabaseOutage(error) ? unavailable(error, requestIdOf(args)) : error;
    }
  }) as F;
}

/** The build with every loader, action and middleware answering a database outage with 503. */
export function answeringOutages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action, middleware } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: guarded(loader) } : {}),
        ...(action ? { action: guarded(action) } : {}),
        ...(middleware ? { middleware: middleware.map(guarded) } : {}),
      },
    };
  }
  return { ...build, routes };
}
