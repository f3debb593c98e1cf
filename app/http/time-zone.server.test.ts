import { describe, expect, it } from "vitest";
import { timeZoneCookie } from "#app/learning/time-zone.ts";
import { timeZoneOf } from "./time-zone.server.ts";

const requestWith = (cookie: string) => new Request("http://localhost/learn", { headers: { cookie } });
const written = async (zone: string) => (await timeZoneCookie.serialize(zone)).split(";")[0] ?? "";

describe("the learner's time zone", () => {
  it("is read from the cookie the browser writes with the same definition", async () => {
    expect(await timeZoneOf(requestWith(`other=1; ${await written("Europe/Paris")}`))).toBe("Europe/Paris");
  });

  it("is unknown when the cookie is missing, names no real zone, or is not one we wrote", async () => {
    expect(await timeZoneOf(new Request("http://localhost/learn"))).toBeUndefined();
    expect(await timeZoneOf(requestWith(await written("Not/A_Zone")))).toBeUndefined();
    expect(await timeZoneOf(requestWith("synapse.tz=Europe%2FParis"))).toBeUndefined();
    expect(await timeZoneOf(requestWith("synapse.tz=%%%"))).toBeUndefined();
  });
});
