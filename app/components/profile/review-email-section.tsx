import { Form } from "react-router";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";
import { buttonClass, secondaryButtonClass } from "#app/components/ui/text-field.tsx";

/** Whether the weekly review email is on, with the button that switches it. */
export function ReviewEmailSection({ email, on, busy }: { email: string; on: boolean; busy: boolean }) {
  return (
    <ProfileSection id="review-email" title="Weekly review email">
      <p className="max-w-prose text-muted">
        Once a week: how many questions are due for review and where you left off, sent to {email}. Every email has a
        link that stops it.
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="review-email" />
        {on ? (
          <>
            <p className="font-medium">It is on.</p>
            <button type="submit" name="on" value="no" className={`${secondaryButtonClass} mt-3`} disabled={busy}>
              Turn it off
            </button>
          </>
        ) : (
          <>
            <p className="font-medium">It is off.</p>
            <button type="submit" name="on" value="yes" className={`${buttonClass} mt-3`} disabled={busy}>
              Turn it on
            </button>
          </>
        )}
      </Form>
    </ProfileSection>
  );
}
