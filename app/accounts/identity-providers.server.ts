// Schools' and companies' sign-in services over OpenID Connect (issue 31): the providers an
// operator registers, the email domains each owns, and the check that a provider answers as
// OpenID Connect says it must. Owns `identity_provider` and `identity_provider_domain`.
// The client secret is encrypted before it is stored and is never shown again; Better Auth's
// SSO plugin gets the providers, secret decrypted, from `signInProviders` (see sso.server.ts).
import { hkdfSync, randomUUID } from "node:crypto";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { z } from "zod";
import { db } from "#app/platform/db.server.ts";
import { appSecret } from "#app/platform/secret.server.ts";

/** What Synapse asks a provider for: who the learner is, their address and their name. */
export const SSO_SCOPES = ["openid", "email", "profile"];

const secretKey = Buffer.from(hkdfSync("sha256", appSecret, "synapse", "identity provider client secret", 32)).toString(
  "base64url",
);

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Plain HTTP only for a provider on this machine (development and tests); HTTPS everywhere else. */
function transportProblem(url: URL): string | null {
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && LOOPBACK.has(url.hostname)) return null;
  return "must start with https:// (plain http is accepted only for a provider on this machine, such as http://localhost)";
}

const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The registration form; an admin page, so its messages are English. */
export const providerForm = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,38}[a-z0-9]$/, {
      error:
        "Use 2 to 40 lowercase letters, digits and hyphens, such as “riverside-school”: it becomes part of the redirect URL.",
    }),
  name: z
    .string()
    .trim()
    .min(1, { error: "Enter the name learners will see, such as “Riverside School”." })
    .max(80, { error: "Keep the name to 80 characters." }),
  issuer: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: "custom", message: "Enter the issuer as a full URL, such as https://login.example.edu." });
        return;
      }
      const problem = transportProblem(url);
      if (problem) ctx.addIssue({ code: "custom", message: `The issuer URL ${problem}.` });
      else if (url.search || url.hash || url.username || url.password)
        ctx.addIssue({
          code: "custom",
          message: "The issuer URL has no query, fragment or user name: enter it as the provider publishes it.",
        });
    }),
  clientId: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{1,200}$/, {
      error: "Enter the client ID the provider gave you (up to 200 characters, no spaces).",
    }),
  clientSecret: z.string().regex(/^[\x21-\x7e]{8,500}$/, {
    error:
      "A client secret is 8 to 500 characters without spaces or line breaks: paste it exactly as the provider shows it.",
  }),
  domains: z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .toLowerCase()
          .split(/[\s,]+/)
          .filter(Boolean),
      ),
    ])
    .superRefine((domains, ctx) => {
      if (domains.length === 0)
        ctx.addIssue({ code: "custom", message: "Enter at least one email domain, such as riverside.edu." });
      else if (domains.length > 20) ctx.addIssue({ code: "custom", message: "Enter at most 20 domains." });
      const bad = domains.filter((d) => !DOMAIN.test(d));
      if (bad.length > 0)
        ctx.addIssue({
          code: "custom",
          message: `Not an email domain: ${bad.join(", ")}. Enter domains such as riverside.edu, without “@”.`,
        });
    }),
  requireSso: z.literal("on").optional(),
});

export type ProviderInput = z.output<typeof providerForm> & { registeredBy: string | null };

/** What a provider's discovery document says about the endpoints Synapse uses. */
export type Discovery = {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  userinfoEndpoint: string | null;
  endSessionEndpoint: string | null;
};

export type DiscoveryResult = { ok: true; discovery: Discovery } | { ok: false; problem: string };

const DISCOVERY_TIMEOUT_MS = 5_000;

export function discoveryUrlOf(issuer: string): string {
  return `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
}

/**
 * Fetches the provider's discovery document and says, in words, what is wrong with it for
 * Synapse: the "test connection" of the admin page, and the check before a learner is sent there.
 */
export async function checkDiscovery(issuer: string): Promise<DiscoveryResult> {
  const url = discoveryUrlOf(issuer);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json" },
      redirect: "error",
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const timedOut = (error as { name?: string }).name === "TimeoutError";
    return {
      ok: false,
      problem: timedOut
        ? `${url} did not answer within ${DISCOVERY_TIMEOUT_MS / 1000} seconds.`
        : `Could not reach ${url}${cause ? ` (${cause})` : ""}: check the issuer URL, and that the provider is up.`,
    };
  }
  if (!response.ok) return { ok: false, problem: `${url} answered HTTP ${response.status}: check the issuer URL.` };
  let document: Record<string, unknown>;
  try {
    document = (await response.json()) as Record<string, unknown>;
  } catch {
    return { ok: false, problem: `${url} did not answer with a JSON discovery document.` };
  }
  if (document.issuer !== issuer)
    return {
      ok: false,
      problem: `The discovery document names the issuer “${String(document.issuer)}”, not “${issuer}”. Enter the issuer exactly as the provider publishes it (a trailing slash counts).`,
    };
  const required = {
    authorization_endpoint: "authorization",
    token_endpoint: "token",
    jwks_uri: "signing keys (jwks_uri)",
  };
  const missing = Object.entries(required).filter(([key]) => typeof document[key] !== "string");
  if (missing.length > 0)
    return {
      ok: false,
      problem: `The discovery document lacks the ${missing.map(([, what]) => what).join(", ")} endpoint.`,
    };
  const endpoints = [
    "authorization_endpoint",
    "token_endpoint",
    "jwks_uri",
    "userinfo_endpoint",
    "end_session_endpoint",
  ];
  for (const key of endpoints) {
    if (document[key] === undefined) continue;
    let endpoint: URL;
    try {
      endpoint = new URL(String(document[key]));
    } catch {
      return { ok: false, problem: `The discovery document's ${key} is not a URL.` };
    }
    const problem = transportProblem(endpoint);
    if (problem) return { ok: false, problem: `The discovery document's ${key} ${problem}.` };
  }
  const responseTypes = document.response_types_supported;
  if (Array.isArray(responseTypes) && !responseTypes.includes("code"))
    return {
      ok: false,
      problem: "The provider does not offer the authorization code flow (response type “code”), which Synapse uses.",
    };
  const challenges = document.code_challenge_methods_supported;
  if (Array.isArray(challenges) && !challenges.includes("S256"))
    return {
      ok: false,
      problem: "The provider does not accept PKCE with S256, which Synapse uses to protect each sign-in.",
    };
  const scopes = document.scopes_supported;
  if (Array.isArray(scopes)) {
    const lacking = SSO_SCOPES.filter((s) => !scopes.includes(s));
    if (lacking.length > 0)
      return {
        ok: false,
        problem: `The provider does not offer the scopes ${lacking.join(", ")}, which Synapse asks for.`,
      };
  }
  const optional = (key: string) => (typeof document[key] === "string" ? (document[key] as string) : null);
  return {
    ok: true,
    discovery: {
      authorizationEndpoint: document.authorization_endpoint as string,
      tokenEndpoint: document.token_endpoint as string,
      jwksUri: document.jwks_uri as string,
      userinfoEndpoint: optional("userinfo_endpoint"),
      endSessionEndpoint: optional("end_session_endpoint"),
    },
  };
}

export type RegistrationResult = { ok: true } | { ok: false; field: "id" | "domains" | "issuer"; message: string };

/** Registers a provider after its discovery document passes; nothing is stored when anything fails. */
export async function registerProvider(input: ProviderInput): Promise<RegistrationResult> {
  const taken = await db
    .selectFrom("identity_provider")
    .select("id")
    .where("provider_id", "=", input.id)
    .executeTakeFirst();
  if (taken)
    return {
      ok: false,
      field: "id",
      message: `A provider with the identifier “${input.id}” exists already: choose another.`,
    };
  const claimed = await claimedDomains(input.domains);
  if (claimed.length > 0) return { ok: false, field: "domains", message: claimedMessage(claimed) };
  const discovery = await checkDiscovery(input.issuer);
  if (!discovery.ok) return { ok: false, field: "issuer", message: discovery.problem };
  const now = new Date().toISOString();
  const secret = await symmetricEncrypt({ key: secretKey, data: input.clientSecret });
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("identity_provider")
        .values({
          id: randomUUID(),
          provider_id: input.id,
          name: input.name,
          issuer: input.issuer,
          client_id: input.clientId,
          client_secret: secret,
          require_sso: input.requireSso ? 1 : 0,
          oidc_config: JSON.stringify({
            issuer: input.issuer,
            clientId: input.clientId,
            pkce: true,
            scopes: SSO_SCOPES,
          }),
          saml_config: null,
          domain: input.domains.join(","),
          user_id: input.registeredBy,
          organization_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto("identity_provider_domain")
        .values(input.domains.map((domain) => ({ domain, provider_id: input.id })))
        .execute();
    });
  } catch (error) {
    // Another registration took the identifier or a domain in the meantime: the keys refused it.
    const nowClaimed = await claimedDomains(input.domains);
    if (nowClaimed.length > 0) return { ok: false, field: "domains", message: claimedMessage(nowClaimed) };
    const nowTaken = await db
      .selectFrom("identity_provider")
      .select("id")
      .where("provider_id", "=", input.id)
      .executeTakeFirst();
    if (nowTaken)
      return {
        ok: false,
        field: "id",
        message: `A provider with the identifier “${input.id}” exists already: choose another.`,
      };
    throw error;
  }
  return { ok: true };
}

async function claimedDomains(domains: string[]) {
  return db
    .selectFrom("identity_provider_domain")
    .innerJoin("identity_provider", "identity_provider.provider_id", "identity_provider_domain.provider_id")
    .select(["identity_provider_domain.domain", "identity_provider.name"])
    .where("identity_provider_domain.domain", "in", domains)
    .execute();
}

function claimedMessage(claimed: { domain: string; name: string }[]): string {
  return `Already claimed by another provider: ${claimed.map((c) => `${c.domain} (${c.name})`).join(", ")}. A domain signs in through one provider only.`;
}

/** Replaces a provider's client secret (after the provider issued a new one). False when there is no such provider. */
export async function replaceClientSecret(id: string, clientSecret: string): Promise<boolean> {
  const secret = await symmetricEncrypt({ key: secretKey, data: clientSecret });
  const result = await db
    .updateTable("identity_provider")
    .set({ client_secret: secret, updated_at: new Date().toISOString() })
    .where("provider_id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes a provider and its domains. Its learners keep their accounts and can sign in by emailed link. */
export async function removeProvider(id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("identity_provider_domain").where("provider_id", "=", id).execute();
    const result = await trx.deleteFrom("identity_provider").where("provider_id", "=", id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}

/** A provider as the admin page lists it: never its secret. */
export type ProviderSummary = {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  domains: string[];
  requireSso: boolean;
  createdAt: string;
  updatedAt: string;
};

export async function listProviders(): Promise<ProviderSummary[]> {
  const [rows, domains] = await Promise.all([
    db
      .selectFrom("identity_provider")
      .select(["provider_id as id", "name", "issuer", "client_id", "require_sso", "created_at", "updated_at"])
      .orderBy("name")
      .execute(),
    db.selectFrom("identity_provider_domain").select(["domain", "provider_id"]).orderBy("domain").execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.client_id,
    domains: domains.filter((d) => d.provider_id === row.id).map((d) => d.domain),
    requireSso: row.require_sso === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** The domain of an address, lower-cased: "ana@Pupils.Riverside.edu" → "pupils.riverside.edu". */
export function domainOf(email: string): string {
  return email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

/** The provider that owns an address's domain (or a parent domain of it), if any. */
export async function providerForEmail(
  email: string,
): Promise<{ id: string; name: string; issuer: string; requireSso: boolean } | null> {
  const labels = domainOf(email).split(".");
  // "pupils.riverside.edu" is owned by a provider of "pupils.riverside.edu" or "riverside.edu".
  const candidates = labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
  if (candidates.length === 0) return null;
  const rows = await db
    .selectFrom("identity_provider_domain")
    .innerJoin("identity_provider", "identity_provider.provider_id", "identity_provider_domain.provider_id")
    .select([
      "identity_provider.provider_id as id",
      "identity_provider.name",
      "identity_provider.issuer",
      "identity_provider.require_sso",
      "identity_provider_domain.domain",
    ])
    .where("identity_provider_domain.domain", "in", candidates)
    .execute();
  // The most specific domain wins.
  const row = rows.sort((a, b) => b.domain.length - a.domain.length)[0];
  return row ? { id: row.id, name: row.name, issuer: row.issuer, requireSso: row.require_sso === 1 } : null;
}

/** One provider's name, issuer and client id, or null when there is no such provider. */
export async function findProvider(
  id: string,
): Promise<{ id: string; name: string; issuer: string; clientId: string } | null> {
  const row = await db
    .selectFrom("identity_provider")
    .select(["provider_id as id", "name", "issuer", "client_id as clientId"])
    .where("provider_id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

/** Every provider as Better Auth's SSO plugin takes it, secret decrypted; read afresh for each sign-in. */
export async function signInProviders() {
  const [rows, domains] = await Promise.all([
    db.selectFrom("identity_provider").select(["provider_id as id", "issuer", "client_id", "client_secret"]).execute(),
    db.selectFrom("identity_provider_domain").select(["domain", "provider_id"]).execute(),
  ]);
  return Promise.all(
    rows.map(async (row) => ({
      providerId: row.id,
      domain: domains
        .filter((d) => d.provider_id === row.id)
        .map((d) => d.domain)
        .join(","),
      oidcConfig: {
        issuer: row.issuer,
        discoveryEndpoint: discoveryUrlOf(row.issuer),
        clientId: row.client_id,
        clientSecret: await symmetricDecrypt({ key: secretKey, data: row.client_secret }),
        pkce: true,
        scopes: SSO_SCOPES,
      },
    })),
  );
}

/** The school providers a learner has signed in through (their accounts there), by name. */
export async function schoolAccountsOf(userId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom("account")
    .innerJoin("identity_provider", "identity_provider.provider_id", "account.provider_id")
    .select(["identity_provider.provider_id as id", "identity_provider.name"])
    .where("account.user_id", "=", userId)
    .orderBy("identity_provider.name")
    .execute();
}
