// The emails about a learner's account: confirming an address, resetting or changing a
// password. Better Auth asks for them (auth.server.ts); the outbox sends them.
import { composeEmail, type EmailContent } from "#app/platform/email-layout.server.ts";
import { formatDateTime } from "#app/site/dates.ts";
import { SITE_NAME } from "#app/site/site.ts";

export function verifyEmailMessage(p: { name: string; url: string }): EmailContent {
  return composeEmail(`Confirm your email for ${SITE_NAME}`, p.name, [
    `Welcome to ${SITE_NAME}! Please confirm that this is your email address so we know it reaches you.`,
    { label: "Confirm your email", url: p.url },
    `This link works for 24 hours. If you didn't sign up for ${SITE_NAME}, you can ignore this email.`,
  ]);
}

export function existingAccountSignUpMessage(p: { name: string; loginUrl: string; resetUrl: string }): EmailContent {
  return composeEmail(`You already have a ${SITE_NAME} account`, p.name, [
    `Someone (maybe you) just tried to sign up for ${SITE_NAME} with this email address. You already have an account, so you can log in instead.`,
    { label: "Log in", url: p.loginUrl },
    "Forgot your password? You can choose a new one.",
    { label: "Reset your password", url: p.resetUrl },
    "If this wasn't you, you can ignore this email. Nothing has changed in your account.",
  ]);
}

export function resetPasswordMessage(p: { name: string; url: string }): EmailContent {
  return composeEmail(`Reset your ${SITE_NAME} password`, p.name, [
    "We got a request to reset your password. Use this link to choose a new one.",
    { label: "Choose a new password", url: p.url },
    "This link works for 1 hour and can be used only once.",
    "If you didn't ask for this, you can ignore this email. Your password stays the same until you choose a new one.",
  ]);
}

export function changeEmailConfirmationMessage(p: { name: string; newEmail: string; url: string }): EmailContent {
  return composeEmail(`Confirm your new email for ${SITE_NAME}`, p.name, [
    `You asked to change the email address for your ${SITE_NAME} account to ${p.newEmail}. Please confirm the change.`,
    { label: "Confirm the change", url: p.url },
    "This link works for 24 hours. Until then, your account keeps using this address.",
    "If you didn't ask for this, please change your password right away, and don't open the link.",
  ]);
}

export function verifyNewEmailMessage(p: { name: string; url: string }): EmailContent {
  return composeEmail(`Confirm your new email for ${SITE_NAME}`, p.name, [
    `You asked to use this email address for your ${SITE_NAME} account. Please confirm that it's yours.`,
    { label: "Confirm this email", url: p.url },
    "This link works for 24 hours. If you didn't ask for this, you can ignore this email.",
  ]);
}

export function passwordChangedMessage(p: { name: string; when: Date; resetUrl: string }): EmailContent {
  return composeEmail(`Your ${SITE_NAME} password was changed`, p.name, [
    `The password for your ${SITE_NAME} account was changed on ${formatDateTime(p.when.toISOString())}. To keep your account safe, we signed you out on your other devices.`,
    "If you made this change, there's nothing else to do.",
    "If it wasn't you, reset your password now to get back into your account.",
    { label: "Reset your password", url: p.resetUrl },
  ]);
}

export function signInLinkMessage(p: { name: string; url: string; minutes: number }): EmailContent {
  return composeEmail(`Your ${SITE_NAME} sign-in link`, p.name, [
    `Someone (we hope you) asked for a link that signs in to your ${SITE_NAME} account without a password.`,
    { label: `Sign in to ${SITE_NAME}`, url: p.url },
    `This link works once, for ${p.minutes} minutes, in any browser. Your password stays the same.`,
    "If you didn't ask for it, you can ignore this email: nobody can use the link without reading this inbox.",
  ]);
}
