import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import {
  AUTH_CHANNEL,
  type AuthEvent,
  authChange,
  authKey,
  emitAuthEvent,
  SIGNING_OUT_KEY,
  sessionRefresh,
  type Viewer,
} from "#app/accounts/auth-store.ts";

type Notice = "session-ended" | "other-tab-out" | "other-tab-in" | null;

/**
 * Keeps every open tab in agreement about who is signed in. When this tab's auth state
 * changes it tells the others (BroadcastChannel), which re-read it from the server; when the
 * tab comes back into view it re-reads too, so a session ended elsewhere (log-out on another
 * device, password reset, expiry) is noticed and explained rather than failing later.
 */
export function AuthSync({ user, sessionExpiresAt }: { user: Viewer | null; sessionExpiresAt: string | null }) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const previous = useRef(user);
  const previousSession = useRef(user && sessionExpiresAt ? { userId: user.id, expiresAt: sessionExpiresAt } : null);
  const heardFromOtherTab = useRef(false);
  const channel = useRef<BroadcastChannel | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const bc = new BroadcastChannel(AUTH_CHANNEL);
    channel.current = bc;
    bc.onmessage = (message: MessageEvent<{ key?: unknown }>) => {
      if (typeof message.data?.key !== "string" || message.data.key === authKey(previous.current)) return;
      heardFromOtherTab.current = true;
      void revalidate.current();
    };
    // Not without a connection: the page in view would give way to the offline screen.
    const onVisible = () => {
      if (document.visibilityState === "visible" && navigator.onLine) void revalidate.current();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      bc.close();
      channel.current = null;
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  useEffect(() => {
    const before = previous.current;
    previous.current = user;
    const signingOutHere = sessionStorage.getItem(SIGNING_OUT_KEY) === "1";
    const fromOtherTab = heardFromOtherTab.current;
    heardFromOtherTab.current = false;
    const event: AuthEvent | null = authChange(
      before,
      user,
      signingOutHere ? "here" : fromOtherTab ? "other-tab" : "session-ended",
    );
    if (!user) sessionStorage.removeItem(SIGNING_OUT_KEY);
    if (!event) return;
    emitAuthEvent(event);
    if (!fromOtherTab) channel.current?.postMessage({ key: authKey(user) });
    if (event.type === "signed-out") {
      setNotice(
        event.reason === "session-ended" ? "session-ended" : event.reason === "other-tab" ? "other-tab-out" : null,
      );
    } else if (event.type === "signed-in") {
      setNotice(fromOtherTab ? "other-tab-in" : null);
    }
  }, [user]);

  useEffect(() => {
    const now = user && sessionExpiresAt ? { userId: user.id, expiresAt: sessionExpiresAt } : null;
    const refreshed = sessionRefresh(previousSession.current, now);
    previousSession.current = now;
    if (refreshed) emitAuthEvent(refreshed);
  }, [user, sessionExpiresAt]);

  if (!notice) return <div role="status" aria-live="polite" className="sr-only" />;
  const message =
    notice === "session-ended" ? (
      <Trans>Your session has ended, so you are now signed out.</Trans>
    ) : notice === "other-tab-out" ? (
      <Trans>You signed out in another tab.</Trans>
    ) : (
      <Trans>You signed in in another tab.</Trans>
    );
  return (
    <div role="status" aria-live="polite" className="border-line border-b bg-warn-soft">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p>{message}</p>
        {notice !== "other-tab-in" ? (
          <Link to={`/login?redirectTo=${encodeURIComponent(pathname)}`} className="font-semibold text-link underline">
            <Trans>Log in again</Trans>
          </Link>
        ) : null}
        <button
          type="button"
          onClick={() => setNotice(null)}
          className="ml-auto rounded-md px-2 py-1 font-medium hover:bg-raised"
        >
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </div>
  );
}
