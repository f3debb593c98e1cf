// The emails about a learner's account: confirming an address, resetting or changing a
// password. Better Auth asks for them (auth.server.ts); the outbox sends them. Each is written
// in the learner's language (language.server.ts), with links to that language's pages.
import { msg, plural } from "@lingui/core/macro";
import { composeEmail, type EmailContent, emailI18n } from "#app/platform/email-layout.server.ts";
import { formatDateTime } from "#app/site/dates.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import { SITE_NAME } from "#app/site/site.ts";

const site = SITE_NAME;

export function verifyEmailMessage(
  p: { name: string; url: string },
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const i18n = emailI18n(language);
  return composeEmail(
    i18n._(msg`Confirm your email for ${site}`),
    p.name,
    [
      i18n._(msg`Welcome to ${site}! Please confirm that this is your email address so we know it reaches you.`),
      { label: i18n._(msg`Confirm your email`), url: p.url },
      i18n._(msg`This link works for 24 hours. If you didn't sign up for ${site}, you can ignore this email.`),
    ],
    undefined,
    language,
  );
}

export function existingAccountSignUpMessage(
  p: { name: string; loginUrl: string; resetUrl: string },
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const i18n = emailI18n(language);
  return composeEmail(
    i18n._(msg`You already have a ${site} account`),
    p.name,
    [
      i18n._(
        msg`Someone (maybe you) just tried to sign up for ${site} with this email address. You already have an account, so you can log in instead.`,
      ),
      { label: i18n._(msg({ message: "Log in", comment: "Button in an email" })), url: p.loginUrl },
      i18n._(msg`Forgot your password? You can choose a new one.`),
      { label: i18n._(msg`Reset your password`), url: p.resetUrl },
      i18n._(msg`If this wasn't you, you can ignore this email. Nothing has changed in your account.`),
    ],
    undefined,
    language,
  );
}

export function resetPasswordMessage(
  p: { name: string; url: string },
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const i18n = emailI18n(language);
  return composeEmail(
    i18n._(msg`Reset your ${site} password`),
    p.name,
    [
      i18n._(msg`We got a request to reset your password. Use this link to choose a new one.`),
      { label: i18n._(msg`Choose a new password`), url: p.url },
      i18n._(msg`This link works for 1 hour and can be used only once.`),
      i18n._(
        msg`If you didn't ask for this, you can ignore this email. Your password stays the same until you choose a new one.`,
      ),
    ],
    undefined,
    language,
  );
}

export function changeEmailConfirmationMessage(
  p: { name: string; newEmail: string; url: string },
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const i18n = emailI18n(language);
  const { newEmail } = p;
  return composeEmail(
    i18n._(msg`Confirm your new email for ${site}`),
    p.name,
    [
      i18n._(
        msg`You asked to change the email address for your ${site} account to ${newEmail}. Please confirm the change.`,
      ),
      { label: i18n._(msg`Confirm the change`), url: p.url },
      i18n._(msg`This link works for 24 hours. Until then, your account keeps using this address.`),
      i18n._(msg`If you didn't ask for this, please change your password right away, and don't open the link.`),
    ],
    undefined,
    language,
  );
}

export function verifyNewEmailMessage(
  p: { name: string; url: string },
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const i18n = emailI18n(language);
  return composeEmail(
    i18n._(msg`Confirm your new email for ${site}`),
    p.name,
    [
      i18n._(msg`You asked to use this email address for your ${site} account. Please confirm that it's yours.`),
      { label: i18n._(msg`Confirm this email`), url: p.url },
      i18n._(msg`This link works for 24 hours. If you didn't ask for this, you can ignore this email.`),
    ],
    undefined,
    language,
  );
}

export function passwordChangedMessage(
  p: { name: string; when: Date; resetUrl: string },
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const i18n = emailI18n(language);
  const when = formatDateTime(p.when.toISOString(), "UTC", language);
  return composeEmail(
    i18n._(msg`Your ${site} password was changed`),
    p.name,
    [
      i18n._(
        msg`The password for your ${site} account was changed on ${when}. To keep your account safe, we signed you out on your other devices.`,
      ),
      i18n._(msg`If you made this change, there's nothing else to do.`),
      i18n._(msg`If it wasn't you, reset your password now to get back into your account.`),
      { label: i18n._(msg`Reset your password`), url: p.resetUrl },
    ],
    undefined,
    language,
  );
}

export function signInLinkMessage(
  p: { name: string; url: string; minutes: number },
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const i18n = emailI18n(language);
  const { minutes } = p;
  return composeEmail(
    i18n._(msg`Your ${site} sign-in link`),
    p.name,
    [
      i18n._(msg`Someone (we hope you) asked for a link that signs in to your ${site} account without a password.`),
      { label: i18n._(msg`Sign in to ${site}`), url: p.url },
      i18n._(
        msg`This link works once, for ${plural(minutes, { one: "# minute", other: "# minutes" })}, in any browser. Your password stays the same.`,
      ),
      i18n._(
        msg`If you didn't ask for it, you can ignore this email: nobody can use the link without reading this inbox.`,
      ),
    ],
    undefined,
    language,
  );
}
