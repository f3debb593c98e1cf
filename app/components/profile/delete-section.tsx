import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";
import { ChoiceField } from "#app/components/ui/choice-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";

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
  const { t } = useLingui();
  return (
    <ProfileSection id="delete" title={t`Delete your account`}>
      <Form method="post" className="max-w-md space-y-4" noValidate>
        <p>
          <Trans>
            This deletes your account, your photo, your sessions, your learning record and the emails waiting to be sent
            to you, at once and for good. It cannot be undone. Copies in our backups disappear as the backups roll over,
            within 30 days. Download your data first to keep a copy.
          </Trans>
        </p>
        {certificates > 0 ? (
          <ChoiceField
            name="certificates"
            legend={t`${plural(certificates, { one: "Your certificate", other: "Your # certificates" })}`}
            hint={t`${plural(certificates, {
              one: "Anyone with the link can check a certificate on its public page (from a CV or LinkedIn, say). Keeping a page keeps only what it shows: your name as printed, the course and the date. You can ask us to take it down later from the contact page.",
              other:
                "Anyone with the link can check each certificate on its own public page (from a CV or LinkedIn, say). Keeping a page keeps only what it shows: your name as printed, the course and the date. You can ask us to take it down later from the contact page.",
            })}`}
            options={[
              {
                value: "keep",
                label: t`${plural(certificates, {
                  one: "Keep its public page, so links to it still work",
                  other: "Keep their public pages, so links to them still work",
                })}`,
              },
              {
                value: "delete",
                label: t`${plural(certificates, {
                  one: "Delete it too: links to it will show “not found”",
                  other: "Delete them too: links to them will show “not found”",
                })}`,
              },
            ]}
            error={errors.certificates}
          />
        ) : null}
        <input type="hidden" name="intent" value="delete" />
        <TextField
          name="password"
          label={t`Your password`}
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
            <Trans>I understand that my account will be deleted for good.</Trans>
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
          <Trans>Delete my account</Trans>
        </button>
        <p className="text-sm">
          <Link to="/tos" className="text-link underline">
            <Trans>What we keep and for how long</Trans>
          </Link>
        </p>
      </Form>
    </ProfileSection>
  );
}
