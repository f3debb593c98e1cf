import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "#app/components/auth-card.tsx";
import { i18nOf } from "#app/http/i18n.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/account-deleted.ts";

export function loader({ context }: Route.LoaderArgs) {
  const i18n = i18nOf({ context });
  return {
    title: i18n._(msg`Your account was deleted`),
    description: i18n._(msg`Your Synapse account has been deleted.`),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, {
          title: loaderData.title,
          description: loaderData.description,
          path: "/account-deleted",
        }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function AccountDeleted({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const keptCertificates = params.get("certificates") === "kept";
  return (
    <AuthCard title={loaderData.title}>
      <div role="status" className="space-y-4">
        <p>
          <Trans>
            Your account, your photo, your sessions and the emails waiting to be sent to you are gone from Synapse. You
            are signed out on every device.
          </Trans>
        </p>
        {keptCertificates ? (
          <p>
            <Trans>
              As you asked, your certificates’ public pages stay, showing only your name as printed, the course and the
              date, so links to them still work. To have them taken down, write to us from the{" "}
              <Link to="/contact" className="text-link underline">
                contact page
              </Link>{" "}
              with their links.
            </Trans>
          </p>
        ) : null}
        <p className="text-muted text-sm">
          <Trans>
            Copies in our backups disappear as the backups roll over, within 30 days. The lessons stay free to read
            without an account.
          </Trans>
        </p>
        <p>
          <Link to="/courses" className="font-semibold text-link underline">
            <Trans>Browse the courses</Trans>
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
