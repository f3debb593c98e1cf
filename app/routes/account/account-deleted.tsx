import { Link, useSearchParams } from "react-router";
import { AuthCard } from "#app/components/auth-card.tsx";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/account-deleted.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Your account was deleted",
    description: "Your Synapse account has been deleted.",
    path: "/account-deleted",
  }),
  { name: "robots", content: "noindex" },
];

export default function AccountDeleted() {
  const [params] = useSearchParams();
  const keptCertificates = params.get("certificates") === "kept";
  return (
    <AuthCard title="Your account was deleted">
      <div role="status" className="space-y-4">
        <p>
          Your account, your photo, your sessions and the emails waiting to be sent to you are gone from Synapse. You
          are signed out on every device.
        </p>
        {keptCertificates ? (
          <p>
            As you asked, your certificates’ public pages stay, showing only your name as printed, the course and the
            date, so links to them still work. To have them taken down, write to us from the{" "}
            <Link to="/contact" className="text-link underline">
              contact page
            </Link>{" "}
            with their links.
          </p>
        ) : null}
        <p className="text-muted text-sm">
          Copies in our backups disappear as the backups roll over, within 30 days. The lessons stay free to read
          without an account.
        </p>
        <p>
          <Link to="/courses" className="font-semibold text-link underline">
            Browse the courses
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
