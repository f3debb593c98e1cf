// Reading a posted form in a route: the form itself (or a clear refusal when the body is not
// one), its fields as strings, and a Zod error as one message per field, to show next to it.
import { data } from "react-router";
import type { z } from "zod";

/** What the error screen shows when a request's body is not a form we can read. */
export type UnreadableForm = { message: string };

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The posted form. A body of another type (JSON, plain text, none) is refused with 415, and
 * a form that cannot be parsed (a multipart body with a missing or wrong boundary, cut
 * short) with 400: the visitor sees what happened, nothing is saved, and nothing is logged
 * as an error of ours.
 */
export async function readForm(
  request: Request,
  parse: (request: Request) => Promise<FormData> = (r) => r.formData(),
): Promise<FormData> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) {
    throw data<UnreadableForm>(
      {
        message:
          "This address takes a form sent from its page, and this request sent something else. Nothing was saved.",
      },
      { status: 415, statusText: "Unsupported Media Type" },
    );
  }
  try {
    return await parse(request);
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw data<UnreadableForm>(
      {
        message:
          "The form that was sent could not be read, so nothing was saved. Go back to the page and send it again.",
      },
      { status: 400, statusText: "Bad Request" },
    );
  }
}

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
