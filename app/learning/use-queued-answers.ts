// Which of a learner's answers given offline still wait in this browser, for the lesson and
// review pages. Kept apart from answer-queue.ts and the outbox, which load only once
// something waits: a lesson's first-load scripts carry this hook, not them.
import { useEffect, useState } from "react";
import { OUTBOX_CHANNEL, outboxWaiting } from "#app/offline/outbox-names.ts";
import type { OfflineAnswer } from "./offline-answer.ts";

/** `owner`'s answers waiting in this browser, current in every component that reads them; null until read. */
export function useQueuedAnswers(owner: string): OfflineAnswer[] | null {
  const [queued, setQueued] = useState<OfflineAnswer[] | null>(null);
  useEffect(() => {
    let current = true;
    const read = () => {
      if (!outboxWaiting()) return setQueued([]);
      import("#app/offline/outbox.ts")
        .then(({ outboxEntries }) => outboxEntries<OfflineAnswer>(owner))
        .then(
          (found) => current && setQueued(found),
          () => current && setQueued([]),
        );
    };
    read();
    // An answer put in or sent, here, in another tab or by the worker. (outbox.ts notes the
    // flag first, in the listener it registered before this one, when it is loaded.)
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (event: MessageEvent<{ waiting: boolean }>) => {
      if (!event.data.waiting) return setQueued([]);
      import("#app/offline/outbox.ts")
        .then(({ outboxEntries }) => outboxEntries<OfflineAnswer>(owner))
        .then(
          (found) => current && setQueued(found),
          () => undefined,
        );
    };
    return () => {
      current = false;
      channel.close();
    };
  }, [owner]);
  return queued;
}
