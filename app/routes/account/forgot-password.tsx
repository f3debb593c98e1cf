import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, Link, useNavigation } from "react-router";
import { forgotPasswordForm } from "#app/accounts/account-forms.ts";
import { requestPasswordReset } from "#app/accounts/sign-in.server.ts";
import { requiredProviderFor } from "#app/accounts/sso.server.ts";
import { schoolOnlyMessage } from "#app/accounts/sso-messages.ts";
import { AuthCard, useFocusFirstError } from "#app/components/auth-card.tsx";
import { EmailField } from "#app/components/person-fields.tsx";
import { buttonClass } from "#app/components/ui/text-field.tsx";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { i18nOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/forgot-password.ts";

export function loader({ context }: Route.LoaderArgs) {
  const i18n = i18nOf({ context });
  return {
    title: i18n._(msg`Reset your password`),
    description: i18n._(msg`Get a link to choose a new Synapse password.`),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = forgotPasswordForm(i18nOf({ context })).safeParse(values);
  if (!parsed.success) {
    return data({ errors: fieldErrorsOf(parsed.error), values: { email: values.email ?? "" } }, { status: 400 });
  }
  const { email } = parsed.data;
  const school = await requiredProviderFor(email);
  if (school) {
    const errors = { email: schoolOnlyMessage(i18nOf({ context }), school) } as FieldErrors;
    return data({ errors, values: { email } }, { status: 400 });
  }
  await enforceLimits(
    [LIMITS.resetRequestPerIp, context.get(requestContext).clientIp],
    [LIMITS.resetRequestPerAccount, email],
  );
  await requestPasswordReset(email);
  // The same answer whether or not the address has an account.
  return { sent: email };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, {
          title: loaderData.title,
          description: loaderData.description,
          path: "/forgot-password",
        }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const result = actionData && "errors" in actionData ? actionData : undefined;
  const form = useFocusFirstError(result);
  if (actionData && "sent" in actionData) {
    const { sent: email } = actionData;
    return (
      <AuthCard title={t`Check your email`}>
        <div role="status" className="space-y-4">
          <p>
            <Trans>
              If <strong className="wrap-anywhere">{email}</strong> has a Synapse account, we have sent it a link to
              choose a new password. The link works once, for one hour.
            </Trans>
          </p>
          <p className="text-muted text-sm">
            <Trans>
              Nothing arrived after a few minutes? Check your spam folder, or make sure you used the address you signed
              up with.
            </Trans>
          </p>
          <p>
            <Link to="/login" className="font-semibold text-link underline">
              <Trans>Back to log in</Trans>
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t`Forgot your password?`}
      lede={t`Enter the email address you signed up with and we will send you a link to choose a new password.`}
    >
      <Form method="post" ref={form} className="space-y-5" noValidate={Boolean(result)}>
        <EmailField defaultValue={result?.values.email} error={result?.errors.email} />
        <button type="submit" className={`${buttonClass} w-full`} disabled={navigation.state === "submitting"}>
          <Trans>Send reset link</Trans>
        </button>
        <p className="text-sm">
          <Link to="/login" className="text-link underline">
            <Trans>Back to log in</Trans>
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
