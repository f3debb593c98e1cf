import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import type { PasswordPolicy } from "#app/accounts/password-policy.ts";
import { PasswordField } from "#app/components/password-field.tsx";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";
import { buttonClass, TextField } from "#app/components/ui/text-field.tsx";

/** The form to change the password, which signs out every other device. */
export function PasswordSection({
  policy,
  userInputs,
  busy,
  errors,
}: {
  policy: PasswordPolicy;
  /** The learner's email and name, so the strength meter marks down passwords built from them. */
  userInputs: string[];
  busy: boolean;
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useLingui();
  return (
    <ProfileSection id="password" title={t`Password`}>
      <Form method="post" className="max-w-md space-y-4" noValidate>
        <input type="hidden" name="intent" value="password" />
        <TextField
          name="currentPassword"
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <PasswordField
          name="newPassword"
          label={t`New password`}
          policy={policy}
          autoComplete="new-password"
          userInputs={userInputs}
          error={errors.newPassword}
        />
        <p className="text-muted text-sm">
          <Trans>Changing your password signs you out on every other device.</Trans>
        </p>
        <button type="submit" className={buttonClass} disabled={busy}>
          <Trans>Change password</Trans>
        </button>
      </Form>
    </ProfileSection>
  );
}
