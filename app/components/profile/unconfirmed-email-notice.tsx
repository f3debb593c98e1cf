import { Trans } from "@lingui/react/macro";
import { Form } from "react-router";
import { secondaryButtonClass } from "#app/components/ui/text-field.tsx";

/** Asks a learner who has not confirmed their address yet to do so, with a form for a new link. */
export function UnconfirmedEmailNotice({ email, busy }: { email: string; busy: boolean }) {
  return (
    <div className="mt-6 rounded-md border border-line bg-warn-soft p-4">
      <p>
        <Trans>
          Please confirm your email address, <strong className="wrap-anywhere">{email}</strong>. We sent you a link when
          you signed up. Until then you can learn as usual, but we cannot help you recover your account.
        </Trans>
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="resend-verification" />
        <button type="submit" className={secondaryButtonClass} disabled={busy}>
          <Trans>Send a new link</Trans>
        </button>
      </Form>
    </div>
  );
}
