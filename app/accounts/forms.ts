// The account forms' input rules, shared by the browser (hints) and the server (checks).
import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "./field-limits.ts";

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

export const resetPasswordForm = z.object({
  token: z.string().min(1).max(200),
  password: password("Choose a new password."),
});

export const changeNameForm = z.object({ name: nameField });
export const changeEmailForm = z.object({ email: emailField });
export const changePasswordForm = z.object({
  currentPassword: password("Enter your current password."),
  newPassword: password("Choose a new password."),
});
export const deleteAccountForm = z.object({
  password: password("Enter your password to confirm."),
  confirm: z.literal("on", { error: "Tick the box to confirm that you want to delete your account." }),
});

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each field, to show next to it. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A form's fields as strings (files and repeated names are not used by these forms). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in values)) values[key] = value;
  return values;
}
