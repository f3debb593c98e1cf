// Accounts and sessions, through Better Auth on our one Kysely instance. Our forms post to
// our own route actions, which call `auth.api` and forward its cookies; the HTTP handler
// (app/routes/api/auth.ts) serves only the few GET endpoints a browser needs.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac, timingSafeEqual } from "node:crypto";
import { sso } from "@better-auth/sso";
import { betterAuth } from "better-auth";
import { parseCookies } from "better-auth/cookies";
import { dialectOf } from "#app/db/connect.server.ts";
import { recordLearningEvent } from "#app/insights/visits.server.ts";
import { db } from "#app/platform/db.server.ts";
import { queueEmail } from "#app/platform/email-outbox.server.ts";
import { env } from "#app/platform/env.server.ts";
import { logger, securityEvent } from "#app/platform/logger.server.ts";
import { appSecret } from "#app/platform/secret.server.ts";
import { type Language, pathIn } from "#app/site/locale.ts";
import type { Viewer } from "./auth-store.ts";
import { confirmationPath, logInPath } from "./email-links.ts";
import { chosenLanguage, emailLanguage, storedLanguage } from "./language.server.ts";
import type { PasswordPolicy } from "./password-policy.ts";
import { signInLinks } from "./sign-in-links.server.ts";
import { configuredProviders, providerOrigins, resolveSsoUser } from "./sso-accounts.server.ts";

const DAY = 24 * 60 * 60;
/** A remembered session lasts while it is used at least every 30 days... */
export const SESSION_IDLE_SECONDS = 30 * DAY;
/** ...and never longer than 400 days (the longest a browser keeps a cookie) from log-in. */
export const SESSION_ABSOLUTE_SECONDS = 400 * DAY;
/** How long after a session was last rolled forward it is rolled again. */
const SESSION_UPDATE_AGE_SECONDS = 60 * 60;

export const passwordPolicy: PasswordPolicy = {
  minLength: env.PASSWORD_MIN_LENGTH,
  maxLength: env.PASSWORD_MAX_LENGTH,
  requireLowercase: env.PASSWORD_REQUIRE_LOWERCASE,
  requireUppercase: env.PASSWORD_REQUIRE_UPPERCASE,
  requireNumber: env.PASSWORD_REQUIRE_NUMBER,
  requireSymbol: env.PASSWORD_REQUIRE_SYMBOL,
};

const secureCookies = env.SITE_URL.startsWith("https:");

/**
 * What the caller of a deletion asked to run once the password has been checked and just
 * before the user row goes (Better Auth's `beforeDelete`): see `deleteAccount`.
 */
export const beforeUserDeletion = new AsyncLocalStorage<(userId: string) => Promise<void>>();

/**
 * The page a sign-up came from (a path on this site), for the email to an address that
 * already has an account, whose log-in link then leads back there too: see `signUp`.
 */
export const signUpReturnPath = new AsyncLocalStorage<string | undefined>();

/**
 * The language of the page a sign-up came from, stored with the new account (the learner chose
 * it by signing up there): see `signUp`. Never from the form: `language` is not an input.
 */
export const signUpLanguage = new AsyncLocalStorage<Language | undefined>();

/**
 * The emails, loaded when one is written: their words come from the interface's catalogs,
 * which only the built server loads; `npm run create-admin` imports this module without them.
 */
const emails = () => import("./emails.server.ts");

/** A page of the site, in the reader's language. */
const link = (language: Language, path: string) => `${env.SITE_URL}${pathIn(language, path)}`;

/** The language of a learner's emails: the one they chose (on the user Better Auth hands us, or stored). */
async function languageOfUser(user: { id: string }): Promise<Language> {
  const known = (user as { language?: unknown }).language;
  return emailLanguage(known === undefined ? await storedLanguage({ id: user.id }) : known);
}

/** Better Auth's links point at its own handler; ours go to our pages, which carry the token. */
function tokenOf(url: string): string {
  return new URL(url).searchParams.get("token") ?? "";
}

async function currentEmailOf(userId: string): Promise<string | undefined> {
  const row = await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  return row?.email;
}

export const auth = betterAuth({
  appName: "Synapse",
  baseURL: env.SITE_URL,
  basePath: "/api/auth",
  secret: appSecret,
  telemetry: { enabled: false },
  // Schools' sign-in services may run on the school's own network: Better Auth fetches their
  // endpoints only from the origins of the registered issuers.
  trustedOrigins: () => providerOrigins(),
  // A school sign-in that fails before it knows where to send the learner (a stale or replayed
  // state) comes back to the page that explains it.
  onAPIError: { errorURL: `${env.SITE_URL}/login/sso` },
  // Counted in the visit statistics without any identifier (see app/insights/visits.server.ts).
  databaseHooks: {
    user: {
      create: {
        before: async (user) => {
          const language = signUpLanguage.getStore();
          return language ? { data: { ...user, language } } : undefined;
        },
        after: async () => recordLearningEvent("sign-up"),
      },
    },
  },
  database: { db, type: dialectOf(env.DATABASE_URL), transaction: true },
  logger: {
    level: "warn",
    // Better Auth's messages only; their arguments can hold email addresses.
    log: (level, message) => logger[level === "debug" ? "debug" : level]({ source: "better-auth" }, message),
  },
  user: {
    fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
    additionalFields: {
      // Never accepted from a form: only `npm run create-admin` makes an admin.
      role: { type: "string", required: false, defaultValue: "learner", input: false },
      // The language the learner chose (language.server.ts): set by our code, never from a form.
      language: { type: "string", required: false, input: false },
    },
    changeEmail: {
      enabled: true,
      async sendChangeEmailConfirmation({ user, newEmail, url }) {
        const language = await languageOfUser(user);
        const { changeEmailConfirmationMessage } = await emails();
        await queueEmail(
          user.email,
          changeEmailConfirmationMessage(
            { name: user.name, newEmail, url: link(language, `/verify-email?token=${tokenOf(url)}`) },
            language,
          ),
        );
      },
    },
    deleteUser: {
      enabled: true,
      async beforeDelete(user) {
        await beforeUserDeletion.getStore()?.(user.id);
      },
    },
  },
  session: {
    fields: {
      userId: "user_id",
      expiresAt: "expires_at",
      ipAddress: "ip_address",
      userAgent: "user_agent",
      createdAt: "created_at",
      updatedAt: "updated_at",
    },
    expiresIn: SESSION_IDLE_SECONDS,
    // Rolls the expiry forward (and refreshes "last seen") at most once an hour per session.
    updateAge: SESSION_UPDATE_AGE_SECONDS,
  },
  account: {
    fields: {
      userId: "user_id",
      accountId: "account_id",
      providerId: "provider_id",
      accessToken: "access_token",
      refreshToken: "refresh_token",
      idToken: "id_token",
      accessTokenExpiresAt: "access_token_expires_at",
      refreshTokenExpiresAt: "refresh_token_expires_at",
      createdAt: "created_at",
      updatedAt: "updated_at",
    },
    encryptOAuthTokens: true,
    // An account is linked to a school sign-in only as sso-accounts.server.ts decides: never
    // because an address matches (docs/decisions/0019-sso.md).
    accountLinking: { disableImplicitLinking: true },
  },
  verification: {
    fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
    // A copy of the database must not be enough to reset someone's password.
    storeIdentifier: "hashed",
  },
  // "Continue with Google" / "with Microsoft" on /login/sso, when the operator configured them
  // (docs/sso.md). Like school sign-in, they never link an existing account by its address.
  socialProviders: {
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            prompt: "select_account" as const,
          },
        }
      : {}),
    ...(env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET
      ? {
          microsoft: {
            clientId: env.MICROSOFT_CLIENT_ID,
            clientSecret: env.MICROSOFT_CLIENT_SECRET,
            tenantId: env.MICROSOFT_TENANT_ID,
            prompt: "select_account" as const,
          },
        }
      : {}),
  },
  emailAndPassword: {
    enabled: true,
    // Sign-up never signs in: the answer is then the same whether or not the address
    // already had an account. The verification link signs the learner in.
    autoSignIn: false,
    requireEmailVerification: false,
    minPasswordLength: passwordPolicy.minLength,
    maxPasswordLength: passwordPolicy.maxLength,
    resetPasswordTokenExpiresIn: 60 * 60,
    revokeSessionsOnPasswordReset: true,
    async sendResetPassword({ user, token }) {
      const language = await languageOfUser(user);
      const { resetPasswordMessage } = await emails();
      await queueEmail(
        user.email,
        resetPasswordMessage({ name: user.name, url: link(language, `/reset-password?token=${token}`) }, language),
      );
    },
    async onPasswordReset({ user }) {
      securityEvent("password-reset", { userId: user.id });
      const language = await languageOfUser(user);
      const { passwordChangedMessage } = await emails();
      await queueEmail(
        user.email,
        passwordChangedMessage(
          { name: user.name, when: new Date(), resetUrl: link(language, "/forgot-password") },
          language,
        ),
      );
    },
    async onExistingUserSignUp({ user }) {
      // The account's language if its owner chose one, else the page's they signed up on.
      const known = (user as { language?: unknown }).language;
      const stored = known === undefined ? await storedLanguage({ id: user.id }) : known;
      const language = chosenLanguage(stored) ?? emailLanguage(signUpLanguage.getStore());
      const { existingAccountSignUpMessage } = await emails();
      await queueEmail(
        user.email,
        existingAccountSignUpMessage(
          {
            name: user.name,
            loginUrl: link(language, logInPath(signUpReturnPath.getStore())),
            resetUrl: link(language, "/forgot-password"),
          },
          language,
        ),
      );
    },
  },
  emailVerification: {
    sendOnSignUp: true,
    autoSignInAfterVerification: true,
    expiresIn: DAY,
    async sendVerificationEmail({ user, url }) {
      const language = await languageOfUser(user);
      const verifyUrl = link(language, confirmationPath(url));
      // When the learner is changing address, `user.email` is the new one, not yet stored.
      const changing = (await currentEmailOf(user.id)) !== user.email;
      const { verifyEmailMessage, verifyNewEmailMessage } = await emails();
      await queueEmail(
        user.email,
        changing
          ? verifyNewEmailMessage({ name: user.name, url: verifyUrl }, language)
          : verifyEmailMessage({ name: user.name, url: verifyUrl }, language),
      );
    },
  },
  // Our own limiter (rate-limit.server.ts) guards every form, per IP and per account.
  rateLimit: { enabled: false },
  plugins: [
    // "Email me a sign-in link" on /login (sign-in-links.server.ts).
    signInLinks,
    // "Continue with your school or work account" (sso.server.ts). The providers are ours
    // (identity-providers.server.ts), their secrets encrypted, handed to the plugin decrypted
    // for each sign-in; its registration endpoints are not reachable (routes/api/auth.ts). `trustEmailVerified` only carries the provider's
    // `email_verified` into a new account; linking never relies on it (resolveSsoUser).
    sso({
      defaultSSO: configuredProviders,
      trustEmailVerified: true,
      resolveUser: resolveSsoUser,
      schema: {
        ssoProvider: {
          modelName: "identity_provider",
          fields: {
            oidcConfig: "oidc_config",
            samlConfig: "saml_config",
            userId: "user_id",
            providerId: "provider_id",
            organizationId: "organization_id",
          },
          // Ours (identity-providers.server.ts), declared so that Better Auth's schema check
          // knows them; only our code writes them.
          additionalFields: {
            name: { type: "string", required: true },
            clientId: { type: "string", required: true, fieldName: "client_id" },
            clientSecret: { type: "string", required: true, fieldName: "client_secret", returned: false },
            requireSso: { type: "number", required: true, fieldName: "require_sso" },
            createdAt: { type: "string", required: true, fieldName: "created_at" },
            updatedAt: { type: "string", required: true, fieldName: "updated_at" },
          },
        },
      },
    }),
  ],
  advanced: {
    useSecureCookies: secureCookies,
    cookiePrefix: "synapse",
    defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    // Sessions keep the device description, not the IP address.
    ipAddress: { disableIpTracking: true },
  },
});

/** A signed-in learner's session, as every loader and action sees it. */
export type Session = { id: string; token: string; expiresAt: string; user: Viewer };

/**
 * The session the request's cookie names, or null for visitors and ended sessions.
 * `cookies` holds a fresh session cookie when the session was rolled forward; the caller
 * adds it to the response.
 */
export async function lookUpSession(headers: Headers): Promise<{ session: Session | null; cookies: string[] }> {
  // Most page views are visitors': without a session cookie there is nothing to look up.
  const cookie = headers.get("cookie");
  if (!cookie?.includes("synapse.session_token=")) return { session: null, cookies: [] };
  const current = await currentSession(cookie);
  if (current) return { session: current, cookies: [] };
  const { headers: answer, response } = await auth.api.getSession({ headers, returnHeaders: true });
  const cookies = answer.getSetCookie();
  if (!response) return { session: null, cookies };
  const { session, user } = response;
  if (pastAbsoluteLifetime(session.createdAt)) {
    await auth.api.revokeSession({ body: { token: session.token }, headers });
    return { session: null, cookies: [] };
  }
  return {
    session: {
      id: session.id,
      token: session.token,
      expiresAt: new Date(session.expiresAt).toISOString(),
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: Boolean(user.emailVerified),
        role: (user as { role?: string }).role === "admin" ? "admin" : "learner",
        image: user.image ?? null,
      },
    },
    cookies,
  };
}

const pastAbsoluteLifetime = (createdAt: Date | string) =>
  Date.now() - new Date(createdAt).getTime() > SESSION_ABSOLUTE_SECONDS * 1000;

const cookieNames = auth.$context.then(({ authCookies }) => ({
  token: authCookies.sessionToken.name,
  // Cookies whose handling (a browser session, a stale cache) is left to Better Auth.
  others: [authCookies.sessionData.name, authCookies.dontRememberToken.name],
}));

/**
 * The common case, read without Better Auth's request machinery (a third of a signed-in
 * page's session cost, mostly its asynchronous WebCrypto and endpoint set-up; decision
 * record 0016): a cookie signed with our secret as Better Auth signs it (HMAC-SHA-256 of the
 * token), naming a stored session that has not expired and is not yet due to roll forward.
 * Anything else, including every case that writes (an expired session is deleted, a session
 * due to roll is extended and its cookie re-sent), returns undefined for Better Auth to
 * answer. It never writes; a change in how Better Auth signs cookies only makes it fall back.
 */
async function currentSession(cookieHeader: string): Promise<Session | undefined> {
  const names = await cookieNames;
  const cookies = parseCookies(cookieHeader);
  if (names.others.some((name) => cookies.has(name))) return undefined;
  const signed = cookies.get(names.token);
  const dot = signed?.lastIndexOf(".") ?? -1;
  if (!signed || dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", appSecret).update(token).digest("base64"));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
  const row = await db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.user_id")
    .select([
      "session.id as sessionId",
      "session.expires_at",
      "session.created_at",
      "user.id as userId",
      "user.name",
      "user.email",
      "user.email_verified",
      "user.role",
      "user.image",
    ])
    .where("session.token", "=", token)
    .executeTakeFirst();
  if (!row) return undefined;
  const expiresAt = new Date(row.expires_at).getTime();
  const now = Date.now();
  // Better Auth rolls a session forward once `updateAge` has passed since it was last rolled.
  const dueToRoll = expiresAt - SESSION_IDLE_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now;
  if (!(expiresAt > now) || dueToRoll || pastAbsoluteLifetime(row.created_at)) return undefined;
  return {
    id: row.sessionId,
    token,
    expiresAt: new Date(expiresAt).toISOString(),
    user: {
      id: row.userId,
      name: row.name,
      email: row.email,
      emailVerified: Boolean(row.email_verified),
      role: row.role === "admin" ? "admin" : "learner",
      image: row.image ?? null,
    },
  };
}
