import { data, Form, Link, redirect, useNavigation } from "react-router";
import { logInForm } from "#app/accounts/forms.ts";
import { accountIdOf, logIn } from "#app/accounts/sign-in.server.ts";
import { deviceCookie, trustedDevice } from "#app/accounts/trusted-devices.server.ts";
import { AuthCard, FormAlert, useFocusFirstError } from "#app/components/auth-card.tsx";
import { EmailField } from "#app/components/person-fields.tsx";
import { buttonClass, TextField } from "#app/components/ui/text-field.tsx";
import { publicPage } from "#app/http/caching.ts";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { safeRedirectPath } from "#app/http/safe-redirect.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { securityEvent } from "#app/platform/logger.server.ts";
import { forgive, LIMITS, refund } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/login.ts";

const notices: Record<string, string> = {
  "password-reset": "Your password was changed and every device was signed out. Log in with your new password.",
  "account-needed": "Log in to continue.",
};

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "/learn");
  if (sessionOf({ context })) throw redirect(redirectTo);
  return { redirectTo, notice: notices[url.searchParams.get("status") ?? ""] ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = logInForm.safeParse(values);
  const kept = { email: values.email ?? "", remember: values.remember === "on" };
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
  const { email, password, remember } = parsed.data;
  const { clientIp, requestId } = context.get(requestContext);
  // Failures are what is limited: each attempt is counted in advance, and a success is handed
  // back. A browser that has signed in to this account before has a budget of its own, so
  // strangers guessing the password cannot lock its owner out.
  const device = trustedDevice(request.headers.get("cookie"), email);
  const perAccount = device
    ? ([LIMITS.logInFailuresPerDevice, device] as const)
    : ([LIMITS.logInFailuresPerAccount, email] as const);
  try {
    await enforceLimits([LIMITS.logInFailuresPerIp, clientIp], [...perAccount]);
  } catch (refusal) {
    // Only the 429 answer is a refusal; anything else (the database is away) goes up as it is.
    if (!(refusal instanceof Response)) throw refusal;
    securityEvent("throttled", {
      userId: await accountIdOf(email),
      reqId: requestId,
      limit: "log-in",
      trustedDevice: Boolean(device),
    });
    throw refusal;
  }
  const result = await logIn({ email, password, remember: remember === "on" }, request.headers);
  if (!result.ok) {
    securityEvent("log-in-failed", {
      userId: await accountIdOf(email),
      reqId: requestId,
      trustedDevice: Boolean(device),
    });
    return data({ errors: { form: result.message } as FieldErrors, values: kept }, { status: 400 });
  }
  await refund(LIMITS.logInFailuresPerIp, clientIp);
  await forgive(perAccount[0], perAccount[1]);
  result.cookies.append("Set-Cookie", deviceCookie(email, device ?? undefined));
  throw redirect(safeRedirectPath(parsed.data.redirectTo, "/learn"), { headers: result.cookies });
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
