import { data, Form, Link, useNavigation } from "react-router";
import { forgotPasswordForm } from "#app/accounts/forms.ts";
import { requestPasswordReset } from "#app/accounts/sign-in.server.ts";
import { AuthCard, useFocusFirstError } from "#app/components/auth-card.tsx";
import { EmailField } from "#app/components/person-fields.tsx";
import { buttonClass } from "#app/components/ui/text-field.tsx";
import { fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/forgot-password.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = forgotPasswordForm.safeParse(values);
  if (!parsed.success) {
    return data({ errors: fieldErrorsOf(parsed.error), values: { email: values.email ?? "" } }, { status: 400 });
  }
  const { email } = parsed.data;
  await enforceLimits(
    [LIMITS.resetRequestPerIp, context.get(requestContext).clientIp],
    [LIMITS.resetRequestPerAccount, email],
  );
  await requestPasswordReset(email);
  // The same answer whether or not the address has an account.
  return { sent: email };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Reset your password",
    description: "Get a link to choose a new Synapse password.",
    path: "/forgot-password",
  }),
  { name: "robots", content: "noindex" },
];

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData && "errors" in actionData ? actionData : undefined;
  const form = useFocusFirstError(result);
  if (actionData && "sent" in actionData) {
    return (
      <AuthCard title="Check your email">
        <div role="status" className="space-y-4">
          <p>
            If <strong className="wrap-anywhere">{actionData.sent}</strong> has a Synapse account, we have sent it a
            link to choose a new password. The link works once, for one hour.
          </p>
          <p className="text-muted text-sm">
            Nothing arrived after a few minutes? Check your spam folder, or make sure you used the address you signed up
            with.
          </p>
          <p>
            <Link to="/login" className="font-semibold text-link underline">
              Back to log in
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      lede="Enter the email address you signed up with and we will send you a link to choose a new password."
    >
      <Form method="post" ref={form} className="space-y-5" noValidate={Boolean(result)}>
        <EmailField defaultValue={result?.values.email} error={result?.errors.email} />
        <button type="submit" className={`${buttonClass} w-full`} disabled={navigation.state === "submitting"}>
          Send reset link
        </button>
        <p className="text-sm">
          <Link to="/login" className="text-link underline">
            Back to log in
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
