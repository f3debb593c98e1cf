import { auth } from "#app/accounts/auth.server.ts";
import type { Route } from "./+types/auth.ts";

// Better Auth's HTTP handler, narrowed to what a browser needs from it directly. Everything
// that changes an account goes through our own forms and actions, which add the rate
// limits, the password policy and the honeypot; the handler's other endpoints answer 404.
const ALLOWED_GET = [/^\/api\/auth\/get-session$/, /^\/api\/auth\/ok$/];

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!ALLOWED_GET.some((pattern) => pattern.test(pathname))) throw new Response("Not Found", { status: 404 });
  return auth.handler(request);
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}
