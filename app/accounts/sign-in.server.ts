// Getting into an account: signing up, logging in and out, confirming an email address and
// recovering a password, through Better Auth. Routes check the form and the rate limits
// first; these answer with messages for the route to translate, and never say whether an address has an account.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isAPIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { db } from "#app/platform/db.server.ts";
import { securityEvent } from "#app/platform/logger.server.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import { auth, passwordPolicy, signUpLanguage, signUpReturnPath } from "./auth.server.ts";
import { unmetRulesMessage, weakPasswordMessage } from "./password-messages.ts";
import { passwordRules } from "./password-policy.ts";
import { estimateStrength } from "./password-strength.server.ts";
import { MIN_STRENGTH_SCORE } from "./password-strength.ts";
import { SIGN_IN_LINK_MINUTES } from "./sign-in-links.ts";
import { spendLink, unspendLink } from "./used-links.server.ts";

export function codeOf(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;
}

/** Null when the new password is acceptable, otherwise what is wrong with it, in the i18n instance's language. */
export function newPasswordProblem(i18n: I18n, password: string, userInputs: string[]): string | null {
  const unmet = unmetRulesMessage(i18n, passwordPolicy, passwordRules(password, passwordPolicy));
  if (unmet) return unmet;
  const { score, warning } = estimateStrength(password, userInputs, i18n);
  return score >= MIN_STRENGTH_SCORE ? null : weakPasswordMessage(i18n, warning);
}

/**
 * `returnTo`: the same-site path the confirmation link brings the learner back to (email-links.ts).
 * `language`: the page's; signing up on a Spanish or German page chooses that language for the
 * account (language.server.ts), and its emails are written in it.
 */
export async function signUp(input: {
  name: string;
  email: string;
  password: string;
  returnTo?: string;
  language?: Language;
}): Promise<void> {
  const language = input.language && input.language !== DEFAULT_LANGUAGE ? input.language : undefined;
  try {
    // The confirmation link carries it as Better Auth's callbackURL; the email to an address
    // that already has an account, from the store.
    await signUpLanguage.run(language, () =>
      signUpReturnPath.run(input.returnTo, () =>
        auth.api.signUpEmail({
          body: { name: input.name, email: input.email, password: input.password, callbackURL: input.returnTo },
        }),
      ),
    );
  } catch (error) {
    // Every expected refusal was checked by the form first; anything else is a real fault.
    throw new Error(`sign-up failed: ${codeOf(error) ?? String(error)}`, { cause: error });
  }
}

/** The id of the account with this email, for the security log; null when there is none. */
export async function accountIdOf(email: string): Promise<string | null> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A refusal's message is for the route to translate. */
export type LogInResult = { ok: true; cookies: Headers } | { ok: false; message: MessageDescriptor };

/** `headers` are the request's: Better Auth keeps the browser's description with the session. */
export async function logIn(
  input: { email: string; password: string; remember: boolean },
  headers: Headers,
): Promise<LogInResult> {
  try {
    const { headers: cookies } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.remember },
      headers,
      returnHeaders: true,
    });
    return { ok: true, cookies };
  } catch (error) {
    // One answer for every refusal, so it never tells whether the address has an account.
    if (["INVALID_EMAIL_OR_PASSWORD", "INVALID_EMAIL", "PASSWORD_TOO_LONG"].includes(codeOf(error) ?? "")) {
      return { ok: false, message: msg`That email and password do not match an account. Check them and try again.` };
    }
    throw error;
  }
}

/**
 * Emails the owner of this address a link that signs in without the password, whatever the
 * password limits say: only the mailbox's reader can use it. An address without an account
 * gets nothing, and an account whose address is not confirmed yet gets the confirmation link
 * (which signs in too), so the caller answers the same for every address. `redirectTo` must
 * already be a safe path on this site.
 */
export async function emailSignInLink(email: string, redirectTo: string, headers: Headers): Promise<void> {
  const account = await db.selectFrom("user").select("email_verified").where("email", "=", email).executeTakeFirst();
  if (!account) return;
  if (!account.email_verified) return resendVerificationQuietly(email);
  await auth.api.signInMagicLink({ body: { email, metadata: { redirectTo } }, headers });
}

export type LinkLogInResult = { ok: true; cookies: Headers; email: string } | { ok: false; message: MessageDescriptor };

/** Signs in with an emailed link's token; the token is used up by the first attempt. */
export async function logInWithLink(token: string, headers: Headers): Promise<LinkLogInResult> {
  try {
    const { headers: cookies, response } = await auth.api.magicLinkVerify({
      query: { token },
      headers,
      returnHeaders: true,
    });
    const user = (response as { user: { id: string; email: string } }).user;
    securityEvent("signed-in-with-link", { userId: user.id });
    return { ok: true, cookies, email: user.email };
  } catch (error) {
    // Better Auth answers an unknown, used or expired token with a redirect carrying the error.
    if (isAPIError(error)) {
      const minutes = SIGN_IN_LINK_MINUTES;
      return {
        ok: false,
        message: msg`This sign-in link has expired or has already been used. Each link works once, for ${minutes} minutes. Ask for a new one on the log-in page.`,
      };
    }
    throw error;
  }
}

/** Ends the session the request's cookie names; returns the cookies that clear it. */
export async function logOut(headers: Headers): Promise<Headers> {
  try {
    const { headers: cookies } = await auth.api.signOut({ headers, returnHeaders: true });
    return cookies;
  } catch {
    // No session to end; clear the cookie anyway.
    return new Headers();
  }
}

export type VerifyResult =
  | { ok: true; cookies: Headers; outcome: "verified" | "new-address-sent" | "email-changed" }
  | { ok: false; message: MessageDescriptor };

/** What a learner sees on opening a link a second time, or while another use of it is under way. */
const USED_LINK_MESSAGE = msg`This link has already been used or has expired. Each link works once: if you have confirmed this address already, log in.`;

/**
 * Spends a confirmation link (a token Better Auth signed) before Better Auth acts on it, so
 * that of any number of uses, parallel or not, exactly one goes through. Better Auth answers a
 * token that is not its own or has expired; it would fail there as well, so is not spent.
 */
async function spendConfirmationLink(token: string): Promise<"spent" | "used" | "not-ours"> {
  const payload = await verifyJWT<{ exp?: number }>(token, (await auth.$context).secret);
  if (typeof payload?.exp !== "number") return "not-ours";
  return (await spendLink(token, new Date(payload.exp * 1000))) ? "spent" : "used";
}

export async function verifyEmail(token: string, headers: Headers): Promise<VerifyResult> {
  const spent = await spendConfirmationLink(token);
  if (spent === "used") return { ok: false, message: USED_LINK_MESSAGE };
  try {
    const { headers: cookies, response } = await auth.api.verifyEmail({
      query: { token },
      headers,
      returnHeaders: true,
    });
    // Confirming an address change from the old address answers without a user: it sends a
    // second link to the new address. The link from the new address answers with the user.
    const answer = response as { user?: unknown };
    const outcome = !("user" in answer) ? "new-address-sent" : answer.user ? "email-changed" : "verified";
    if (outcome === "email-changed")
      securityEvent("email-changed", { userId: (answer.user as { id?: string }).id ?? null });
    return { ok: true, cookies, outcome };
  } catch (error) {
    // Nothing happened: the link still works (from the right browser, once the database is back).
    if (spent === "spent") await unspendLink(token);
    if (isAPIError(error)) {
      return {
        ok: false,
        message:
          codeOf(error) === "TOKEN_EXPIRED"
            ? msg`This link has expired. Links to confirm an email address work for 24 hours; ask for a new one below.`
            : msg`This link is not valid. It may have been copied only in part, or already replaced by a newer one.`,
      };
    }
    throw error;
  }
}

export async function resendVerification(email: string, returnTo?: string): Promise<void> {
  await auth.api.sendVerificationEmail({ body: { email, callbackURL: returnTo } });
}

/**
 * For someone who is not signed in ("send the link again" after signing up): the same quiet
 * answer whether the address has no account, an unconfirmed one or a confirmed one.
 */
export async function resendVerificationQuietly(email: string, returnTo?: string): Promise<void> {
  try {
    await resendVerification(email, returnTo);
  } catch (error) {
    if (!isAPIError(error)) throw error;
  }
}

export async function requestPasswordReset(email: string): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email } });
}

export type ResetResult = { ok: true } | { ok: false; message: MessageDescriptor };

/**
 * A reset token is a `verification` row, which Better Auth deletes inside the password change
 * and refuses the change unless its delete removed the row: of parallel uses, one wins
 * (tests/integration/single-use-links.test.ts proves it on both databases).
 */
export async function resetPassword(token: string, newPassword: string): Promise<ResetResult> {
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (error) {
    if (codeOf(error) === "INVALID_TOKEN" || codeOf(error) === "USER_NOT_FOUND") {
      return {
        ok: false,
        message: msg`This reset link has expired or has already been used. Each link works once, for one hour. Ask for a new one.`,
      };
    }
    throw error;
  }
}
