// The learner's auth state in the browser. The root loader is the one source: it runs after
// every form submission and whenever a tab learns that the auth state may have changed
// (another tab signed in or out, the tab came back into view), so `useViewer()` is current.
// This module adds what a loader cannot: auth events for code that must react to a change
// (signed in, signed out, user updated, session ended, token refreshed, password recovery)
// and agreement between open tabs.
import { useRouteLoaderData } from "react-router";

/** Who is signed in, as every page sees it (the root loader sends it). */
export type Viewer = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: "learner" | "admin";
  image: string | null;
};

export type AuthEvent =
  | { type: "signed-in"; user: Viewer }
  | { type: "signed-out"; reason: "here" | "other-tab" | "session-ended" }
  | { type: "user-updated"; user: Viewer }
  /** The server rolled the session forward: it now lasts until `expiresAt` (ISO 8601). */
  | { type: "token-refreshed"; expiresAt: string }
  /** A password-reset link was opened in this tab. */
  | { type: "password-recovery" };

type RootData = { user: Viewer | null } | undefined;

/** The signed-in learner, or null. Works during server rendering and in the browser. */
export function useViewer(): Viewer | null {
  return useRouteLoaderData<RootData>("root")?.user ?? null;
}

const listeners = new Set<(event: AuthEvent) => void>();

/** Subscribe to auth events in this tab; returns the unsubscribe function. */
export function onAuthEvent(listener: (event: AuthEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthEvent(event: AuthEvent): void {
  for (const listener of listeners) listener(event);
}

/** What distinguishes one auth state from another, for comparing across tabs. */
export function authKey(user: Viewer | null): string {
  return user ? JSON.stringify([user.id, user.name, user.email, user.emailVerified, user.role, user.image]) : "";
}

/** The event that turns `before` into `after`, if any. */
export function authChange(
  before: Viewer | null,
  after: Viewer | null,
  signedOutReason: "here" | "other-tab" | "session-ended",
): AuthEvent | null {
  if (!before && after) return { type: "signed-in", user: after };
  if (before && !after) return { type: "signed-out", reason: signedOutReason };
  if (before && after && before.id !== after.id) return { type: "signed-in", user: after };
  if (before && after && authKey(before) !== authKey(after)) return { type: "user-updated", user: after };
  return null;
}

/**
 * The token-refreshed event when the same learner's session now ends later than it did
 * (the server rolls a session forward as it is used), or null.
 */
export function sessionRefresh(
  before: { userId: string; expiresAt: string } | null,
  after: { userId: string; expiresAt: string } | null,
): AuthEvent | null {
  if (!before || !after || before.userId !== after.userId) return null;
  return Date.parse(after.expiresAt) > Date.parse(before.expiresAt)
    ? { type: "token-refreshed", expiresAt: after.expiresAt }
    : null;
}

/** Set just before this tab submits the log-out form, so its own log-out is not "session ended". */
export const SIGNING_OUT_KEY = "synapse-signing-out";
export const AUTH_CHANNEL = "synapse-auth";
