import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { rememberTimeZone } from "#app/learning/time-zone.ts";
import { hasVisitorRecord, readVisitorRecord } from "#app/learning/visitor-record.ts";
import { clearVisitorRecord } from "#app/learning/visitor-record-changes.ts";
import { visitorReviews } from "#app/learning/visitor-reviews.ts";
import { describeLiveEvent } from "#app/platform/live-event-messages.ts";
import { LIVE_EVENTS_PATH, type LiveEvent, reconnectDelayMs } from "#app/platform/live-events.ts";

const LIVE_CHANNEL = "synapse-live";
const LEADER_LOCK = "synapse-live-events";

/**
 * Keeps a signed-in learner's open tabs current. One tab per browser holds the event
 * stream (a Web Lock elects it, so ten tabs do not hold ten connections) and passes each
 * event to the others over a BroadcastChannel; every tab re-reads its page data and says
 * what changed. The stream reconnects with a growing delay after it drops. An event between
 * the page reading its data and the stream opening would be lost: the stream says when there
 * was one (`ready` with `missed`), and the tabs re-read their data then too.
 *
 * It also saves what the learner did as a visitor in this browser into their account, once
 * they are signed in. `LiveSync` (live-sync.tsx) loads it for signed-in learners only.
 */
export function SignedInSync({ userId, secure, dataAt }: { userId: string; secure: boolean; dataAt: number | null }) {
  const { t, i18n } = useLingui();
  // The page's words now, for an event that arrives later.
  const words = useRef(i18n);
  words.current = i18n;
  const revalidator = useRevalidator();
  const dataRead = useRef(dataAt);
  dataRead.current = dataAt;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [message, setMessage] = useState("");
  const merge = useFetcher({ key: "visitor-record-merge" });

  // Progress made as a visitor joins the account of whoever signs in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each learner who signs in.
  useEffect(() => {
    const reviews = visitorReviews.read();
    if (!hasVisitorRecord() && Object.keys(reviews).length === 0) return;
    const record = readVisitorRecord();
    void merge.submit(
      { record: JSON.stringify(record), reviews: JSON.stringify(reviews) },
      { method: "post", action: "/api/learning/merge" },
    );
  }, [userId, merge.submit]);
  useEffect(() => {
    if (merge.state !== "idle" || !merge.data || !("added" in merge.data)) return;
    clearVisitorRecord();
    visitorReviews.clear();
  }, [merge.state, merge.data]);

  useEffect(() => {
    rememberTimeZone(secure);
    const stop = new AbortController();
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(LIVE_CHANNEL);

    const onEvent = (event: LiveEvent) => {
      // The operators' events concern only the admin area; elsewhere they would just re-read the page.
      const forOperators = event.type === "inbox-changed" || event.type === "activity-recorded";
      if (forOperators && !window.location.pathname.startsWith("/admin")) return;
      // A member's progress concerns only that group's page.
      if (event.type === "group-progress" && !window.location.pathname.startsWith(`/groups/${event.group}`)) return;
      void revalidate.current();
      const text = describeLiveEvent(event, words.current);
      if (text) setMessage(text);
    };
    if (channel) {
      channel.onmessage = (m: MessageEvent<{ userId?: string; event?: LiveEvent }>) => {
        if (m.data?.userId === userId && m.data.event) onEvent(m.data.event);
      };
    }
    const relay = (event: LiveEvent) => {
      onEvent(event);
      channel?.postMessage({ userId, event });
    };

    const holdStream = () =>
      new Promise<void>((release) => {
        let source: EventSource | null = null;
        let failures = 0;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const connect = () => {
          const since = dataRead.current === null ? "" : `?since=${dataRead.current}`;
          source = new EventSource(`${LIVE_EVENTS_PATH}${since}`);
          source.addEventListener("ready", (e) => {
            let missed = false;
            try {
              missed = (JSON.parse((e as MessageEvent<string>).data) as { missed?: boolean }).missed === true;
            } catch {
              // An older server's empty ready: nothing to go on.
            }
            // After a drop, or when something changed since the page read its data, events may
            // have been missed: re-read everything once.
            if (failures > 0 || missed) relay({ type: "resync" });
            failures = 0;
          });
          source.addEventListener("learning", (e) => {
            try {
              relay(JSON.parse((e as MessageEvent<string>).data) as LiveEvent);
            } catch {
              // A malformed event is skipped; the next page load is correct anyway.
            }
          });
          source.addEventListener("signed-out", () => void revalidate.current());
          source.onerror = () => {
            source?.close();
            failures += 1;
            // The stream ends when the session does: re-read, and this tab learns it is signed out.
            if (failures === 1) void revalidate.current();
            timer = setTimeout(connect, reconnectDelayMs(failures));
          };
        };
        connect();
        stop.signal.addEventListener("abort", () => {
          clearTimeout(timer);
          source?.close();
          release();
        });
      });

    if (typeof navigator !== "undefined" && navigator.locks) {
      // Waits until this tab is the leader (the previous one closed), then holds the stream.
      navigator.locks.request(LEADER_LOCK, { signal: stop.signal }, holdStream).catch(() => {});
    } else {
      void holdStream();
    }
    return () => {
      stop.abort();
      channel?.close();
    };
  }, [userId, secure]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t({
        message: "Learning updates",
        comment: "aria-label of the live region announcing changes from other tabs",
      })}
      className="sr-only"
    >
      {message}
    </div>
  );
}
