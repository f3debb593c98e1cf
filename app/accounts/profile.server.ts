// What a signed-in learner can change about their account: name, email address, password,
// and deleting it all; and "Download my data". Routes parse the form and check the rate
// limits; `headers` are the request's, which name the session to Better Auth.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { db } from "#app/platform/db.server.ts";
import { emailsSentTo, forgetEmailsTo, queueEmail } from "#app/platform/email-outbox.server.ts";
import { env } from "#app/platform/env.server.ts";
import { pathIn } from "#app/site/locale.ts";
import { auth, beforeUserDeletion, type Session } from "./auth.server.ts";
import { readAvatar } from "./avatar.server.ts";
import { passwordChangedMessage } from "./emails.server.ts";
import { emailLanguage, storedLanguage } from "./language.server.ts";
import { describeDevice } from "./sessions.server.ts";
import { codeOf } from "./sign-in.server.ts";

export async function changeName(name: string, headers: Headers): Promise<void> {
  await auth.api.updateUser({ body: { name }, headers });
}

/** Sends the confirmation link; nothing changes until the learner opens it. */
export async function changeEmail(newEmail: string, headers: Headers): Promise<void> {
  await auth.api.changeEmail({ body: { newEmail, callbackURL: "/profile" }, headers });
}

export type ChangePasswordResult = { ok: true; cookies: Headers } | { ok: false; message: MessageDescriptor };

/** Changes the password, signs every other device out and tells the learner by email. */
export async function changePassword(
  session: Session,
  passwords: { current: string; new: string },
  headers: Headers,
): Promise<ChangePasswordResult> {
  try {
    // Every other device is signed out; this one gets a fresh session token.
    const { headers: cookies } = await auth.api.changePassword({
      body: { currentPassword: passwords.current, newPassword: passwords.new, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    const language = emailLanguage(await storedLanguage({ id: session.user.id }));
    await queueEmail(
      session.user.email,
      passwordChangedMessage(
        {
          name: session.user.name,
          when: new Date(),
          resetUrl: `${env.SITE_URL}${pathIn(language, "/forgot-password")}`,
        },
        language,
      ),
    );
    return { ok: true, cookies };
  } catch (error) {
    if (codeOf(error) === "INVALID_PASSWORD")
      return { ok: false, message: msg`Your current password is not right. Try again.` };
    throw error;
  }
}

export type DeleteResult = { ok: true; cookies: Headers } | { ok: false; message: MessageDescriptor };

/**
 * Deletes the account after checking the password. Better Auth removes the user, sessions
 * and sign-in methods; foreign keys remove the photo and the whole learning record
 * (progress, quiz attempts, placement tests, certificates); emails waiting to be sent to the
 * learner are forgotten here. `beforeDelete` runs once the password is known to be right,
 * just before the user row goes (the route uses it to keep or drop certificate records).
 */
export async function deleteAccount(
  session: Session,
  password: string,
  headers: Headers,
  beforeDelete: (userId: string) => Promise<void> = async () => {},
): Promise<DeleteResult> {
  try {
    const { headers: cookies } = await beforeUserDeletion.run(beforeDelete, () =>
      auth.api.deleteUser({ body: { password }, headers, returnHeaders: true }),
    );
    await forgetEmailsTo(session.user.email);
    return { ok: true, cookies };
  } catch (error) {
    if (codeOf(error) === "INVALID_PASSWORD") {
      return { ok: false, message: msg`That password is not right, so your account was not deleted.` };
    }
    throw error;
  }
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The account part of "Download my data": the account, sign-in methods, photo, sessions
 * (every stored one, expired or not, read as stored) and the emails we sent.
 */
export async function exportAccount(session: Session, i18n: I18n) {
  const userId = session.user.id;
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
    readAvatar(userId),
    emailsSentTo(session.user.email),
  ]);
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
      device: describeDevice(i18n, s.user_agent),
      userAgent: s.user_agent,
      signedInAt: iso(s.created_at),
      lastSeenAt: iso(s.updated_at),
      expiresAt: iso(s.expires_at),
    })),
    emailsSentToYou: emails,
  };
}
