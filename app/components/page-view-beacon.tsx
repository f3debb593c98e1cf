import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export const PAGE_VIEW_PATH = "/api/analytics/view";

/**
 * Counts in-app navigations as page views (the server counts the first page it sends).
 * Nothing is sent when the browser asks not to be tracked; no cookie or storage is used.
 */
export function PageViewBeacon() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (nav.doNotTrack === "1" || nav.globalPrivacyControl) return;
    const body = new Blob([JSON.stringify({ path: pathname })], { type: "text/plain" });
    if (!navigator.sendBeacon?.(PAGE_VIEW_PATH, body)) {
      fetch(PAGE_VIEW_PATH, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {});
    }
  }, [pathname]);
  return null;
}
