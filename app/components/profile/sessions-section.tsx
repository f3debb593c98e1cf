import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";
import { secondaryButtonClass } from "#app/components/ui/text-field.tsx";

type SessionRow = { id: string; device: string; lastSeen: string; current: boolean };

/** The devices the learner is signed in on, each but this one with a form to sign it out. */
export function SessionsSection({ sessions, busy }: { sessions: SessionRow[]; busy: boolean }) {
  const { t } = useLingui();
  return (
    <ProfileSection id="sessions" title={t`Where you are signed in`}>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {sessions.map(({ id, device, lastSeen, current }) => (
          <li key={id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {device}
                {current ? (
                  <span className="ml-2 text-good text-sm">
                    <Trans>(this device)</Trans>
                  </span>
                ) : null}
              </p>
              <p className="text-muted text-sm">
                <Trans>Last active {lastSeen}</Trans>
              </p>
            </div>
            {current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={id} />
                <button type="submit" className={secondaryButtonClass} disabled={busy}>
                  <Trans>
                    Sign out<span className="sr-only"> {device}</span>
                  </Trans>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {sessions.length > 1 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="end-other-sessions" />
          <button type="submit" className={secondaryButtonClass} disabled={busy}>
            <Trans>Sign out all other devices</Trans>
          </button>
        </Form>
      ) : null}
    </ProfileSection>
  );
}
