import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { signInLinkForm } from "#app/accounts/account-forms.ts";
import { socialProviders, startSocialSignIn, startSsoSignIn } from "#app/accounts/sso.server.ts";
import { REFUSALS } from "#app/accounts/sso.ts";
import { AuthCard, FormAlert, useFocusFirstError } from "#app/components/auth-card.tsx";
import { EmailField } from "#app/components/person-fields.tsx";
import { buttonClass, secondaryButtonClass } from "#app/components/ui/text-field.tsx";
import { publicPage } from "#app/http/caching.ts";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { safeRedirectPath } from "#app/http/safe-redirect.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { pathIn } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/login-sso.ts";

// "Continue with your school or work account": the learner types their address, and the
// provider that owns its domain takes it from there (app/accounts/sso.server.ts). A refused
// sign-in comes back here with `?error=`, which the page explains.

/**
 * The same for every visitor: rendered once per build and cached. The page that sends a learner
 * on to their school carries the sign-in's state cookie, and is nobody else's.
 */
export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  const cookies = actionHeaders.getSetCookie();
  if (cookies.length === 0) return publicPage();
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Why a school sign-in came back refused, in words; by the codes Better Auth and sso-accounts send. */
const refusals: Record<string, MessageDescriptor> = {
  // Google's and Microsoft's refusal of the same (Better Auth's code).
  account_not_linked: msg`You already have a Synapse account with this email address. To use your school or work account with it, log in to Synapse first (with your password or an emailed link), then continue with your school or work account again: the two are then linked.`,
  [REFUSALS.exists]: msg`You already have a Synapse account with this email address. To use your school or work account with it, log in to Synapse first (with your password or an emailed link), then continue with your school or work account again: the two are then linked.`,
  [REFUSALS.unverified]: msg`Your school or work account has not confirmed your email address, and a Synapse account with that address exists already, so they cannot be linked. Log in with your password or an emailed link, or ask whoever runs your school or work account to confirm your address.`,
  [REFUSALS.domain]: msg`Your school or work account gave an email address outside the domains it signs in for, so you are not signed in. Ask whoever runs your school or work account to check it.`,
  access_denied: msg`Signing in was cancelled at your school or work account, so you are not signed in. Try again when you are ready.`,
};
const expired = msg`That sign-in was already used or took too long, so you are not signed in. Start again below.`;
const notConfirmed = msg`Your school or work account could not be confirmed, so you are not signed in and nothing was saved. Try again; if it happens again, tell whoever runs your school or work account.`;
const STATE_ERRORS = new Set(["invalid_state", "state_mismatch", "please_restart_the_process", "state_not_found"]);

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const i18n = i18nOf({ context });
  const error = url.searchParams.get("error");
  const refusal = error ? (refusals[error] ?? (STATE_ERRORS.has(error) ? expired : notConfirmed)) : null;
  return {
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), "/learn"),
    email: url.searchParams.get("email") ?? "",
    signedInAs: sessionOf({ context })?.user.email ?? null,
    refusal: refusal ? i18n._(refusal) : null,
    accountExists: error === REFUSALS.exists || error === "account_not_linked",
    social: socialProviders,
    title: i18n._(msg`Continue with your school or work account`),
    description: i18n._(msg`Sign in to Synapse with the account your school or employer gave you.`),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const i18n = i18nOf({ context });
  const kept = { email: values.email ?? "" };
  const language = languageOf({ context });
  if (values.intent === "social") {
    const provider = socialProviders.find((p) => p.id === values.provider);
    if (!provider) {
      const errors: FieldErrors = { form: i18n._(msg`That way of signing in is not available here.`) };
      return data({ errors, values: kept }, { status: 400 });
    }
    await enforceLimits([LIMITS.ssoStartPerIp, context.get(requestContext).clientIp]);
    const returnTo = safeRedirectPath(values.redirectTo, "/learn");
    const query = returnTo === "/learn" ? "" : `?${new URLSearchParams({ redirectTo: returnTo })}`;
    const start = await startSocialSignIn({
      provider: provider.id,
      returnTo: pathIn(language, returnTo),
      errorPath: pathIn(language, `/login/sso${query}`),
      headers: request.headers,
      signedIn: Boolean(sessionOf({ context })),
    });
    return data({ continueTo: start.url, school: provider.name }, { headers: start.cookies });
  }
  const parsed = signInLinkForm(i18n).safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
  await enforceLimits([LIMITS.ssoStartPerIp, context.get(requestContext).clientIp]);
  const { email } = parsed.data;
  const returnTo = safeRedirectPath(values.redirectTo, "/learn");
  const errorPath = `/login/sso?${new URLSearchParams({ email, ...(returnTo === "/learn" ? {} : { redirectTo: returnTo }) })}`;
  const start = await startSsoSignIn({
    email,
    returnTo: pathIn(language, returnTo),
    errorPath: pathIn(language, errorPath),
    headers: request.headers,
  });
  // Not a redirect: a form's answer may not redirect to another site (the Content-Security-
  // Policy's form-action), so the page sends the browser on itself (see ContinueToSchool).
  if (start.ok) return data({ continueTo: start.url, school: start.providerName }, { headers: start.cookies });
  const domain = email.slice(email.lastIndexOf("@") + 1);
  if (start.reason === "no-provider") {
    const errors: FieldErrors = {
      email: i18n._(
        msg`No school or company has set up sign-in for ${domain} addresses yet. Log in with your password or an emailed link instead.`,
      ),
    };
    return data({ errors, values: kept }, { status: 400 });
  }
  const name = start.provider.name;
  const errors: FieldErrors = {
    form: start.provider.requireSso
      ? i18n._(msg`${name}'s sign-in service is not answering right now. Try again in a few minutes.`)
      : i18n._(
          msg`${name}'s sign-in service is not answering right now. Try again in a few minutes, or log in with your Synapse password or an emailed link.`,
        ),
  };
  return data({ errors, values: kept, offerPassword: !start.provider.requireSso }, { status: 503 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/login/sso" }),
        { name: "robots", content: "noindex" },
      ]
    : [];

/**
 * On to the school's sign-in page: by script at once, and without JavaScript by the page's
 * refresh, with a link in case the browser follows neither.
 */
function ContinueToSchool({ url, school }: { url: string; school: string }) {
  const { t } = useLingui();
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <AuthCard title={t`Continue with your school or work account`}>
      {/* Only without JavaScript: with it, the effect above goes, and two navigations would race. */}
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${url}`} />
      </noscript>
      <div role="status" className="space-y-4">
        <p>
          <Trans>Taking you to {school}'s sign-in page…</Trans>
        </p>
        <p>
          <a href={url} className="font-semibold text-link underline">
            <Trans>Continue to {school}'s sign-in page</Trans>
          </a>
        </p>
      </div>
    </AuthCard>
  );
}

export default function LogInWithSchool({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const refused = actionData && "errors" in actionData ? actionData : undefined;
  const form = useFocusFirstError(refused);
  const { redirectTo, signedInAs } = loaderData;
  const query = redirectTo !== "/learn" ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const back = `/login/sso?${new URLSearchParams({ email: loaderData.email, ...(redirectTo === "/learn" ? {} : { redirectTo }) })}`;
  const offerPassword = refused && "offerPassword" in refused && refused.offerPassword;
  if (actionData && "continueTo" in actionData)
    return <ContinueToSchool url={actionData.continueTo} school={actionData.school} />;
  return (
    <AuthCard
      title={t`Continue with your school or work account`}
      lede={
        signedInAs ? (
          <Trans>
            You are logged in as <strong className="wrap-anywhere">{signedInAs}</strong>. Continue with your school or
            work account to link it to this Synapse account: you can then sign in with either.
          </Trans>
        ) : (
          <Trans>
            If your school or employer has set up Synapse, sign in with the account you already have there: no new
            password to remember.
          </Trans>
        )
      }
    >
      <Form method="post" ref={form} className="space-y-5" noValidate={Boolean(refused)}>
        {loaderData.refusal && !refused ? (
          <FormAlert>
            <p>{loaderData.refusal}</p>
            {loaderData.accountExists && !signedInAs ? (
              <p className="mt-2">
                <Link
                  to={`/login?redirectTo=${encodeURIComponent(back)}`}
                  className="font-semibold text-link underline"
                >
                  <Trans>Log in to your Synapse account</Trans>
                </Link>
              </p>
            ) : null}
          </FormAlert>
        ) : null}
        {refused?.errors.form ? (
          <FormAlert>
            <p>{refused.errors.form}</p>
            {offerPassword ? (
              <p className="mt-2">
                <Link to={`/login${query}`} className="font-semibold text-link underline">
                  <Trans>Log in with your password</Trans>
                </Link>
              </p>
            ) : null}
          </FormAlert>
        ) : null}
        <EmailField
          label={t`Your school or work email address`}
          defaultValue={refused?.values.email ?? loaderData.email}
          error={refused?.errors.email}
        />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className={`${buttonClass} w-full`} disabled={navigation.state !== "idle"}>
          {navigation.state === "submitting" ? <Trans>Connecting…</Trans> : <Trans>Continue</Trans>}
        </button>
        <p className="text-muted text-sm">
          <Trans>
            We send you to your school's or employer's sign-in page. Synapse receives your name and email address from
            it, never your password there.
          </Trans>
        </p>
      </Form>
      {loaderData.social.length > 0 ? (
        <div className="mt-6 space-y-3 border-line border-t pt-5">
          {loaderData.social.map(({ id, name }) => (
            <Form method="post" key={id}>
              <input type="hidden" name="intent" value="social" />
              <input type="hidden" name="provider" value={id} />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <button type="submit" className={`${secondaryButtonClass} w-full`} disabled={navigation.state !== "idle"}>
                <Trans>Continue with {name}</Trans>
              </button>
            </Form>
          ))}
        </div>
      ) : null}
      {signedInAs ? null : (
        <p className="mt-8 border-line border-t pt-5 text-sm">
          <Trans>
            No school or work account?{" "}
            <Link to={`/login${query}`} className="font-semibold text-link underline">
              Log in with your password or an emailed link
            </Link>
          </Trans>
        </p>
      )}
    </AuthCard>
  );
}
