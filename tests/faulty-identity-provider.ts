// An OpenID Connect provider that answers the token request with the ID token a test asks for,
// right or wrong in one way (issuer, audience, expiry, signature), to prove Synapse refuses each.
// It publishes a discovery document and its signing key; its log-in page is never used: the
// test reads the state and nonce from the address Synapse sends the browser to, and comes back
// with a code of its own.
import { createHash, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { createServer, type Server } from "node:http";
import { freePort } from "./server.ts";

export type Fault = "none" | "wrong-issuer" | "wrong-audience" | "expired" | "tampered-signature";

export type IdToken = {
  fault: Fault;
  nonce: string;
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
};

export type FaultyIdentityProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the next token request is answered with. */
  next: (token: IdToken) => void;
  /** Every ID token it handed out, as sent. */
  issued: string[];
  stop: () => Promise<void>;
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

function signed(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const input = `${base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }))}.${base64url(JSON.stringify(payload))}`;
  return `${input}.${sign("sha256", Buffer.from(input), key).toString("base64url")}`;
}

export async function startFaultyIdentityProvider(): Promise<FaultyIdentityProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const [clientId, clientSecret] = ["synapse-faults", "faulty-client-secret-0123456789"];
  const good = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const other = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = createHash("sha256").update(issuer).digest("hex").slice(0, 8);
  let planned: IdToken | null = null;
  const issued: string[] = [];

  function idToken(token: IdToken): string {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: token.fault === "wrong-issuer" ? "https://impostor.example" : issuer,
      aud: token.fault === "wrong-audience" ? "someone-else" : clientId,
      sub: token.sub,
      email: token.email,
      email_verified: token.emailVerified ?? true,
      name: token.name,
      nonce: token.nonce,
      iat: token.fault === "expired" ? now - 7200 : now,
      exp: token.fault === "expired" ? now - 3600 : now + 600,
    };
    // Signed with a key the provider does not publish, under the published key's id.
    return signed(claims, token.fault === "tampered-signature" ? other.privateKey : good.privateKey, kid);
  }

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", issuer).pathname;
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (path === "/.well-known/openid-configuration") {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        scopes_supported: ["openid", "email", "profile"],
      });
    }
    if (path === "/jwks") {
      return json(200, { keys: [{ ...good.publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }] });
    }
    if (path === "/token" && request.method === "POST") {
      request.resume();
      if (!planned) return json(400, { error: "invalid_grant" });
      const token = idToken(planned);
      planned = null;
      issued.push(token);
      return json(200, { access_token: "faulty-access-token", token_type: "Bearer", expires_in: 600, id_token: token });
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    issued,
    next: (token) => {
      planned = token;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
