import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { emailFieldIn, signUpForm } from "#app/accounts/account-forms.ts";
import { passwordPolicy } from "#app/accounts/auth.server.ts";
import { newPasswordProblem, resendVerificationQuietly, signUp } from "#app/accounts/sign-in.server.ts";
import { requiredProviderFor } from "#app/accounts/sso.server.ts";
import { schoolOnlyMessage } from "#app/accounts/sso-messages.ts";
import { AuthCard, useFocusFirstError } from "#app/components/auth-card.tsx";
import { PasswordField } from "#app/components/password-field.tsx";
import { EmailField, NameField } from "#app/components/person-fields.tsx";
import { SchoolSignInLink } from "#app/components/school-sign-in-link.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { buttonClass, secondaryButtonClass } from "#app/components/ui/text-field.tsx";
import { publicPage } from "#app/http/caching.ts";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { safeRedirectPath } from "#app/http/safe-redirect.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/sign-up.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

// A page that sends a visitor here (a join link, a quiz) passes itself as `redirectTo`. The
// form keeps it, and so does the confirmation link emailed, which brings the learner back
// there signed in; without one, the link leads to the profile.
export function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "");
  if (sessionOf({ context })) throw redirect(returnTo || "/learn");
  const i18n = i18nOf({ context });
  return {
    policy: passwordPolicy,
    returnTo,
    title: i18n._(msg`Sign up`),
    description: i18n._(
      msg`Create a free Synapse account to save your progress, take graded quizzes and earn certificates.`,
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const returnTo = safeRedirectPath(values.redirectTo, "") || undefined;
  const i18n = i18nOf({ context });
  if (values.intent === "resend") return resend(i18n, values.email, returnTo, context.get(requestContext).clientIp);
  const parsed = signUpForm(i18n).safeParse(values);
  const kept = { name: values.name ?? "", email: values.email ?? "" };
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
  const { name, email, password, website } = parsed.data;
  const school = await requiredProviderFor(email);
  if (school)
    return data({ errors: { email: schoolOnlyMessage(i18n, school) } as FieldErrors, values: kept }, { status: 400 });
  const weak = newPasswordProblem(i18n, password, [email, name]);
  if (weak) return data({ errors: { password: weak } as FieldErrors, values: kept }, { status: 400 });
  // A bot filled in the hidden field: answer exactly as for a person, and do nothing.
  if (!website) {
    await enforceLimits([LIMITS.signUpPerIp, context.get(requestContext).clientIp]);
    await signUp({ name, email, password, returnTo, language: languageOf({ context }) });
  }
  return { sent: email };
}

/**
 * "Send the link again" on the Check-your-email card. The answer is the same whether or not
 * the address has an account waiting for confirmation, and the limits keep it from flooding
 * anyone's inbox.
 */
async function resend(i18n: I18n, address: string | undefined, returnTo: string | undefined, clientIp: string) {
  const email = emailFieldIn(i18n).safeParse(address ?? "");
  if (!email.success) {
    const errors = { email: email.error.issues[0]?.message } as FieldErrors;
    return data({ errors, values: { name: "", email: address ?? "" } }, { status: 400 });
  }
  await enforceLimits([LIMITS.verificationPerIp, clientIp], [LIMITS.verificationPerAccount, email.data]);
  await resendVerificationQuietly(email.data, returnTo);
  return { sent: email.data, resent: true };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/sign-up" }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const result = actionData && "errors" in actionData ? actionData : undefined;
  const form = useFocusFirstError(result);
  const { returnTo } = loaderData;
  const loginHref = `/login${returnTo ? `?redirectTo=${encodeURIComponent(returnTo)}` : ""}`;
  const returnField = returnTo ? <input type="hidden" name="redirectTo" value={returnTo} /> : null;

  if (actionData && "sent" in actionData) {
    const { sent: email } = actionData;
    return (
      <AuthCard title={t`Check your email`}>
        <div role="status" className="space-y-4">
          <p>
            <Trans>
              We sent a link to <strong className="wrap-anywhere">{email}</strong>. Open it to confirm your address and
              sign in. The link works for 24 hours.
            </Trans>
          </p>
          <p className="text-muted text-sm">
            <Trans>
              No email after a few minutes? Check your spam folder. If you already have an account with this address,
              the email tells you how to log in instead.
            </Trans>
          </p>
          {"resent" in actionData ? (
            <p className="font-semibold">
              <Trans>We sent the link again.</Trans>
            </p>
          ) : null}
          <Form method="post" className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="email" value={actionData.sent} />
            {returnField}
            <button type="submit" className={secondaryButtonClass} disabled={navigation.state === "submitting"}>
              <Trans>Send the link again</Trans>
            </button>
            <Link to={loginHref} className="font-semibold text-link underline">
              <Trans>Log in</Trans>
            </Link>
          </Form>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Create your account`}
      lede={
        <Trans>
          Free, with no ads. Already have an account?{" "}
          <Link to={loginHref} className="font-semibold text-link underline">
            Log in
          </Link>
        </Trans>
      }
    >
      <Form method="post" ref={form} className="space-y-5" noValidate={Boolean(result)}>
        <NameField
          hint={t`Shown on your profile and certificates.`}
          defaultValue={result?.values.name}
          error={result?.errors.name}
        />
        <EmailField defaultValue={result?.values.email} error={result?.errors.email} />
        <PasswordField
          name="password"
          label={t`Password`}
          policy={loaderData.policy}
          autoComplete="new-password"
          error={result?.errors.password}
        />
        <HoneypotField />
        {returnField}
        <button type="submit" className={`${buttonClass} w-full`} disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
        </button>
        <p className="text-muted text-sm">
          <Trans>
            By creating an account you agree to our{" "}
            <Link to="/tos" className="text-link underline">
              terms and privacy notice
            </Link>
            .
          </Trans>
        </p>
      </Form>
      <SchoolSignInLink query={returnTo ? `?redirectTo=${encodeURIComponent(returnTo)}` : ""} />
    </AuthCard>
  );
}
