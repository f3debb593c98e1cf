import { data, Form, Link, redirect, useNavigation } from "react-router";
import { logInForm, signInLinkForm } from "#app/accounts/forms.ts";
import { languageToMoveTo } from "#app/accounts/language.server.ts";
import { accountIdOf, emailSignInLink, logIn } from "#app/accounts/sign-in.server.ts";
import { SIGN_IN_LINK_MINUTES } from "#app/accounts/sign-in-links.ts";
import { deviceCookie, trustedDevice } from "#app/accounts/trusted-devices.server.ts";
import { AuthCard, FormAlert, useFocusFirstError } from "#app/components/auth-card.tsx";
import { EmailField } from "#app/components/person-fields.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { publicPage } from "#app/http/caching.ts";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { languageOf } from "#app/http/i18n.server.ts";
import { redirectInLanguage } from "#app/http/language-redirect.ts";
import { waitOf } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { safeRedirectPath } from "#app/http/safe-redirect.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { securityEvent } from "#app/platform/logger.server.ts";
import { consumeAll, forgive, LIMITS, refund } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/login.ts";

const notices: Record<string, string> = {
  "password-reset": "Your password was changed and every device was signed out. Log in with your new password.",
  "account-needed": "Log in to continue.",
};

// The same for every visitor who is not signed in: rendered once per build and cached. A
// refusal for too many attempts keeps its Retry-After.
export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...publicPage(), "Retry-After": retryAfter } : publicPage();
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "/learn");
  if (sessionOf({ context })) throw redirect(redirectTo);
  return { redirectTo, notice: notices[url.searchParams.get("status") ?? ""] ?? null };
}

type Kept = { email: string; remember: boolean };

/**
 * The page again with a message about the whole form and, past a limit, 429 and the wait;
 * `passwordPaused` when password log-ins from here wait, so the page makes the link its main button.
 */
function refusal(message: string, values: Kept, retryAfterSeconds?: number, passwordPaused = false) {
  return data(
    { errors: { form: message } as FieldErrors, values, passwordPaused },
    retryAfterSeconds === undefined
      ? { status: 400 }
      : { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const kept: Kept = { email: values.email ?? "", remember: values.remember === "on" };
  const { clientIp, requestId } = context.get(requestContext);
  if (values.intent === "email-link") {
    // Proof of the mailbox: limited on its own, never by the password limits below.
    const parsed = signInLinkForm.safeParse(values);
    if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
    const { email } = parsed.data;
    const limit = await consumeAll([
      [LIMITS.signInLinkPerIp, clientIp],
      [LIMITS.signInLinkPerAccount, email],
    ]);
    if (!limit.allowed) {
      return refusal(
        `Sign-in links were just sent to this address, or many were asked for from your network. Use the newest link in your inbox (each works once, for ${SIGN_IN_LINK_MINUTES} minutes), or ask for another in ${waitOf(limit.retryAfterSeconds)}.`,
        kept,
        limit.retryAfterSeconds,
      );
    }
    await emailSignInLink(email, safeRedirectPath(values.redirectTo, "/learn"), request.headers);
    // The same answer whether or not the address has an account.
    return { linkSent: email };
  }

  const parsed = logInForm.safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
  const { email, password, remember } = parsed.data;
  // Failures are what is limited: each attempt is counted in advance, and a success is handed
  // back. They are counted per address, and per address and account, never per account alone,
  // so guesses from elsewhere cannot lock the owner out; a browser that has signed in to this
  // account before has a budget of its own instead.
  const device = await trustedDevice(request.headers.get("cookie"), email);
  const perAccount = device
    ? ([LIMITS.logInFailuresPerDevice, device] as const)
    : ([LIMITS.logInFailuresPerIpAndAccount, `${clientIp} ${email}`] as const);
  const limit = await consumeAll([[LIMITS.logInFailuresPerIp, clientIp], [...perAccount]]);
  if (!limit.allowed) {
    securityEvent("throttled", {
      userId: await accountIdOf(email),
      reqId: requestId,
      limit: "log-in",
      trustedDevice: Boolean(device),
    });
    return refusal(
      `Too many failed log-ins have come from ${device ? "this browser" : "your network"}, so logging in with a password from here is paused for ${waitOf(limit.retryAfterSeconds)}. You don't have to wait: press “Email me a sign-in link” below and open the link we send you.`,
      kept,
      limit.retryAfterSeconds,
      true,
    );
  }
  const result = await logIn({ email, password, remember: remember === "on" }, request.headers);
  if (!result.ok) {
    securityEvent("log-in-failed", {
      userId: await accountIdOf(email),
      reqId: requestId,
      trustedDevice: Boolean(device),
    });
    return refusal(result.message, kept);
  }
  await refund(LIMITS.logInFailuresPerIp, clientIp);
  await forgive(perAccount[0], perAccount[1]);
  result.cookies.append("Set-Cookie", await deviceCookie(email, device ?? undefined));
  const path = safeRedirectPath(parsed.data.redirectTo, "/learn");
  const moveTo = await languageToMoveTo({ email }, languageOf({ context }));
  throw moveTo
    ? redirectInLanguage(request, moveTo, path, { headers: result.cookies })
    : redirect(path, { headers: result.cookies });
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
  const result = actionData && "errors" in actionData ? actionData : undefined;
  const form = useFocusFirstError(result);
  const query = loaderData.redirectTo !== "/learn" ? `?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : "";
  if (actionData && "linkSent" in actionData) {
    return (
      <AuthCard title="Check your email">
        <div role="status" className="space-y-4">
          <p>
            If <strong className="wrap-anywhere">{actionData.linkSent}</strong> has a Synapse account, we have sent it a
            link that signs you in. The link works once, for {SIGN_IN_LINK_MINUTES} minutes.
          </p>
          <p className="text-muted text-sm">
            Nothing arrived after a few minutes? Check your spam folder, or make sure you used the address you signed up
            with. If you have not confirmed your address yet, we sent the confirmation link instead: it signs you in
            too.
          </p>
          <p>
            <Link to={`/login${query}`} className="font-semibold text-link underline">
              Back to log in
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const paused = result && "passwordPaused" in result && result.passwordPaused;
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
      <Form method="post" ref={form} className="space-y-5" noValidate={Boolean(result)}>
        {loaderData.notice && !result ? <FormAlert tone="good">{loaderData.notice}</FormAlert> : null}
        {result?.errors.form ? <FormAlert>{result.errors.form}</FormAlert> : null}
        <EmailField defaultValue={result?.values.email} error={result?.errors.email} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={result?.errors.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="remember"
              defaultChecked={result?.values.remember}
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
        {/* The first submit button is the one Enter presses. Once password log-ins from here
            are paused, the sign-in link is the way in, and looks it. */}
        <button
          type="submit"
          name="intent"
          value="password"
          className={`${paused ? secondaryButtonClass : buttonClass} w-full`}
          disabled={Boolean(submitting)}
        >
          {submitting === "password" ? "Logging in…" : "Log in"}
        </button>
        <div className="space-y-2 border-line border-t pt-5">
          <button
            type="submit"
            name="intent"
            value="email-link"
            formNoValidate
            className={`${paused ? buttonClass : secondaryButtonClass} w-full`}
            disabled={Boolean(submitting)}
          >
            {submitting === "email-link" ? "Sending…" : "Email me a sign-in link"}
          </button>
          <p className="text-muted text-sm">
            No password needed: we email you a link that signs you in once, within {SIGN_IN_LINK_MINUTES} minutes.
          </p>
        </div>
      </Form>
    </AuthCard>
  );
}
