import { Form, Link } from "react-router";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";
import { ChoiceField } from "#app/components/ui/choice-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { plural } from "#app/site/plural.ts";

/**
 * The form that deletes the account for good: the password, a confirming checkbox and, for a
 * learner with certificates, whether their public pages stay.
 */
export function DeleteSection({
  errors,
  busy,
  certificates,
}: {
  errors: Partial<Record<string, string>>;
  busy: boolean;
  /** How many certificates the learner has. */
  certificates: number;
}) {
  return (
    <ProfileSection id="delete" title="Delete your account">
      <Form method="post" className="max-w-md space-y-4" noValidate>
        <p>
          This deletes your account, your photo, your sessions, your learning record and the emails waiting to be sent
          to you, at once and for good. It cannot be undone. Copies in our backups disappear as the backups roll over,
          within 30 days. Download your data first to keep a copy.
        </p>
        {certificates > 0 ? (
          <ChoiceField
            name="certificates"
            legend={plural(certificates, { one: "Your certificate", other: "Your # certificates" })}
            hint={plural(certificates, {
              one: "Anyone with the link can check a certificate on its public page (from a CV or LinkedIn, say). Keeping a page keeps only what it shows: your name as printed, the course and the date. You can ask us to take it down later from the contact page.",
              other:
                "Anyone with the link can check each certificate on its own public page (from a CV or LinkedIn, say). Keeping a page keeps only what it shows: your name as printed, the course and the date. You can ask us to take it down later from the contact page.",
            })}
            options={
              certificates === 1
                ? [
                    { value: "keep", label: "Keep its public page, so links to it still work" },
                    { value: "delete", label: "Delete it too: links to it will show “not found”" },
                  ]
                : [
                    { value: "keep", label: "Keep their public pages, so links to them still work" },
                    { value: "delete", label: "Delete them too: links to them will show “not found”" },
                  ]
            }
            error={errors.certificates}
          />
        ) : null}
        <input type="hidden" name="intent" value="delete" />
        <TextField
          name="password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <div>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="confirm"
              required
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? "confirm-error" : undefined}
              className="size-4"
            />
            I understand that my account will be deleted for good.
          </label>
          {errors.confirm ? (
            <p id="confirm-error" className="mt-1 text-bad text-sm">
              {errors.confirm}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="rounded-md bg-bad px-4 py-2 font-semibold text-on-accent hover:opacity-90"
          disabled={busy}
        >
          Delete my account
        </button>
        <p className="text-sm">
          <Link to="/tos" className="text-link underline">
            What we keep and for how long
          </Link>
        </p>
      </Form>
    </ProfileSection>
  );
}
