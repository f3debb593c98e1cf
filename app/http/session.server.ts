// Who is asking: the root middleware looks the session up once per request (page, `.data`
// request or resource route) and puts it in the router context, and every loader and action
// reads it from there. The guards below turn "not signed in" and "not an admin" into the
// answers a person expects.
import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { lookUpSession, type Session } from "#app/accounts/auth.server.ts";
import { languageOfPath } from "#app/site/locale.ts";
import { safeRedirectPath } from "./safe-redirect.ts";

const sessionContext = createContext<Session | null>();

type WithContext = { context: Readonly<RouterContextProvider> };

/**
 * Root middleware: the session for this request, or null for visitors (who are not looked
 * up at all: without a session cookie there is nothing to find). A session rolled forward
 * comes back with a fresh cookie, which is added to whatever response the request gets.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { session, cookies } = await lookUpSession(request.headers);
  context.set(sessionContext, session);
  const response = await next();
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return response;
};

/** The signed-in learner's session, or null. */
export function sessionOf({ context }: WithContext): Session | null {
  return context.get(sessionContext);
}

/** The signed-in learner's session, or a redirect to /login that brings them back here afterwards. */
export function requireSession({ request, context }: WithContext & { request: Request }): Session {
  const session = context.get(sessionContext);
  if (session) return session;
  const url = new URL(request.url);
  // A site path, as links and redirects are written: the router adds the page's language prefix.
  const back = safeRedirectPath(languageOfPath(url.pathname.replace(/\.data$/, "")).path + url.search);
  throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
}

/**
 * Middleware for the admin area (nested under it, it guards every page, `.data` request and
 * download). Visitors are sent to log in; signed-in learners get the same 404 as a page that
 * does not exist, so the admin area does not announce itself.
 */
export const adminOnly: MiddlewareFunction<Response> = (args, next) => {
  const session = requireSession(args);
  if (session.user.role !== "admin") throw new Response("Not Found", { status: 404 });
  return next();
};
