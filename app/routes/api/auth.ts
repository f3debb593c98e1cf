import { auth } from "#app/accounts/auth.server.ts";
import { finishSsoSignIn } from "#app/accounts/sso.server.ts";
import { inviteBySchoolSignIn } from "#app/groups/groups.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { languageOfPath, pathIn } from "#app/site/locale.ts";
import type { Route } from "./+types/auth.ts";

// Better Auth's HTTP handler, narrowed to what a browser needs from it directly. Everything
// that changes an account goes through our own forms and actions, which add the rate
// limits, the password policy and the honeypot; the handler's other endpoints answer 404.
const ALLOWED_GET = [
  /^\/api\/auth\/get-session$/,
  /^\/api\/auth\/ok$/,
  // Where Google and Microsoft send the learner back (sso.server.ts, startSocialSignIn).
  /^\/api\/auth\/callback\/(google|microsoft)$/,
];
/** Where a school's or company's sign-in service sends the learner back (sso.server.ts). */
const SSO_CALLBACK = /^\/api\/auth\/sso\/callback\/([a-z0-9-]{2,40})$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const callback = SSO_CALLBACK.exec(pathname);
  if (callback?.[1]) {
    const provider = callback[1];
    const { response, signedIn } = await finishSsoSignIn(request, provider, sessionOf({ context })?.user.id ?? null);
    if (!signedIn) return response;
    // Groups tied to this school invite the learner; with invitations waiting, a sign-in that
    // was going to the dashboard goes to /join, where they can accept them.
    const waiting = await inviteBySchoolSignIn(signedIn.userId, provider, signedIn.claims);
    const location = new URL(response.headers.get("location") ?? "/", "http://site");
    const { language, path } = languageOfPath(location.pathname);
    if (waiting === 0 || path !== "/learn") return response;
    const headers = new Headers(response.headers);
    headers.set("location", pathIn(language, "/join"));
    return new Response(null, { status: response.status, headers });
  }
  if (!ALLOWED_GET.some((pattern) => pattern.test(pathname))) throw new Response("Not Found", { status: 404 });
  return auth.handler(request);
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}
