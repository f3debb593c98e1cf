// The account forms' input rules, shared by the browser (hints) and the server (checks).
import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "./field-limits.ts";
import { STRENGTH_CHECKED_LENGTH } from "./password-strength.ts";

export const emailField = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address.")
  .max(EMAIL_MAX_LENGTH, `That email address is too long: use at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email("Enter an email address like name@example.com."));

export const nameField = z
  .string({ error: "Enter your name." })
  .trim()
  .min(1, "Enter your name.")
  .max(NAME_MAX_LENGTH, `Use ${NAME_MAX_LENGTH} characters or fewer for your name.`)
  .refine((name) => !/[\p{Cc}<>]/u.test(name), "Use letters, spaces and punctuation only, without < or >.");

const password = (message: string) => z.string({ error: message }).min(1, message);

export const signUpForm = z.object({
  name: nameField,
  email: emailField,
  password: password("Choose a password."),
  // The honeypot: hidden from people, filled in by form-filling bots.
  website: z.string().optional(),
});

export const logInForm = z.object({
  email: emailField,
  password: password("Enter your password."),
  remember: z.literal("on").optional(),
  redirectTo: z.string().optional(),
});

export const forgotPasswordForm = z.object({ email: emailField });

/** "Email me a sign-in link" on the log-in page: the address only (a typed password is ignored). */
export const signInLinkForm = z.object({ email: emailField });

export const resetPasswordForm = z.object({
  token: z.string().min(1).max(200),
  password: password("Choose a new password."),
});

/**
 * Every form on the profile page, told apart by its `intent` field. The photo itself is a
 * file, read separately from the multipart body; `currentEmail` refuses a change to the
 * address the learner already has.
 */
/** Deleting an account with certificates asks what becomes of their public pages. */
export const CERTIFICATES_CHOICE_MESSAGE = "Choose whether to keep your certificates’ public pages or delete them too.";

export const profileForm = (currentEmail: string) =>
  z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("name"), name: nameField }),
      z.object({ intent: z.literal("photo") }),
      z.object({ intent: z.literal("remove-photo") }),
      z.object({
        intent: z.literal("email"),
        email: emailField.refine((email) => email !== currentEmail, "That is already your email address."),
      }),
      z.object({ intent: z.literal("resend-verification") }),
      z.object({
        intent: z.literal("password"),
        currentPassword: password("Enter your current password."),
        newPassword: password("Choose a new password."),
      }),
      z.object({ intent: z.literal("end-session"), sessionId: z.string().max(200).default("") }),
      z.object({ intent: z.literal("end-other-sessions") }),
      z.object({ intent: z.literal("review-email"), on: z.enum(["yes", "no"]) }),
      z.object({
        intent: z.literal("delete"),
        password: password("Enter your password to confirm."),
        confirm: z.literal("on", { error: "Tick the box to confirm that you want to delete your account." }),
        // Asked only of a learner with certificates; the action checks that it was answered.
        certificates: z.enum(["keep", "delete"], { error: CERTIFICATES_CHOICE_MESSAGE }).optional(),
      }),
    ],
    { error: "That action is not one this page knows. Reload the page and try again." },
  );
export type ProfileIntent = z.infer<ReturnType<typeof profileForm>>["intent"];

// In UTF-16 code units, as JavaScript counts them: room for every scored character even if each is an emoji.
const STRENGTH_PASSWORD_MAX_LENGTH = 2 * STRENGTH_CHECKED_LENGTH;
const USER_INPUTS_MAX = 4;
const USER_INPUT_MAX_LENGTH = 200;
const USER_INPUTS_ERROR = "userInputs: send a list of strings, such as the learner's email and name.";

/** The JSON body of POST /api/password-strength: the password being typed, and the learner's email and name. */
export const passwordStrengthRequest = z.object(
  {
    password: z
      .string({ error: "password: send the password being typed, as a string." })
      .max(STRENGTH_PASSWORD_MAX_LENGTH, `password: send at most ${STRENGTH_PASSWORD_MAX_LENGTH} characters.`),
    userInputs: z
      .array(
        z
          .string({ error: USER_INPUTS_ERROR })
          .max(USER_INPUT_MAX_LENGTH, `userInputs: each may be at most ${USER_INPUT_MAX_LENGTH} characters.`),
        { error: USER_INPUTS_ERROR },
      )
      .max(USER_INPUTS_MAX, `userInputs: send at most ${USER_INPUTS_MAX} of them.`)
      .optional(),
  },
  { error: 'Send a JSON object like {"password": "…", "userInputs": ["…"]}.' },
);
