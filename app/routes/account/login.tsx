import { data, Form, Link, redirect, useNavigation } from "react-router";
import { logIn } from "#app/accounts/accounts.server.ts";
import { getAuth, safeRedirectPath } from "#app/accounts/auth.server.ts";
import { type FieldErrors, fieldErrorsOf, formValues, logInForm } from "#app/accounts/forms.ts";
import { AuthCard, FormAlert, useFocusFirstError } from "#app/components/auth-card.tsx";
import { EmailField } from "#app/components/person-fields.tsx";
import { buttonClass, TextField } from "#app/components/ui/text-field.tsx";
import { requestContext } from "#app/http/request-context.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/login.ts";

const notices: Record<string, string> = {
  "password-reset": "Your password was changed and every device was signed out. Log in with your new password.",
  "account-needed": "Log in to continue.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "/learn");
  if ((await getAuth(request)).state) throw redirect(redirectTo);
  return { redirectTo, notice: notices[url.searchParams.get("status") ?? ""] ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const parsed = logInForm.safeParse(values);
  const kept = { email: values.email ?? "", remember: values.remember === "on" };
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
  const result = await logIn(
    { email: parsed.data.email, password: parsed.data.password, remember: parsed.data.remember === "on" },
    request,
    context.get(requestContext).clientIp,
  );
  if (!result.ok) return data({ errors: { form: result.message } as FieldErrors, values: kept }, { status: 400 });
  throw redirect(safeRedirectPath(parsed.data.redirectTo, "/learn"), { headers: result.headers });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Log in",
    description: "Log in to Synapse to pick up your courses where you left off.",
    path: "/login",
  }),
  { name: "robots", content: "noindex" },
];

export default function LogIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const form = useFocusFirstError(actionData);
  const query = loaderData.redirectTo !== "/learn" ? `?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : "";
  return (
    <AuthCard
      title="Log in"
      lede={
        <>
          New to Synapse?{" "}
          <Link to={`/sign-up${query}`} className="font-semibold text-link underline">
            Create a free account
          </Link>
        </>
      }
    >
      <Form method="post" ref={form} className="space-y-5" noValidate={Boolean(actionData)}>
        {loaderData.notice && !actionData ? <FormAlert tone="good">{loaderData.notice}</FormAlert> : null}
        {actionData?.errors.form ? <FormAlert>{actionData.errors.form}</FormAlert> : null}
        <EmailField defaultValue={actionData?.values.email} error={actionData?.errors.email} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={actionData?.errors.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="remember"
              defaultChecked={actionData?.values.remember}
              className="size-4 accent-(--color-accent)"
            />
            Keep me signed in
          </label>
          <Link to="/forgot-password" className="text-link text-sm underline">
            Forgot your password?
          </Link>
        </div>
        <p className="text-muted text-sm">
          Without this, you are signed out when you close your browser, or after a day. With it, you stay signed in on
          this device while you come back at least once every 30 days, for up to 400 days.
        </p>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <button type="submit" className={`${buttonClass} w-full`} disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Logging in…" : "Log in"}
        </button>
      </Form>
    </AuthCard>
  );
}
