// What the browser and the server both need to know of school and work sign-in (issue 31).

/** Why a school sign-in was refused (sso-accounts.server.ts): the codes /login/sso explains. */
export const REFUSALS = {
  nonce: "nonce_mismatch",
  domain: "email_outside_domain",
  exists: "account_exists",
  unverified: "email_not_verified",
} as const;

/** The address a provider sends learners back to; the operator gives it to the provider. */
export function redirectUrlOf(siteUrl: string, providerId: string): string {
  return `${siteUrl}/api/auth/sso/callback/${providerId}`;
}
