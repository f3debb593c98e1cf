// Where a learner is signed in: the list on the profile page, and signing a device out.
// Sessions are Better Auth's; these go through its session store, never around it.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import Bowser from "bowser";
import { securityEvent } from "#app/platform/logger.server.ts";
import { auth, SESSION_ABSOLUTE_SECONDS, type Session } from "./auth.server.ts";

export type SessionSummary = { id: string; device: string; lastSeen: string; current: boolean };

/** "Firefox on Windows", "Safari on iPhone"; a plain fallback when the browser is unknown. */
export function describeDevice(i18n: I18n, userAgent: string | null | undefined): string {
  const unknown = i18n._(msg`Unknown device`);
  if (!userAgent) return unknown;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.platform.model && parsed.platform.type !== "desktop" ? parsed.platform.model : parsed.os.name;
  if (browser && system)
    return i18n._(
      msg({ message: `${browser} on ${system}`, comment: "A device in the session list, e.g. “Firefox on Windows”" }),
    );
  return browser ?? system ?? unknown;
}

/** The learner's sessions that can still be used, most recently active first. */
async function activeSessions(userId: string) {
  const { internalAdapter } = await auth.$context;
  const now = Date.now();
  return (await internalAdapter.listSessions(userId))
    .filter((s) => new Date(s.expiresAt).getTime() > now)
    .filter((s) => now - new Date(s.createdAt).getTime() <= SESSION_ABSOLUTE_SECONDS * 1000)
    .sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
}

export async function listSessions(current: Session, i18n: I18n): Promise<SessionSummary[]> {
  return (await activeSessions(current.user.id)).map((s) => ({
    id: s.id,
    device: describeDevice(i18n, s.userAgent),
    lastSeen: new Date(s.updatedAt).toISOString(),
    current: s.id === current.id,
  }));
}

/**
 * Ends one of the learner's own sessions, named by its id (the page never sees tokens);
 * another learner's id matches nothing. `headers` are the request's, which name the
 * current session to Better Auth.
 */
export async function endSession(current: Session, sessionId: string, headers: Headers): Promise<void> {
  const target = (await activeSessions(current.user.id)).find((s) => s.id === sessionId);
  if (!target) return;
  await auth.api.revokeSession({ body: { token: target.token }, headers });
  securityEvent("session-revoked", { userId: current.user.id, sessions: "one" });
}

export async function endOtherSessions(current: Session, headers: Headers): Promise<void> {
  await auth.api.revokeOtherSessions({ headers });
  securityEvent("session-revoked", { userId: current.user.id, sessions: "all others" });
}
