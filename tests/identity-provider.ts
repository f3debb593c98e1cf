// A real OpenID Connect provider for the tests (the `oidc-provider` package), on 127.0.0.1:
// a school's sign-in service with its own log-in form. Its development log-in form takes any
// user name and password; the user name becomes the account's `sub`, and `people` says what
// the provider tells Synapse about it.
import { generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";
import { freePort } from "./server.ts";

/** Who an account is; `classes` is the school's own claim (the class a pupil is in), sent with the profile. */
export type Person = { email: string; name: string; emailVerified?: boolean; classes?: string[] };

export type IdentityProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
};

export async function startIdentityProvider(options: {
  /** Synapse's redirect URLs, as the operator registers them with the provider. */
  redirectUris: string[];
  people: Record<string, Person>;
}): Promise<IdentityProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const [clientId, clientSecret] = ["synapse", "riverside-client-secret-0123456789"];
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "riverside-1", alg: "RS256", use: "sig" }] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "classes"] },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const person = options.people[sub];
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified ?? true,
          name: person.name,
          ...(person.classes ? { classes: person.classes } : {}),
        }),
      };
    },
    // A school's own service trusts its own staff's apps: no consent screen after log-in.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { session, client } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const known = session.grantIdFor(client.clientId);
      if (known) return ctx.oidc.provider.Grant.find(known);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    cookies: { keys: ["identity-provider-test-cookie-key"] },
    features: { devInteractions: { enabled: true } },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
