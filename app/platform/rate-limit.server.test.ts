import { describe, expect, it } from "vitest";
import { db } from "./db.server.ts";
import { consume, consumeAll, forgive, LIMITS, type Limit, purgeExpiredLimits } from "./rate-limit.server.ts";

let limits = 0;
/** A limit of its own for each test, so no test counts against another's. */
function limit(max: number, windowSeconds = 60): Limit {
  limits++;
  return { name: `test-${limits}`, max, windowSeconds };
}

const T0 = new Date("2030-01-01T12:00:00.000Z");
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

async function rowsOf(l: Limit) {
  return db.selectFrom("rate_limit").select(["key", "count", "reset_at"]).where("key", "like", `${l.name}:%`).execute();
}

describe("rate limits", () => {
  it("allows `max` attempts in a window, then refuses with the seconds left in it", async () => {
    const l = limit(3, 60);
    for (let i = 0; i < 3; i++) expect(await consume(l, "203.0.113.1", later(i))).toEqual({ allowed: true });
    expect(await consume(l, "203.0.113.1", later(15))).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await consume(l, "203.0.113.1", later(59.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("counts each subject on its own", async () => {
    const l = limit(1);
    expect((await consume(l, "203.0.113.2", T0)).allowed).toBe(true);
    expect((await consume(l, "203.0.113.2", T0)).allowed).toBe(false);
    expect((await consume(l, "203.0.113.3", T0)).allowed).toBe(true);
  });

  it("starts a new window at 1 once the old one has ended", async () => {
    const l = limit(2, 60);
    await consume(l, "203.0.113.4", T0);
    await consume(l, "203.0.113.4", T0);
    expect((await consume(l, "203.0.113.4", later(30))).allowed).toBe(false);

    expect(await consume(l, "203.0.113.4", later(60))).toEqual({ allowed: true });
    expect(await rowsOf(l)).toEqual([{ key: expect.any(String), count: 1, reset_at: later(120).toISOString() }]);
    expect((await consume(l, "203.0.113.4", later(61))).allowed).toBe(true);
    expect(await consume(l, "203.0.113.4", later(62))).toEqual({ allowed: false, retryAfterSeconds: 58 });
  });

  it("forgets a subject's count when forgiven, and only that subject's", async () => {
    const l = limit(1);
    await consume(l, "ada@example.com", T0);
    await consume(l, "grace@example.com", T0);
    await forgive(l, "ada@example.com");
    expect((await consume(l, "ada@example.com", T0)).allowed).toBe(true);
    expect((await consume(l, "grace@example.com", T0)).allowed).toBe(false);
  });

  it("checks several limits at once and answers with the longest wait", async () => {
    const short = limit(1, 60);
    const long = limit(1, 600);
    const roomy = limit(100, 3600);
    const checks: [Limit, string | undefined][] = [
      [short, "203.0.113.5"],
      [long, "someone@example.com"],
      [roomy, "203.0.113.5"],
      [limit(1), undefined],
    ];
    expect(await consumeAll(checks, T0)).toEqual({ allowed: true });
    expect(await consumeAll(checks, later(10))).toEqual({ allowed: false, retryAfterSeconds: 590 });
    // Every limit was counted, even after one refused.
    expect((await rowsOf(roomy))[0]?.count).toBe(2);
    // A subject that is not there (no account email yet, say) is not counted at all.
    expect(await rowsOf(checks[3]?.[0] as Limit)).toEqual([]);
  });

  it("never lets more than `max` through when requests arrive at once", async () => {
    const l = limit(5, 60);
    const results = await Promise.all(Array.from({ length: 20 }, () => consume(l, "203.0.113.6", T0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect((await rowsOf(l))[0]?.count).toBe(20);
  });

  it("counts an email address the same whatever its case or surrounding spaces", async () => {
    const l = limit(2);
    expect((await consume(l, "Ada@Example.COM", T0)).allowed).toBe(true);
    expect((await consume(l, " ada@example.com ", T0)).allowed).toBe(true);
    expect((await consume(l, "ADA@EXAMPLE.COM", T0)).allowed).toBe(false);
    expect(await rowsOf(l)).toHaveLength(1);
  });

  it("keeps keyed hashes of the subjects, never the addresses themselves", async () => {
    const l = limit(5);
    const subjects = ["ada.lovelace@example.com", "198.51.100.77", "2001:db8::1"];
    for (const subject of subjects) await consume(l, subject, T0);
    await consume(LIMITS.receiptPerAddress, "ada.lovelace@example.com", T0);

    const keys = (await db.selectFrom("rate_limit").select("key").execute()).map((r) => r.key);
    const mine = (await rowsOf(l)).map((r) => r.key);
    expect(mine).toHaveLength(3);
    for (const key of mine) expect(key).toMatch(new RegExp(`^${l.name}:[A-Za-z0-9_-]{43}$`));
    for (const key of keys) {
      for (const raw of [...subjects, "ada.lovelace", "example.com", "198.51.100", "2001:db8"]) {
        expect(key.toLowerCase()).not.toContain(raw);
      }
    }
  });

  it("purges windows that have ended and keeps the ones still running", async () => {
    const ended = limit(5, 60);
    const running = limit(5, 3600);
    await consume(ended, "203.0.113.8", T0);
    await consume(running, "203.0.113.8", T0);
    await purgeExpiredLimits(later(60));
    expect(await rowsOf(ended)).toEqual([]);
    expect(await rowsOf(running)).toHaveLength(1);
  });
});
