import { describe, expect, it } from "vitest";
import { isValidHost } from "./request-adapter.ts";

describe("isValidHost", () => {
  it("accepts host names and addresses, with or without a port", () => {
    for (const host of ["localhost", "localhost:3000", "learn.example.org", "127.0.0.1:8080", "[::1]", "[::1]:3000"]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it("refuses what no URL can be made of", () => {
    for (const host of [
      "[::1",
      "a b",
      "x:99999",
      "%",
      "",
      "a/b",
      "user@host",
      "host:",
      "host:port",
      "é.example",
      "[zz]",
    ]) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});
