// Input rules without words in other languages: the email and name fields in English for the
// command-line tools and forms that have not moved to account-forms.ts yet, and the JSON body
// of the password strength check. Plain code, so scripts run by Node itself can import it. The
// account pages' forms, with messages in the page's language, are in account-forms.ts.
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
