import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, redirect } from "react-router";
import { logOut } from "#app/accounts/sign-in.server.ts";
import { schoolOf, schoolSignOut } from "#app/accounts/sso.server.ts";
import { LogOutButton } from "#app/components/account-menu.tsx";
import { AuthCard } from "#app/components/auth-card.tsx";
import { buttonClass, secondaryButtonClass } from "#app/components/ui/text-field.tsx";
import { i18nOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/logout.ts";

// Logging out changes state, so it is a POST (a link could be triggered by another site).
// Someone who opens /logout (typed, or from an old bookmark) gets the button to do it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = sessionOf({ context });
  const i18n = i18nOf({ context });
  const school = new URL(request.url).searchParams.get("school");
  return {
    name: session?.user.name ?? null,
    // After logging out of Synapse: the school's own sign-out, if it has one (sso.server.ts).
    schoolSignOut: !session && school ? await schoolSignOut(school) : null,
    title: i18n._(msg`Log out`),
    description: i18n._(msg`Log out of Synapse on this device.`),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = sessionOf({ context });
  const school = session ? await schoolOf(session.user.id) : null;
  const cookies = await logOut(request.headers);
  // A learner with a school account is offered to sign out there too.
  return redirect(school ? `/logout?school=${encodeURIComponent(school)}` : "/", { headers: cookies });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/logout" }),
        { name: "robots", content: "noindex" },
      ]
    : [];

function SchoolSignOut({ school, url }: { school: string; url: string }) {
  return (
    <div className="mb-6 space-y-3 rounded-md border border-line p-4">
      <p>
        <Trans>
          You may still be signed in to your {school} account in this browser. On a shared computer, sign out there too.
        </Trans>
      </p>
      <a href={url} className={`${secondaryButtonClass} inline-block`}>
        <Trans>Sign out of {school} too</Trans>
      </a>
    </div>
  );
}

export default function LogOut({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { name } = loaderData;
  if (!name) {
    return (
      <AuthCard title={t`You are logged out`} lede={t`No one is signed in to Synapse in this browser.`}>
        {loaderData.schoolSignOut ? (
          <SchoolSignOut school={loaderData.schoolSignOut.name} url={loaderData.schoolSignOut.url} />
        ) : null}
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
