import { describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server.ts";
import { purgeExpiredLinks, spendLink, unspendLink } from "./used-links.server.ts";

const inAnHour = () => new Date(Date.now() + 60 * 60_000);

describe("used links", () => {
  it("lets exactly one of many parallel uses of a link spend it", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => spendLink("token-race", inAnHour())));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await spendLink("token-race", inAnHour())).toBe(false);
    expect(await spendLink("another-token", inAnHour())).toBe(true);
  });

  it("stores a hash, never the token", async () => {
    await spendLink("token-secret-value", inAnHour());
    const rows = await db.selectFrom("used_link").select("token_hash").execute();
    expect(rows.some((r) => r.token_hash.includes("token-secret-value"))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it("gives a link back when what it was spent on failed", async () => {
    expect(await spendLink("token-retry", inAnHour())).toBe(true);
    await unspendLink("token-retry");
    expect(await spendLink("token-retry", inAnHour())).toBe(true);
  });

  it("forgets links once they have expired, and only those", async () => {
    const now = new Date();
    await spendLink("token-old", new Date(now.getTime() - 1000));
    await spendLink("token-live", new Date(now.getTime() + 1000));
    await purgeExpiredLinks(now);
    expect(await spendLink("token-old", inAnHour())).toBe(true);
    expect(await spendLink("token-live", inAnHour())).toBe(false);
  });
});
