import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("gives a working local configuration when nothing is set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: 3000,
      SITE_URL: "http://localhost:3000",
      DATABASE_URL: "file:data/synapse.db",
      TRUST_PROXY: false,
      VERSION_CHECK_MINUTES: 60,
      ENABLE_TEST_HOOKS: false,
      WEB_CONCURRENCY: 1,
    });
  });

  it("runs one process per CPU core when asked for auto, or the number given", () => {
    expect(parseEnv({ WEB_CONCURRENCY: "auto" }).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(parseEnv({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    for (const bad of ["0", "65", "1.5", "all"]) {
      expect(() => parseEnv({ WEB_CONCURRENCY: bad }), bad).toThrowError(
        /WEB_CONCURRENCY: expected a number of processes from 1 to 64, or "auto" for one per CPU core/,
      );
    }
  });

  it("turns Google and Microsoft sign-in on only with both their client id and secret", () => {
    expect(parseEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" })).toMatchObject({
      GOOGLE_CLIENT_ID: "id",
      MICROSOFT_TENANT_ID: "common",
    });
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id" })).toThrowError(
      /GOOGLE_CLIENT_SECRET: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together, or neither/,
    );
    expect(() => parseEnv({ MICROSOFT_CLIENT_SECRET: "secret" })).toThrowError(
      /MICROSOFT_CLIENT_SECRET: set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET together, or neither/,
    );
    expect(parseEnv({ MICROSOFT_TENANT_ID: "organizations" }).MICROSOFT_TENANT_ID).toBe("organizations");
    expect(() => parseEnv({ MICROSOFT_TENANT_ID: "any school" })).toThrowError(
      /MICROSOFT_TENANT_ID: expected common, organizations, consumers, a tenant id or a tenant's domain/,
    );
  });

  it("treats empty values as unset, as .env files write them", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "file:data/synapse.db",
    });
  });

  it("reads numbers, booleans and proxy hop counts", () => {
    expect(parseEnv({ PORT: "8080", TRUST_PROXY: "true" })).toMatchObject({ PORT: 8080, TRUST_PROXY: true });
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "no" }).TRUST_PROXY).toBe(false);
  });

  it("takes SITE_URL from the listening address when it is unset", () => {
    expect(parseEnv({ PORT: "4310" })).toMatchObject({ SITE_URL: "http://localhost:4310", siteUrlSet: false });
    expect(parseEnv({ HOST: "0.0.0.0", PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ HOST: "192.0.2.7", PORT: "80" }).SITE_URL).toBe("http://192.0.2.7:80");
    expect(parseEnv({ HOST: "2001:db8::7" }).SITE_URL).toBe("http://[2001:db8::7]:3000");
    expect(parseEnv({ SITE_URL: "https://learn.example.org", PORT: "4310" })).toMatchObject({
      SITE_URL: "https://learn.example.org",
      siteUrlSet: true,
    });
  });

  it("drops a trailing slash from SITE_URL so links join cleanly", () => {
    expect(parseEnv({ SITE_URL: "https://synapse.example/" }).SITE_URL).toBe("https://synapse.example");
  });

  it("names each bad variable and says what it expects", () => {
    expect(() => parseEnv({ PORT: "eighty", SITE_URL: "synapse", TRUST_PROXY: "maybe" })).toThrowError(
      /PORT: expected a port number[\s\S]*SITE_URL: expected an absolute http\(s\) URL[\s\S]*TRUST_PROXY: expected false, true, or the number of proxies/,
    );
    expect(() => parseEnv({ PORT: "70000" })).toThrowError(/PORT: expected a port number from 0 to 65535/);
    expect(() => parseEnv({ DATABASE_URL: "postgres://" })).toThrowError(
      /DATABASE_URL: expected a valid postgres:\/\/ URL/,
    );
    // Other frameworks' SQLite spelling, or another database, is refused rather than taken as a path.
    for (const url of ["sqlite:///tmp/synapse.db", "mysql://root@localhost/synapse", "https://db.example"]) {
      expect(() => parseEnv({ DATABASE_URL: url }), url).toThrowError(
        /DATABASE_URL: expected file:path\/to\/synapse.db \(SQLite\) or a postgres:\/\/ URL/,
      );
    }
    expect(parseEnv({ DATABASE_URL: "file:/tmp/synapse.db" }).DATABASE_URL).toBe("file:/tmp/synapse.db");
    expect(parseEnv({ DATABASE_URL: ":memory:" }).DATABASE_URL).toBe(":memory:");
  });
});
