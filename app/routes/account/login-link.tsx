import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { languageToMoveTo } from "#app/accounts/language.server.ts";
import { logInWithLink } from "#app/accounts/sign-in.server.ts";
import { SIGN_IN_LINK_MINUTES } from "#app/accounts/sign-in-links.ts";
import { deviceCookie } from "#app/accounts/trusted-devices.server.ts";
import { AuthCard, FormAlert } from "#app/components/auth-card.tsx";
import { buttonClass } from "#app/components/ui/text-field.tsx";
import { formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { redirectInLanguage } from "#app/http/language-redirect.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { safeRedirectPath } from "#app/http/safe-redirect.ts";
import { forgive, LIMITS } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/login-link.ts";

// The emailed sign-in link opens this page, whose button signs in: mail scanners open links
// too, and a GET must not sign anyone in (nor use the link up).
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const i18n = i18nOf({ context });
  return {
    title: i18n._(msg`Sign in with your emailed link`),
    description: i18n._(msg`Sign in to Synapse with the link we emailed you.`),
    token: url.searchParams.get("token") ?? "",
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), "/learn"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const token = (values.token ?? "").slice(0, 200);
  const i18n = i18nOf({ context });
  if (!token) {
    return data(
      { error: i18n._(msg`This link is not complete. Open the link from the email again.`) },
      { status: 400 },
    );
  }
  const { clientIp } = context.get(requestContext);
  await enforceLimits([LIMITS.tokenPerIp, clientIp]);
  const result = await logInWithLink(token, request.headers);
  if (!result.ok) return data({ error: i18n._(result.message) }, { status: 400 });
  // The mailbox's owner: this browser now has its own budget for wrong passwords, and this
  // address's count of failures for the account starts again.
  await forgive(LIMITS.logInFailuresPerIpAndAccount, `${clientIp} ${result.email}`);
  result.cookies.append("Set-Cookie", await deviceCookie(result.email));
  const path = safeRedirectPath(values.redirectTo, "/learn");
  const moveTo = await languageToMoveTo(result, languageOf({ context }));
  throw moveTo
    ? redirectInLanguage(request, moveTo, path, { headers: result.cookies })
    : redirect(path, { headers: result.cookies });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/login/link" }),
        { name: "robots", content: "noindex" },
        { name: "referrer", content: "same-origin" },
      ]
    : [];

export default function LoginLink({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const minutes = SIGN_IN_LINK_MINUTES;
  return (
    <AuthCard title={loaderData.title}>
      {actionData?.error ? (
        <FormAlert>
          {actionData.error}{" "}
          <Link to="/login" className="font-semibold text-link underline">
            <Trans>Back to log in</Trans>
          </Link>
        </FormAlert>
      ) : null}
      {loaderData.token && !actionData ? (
        <Form method="post" className="space-y-4">
          <p>
            <Trans>
              Press the button to sign in on this browser. You stay signed in here until you log out or stop coming back
              for 30 days, so log out afterwards on a computer others use.
            </Trans>
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <button type="submit" className={`${buttonClass} w-full`} disabled={navigation.state === "submitting"}>
            <Trans>Sign in</Trans>
          </button>
        </Form>
      ) : !loaderData.token ? (
        <p>
          <Trans>
            This page needs the link from your email. Open the link from the email, or{" "}
            <Link to="/login" className="font-semibold text-link underline">
              ask for a new one on the log-in page
            </Link>
            . Each link works once, for {minutes} minutes.
          </Trans>
        </p>
      ) : null}
    </AuthCard>
  );
}
