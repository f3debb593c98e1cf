import { redirect } from "react-router";
import { logOut } from "#app/accounts/sign-in.server.ts";
import type { Route } from "./+types/logout.ts";

// Logging out changes state, so it is a POST (a link could be triggered by another site).
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  return redirect("/", { headers: await logOut(request.headers) });
}
