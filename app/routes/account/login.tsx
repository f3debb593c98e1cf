import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { logInForm, signInLinkForm } from "#app/accounts/account-forms.ts";
import { languageToMoveTo } from "#app/accounts/language.server.ts";
import { accountIdOf, emailSignInLink, logIn } from "#app/accounts/sign-in.server.ts";
import { SIGN_IN_LINK_MINUTES } from "#app/accounts/sign-in-links.ts";
import { requiredProviderFor } from "#app/accounts/sso.server.ts";
import { schoolOnlyMessage } from "#app/accounts/sso-messages.ts";
import { deviceCookie, trustedDevice } from "#app/accounts/trusted-devices.server.ts";
import { AuthCard, FormAlert, useFocusFirstError } from "#app/components/auth-card.tsx";
import { EmailField } from "#app/components/person-fields.tsx";
import { SchoolSignInLink } from "#app/components/school-sign-in-link.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { publicPage } from "#app/http/caching.ts";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { redirectInLanguage } from "#app/http/language-redirect.ts";
import { requestContext } from "#app/http/request-context.ts";
import { safeRedirectPath } from "#app/http/safe-redirect.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { securityEvent } from "#app/platform/logger.server.ts";
import { consumeAll, forgive, LIMITS, refund } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/login.ts";

const notices: Record<string, MessageDescriptor> = {
  "password-reset": msg`Your password was changed and every device was signed out. Log in with your new password.`,
  "account-needed": msg`Log in to continue.`,
};

/** A wait in words, in the request's language: "40 seconds", "1 minute", "14 minutes". */
function waitIn(i18n: I18n, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const seconds = retryAfterSeconds;
  return seconds < 60
    ? i18n._(
        msg({
          message: `${plural(seconds, { one: "# second", other: "# seconds" })}`,
          comment: "A wait, after “for” or “in”",
        }),
      )
    : i18n._(
        msg({
          message: `${plural(minutes, { one: "# minute", other: "# minutes" })}`,
          comment: "A wait, after “for” or “in”",
        }),
      );
}

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
  const i18n = i18nOf({ context });
  const notice = notices[url.searchParams.get("status") ?? ""];
  return {
    redirectTo,
    notice: notice ? i18n._(notice) : null,
    title: i18n._(msg`Log in`),
    description: i18n._(msg`Log in to Synapse to pick up your courses where you left off.`),
  };
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
  const i18n = i18nOf({ context });
  if (values.intent === "email-link") {
    // Proof of the mailbox: limited on its own, never by the password limits below.
    const parsed = signInLinkForm(i18n).safeParse(values);
    if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
    const { email } = parsed.data;
    const limit = await consumeAll([
      [LIMITS.signInLinkPerIp, clientIp],
      [LIMITS.signInLinkPerAccount, email],
    ]);
    if (!limit.allowed) {
      const [minutes, wait] = [SIGN_IN_LINK_MINUTES, waitIn(i18n, limit.retryAfterSeconds)];
      return refusal(
        i18n._(
          msg`Sign-in links were just sent to this address, or many were asked for from your network. Use the newest link in your inbox (each works once, for ${minutes} minutes), or ask for another in ${wait}.`,
        ),
        kept,
        limit.retryAfterSeconds,
      );
    }
    await emailSignInLink(email, safeRedirectPath(values.redirectTo, "/learn"), request.headers);
    // The same answer whether or not the address has an account.
    return { linkSent: email };
  }

  const parsed = logInForm(i18n).safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
  const { email, password, remember } = parsed.data;
  const school = await requiredProviderFor(email);
  if (school) return refusal(schoolOnlyMessage(i18n, school), kept);
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
    const wait = waitIn(i18n, limit.retryAfterSeconds);
    return refusal(
      device
        ? i18n._(
            msg`Too many failed log-ins have come from this browser, so logging in with a password from here is paused for ${wait}. You don't have to wait: press “Email me a sign-in link” below and open the link we send you.`,
          )
        : i18n._(
            msg`Too many failed log-ins have come from your network, so logging in with a password from here is paused for ${wait}. You don't have to wait: press “Email me a sign-in link” below and open the link we send you.`,
          ),
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
    return refusal(i18n._(result.message), kept);
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

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/login" }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function LogIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const result = actionData && "errors" in actionData ? actionData : undefined;
  const form = useFocusFirstError(result);
  const minutes = SIGN_IN_LINK_MINUTES;
  const query = loaderData.redirectTo !== "/learn" ? `?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : "";
  if (actionData && "linkSent" in actionData) {
    const { linkSent: email } = actionData;
    return (
      <AuthCard title={t`Check your email`}>
        <div role="status" className="space-y-4">
          <p>
            <Trans>
              If <strong className="wrap-anywhere">{email}</strong> has a Synapse account, we have sent it a link that
              signs you in. The link works once, for {minutes} minutes.
            </Trans>
          </p>
          <p className="text-muted text-sm">
            <Trans>
              Nothing arrived after a few minutes? Check your spam folder, or make sure you used the address you signed
              up with. If you have not confirmed your address yet, we sent the confirmation link instead: it signs you
              in too.
            </Trans>
          </p>
          <p>
            <Link to={`/login${query}`} className="font-semibold text-link underline">
              <Trans>Back to log in</Trans>
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
      title={t`Log in`}
      lede={
        <Trans>
          New to Synapse?{" "}
          <Link to={`/sign-up${query}`} className="font-semibold text-link underline">
            Create a free account
          </Link>
        </Trans>
      }
    >
      <Form method="post" ref={form} className="space-y-5" noValidate={Boolean(result)}>
        {loaderData.notice && !result ? <FormAlert tone="good">{loaderData.notice}</FormAlert> : null}
        {result?.errors.form ? <FormAlert>{result.errors.form}</FormAlert> : null}
        <EmailField defaultValue={result?.values.email} error={result?.errors.email} />
        <TextField
          name="password"
          label={t`Password`}
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
            <Trans>Keep me signed in</Trans>
          </label>
          <Link to="/forgot-password" className="text-link text-sm underline">
            <Trans>Forgot your password?</Trans>
          </Link>
        </div>
        <p className="text-muted text-sm">
          <Trans>
            Without this, you are signed out when you close your browser, or after a day. With it, you stay signed in on
            this device while you come back at least once every 30 days, for up to 400 days.
          </Trans>
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
          {submitting === "password" ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
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
            {submitting === "email-link" ? <Trans>Sending…</Trans> : <Trans>Email me a sign-in link</Trans>}
          </button>
          <p className="text-muted text-sm">
            <Trans>No password needed: we email you a link that signs you in once, within {minutes} minutes.</Trans>
          </p>
        </div>
      </Form>
      <SchoolSignInLink query={query} />
    </AuthCard>
  );
}
