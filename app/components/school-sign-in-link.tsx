import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { secondaryButtonClass } from "./ui/text-field.tsx";

/** The way in for learners whose school or employer signs them in (app/routes/account/login-sso.tsx). */
export function SchoolSignInLink({ query }: { query: string }) {
  return (
    <div className="mt-6 space-y-2 border-line border-t pt-5">
      <Link to={`/login/sso${query}`} prefetch="intent" className={`${secondaryButtonClass} block w-full text-center`}>
        <Trans>Continue with your school or work account</Trans>
      </Link>
      <p className="text-muted text-sm">
        <Trans>For learners whose school or employer has set up Synapse: no new password.</Trans>
      </p>
    </div>
  );
}
