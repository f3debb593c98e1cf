import { describe, expect, it } from "vitest";
import { timeZoneCookieLine } from "#app/learning/time-zone.ts";
import { timeZoneCookie, timeZoneOf } from "./time-zone.server.ts";

const requestWith = (cookie: string) => new Request("http://localhost/learn", { headers: { cookie } });
const written = (zone: string) => timeZoneCookieLine(zone, false).split(";")[0] ?? "";

describe("the learner's time zone", () => {
  it("is read from the cookie the browser writes", async () => {
    expect(await timeZoneOf(requestWith(`other=1; ${written("Europe/Paris")}`))).toBe("Europe/Paris");
    expect(await timeZoneOf(requestWith(written("America/Argentina/Buenos_Aires")))).toBe(
      "America/Argentina/Buenos_Aires",
    );
  });

  it("is written by the browser exactly as the server's cookie definition would write it", async () => {
    for (const secure of [false, true]) {
      const ours = timeZoneCookieLine("Asia/Kolkata", secure).split("; ");
      const theirs = (await timeZoneCookie.serialize("Asia/Kolkata", { secure, maxAge: 365 * 24 * 60 * 60 })).split(
        "; ",
      );
      expect(new Set(ours)).toEqual(new Set(theirs));
    }
  });

  it("is unknown when the cookie is missing, names no real zone, or is not one we wrote", async () => {
    expect(await timeZoneOf(new Request("http://localhost/learn"))).toBeUndefined();
    expect(await timeZoneOf(requestWith(written("Not/A_Zone")))).toBeUndefined();
    expect(await timeZoneOf(requestWith("synapse.tz=Europe%2FParis"))).toBeUndefined();
    expect(await timeZoneOf(requestWith("synapse.tz=%%%"))).toBeUndefined();
  });
});
