// Reading a posted form in a route: its fields as strings, and a Zod error as one message
// per field, to show next to it.
import type { z } from "zod";

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
