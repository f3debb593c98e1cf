// Who a school or work sign-in is (issue 31): the rules Better Auth's SSO plugin asks us to
// apply, inside its transaction, before it signs anyone in. They close the plugin's gaps and
// keep the linking rules of docs/decisions/0019-sso.md:
// - the ID token must carry the nonce this browser's sign-in sent (the plugin sends none);
// - a provider signs in addresses of its own domains only;
// - an existing Synapse account is linked only for its owner, signed in to it at that moment,
//   and only to an address the provider says it has verified; never silently.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { SSOOptions, SSOUserResolution, SSOUserResolutionContext, SSOUserResolutionInput } from "@better-auth/sso";
import { appSecret } from "#app/platform/secret.server.ts";
import { domainOf, signInProviders } from "./identity-providers.server.ts";
import { REFUSALS } from "./sso.ts";

type ConfiguredProviders = NonNullable<SSOOptions["defaultSSO"]>;

/**
 * The registered providers, as the plugin reads them. The table is the truth (any instance may
 * register one); this list is refreshed from it before each sign-in and each callback.
 */
export const configuredProviders: ConfiguredProviders = [];

export async function refreshConfiguredProviders(): Promise<void> {
  const fresh = await signInProviders();
  configuredProviders.splice(0, configuredProviders.length, ...fresh);
}

/** The issuers' origins: Better Auth fetches their endpoints, which may be on a private network. */
export function providerOrigins(): string[] {
  return configuredProviders.flatMap((p) => (p.oidcConfig?.issuer ? [new URL(p.oidcConfig.issuer).origin] : []));
}

/** The nonce for a sign-in, bound to its single-use state: nothing to store. */
export function nonceFor(state: string): string {
  return createHmac("sha256", appSecret).update(`sso-nonce:${state}`).digest("base64url");
}

/**
 * What the callback request brings that the plugin does not pass on, and what the resolver
 * accepted: the provider's account id and claims, for the groups that enrol by sign-in.
 */
export type CallbackContext = {
  state: string | null;
  signedInUserId: string | null;
  accepted?: { accountId: string; claims: Record<string, unknown> };
};
export const ssoCallback = new AsyncLocalStorage<CallbackContext>();

/**
 * The provider that owns an address's domain (or the nearest parent domain), from the list
 * loaded for this sign-in: inside the plugin's transaction only its own handle may query.
 */
function ownerOf(email: string): string | undefined {
  const domain = domainOf(email);
  let owner: { id: string; length: number } | undefined;
  for (const provider of configuredProviders) {
    for (const owned of provider.domain.split(",")) {
      const matches = domain === owned || domain.endsWith(`.${owned}`);
      if (matches && owned.length > (owner?.length ?? 0)) owner = { id: provider.providerId, length: owned.length };
    }
  }
  return owner?.id;
}

function reject(code: string): SSOUserResolution {
  return { action: "reject", code };
}

function nonceMatches(claim: unknown, state: string | null): boolean {
  if (typeof claim !== "string" || state === null) return false;
  const [given, expected] = [Buffer.from(claim), Buffer.from(nonceFor(state))];
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function resolveSsoUser(
  input: SSOUserResolutionInput,
  { database }: SSOUserResolutionContext,
): Promise<SSOUserResolution> {
  if (input.protocol !== "oidc") return reject("unsupported_protocol");
  const context = ssoCallback.getStore();
  if (!context || !nonceMatches(input.verifiedIdTokenClaims.nonce, context.state)) return reject(REFUSALS.nonce);
  const email = input.providerUser.email.trim().toLowerCase();
  if (ownerOf(email) !== input.providerId) return reject(REFUSALS.domain);
  const bound = await database.findOne<{ userId: string }>({
    model: "account",
    where: [
      { field: "providerId", value: input.providerId },
      { field: "accountId", value: input.accountKey.accountId },
    ],
  });
  const accept = (resolution: SSOUserResolution) => {
    const claims = { ...input.verifiedIdTokenClaims, ...input.providerClaims };
    context.accepted = { accountId: input.accountKey.accountId, claims };
    return resolution;
  };
  if (bound) return accept({ action: "continue" });
  const existing = await database.findOne<{ id: string }>({ model: "user", where: [{ field: "email", value: email }] });
  if (!existing) return accept({ action: "continue" });
  if (input.providerUser.emailVerified !== true) return reject(REFUSALS.unverified);
  if (context.signedInUserId === existing.id)
    return accept({ action: "link", userId: existing.id, profile: "preserve" });
  return reject(REFUSALS.exists);
}
