// Owns page_view, analytics_event and analytics_salt: first-party visit statistics without
// cookies. A visitor is counted as a hash of (today's random salt, IP address, user agent);
// the salt is replaced every day and yesterday's deleted, so visits cannot be linked across
// days, and no IP address is ever stored. Do Not Track and Global Privacy Control turn
// recording off. Recording only appends to a queue in memory; a timer writes the queue in
// one insert, so no page ever waits for analytics.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import Bowser from "bowser";
import { isbot } from "isbot";
import { db } from "#app/platform/db.server.ts";
import { logger } from "#app/platform/logger.server.ts";

export type Device = "mobile" | "tablet" | "desktop";
export type LearningEventName =
  | "sign-up"
  | "lesson-completed"
  | "quiz-submitted"
  | "quiz-passed"
  | "certificate-issued";

export type PageViewInput = {
  path: string;
  /** The Referer header or document.referrer; only another site's host is kept. */
  referrer: string | null;
  userAgent: string;
  clientIp: string;
  /** A two-letter country code from a trusted proxy header, if configured. */
  country: string | null;
  /** Our own host names (the public one, and the one this request used): not counted as referrers. */
  ownHosts: string[];
};

const FLUSH_MS = 5_000;
const FLUSH_AT = 200;
/** Never hold more than this in memory if the database is away; the oldest are dropped. */
const QUEUE_MAX = 10_000;
/** Page views are kept this long (13 months), as the privacy notice says. */
export const KEEP_VIEWS_DAYS = 396;

/** Paths that are not pages people read, or that only operators see. */
const UNTRACKED = /^\/(?:admin|api|__test|assets|healthz|version\.json|robots\.txt|sitemap\.xml|favicon)(?:\/|$|\.)/;

/**
 * True when the request asks not to be tracked (Do Not Track or Global Privacy Control).
 * Takes a Fetch API Headers or a header getter (Node's `req.get`).
 */
export function optedOut(headers: Pick<Headers, "get"> | ((name: string) => string | undefined)): boolean {
  const get = typeof headers === "function" ? headers : (name: string) => headers.get(name);
  return get("dnt") === "1" || get("sec-gpc") === "1";
}

/** Phone, tablet or computer, as Bowser reads the user agent (anything else counts as a computer). */
export function deviceOf(userAgent: string): Device {
  const type = Bowser.parse(userAgent).platform.type;
  return type === "mobile" || type === "tablet" ? type : "desktop";
}

/** Another site's host name, or null for none, our own site, or something unreadable. */
export function referrerHostOf(referrer: string | null, ownHosts: string[]): string | null {
  if (!referrer) return null;
  const url = URL.parse(referrer);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  const bare = (host: string) => host.replace(/^www\./, "").toLowerCase();
  const host = bare(url.hostname);
  return host && !ownHosts.some((own) => bare(own) === host) ? host.slice(0, 100) : null;
}

/** The path without query or fragment (which may hold tokens), or null if it is not tracked. */
export function trackedPath(path: string): string | null {
  const clean = path.split(/[?#]/)[0] ?? "";
  if (
    !clean.startsWith("/") ||
    clean.startsWith("//") ||
    clean.length > 200 ||
    UNTRACKED.test(clean) ||
    clean.endsWith(".data")
  )
    return null;
  return clean.length > 1 ? clean.replace(/\/+$/, "") : clean;
}

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

let salt: { day: string; value: string } | null = null;

/**
 * Today's salt, shared by every instance through the database: the first instance to need
 * it on a new day creates it, the rest read it. Older salts are deleted at once.
 */
async function saltFor(day: string): Promise<string> {
  if (salt?.day === day) return salt.value;
  await db
    .insertInto("analytics_salt")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db.selectFrom("analytics_salt").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  await db.deleteFrom("analytics_salt").where("day", "<", day).execute();
  salt = { day, value: row.salt };
  return row.salt;
}

type QueuedView = {
  kind: "view";
  at: Date;
  path: string;
  referrer: string | null;
  device: Device;
  country: string | null;
  clientIp: string;
  userAgent: string;
};
type QueuedEvent = { kind: "event"; at: Date; name: LearningEventName; course: string | null };

let queue: (QueuedView | QueuedEvent)[] = [];
let timer: NodeJS.Timeout | null = null;
let flushing: Promise<void> | null = null;
const flushed = new Set<(counts: { views: number; events: number }) => void>();

function enqueue(item: QueuedView | QueuedEvent) {
  if (queue.length >= QUEUE_MAX) queue.shift();
  queue.push(item);
  if (queue.length >= FLUSH_AT) void flushAnalytics();
  else if (!timer) {
    timer = setTimeout(() => void flushAnalytics(), FLUSH_MS);
    timer.unref();
  }
}

/** Counts a page view, unless it is a bot's or an untracked path. Returns at once. */
export function recordPageView(input: PageViewInput, at = new Date()): void {
  const path = trackedPath(input.path);
  if (!path || !input.userAgent || isbot(input.userAgent)) return;
  enqueue({
    kind: "view",
    at,
    path,
    referrer: referrerHostOf(input.referrer, input.ownHosts),
    device: deviceOf(input.userAgent),
    country: input.country && /^[A-Z]{2}$/.test(input.country) ? input.country : null,
    clientIp: input.clientIp,
    userAgent: input.userAgent,
  });
}

/** Counts a learning event. It carries no account and no visitor: only what happened, when, and where. */
export function recordLearningEvent(name: LearningEventName, course: string | null = null, at = new Date()): void {
  enqueue({ kind: "event", at, name, course });
}

/** Called after each write with what was written (the operators' live counters listen). */
export function onAnalyticsFlushed(listener: (counts: { views: number; events: number }) => void): () => void {
  flushed.add(listener);
  return () => flushed.delete(listener);
}

/** Writes everything queued; called by the timer, when the queue is full, and at shutdown. */
export function flushAnalytics(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  flushing = (flushing ?? Promise.resolve()).then(writeQueue);
  return flushing;
}

async function writeQueue(): Promise<void> {
  const batch = queue;
  queue = [];
  if (batch.length === 0) return;
  try {
    const views = [];
    for (const item of batch) {
      if (item.kind !== "view") continue;
      const day = dayOf(item.at);
      const visitor = createHash("sha256")
        .update(`${await saltFor(day)}\n${item.clientIp}\n${item.userAgent}`)
        .digest("base64url")
        .slice(0, 22);
      views.push({
        id: randomUUID(),
        day,
        at: item.at.toISOString(),
        path: item.path,
        referrer_host: item.referrer,
        device: item.device,
        country: item.country,
        visitor,
      });
    }
    const events = batch
      .filter((item): item is QueuedEvent => item.kind === "event")
      .map((e) => ({ id: randomUUID(), day: dayOf(e.at), at: e.at.toISOString(), name: e.name, course: e.course }));
    // Chunks keep each statement under the databases' parameter limits.
    for (let i = 0; i < views.length; i += 100)
      await db
        .insertInto("page_view")
        .values(views.slice(i, i + 100))
        .execute();
    for (let i = 0; i < events.length; i += 100) {
      await db
        .insertInto("analytics_event")
        .values(events.slice(i, i + 100))
        .execute();
    }
    for (const listener of flushed) listener({ views: views.length, events: events.length });
  } catch (error) {
    // Statistics are not worth a failed page: log, and drop this batch.
    logger.warn({ err: error, dropped: batch.length }, "could not write visit statistics");
  }
}

/** Deletes page views and events past the retention period; run periodically. */
export async function purgeOldAnalytics(now = new Date()): Promise<void> {
  const cutoff = dayOf(new Date(now.getTime() - KEEP_VIEWS_DAYS * 86_400_000));
  await db.deleteFrom("page_view").where("day", "<", cutoff).execute();
  await db.deleteFrom("analytics_event").where("day", "<", cutoff).execute();
  await db.deleteFrom("analytics_salt").where("day", "<", dayOf(now)).execute();
}

export type Traffic = {
  days: { day: string; views: number; visitors: number }[];
  topPages: { label: string; value: number }[];
  topReferrers: { label: string; value: number }[];
  devices: { label: string; value: number }[];
  totals: { views: number; visitors: number };
};

/**
 * Page views and visitors per day for the last `dayList` days, and the top pages, referrers
 * and devices over the same days. A visitor is counted once per day (the hash changes daily),
 * so the period's "visitors" is the sum of daily visitors.
 */
export async function trafficSummary(dayList: string[]): Promise<Traffic> {
  const from = dayList[0] as string;
  const inRange = db.selectFrom("page_view").where("day", ">=", from);
  const [perDay, pages, referrers, devices] = await Promise.all([
    inRange
      .select([
        "day",
        (eb) => eb.fn.countAll<number>().as("views"),
        (eb) => eb.fn.count<number>("visitor").distinct().as("visitors"),
      ])
      .groupBy("day")
      .execute(),
    inRange
      .select(["path", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("path")
      .orderBy("n", "desc")
      .orderBy("path")
      .limit(10)
      .execute(),
    inRange
      .select(["referrer_host", (eb) => eb.fn.countAll<number>().as("n")])
      .where("referrer_host", "is not", null)
      .groupBy("referrer_host")
      .orderBy("n", "desc")
      .orderBy("referrer_host")
      .limit(10)
      .execute(),
    inRange
      .select(["device", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("device")
      .execute(),
  ]);
  const days = dayList.map((day) => {
    const row = perDay.find((r) => r.day === day);
    return { day, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
  });
  return {
    days,
    topPages: pages.map((p) => ({ label: p.path, value: Number(p.n) })),
    topReferrers: referrers.map((r) => ({ label: r.referrer_host as string, value: Number(r.n) })),
    devices: (["desktop", "mobile", "tablet"] as const).map((d) => ({
      label: d[0]?.toUpperCase() + d.slice(1),
      value: Number(devices.find((r) => r.device === d)?.n ?? 0),
    })),
    totals: { views: days.reduce((a, d) => a + d.views, 0), visitors: days.reduce((a, d) => a + d.visitors, 0) },
  };
}

/** Distinct visitors with a page view in the last `minutes` minutes. */
export async function visitorsNow(minutes = 5, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - minutes * 60_000).toISOString();
  const row = await db
    .selectFrom("page_view")
    .select((eb) => eb.fn.count<number>("visitor").distinct().as("n"))
    .where("at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
