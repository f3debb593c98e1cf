import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, redirect } from "react-router";
import { logOut } from "#app/accounts/sign-in.server.ts";
import { LogOutButton } from "#app/components/account-menu.tsx";
import { AuthCard } from "#app/components/auth-card.tsx";
import { buttonClass, secondaryButtonClass } from "#app/components/ui/text-field.tsx";
import { i18nOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/logout.ts";

// Logging out changes state, so it is a POST (a link could be triggered by another site).
// Someone who opens /logout (typed, or from an old bookmark) gets the button to do it.
export function loader({ context }: Route.LoaderArgs) {
  const session = sessionOf({ context });
  const i18n = i18nOf({ context });
  return {
    name: session?.user.name ?? null,
    title: i18n._(msg`Log out`),
    description: i18n._(msg`Log out of Synapse on this device.`),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return redirect("/", { headers: await logOut(request.headers) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/logout" }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function LogOut({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { name } = loaderData;
  if (!name) {
    return (
      <AuthCard title={t`You are logged out`} lede={t`No one is signed in to Synapse in this browser.`}>
        <div className="flex flex-wrap gap-3">
          <Link to="/login" className={buttonClass}>
            <Trans>Log in</Trans>
          </Link>
          <Link to="/courses" className={secondaryButtonClass}>
            <Trans>Browse the courses</Trans>
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t`Log out?`}
      lede={t`You are signed in as ${name}. Logging out ends your session in this browser; your progress stays saved in your account.`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <LogOutButton className={buttonClass} />
        <Link to="/learn" className={secondaryButtonClass}>
          <Trans>Stay signed in</Trans>
        </Link>
      </div>
    </AuthCard>
  );
}
