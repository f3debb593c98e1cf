// GET /api/events: a server-sent event stream of the signed-in learner's learning record
// changes (see app/platform/live-events.ts). Served by the HTTP shell, before compression, so
// each event is written to the socket as it happens.
import type express from "express";
import { lookUpSession } from "#app/accounts/auth.server.ts";
import { HEARTBEAT_MS, type LiveEvent, MAX_STREAMS_PER_LEARNER } from "#app/platform/live-events.ts";
import { ADMINS, hadEventSince, subscribe } from "#app/platform/realtime.server.ts";

/** How often an open stream checks that its session still exists (log-out elsewhere, expiry). */
const SESSION_CHECK_MS = 5 * 60_000;

export function liveEventStreams() {
  const open = new Map<string, Set<express.Response>>();

  const sessionOf = async (req: express.Request) => {
    const headers = new Headers();
    if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
    return (await lookUpSession(headers)).session;
  };

  async function handle(req: express.Request, res: express.Response) {
    const session = await sessionOf(req);
    if (!session) {
      // 204 is how a server tells EventSource to stop: not signed in (any more), nothing to send.
      res.status(204).set("Cache-Control", "no-store").end();
      return;
    }
    const userId = session.user.id;
    const streams = open.get(userId) ?? new Set();
    if (streams.size >= MAX_STREAMS_PER_LEARNER) {
      res
        .status(429)
        .set({ "Retry-After": "30", "Cache-Control": "no-store" })
        .type("text/plain")
        .send(`At most ${MAX_STREAMS_PER_LEARNER} live connections per learner. Close a tab and try again.`);
      return;
    }
    streams.add(res);
    open.set(userId, streams);

    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no", // nginx: do not buffer the stream
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    const send = (event: LiveEvent) => {
      res.write(`event: learning\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const admin = session.user.role === "admin";
    const unsubscribeOwn = subscribe(userId, send);
    // Admins' streams also carry the operators' channel: new messages, fresh activity counts.
    const unsubscribeAdmins = admin ? subscribe(ADMINS, send) : () => {};
    // `?since=` is when the page read its data (the server's clock). An event between then and
    // now (subscribed above, so none can fall in between) means the page should read it again.
    const since = Number(req.query.since);
    const missed =
      Number.isSafeInteger(since) && (hadEventSince(userId, since) || (admin && hadEventSince(ADMINS, since)));
    // The first line tells the browser how long to wait before reconnecting by itself;
    // our client closes and reconnects with its own backoff instead.
    res.write(`retry: 5000\nevent: ready\ndata: ${JSON.stringify({ missed })}\n\n`);
    const unsubscribe = () => {
      unsubscribeOwn();
      unsubscribeAdmins();
    };
    let sinceCheck = 0;
    const heartbeat = setInterval(async () => {
      res.write(": ping\n\n");
      sinceCheck += HEARTBEAT_MS;
      if (sinceCheck < SESSION_CHECK_MS) return;
      sinceCheck = 0;
      const now = await sessionOf(req).catch(() => null);
      if (now?.user.id !== userId) {
        res.write(`event: signed-out\ndata: {}\n\n`);
        res.end();
      }
    }, HEARTBEAT_MS);

    res.on("close", () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(res);
      if (streams.size === 0) open.delete(userId);
    });
  }

  return {
    handler: (req: express.Request, res: express.Response, next: express.NextFunction) => {
      handle(req, res).catch(next);
    },
    /** Ends every open stream, so a shutdown does not wait for them. */
    closeAll() {
      for (const streams of open.values()) for (const res of streams) res.end();
    },
  };
}
