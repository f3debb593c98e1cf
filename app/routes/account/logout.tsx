import { Link, redirect } from "react-router";
import { logOut } from "#app/accounts/sign-in.server.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { LogOutButton } from "#app/components/site-header.tsx";
import { buttonClass, secondaryButtonClass } from "#app/components/ui/text-field.tsx";
import { sessionOf } from "#app/http/session.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/logout.ts";

// Logging out changes state, so it is a POST (a link could be triggered by another site).
// Someone who opens /logout (typed, or from an old bookmark) gets the button to do it.
export function loader({ context }: Route.LoaderArgs) {
  const session = sessionOf({ context });
  return { name: session?.user.name ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  return redirect("/", { headers: await logOut(request.headers) });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Log out", description: "Log out of Synapse on this device.", path: "/logout" }),
  { name: "robots", content: "noindex" },
];

export default function LogOut({ loaderData }: Route.ComponentProps) {
  if (!loaderData.name) {
    return (
      <AuthCard title="You are logged out" lede="No one is signed in to Synapse in this browser.">
        <div className="flex flex-wrap gap-3">
          <Link to="/login" className={buttonClass}>
            Log in
          </Link>
          <Link to="/courses" className={secondaryButtonClass}>
            Browse the courses
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Log out?"
      lede={`You are signed in as ${loaderData.name}. Logging out ends your session in this browser; your progress stays saved in your account.`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <LogOutButton className={buttonClass} />
        <Link to="/learn" className={secondaryButtonClass}>
          Stay signed in
        </Link>
      </div>
    </AuthCard>
  );
}
