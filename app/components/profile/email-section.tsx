import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { EmailField } from "#app/components/person-fields.tsx";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";
import { buttonClass } from "#app/components/ui/text-field.tsx";

/** The learner's address, whether it is confirmed, and the form to change it. */
export function EmailSection({
  email,
  emailVerified,
  busy,
  error,
  value,
}: {
  email: string;
  emailVerified: boolean;
  busy: boolean;
  error?: string;
  /** What the learner typed, when the address they sent was refused. */
  value?: string;
}) {
  const { t } = useLingui();
  return (
    <ProfileSection id="email" title={t`Email address`}>
      <p>
        <span className="wrap-anywhere">{email}</span>{" "}
        <span className={emailVerified ? "text-good" : "text-muted"}>
          {emailVerified ? <Trans>(confirmed)</Trans> : <Trans>(not confirmed yet)</Trans>}
        </span>
      </p>
      <Form method="post" className="mt-4 max-w-md space-y-4" noValidate>
        <input type="hidden" name="intent" value="email" />
        <EmailField
          label={t`New email address`}
          hint={t`We will send a link to confirm the change; nothing changes until you open it.`}
          defaultValue={value}
          error={error}
        />
        <button type="submit" className={buttonClass} disabled={busy}>
          <Trans>Change email</Trans>
        </button>
      </Form>
    </ProfileSection>
  );
}
