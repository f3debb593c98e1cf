// The account pages' input rules, checked by their actions. Each schema is built for one
// request's language: pass its i18n instance (i18nOf), and its messages are in that language.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "./field-limits.ts";

/** An email address field, with its messages in the i18n instance's language. */
export const emailFieldIn = (i18n: I18n) => {
  const missing = i18n._(msg`Enter your email address.`);
  const max = EMAIL_MAX_LENGTH;
  return z
    .string({ error: missing })
    .trim()
    .toLowerCase()
    .min(1, missing)
    .max(max, i18n._(msg`That email address is too long: use at most ${max} characters.`))
    .pipe(z.email(i18n._(msg`Enter an email address like name@example.com.`)));
};

/** A person's name field, with its messages in the i18n instance's language. */
export const nameFieldIn = (i18n: I18n) => {
  const missing = i18n._(msg`Enter your name.`);
  const max = NAME_MAX_LENGTH;
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, i18n._(msg`Use ${max} characters or fewer for your name.`))
    .refine(
      (name) => !/[\p{Cc}<>]/u.test(name),
      i18n._(msg`Use letters, spaces and punctuation only, without < or >.`),
    );
};

const password = (message: string) => z.string({ error: message }).min(1, message);

export const signUpForm = (i18n: I18n) =>
  z.object({
    name: nameFieldIn(i18n),
    email: emailFieldIn(i18n),
    password: password(i18n._(msg`Choose a password.`)),
    // The honeypot: hidden from people, filled in by form-filling bots.
    website: z.string().optional(),
  });

export const logInForm = (i18n: I18n) =>
  z.object({
    email: emailFieldIn(i18n),
    password: password(i18n._(msg`Enter your password.`)),
    remember: z.literal("on").optional(),
    redirectTo: z.string().optional(),
  });

export const forgotPasswordForm = (i18n: I18n) => z.object({ email: emailFieldIn(i18n) });

/** "Email me a sign-in link" on the log-in page: the address only (a typed password is ignored). */
export const signInLinkForm = (i18n: I18n) => z.object({ email: emailFieldIn(i18n) });

export const resetPasswordForm = (i18n: I18n) =>
  z.object({
    token: z.string().min(1).max(200),
    password: password(i18n._(msg`Choose a new password.`)),
  });

/** Deleting an account with certificates asks what becomes of their public pages. */
export const CERTIFICATES_CHOICE_MESSAGE = msg`Choose whether to keep your certificates’ public pages or delete them too.`;

/**
 * Every form on the profile page, told apart by its `intent` field. The photo itself is a
 * file, read separately from the multipart body; `currentEmail` refuses a change to the
 * address the learner already has.
 */
export const profileForm = (i18n: I18n, currentEmail: string) =>
  z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("name"), name: nameFieldIn(i18n) }),
      z.object({ intent: z.literal("photo") }),
      z.object({ intent: z.literal("remove-photo") }),
      z.object({
        intent: z.literal("email"),
        email: emailFieldIn(i18n).refine(
          (email) => email !== currentEmail,
          i18n._(msg`That is already your email address.`),
        ),
      }),
      z.object({ intent: z.literal("resend-verification") }),
      z.object({
        intent: z.literal("password"),
        currentPassword: password(i18n._(msg`Enter your current password.`)),
        newPassword: password(i18n._(msg`Choose a new password.`)),
      }),
      z.object({ intent: z.literal("end-session"), sessionId: z.string().max(200).default("") }),
      z.object({ intent: z.literal("end-other-sessions") }),
      z.object({ intent: z.literal("review-email"), on: z.enum(["yes", "no"]) }),
      z.object({
        intent: z.literal("delete"),
        password: password(i18n._(msg`Enter your password to confirm.`)),
        confirm: z.literal("on", {
          error: i18n._(msg`Tick the box to confirm that you want to delete your account.`),
        }),
        // Asked only of a learner with certificates; the action checks that it was answered.
        certificates: z.enum(["keep", "delete"], { error: i18n._(CERTIFICATES_CHOICE_MESSAGE) }).optional(),
      }),
    ],
    { error: i18n._(msg`That action is not one this page knows. Reload the page and try again.`) },
  );
export type ProfileIntent = z.infer<ReturnType<typeof profileForm>>["intent"];
