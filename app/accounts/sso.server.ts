// "Continue with your school or work account" (issue 31): sending a learner to the provider
// that owns their email domain, and taking them back. Better Auth's SSO plugin runs the
// OpenID Connect code flow with PKCE and a single-use state; this adds the nonce, checked in
// sso-accounts.server.ts, and the check that the provider answers before anyone is sent there.

import { db } from "#app/platform/db.server.ts";
import { env } from "#app/platform/env.server.ts";
import { logger, securityEvent } from "#app/platform/logger.server.ts";
import { auth } from "./auth.server.ts";
import { checkDiscovery, domainOf, findProvider, providerForEmail } from "./identity-providers.server.ts";
import {
  type CallbackContext,
  nonceFor,
  providerOrigins,
  refreshConfiguredProviders,
  ssoCallback,
} from "./sso-accounts.server.ts";

/**
 * The providers, fresh from the table, for the plugin. Their origins are trusted for the
 * server's own fetches: Better Auth reads `trustedOrigins` per request in its HTTP handler, but
 * once, at start-up, for `auth.api` calls. An origin stays trusted until the next restart after
 * its provider is removed: nothing is fetched from it any more.
 */
async function loadProviders(): Promise<void> {
  await refreshConfiguredProviders();
  const context = await auth.$context;
  const missing = providerOrigins().filter((origin) => !context.trustedOrigins.includes(origin));
  context.trustedOrigins.push(...missing);
}

export type SsoStart =
  | { ok: true; url: string; cookies: Headers; providerName: string }
  | { ok: false; reason: "no-provider" }
  | { ok: false; reason: "provider-down"; provider: { name: string; requireSso: boolean } };

/**
 * Where to send a learner who typed `email`. `returnTo` is where they land once signed in,
 * `errorPath` the page that explains a refusal (both paths on this site).
 */
export async function startSsoSignIn(input: {
  email: string;
  returnTo: string;
  errorPath: string;
  headers: Headers;
}): Promise<SsoStart> {
  const provider = await providerForEmail(input.email);
  if (!provider) return { ok: false, reason: "no-provider" };
  const discovery = await checkDiscovery(provider.issuer);
  if (!discovery.ok) {
    logger.warn({ provider: provider.id, problem: discovery.problem }, "identity provider not answering");
    return { ok: false, reason: "provider-down", provider };
  }
  await loadProviders();
  const { headers: cookies, response } = await auth.api.signInSSO({
    body: {
      providerId: provider.id,
      callbackURL: input.returnTo,
      errorCallbackURL: input.errorPath,
      loginHint: input.email,
    },
    headers: input.headers,
    returnHeaders: true,
  });
  const url = new URL(response.url);
  const state = url.searchParams.get("state");
  if (!state) throw new Error("the SSO plugin made an authorization URL without a state");
  url.searchParams.set("nonce", nonceFor(state));
  return { ok: true, url: url.toString(), cookies, providerName: provider.name };
}

/**
 * The provider sends the learner back here with a code. Better Auth's handler checks the
 * state, exchanges the code and verifies the ID token; `resolveSsoUser` then decides who it is,
 * with what this request brings: the state (for the nonce) and who is signed in (for linking).
 */
export async function finishSsoSignIn(
  request: Request,
  providerId: string,
  signedInUserId: string | null,
): Promise<{ response: Response; signedIn: { userId: string; claims: Record<string, unknown> } | null }> {
  if (!(await findProvider(providerId)))
    return { response: new Response("Not Found", { status: 404 }), signedIn: null };
  await loadProviders();
  const state = new URL(request.url).searchParams.get("state");
  const context: CallbackContext = { state, signedInUserId };
  const response = await ssoCallback.run(context, () => auth.handler(request));
  const location = response.headers.get("location");
  const refused = location ? new URL(location, "http://x").searchParams.get("error") : null;
  // Logged without tokens or addresses: the provider, the reason, the provider's own words.
  if (refused || !context.accepted || response.status >= 400) {
    const description = location ? new URL(location, "http://x").searchParams.get("error_description") : null;
    securityEvent("sso-refused", { userId: signedInUserId, provider: providerId, error: refused, description });
    return { response, signedIn: null };
  }
  const account = await db
    .selectFrom("account")
    .select("user_id")
    .where("provider_id", "=", providerId)
    .where("account_id", "=", context.accepted.accountId)
    .executeTakeFirst();
  securityEvent("sso-signed-in", { userId: account?.user_id ?? null, provider: providerId });
  return { response, signedIn: account ? { userId: account.user_id, claims: context.accepted.claims } : null };
}

/**
 * The provider that must sign in this address, when its operator requires it for the domain:
 * then no password log-in, sign-up or reset is accepted for it. The emailed sign-in link still
 * works: it proves the school's own mailbox, and is how an account made before the provider
 * was registered is linked to it (docs/sso.md).
 */
export async function requiredProviderFor(email: string): Promise<{ name: string; domain: string } | null> {
  const provider = await providerForEmail(email);
  return provider?.requireSso ? { name: provider.name, domain: domainOf(email) } : null;
}

/**
 * Where a learner who logs out of Synapse can end their session at their school's provider
 * too, if they have a school account here and its provider publishes an end-session endpoint.
 */
export async function schoolOf(userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("account")
    .innerJoin("identity_provider", "identity_provider.provider_id", "account.provider_id")
    .select("identity_provider.provider_id")
    .where("account.user_id", "=", userId)
    .orderBy("account.updated_at", "desc")
    .executeTakeFirst();
  return row?.provider_id ?? null;
}

/** The provider's sign-out page for Synapse's client, or null when it has none (or does not answer). */
export async function schoolSignOut(providerId: string): Promise<{ name: string; url: string } | null> {
  const provider = await findProvider(providerId);
  if (!provider) return null;
  const discovery = await checkDiscovery(provider.issuer);
  if (!discovery.ok || !discovery.discovery.endSessionEndpoint) return null;
  const url = new URL(discovery.discovery.endSessionEndpoint);
  url.searchParams.set("client_id", provider.clientId);
  return { name: provider.name, url: url.toString() };
}

/** Google and Microsoft sign-in, as the operator turned them on (env.server.ts). */
export const socialProviders: { id: "google" | "microsoft"; name: string }[] = [
  ...(env.GOOGLE_CLIENT_ID ? [{ id: "google" as const, name: "Google" }] : []),
  ...(env.MICROSOFT_CLIENT_ID ? [{ id: "microsoft" as const, name: "Microsoft" }] : []),
];

/**
 * Where to send a learner who chose Google or Microsoft. A learner who is signed in links that
 * account to theirs (Better Auth checks that the provider verified the same address); anyone
 * else signs in, or gets a new account, but never an existing one by its address.
 */
export async function startSocialSignIn(input: {
  provider: "google" | "microsoft";
  returnTo: string;
  errorPath: string;
  headers: Headers;
  signedIn: boolean;
}): Promise<{ url: string; cookies: Headers }> {
  const body = { provider: input.provider, callbackURL: input.returnTo, errorCallbackURL: input.errorPath };
  const { headers: cookies, response } = input.signedIn
    ? await auth.api.linkSocialAccount({ body, headers: input.headers, returnHeaders: true })
    : await auth.api.signInSocial({ body, headers: input.headers, returnHeaders: true });
  if (!response.url) throw new Error(`Better Auth gave no address for ${input.provider}`);
  return { url: response.url, cookies };
}
