import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { resetPasswordForm } from "#app/accounts/account-forms.ts";
import { passwordPolicy } from "#app/accounts/auth.server.ts";
import { emitAuthEvent } from "#app/accounts/auth-store.ts";
import { newPasswordProblem, resetPassword } from "#app/accounts/sign-in.server.ts";
import { AuthCard, FormAlert, useFocusFirstError } from "#app/components/auth-card.tsx";
import { PasswordField } from "#app/components/password-field.tsx";
import { buttonClass } from "#app/components/ui/text-field.tsx";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { i18nOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/reset-password.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const i18n = i18nOf({ context });
  return {
    token,
    policy: passwordPolicy,
    title: i18n._(msg`Choose a new password`),
    description: i18n._(msg`Choose a new password for your Synapse account.`),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const i18n = i18nOf({ context });
  const parsed = resetPasswordForm(i18n).safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const problem = newPasswordProblem(i18n, parsed.data.password, []);
  if (problem) return data({ errors: { password: problem } as FieldErrors }, { status: 400 });
  await enforceLimits([LIMITS.tokenPerIp, context.get(requestContext).clientIp]);
  const result = await resetPassword(parsed.data.token, parsed.data.password);
  if (!result.ok) return data({ errors: { form: i18n._(result.message) } as FieldErrors }, { status: 400 });
  throw redirect("/login?status=password-reset");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, {
          title: loaderData.title,
          description: loaderData.description,
          path: "/reset-password",
        }),
        { name: "robots", content: "noindex" },
        // The token is in this page's address: never send it to another site. ("no-referrer"
        // would also blank the Origin of our own form posts, which the CSRF check needs.)
        { name: "referrer", content: "same-origin" },
      ]
    : [];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const hasToken = Boolean(loaderData.token);
  useEffect(() => {
    if (hasToken) emitAuthEvent({ type: "password-recovery" });
  }, [hasToken]);
  const form = useFocusFirstError(actionData);
  if (!loaderData.token) {
    return (
      <AuthCard title={loaderData.title}>
        <p>
          <Trans>
            This page needs the link from your password reset email. Open the link from the email, or{" "}
            <Link to="/forgot-password" className="font-semibold text-link underline">
              ask for a new one
            </Link>
            .
          </Trans>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={loaderData.title} lede={t`After this, every device signed in to your account is signed out.`}>
      <Form method="post" ref={form} className="space-y-5" noValidate={Boolean(actionData)}>
        {actionData?.errors.form ? (
          <FormAlert>
            {actionData.errors.form}{" "}
            <Link to="/forgot-password" className="font-semibold text-link underline">
              <Trans>Get a new link</Trans>
            </Link>
          </FormAlert>
        ) : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          name="password"
          label={t`New password`}
          policy={loaderData.policy}
          autoComplete="new-password"
          error={actionData?.errors.password}
        />
        <button type="submit" className={`${buttonClass} w-full`} disabled={navigation.state === "submitting"}>
          <Trans>Save new password</Trans>
        </button>
      </Form>
    </AuthCard>
  );
}
