import { describe, expect, it } from "vitest";
import { isDatabaseOutage } from "./database-outage.ts";

const withCode = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe("isDatabaseOutage", () => {
  it("recognises PostgreSQL being down, restarting or cut off", () => {
    expect(isDatabaseOutage(withCode("connect ECONNREFUSED 127.0.0.1:5432", { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseOutage(withCode("terminating connection due to administrator command", { code: "57P01" }))).toBe(
      true,
    );
    expect(isDatabaseOutage(withCode("the database system is starting up", { code: "57P03" }))).toBe(true);
    expect(isDatabaseOutage(withCode("connection failure", { code: "08006" }))).toBe(true);
    expect(isDatabaseOutage(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseOutage(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseOutage(new AggregateError([withCode("x", { code: "ECONNREFUSED" })], "all failed"))).toBe(true);
    expect(isDatabaseOutage(new Error("query failed", { cause: withCode("x", { code: "ETIMEDOUT" }) }))).toBe(true);
  });

  it("recognises SQLite's full, read-only, unopenable or locked database", () => {
    for (const errcode of [13, 8, 14, 5, 10, 266 /* SQLITE_IOERR_READ */]) {
      expect(isDatabaseOutage(withCode("sqlite", { code: "ERR_SQLITE_ERROR", errcode })), String(errcode)).toBe(true);
    }
  });

  it("leaves bugs and bad data to be errors", () => {
    expect(isDatabaseOutage(withCode("duplicate key", { code: "23505" }))).toBe(false);
    expect(isDatabaseOutage(withCode("no such column: x", { code: "ERR_SQLITE_ERROR", errcode: 1 }))).toBe(false);
    expect(isDatabaseOutage(withCode("UNIQUE constraint failed", { code: "ERR_SQLITE_ERROR", errcode: 2067 }))).toBe(
      false,
    );
    expect(isDatabaseOutage(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseOutage("ECONNREFUSED")).toBe(false);
  });
});
