import { describe, expect, it } from "vitest";
import { DEVICE_COOKIE, deviceCookie, trustedDevice } from "./trusted-devices.server.ts";

const cookieHeaderFrom = (setCookie: string, others = "synapse.tz=UTC") => `${others}; ${setCookie.split(";")[0]}`;

describe("trusted devices", () => {
  it("recognises the browser for the account it signed in to, whatever the email's case", () => {
    const header = cookieHeaderFrom(deviceCookie("Ada@Example.org", "browser-1"));
    expect(trustedDevice(header, "ada@example.org")).toBe("browser-1");
    expect(trustedDevice(header, "  ADA@example.org ")).toBe("browser-1");
  });

  it("trusts it for no other account", () => {
    const header = cookieHeaderFrom(deviceCookie("ada@example.org", "browser-1"));
    expect(trustedDevice(header, "grace@example.org")).toBeNull();
  });

  it("refuses a forged, altered or missing cookie", () => {
    const [pair = ""] = deviceCookie("ada@example.org", "browser-1").split(";");
    const value = pair.slice(DEVICE_COOKIE.length + 1);
    const [id, tag, signature] = value.split(".");
    for (const forged of [
      `${DEVICE_COOKIE}=other-browser.${tag}.${signature}`,
      `${DEVICE_COOKIE}=${id}.${tag}.${signature?.slice(0, -1)}A`,
      `${DEVICE_COOKIE}=${id}.${tag}`,
      `${DEVICE_COOKIE}=${value}.extra`,
      `${DEVICE_COOKIE}=`,
      "synapse.tz=UTC",
    ]) {
      expect(trustedDevice(forged, "ada@example.org"), forged).toBeNull();
    }
    expect(trustedDevice(null, "ada@example.org")).toBeNull();
  });

  it("is an httpOnly, SameSite=Lax cookie that lasts 400 days and names no email", () => {
    const line = deviceCookie("ada@example.org");
    expect(line).toMatch(/; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax/);
    expect(line).not.toContain("ada");
  });
});
