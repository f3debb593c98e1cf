// What a learner can do with their account. Route actions parse the form, then call one of
// these; each checks the rate limits, calls Better Auth, and answers in words for people.
// Answers never reveal whether an email address has an account.
import { isAPIError } from "better-auth/api";
import Bowser from "bowser";
import { db } from "#app/platform/db.server.ts";
import { queueEmail } from "#app/platform/email-outbox.server.ts";
import { passwordChangedMessage } from "#app/platform/email-templates.server.ts";
import { env } from "#app/platform/env.server.ts";
import { consumeAll, LIMITS, type LimitResult, reset, tooManyRequests } from "#app/platform/rate-limit.server.ts";
import { type AuthState, auth, passwordPolicy, SESSION_ABSOLUTE_SECONDS } from "./auth.server.ts";
import { passwordRules } from "./password-policy.ts";
import { weakPasswordMessage } from "./password-strength.ts";

/** Throws the 429 page when a limit is exceeded. */
function enforce(result: LimitResult): void {
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

function codeOf(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;
}

/** Null when the new password is acceptable, otherwise what is wrong with it. */
export function newPasswordProblem(password: string, userInputs: string[]): string | null {
  const unmet = passwordRules(password, passwordPolicy).filter((rule) => !rule.met);
  if (unmet.length > 0) return `Your password needs: ${unmet.map((r) => r.label.toLowerCase()).join("; ")}.`;
  return weakPasswordMessage(password, userInputs);
}

// --- Sign-up, log-in, log-out ---------------------------------------------------------

export async function signUp(input: { name: string; email: string; password: string }, ip: string): Promise<void> {
  enforce(await consumeAll([[LIMITS.signUpPerIp, ip]]));
  try {
    await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password } });
  } catch (error) {
    // Every expected refusal was checked by the form first; anything else is a real fault.
    throw new Error(`sign-up failed: ${codeOf(error) ?? String(error)}`, { cause: error });
  }
}

export type LogInResult = { ok: true; headers: Headers } | { ok: false; message: string };

export async function logIn(
  input: { email: string; password: string; remember: boolean },
  request: Request,
  ip: string,
): Promise<LogInResult> {
  enforce(
    await consumeAll([
      [LIMITS.logInPerIp, ip],
      [LIMITS.logInPerAccount, input.email],
    ]),
  );
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.remember },
      headers: request.headers,
      returnHeaders: true,
    });
    await reset(LIMITS.logInPerAccount, input.email);
    return { ok: true, headers };
  } catch (error) {
    // One answer for every refusal, so it never tells whether the address has an account.
    if (["INVALID_EMAIL_OR_PASSWORD", "INVALID_EMAIL", "PASSWORD_TOO_LONG"].includes(codeOf(error) ?? "")) {
      return { ok: false, message: "That email and password do not match an account. Check them and try again." };
    }
    throw error;
  }
}

export async function logOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch {
    // No session to end; clear the cookie anyway.
    return new Headers();
  }
}

// --- Email verification ---------------------------------------------------------------

export type VerifyResult =
  | { ok: true; headers: Headers; outcome: "verified" | "new-address-sent" | "email-changed" }
  | { ok: false; message: string };

export async function verifyEmail(token: string, request: Request, ip: string): Promise<VerifyResult> {
  enforce(await consumeAll([[LIMITS.tokenPerIp, ip]]));
  try {
    const { headers, response } = await auth.api.verifyEmail({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    // Confirming an address change from the old address answers without a user: it sends a
    // second link to the new address. The link from the new address answers with the user.
    const answer = response as { user?: unknown };
    const outcome = !("user" in answer) ? "new-address-sent" : answer.user ? "email-changed" : "verified";
    return { ok: true, headers, outcome };
  } catch (error) {
    if (isAPIError(error)) {
      return {
        ok: false,
        message:
          codeOf(error) === "TOKEN_EXPIRED"
            ? "This link has expired. Links to confirm an email address work for 24 hours; ask for a new one below."
            : "This link is not valid. It may have been copied only in part, or already replaced by a newer one.",
      };
    }
    throw error;
  }
}

export async function resendVerification(user: { email: string }, ip: string): Promise<void> {
  enforce(
    await consumeAll([
      [LIMITS.verificationPerIp, ip],
      [LIMITS.verificationPerAccount, user.email],
    ]),
  );
  await auth.api.sendVerificationEmail({ body: { email: user.email } });
}

// --- Password recovery ----------------------------------------------------------------

export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  enforce(
    await consumeAll([
      [LIMITS.resetRequestPerIp, ip],
      [LIMITS.resetRequestPerAccount, email],
    ]),
  );
  await auth.api.requestPasswordReset({ body: { email } });
}

export type ResetResult = { ok: true } | { ok: false; message: string };

export async function resetPassword(token: string, newPassword: string, ip: string): Promise<ResetResult> {
  enforce(await consumeAll([[LIMITS.tokenPerIp, ip]]));
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (error) {
    if (codeOf(error) === "INVALID_TOKEN" || codeOf(error) === "USER_NOT_FOUND") {
      return {
        ok: false,
        message:
          "This reset link has expired or has already been used. Each link works once, for one hour. Ask for a new one.",
      };
    }
    throw error;
  }
}

// --- Profile --------------------------------------------------------------------------

export async function updateName(request: Request, name: string): Promise<void> {
  await auth.api.updateUser({ body: { name }, headers: request.headers });
}

export async function setImage(request: Request, image: string | null): Promise<void> {
  await auth.api.updateUser({ body: { image }, headers: request.headers });
}

export type ChangeResult = { ok: true; headers?: Headers } | { ok: false; field: string; message: string };

export async function changeEmail(
  request: Request,
  viewer: NonNullable<AuthState>,
  newEmail: string,
): Promise<ChangeResult> {
  if (newEmail === viewer.user.email) {
    return { ok: false, field: "email", message: "That is already your email address." };
  }
  enforce(await consumeAll([[LIMITS.verificationPerAccount, viewer.user.email]]));
  await auth.api.changeEmail({ body: { newEmail, callbackURL: "/profile" }, headers: request.headers });
  return { ok: true };
}

export async function changePassword(
  request: Request,
  viewer: NonNullable<AuthState>,
  currentPassword: string,
  newPassword: string,
): Promise<ChangeResult> {
  enforce(await consumeAll([[LIMITS.passwordCheckPerAccount, viewer.user.id]]));
  try {
    // Every other device is signed out; this one gets a fresh session token.
    const { headers } = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await queueEmail(
      viewer.user.email,
      passwordChangedMessage({ name: viewer.user.name, when: new Date(), resetUrl: `${env.SITE_URL}/forgot-password` }),
    );
    return { ok: true, headers };
  } catch (error) {
    if (codeOf(error) === "INVALID_PASSWORD") {
      return { ok: false, field: "currentPassword", message: "Your current password is not right. Try again." };
    }
    throw error;
  }
}

// --- Sessions -------------------------------------------------------------------------

export type SessionSummary = { id: string; device: string; lastSeen: string; current: boolean };

/** "Firefox on Windows", "Safari on iPhone"; a plain fallback when the browser is unknown. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.platform.model && parsed.platform.type !== "desktop" ? parsed.platform.model : parsed.os.name;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

export async function listSessions(viewer: NonNullable<AuthState>): Promise<SessionSummary[]> {
  const now = new Date();
  const rows = await db
    .selectFrom("session")
    .select(["id", "user_agent", "created_at", "updated_at", "expires_at"])
    .where("user_id", "=", viewer.user.id)
    .orderBy("updated_at", "desc")
    .execute();
  return rows
    .filter((row) => new Date(row.expires_at) > now)
    .filter((row) => now.getTime() - new Date(row.created_at).getTime() <= SESSION_ABSOLUTE_SECONDS * 1000)
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.user_agent),
      lastSeen: new Date(row.updated_at).toISOString(),
      current: row.id === viewer.sessionId,
    }));
}

/** Ends one of the learner's own sessions; another learner's id matches nothing. */
export async function endSession(viewer: NonNullable<AuthState>, sessionId: string): Promise<void> {
  await db.deleteFrom("session").where("id", "=", sessionId).where("user_id", "=", viewer.user.id).execute();
}

export async function endOtherSessions(viewer: NonNullable<AuthState>): Promise<number> {
  const result = await db
    .deleteFrom("session")
    .where("user_id", "=", viewer.user.id)
    .where("id", "<>", viewer.sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// --- Your data ------------------------------------------------------------------------

/** Everything stored about the learner, for "Download my data". */
export async function exportAccount(viewer: NonNullable<AuthState>) {
  const userId = viewer.user.id;
  const [user, sessions, accounts, avatar, emails] = await Promise.all([
    db
      .selectFrom("user")
      .select(["id", "name", "email", "email_verified", "role", "created_at", "updated_at"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("session")
      .select(["id", "user_agent", "created_at", "updated_at", "expires_at"])
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("account")
      .select(["provider_id", "created_at", "updated_at"])
      .where("user_id", "=", userId)
      .execute(),
    db.selectFrom("avatar").select(["mime", "bytes", "updated_at"]).where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("email_outbox")
      .select(["subject", "created_at", "sent_at"])
      .where("to_address", "=", viewer.user.email)
      .orderBy("created_at")
      .execute(),
  ]);
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    exportedAt: new Date().toISOString(),
    site: env.SITE_URL,
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: Boolean(user.email_verified),
      role: user.role,
      createdAt: iso(user.created_at),
      updatedAt: iso(user.updated_at),
      signInMethods: accounts.map((a) => ({
        method: a.provider_id === "credential" ? "email and password" : a.provider_id,
        createdAt: iso(a.created_at),
        passwordChangedAt: iso(a.updated_at),
      })),
    },
    photo: avatar
      ? {
          format: avatar.mime,
          updatedAt: avatar.updated_at,
          dataUrl: `data:${avatar.mime};base64,${Buffer.from(avatar.bytes).toString("base64")}`,
        }
      : null,
    sessions: sessions.map((s) => ({
      device: describeDevice(s.user_agent),
      userAgent: s.user_agent,
      signedInAt: iso(s.created_at),
      lastSeenAt: iso(s.updated_at),
      expiresAt: iso(s.expires_at),
    })),
    emailsSentToYou: emails.map((e) => ({ subject: e.subject, queuedAt: e.created_at, sentAt: e.sent_at })),
  };
}

export type DeleteResult = { ok: true; headers: Headers } | { ok: false; message: string };

/**
 * Deletes the account after checking the password. Better Auth removes the user, sessions
 * and sign-in methods; foreign keys remove the photo and the whole learning record (progress, quiz attempts,
 * placement tests, certificates, which then no longer verify);
 * emails addressed to the learner are removed here.
 */
export async function deleteAccount(
  request: Request,
  viewer: NonNullable<AuthState>,
  password: string,
): Promise<DeleteResult> {
  enforce(await consumeAll([[LIMITS.passwordCheckPerAccount, viewer.user.id]]));
  try {
    const { headers } = await auth.api.deleteUser({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    });
    await db.deleteFrom("email_outbox").where("to_address", "=", viewer.user.email).execute();
    return { ok: true, headers };
  } catch (error) {
    if (codeOf(error) === "INVALID_PASSWORD") {
      return { ok: false, message: "That password is not right, so your account was not deleted." };
    }
    throw error;
  }
}
