import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";
import { buttonClass, secondaryButtonClass } from "#app/components/ui/text-field.tsx";

/** Whether the weekly review email is on, with the button that switches it. */
export function ReviewEmailSection({ email, on, busy }: { email: string; on: boolean; busy: boolean }) {
  const { t } = useLingui();
  return (
    <ProfileSection id="review-email" title={t`Weekly review email`}>
      <p className="max-w-prose text-muted">
        <Trans>
          Once a week: how many questions are due for review and where you left off, sent to {email}. Every email has a
          link that stops it.
        </Trans>
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="review-email" />
        {on ? (
          <>
            <p className="font-medium">
              <Trans>It is on.</Trans>
            </p>
            <button type="submit" name="on" value="no" className={`${secondaryButtonClass} mt-3`} disabled={busy}>
              <Trans>Turn it off</Trans>
            </button>
          </>
        ) : (
          <>
            <p className="font-medium">
              <Trans>It is off.</Trans>
            </p>
            <button type="submit" name="on" value="yes" className={`${buttonClass} mt-3`} disabled={busy}>
              <Trans>Turn it on</Trans>
            </button>
          </>
        )}
      </Form>
    </ProfileSection>
  );
}
