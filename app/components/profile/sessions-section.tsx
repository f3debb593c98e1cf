import { Form } from "react-router";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";
import { secondaryButtonClass } from "#app/components/ui/text-field.tsx";

type SessionRow = { id: string; device: string; lastSeen: string; current: boolean };

/** The devices the learner is signed in on, each but this one with a form to sign it out. */
export function SessionsSection({ sessions, busy }: { sessions: SessionRow[]; busy: boolean }) {
  return (
    <ProfileSection id="sessions" title="Where you are signed in">
      <ul className="divide-y divide-line rounded-lg border border-line">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {session.device}
                {session.current ? <span className="ml-2 text-good text-sm">(this device)</span> : null}
              </p>
              <p className="text-muted text-sm">Last active {session.lastSeen}</p>
            </div>
            {session.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <button type="submit" className={secondaryButtonClass} disabled={busy}>
                  Sign out<span className="sr-only"> {session.device}</span>
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
            Sign out all other devices
          </button>
        </Form>
      ) : null}
    </ProfileSection>
  );
}
