import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { verifyEmail } from "#app/accounts/sign-in.server.ts";
import { AuthCard, FormAlert } from "#app/components/auth-card.tsx";
import { buttonClass } from "#app/components/ui/text-field.tsx";
import { readForm } from "#app/http/forms.ts";
import { i18nOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { safeRedirectPath } from "#app/http/safe-redirect.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/verify-email.ts";

// Opening the link shows a button rather than acting at once: mail scanners open links
// too, and a GET must not sign anyone in. A link from signing up may carry the page the
// learner came from (`redirectTo`, a path on this site), where confirming brings them back.
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const i18n = i18nOf({ context });
  return {
    token: params.get("token") ?? "",
    returnTo: safeRedirectPath(params.get("redirectTo"), ""),
    title: i18n._(msg`Confirm your email address`),
    description: i18n._(msg`Confirm the email address of your Synapse account.`),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = String(form.get("token") ?? "").slice(0, 4096);
  const i18n = i18nOf({ context });
  if (!token) {
    return data(
      { error: i18n._(msg`This link is not complete. Open the link from the email again.`) },
      { status: 400 },
    );
  }
  await enforceLimits([LIMITS.tokenPerIp, context.get(requestContext).clientIp]);
  const result = await verifyEmail(token, request.headers);
  if (!result.ok) return data({ error: i18n._(result.message) }, { status: 400 });
  const returnTo = safeRedirectPath(form.get("redirectTo"), "");
  if (result.outcome === "verified" && returnTo) throw redirect(returnTo, { headers: result.cookies });
  const status = {
    verified: "email-verified",
    "new-address-sent": "new-address-sent",
    "email-changed": "email-changed",
  }[result.outcome];
  throw redirect(`/profile?status=${status}`, { headers: result.cookies });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/verify-email" }),
        { name: "robots", content: "noindex" },
        { name: "referrer", content: "same-origin" },
      ]
    : [];

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <AuthCard title={loaderData.title}>
      {actionData?.error ? (
        <FormAlert>
          {actionData.error}{" "}
          <Link to="/profile" className="font-semibold text-link underline">
            <Trans>Send a new link from your profile</Trans>
          </Link>
        </FormAlert>
      ) : null}
      {loaderData.token ? (
        <Form method="post" className="space-y-4">
          <p>
            <Trans>Press the button to confirm this address and sign in.</Trans>
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          {loaderData.returnTo ? <input type="hidden" name="redirectTo" value={loaderData.returnTo} /> : null}
          <button type="submit" className={`${buttonClass} w-full`} disabled={navigation.state === "submitting"}>
            <Trans>Confirm my email address</Trans>
          </button>
        </Form>
      ) : (
        <p>
          <Trans>
            This page needs the link from your email. Open the link from the email, or{" "}
            <Link to="/profile" className="font-semibold text-link underline">
              ask for a new one on your profile
            </Link>
            .
          </Trans>
        </p>
      )}
    </AuthCard>
  );
}
