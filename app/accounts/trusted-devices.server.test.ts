import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEVICE_COOKIE, deviceCookie, trustedDevice } from "./trusted-devices.server.ts";

const cookieHeaderFrom = (setCookie: string, others = "synapse.tz=UTC") => `${others}; ${setCookie.split(";")[0]}`;

describe("trusted devices", () => {
  it("recognises the browser for the account it signed in to, whatever the email's case", async () => {
    const header = cookieHeaderFrom(await deviceCookie("Ada@Example.org", "browser-1"));
    expect(await trustedDevice(header, "ada@example.org")).toBe("browser-1");
    expect(await trustedDevice(header, "  ADA@example.org ")).toBe("browser-1");
  });

  it("trusts it for no other account", async () => {
    const header = cookieHeaderFrom(await deviceCookie("ada@example.org", "browser-1"));
    expect(await trustedDevice(header, "grace@example.org")).toBeNull();
  });

  it("refuses a forged, altered or missing cookie", async () => {
    const [pair = ""] = (await deviceCookie("ada@example.org", "browser-1")).split(";");
    const value = decodeURIComponent(pair.slice(DEVICE_COOKIE.length + 1));
    const dot = value.lastIndexOf(".");
    const [payload, signature] = [value.slice(0, dot), value.slice(dot + 1)];
    const other = btoa(JSON.stringify({ id: "other-browser", tag: JSON.parse(atob(payload)).tag }));
    // The old format, signed by hand with the same secret, is not accepted either.
    const handMade = createHmac("sha256", "domain-tests-secret-that-is-long-enough")
      .update("device:x.y")
      .digest("base64url");
    for (const forged of [
      `${DEVICE_COOKIE}=${encodeURIComponent(`${other}.${signature}`)}`,
      `${DEVICE_COOKIE}=${encodeURIComponent(`${payload}.${signature.slice(0, -2)}AA`)}`,
      `${DEVICE_COOKIE}=${encodeURIComponent(payload)}`,
      `${DEVICE_COOKIE}=${encodeURIComponent(btoa(JSON.stringify({ id: "x", tag: "y" })))}`,
      `${DEVICE_COOKIE}=x.y.${handMade}`,
      `${DEVICE_COOKIE}=`,
      "synapse.tz=UTC",
    ]) {
      expect(await trustedDevice(forged, "ada@example.org"), forged).toBeNull();
    }
    expect(await trustedDevice(null, "ada@example.org")).toBeNull();
  });

  it("is an httpOnly, SameSite=Lax cookie that lasts 400 days and names no email", async () => {
    const line = await deviceCookie("ada@example.org");
    expect(line).toMatch(/Max-Age=34560000/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(decodeURIComponent(line)).not.toContain("ada");
  });
});
