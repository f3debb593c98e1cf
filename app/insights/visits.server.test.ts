import { describe, expect, it } from "vitest";
import { deviceOf, optedOut, referrerHostOf, trackedPath } from "./visits.server.ts";

describe("visit statistics helpers", () => {
  it("keeps only another site's host as the referrer", () => {
    expect(referrerHostOf("https://www.news.example/story?id=4", ["synapse.example"])).toBe("news.example");
    expect(referrerHostOf("https://synapse.example/courses", ["synapse.example"])).toBeNull();
    expect(referrerHostOf("https://www.synapse.example/", ["synapse.example", "127.0.0.1"])).toBeNull();
    expect(referrerHostOf("android-app://com.example", ["synapse.example"])).toBeNull();
    expect(referrerHostOf("not a url", ["synapse.example"])).toBeNull();
  });

  it("drops query strings and fragments, and skips paths that are not pages", () => {
    expect(trackedPath("/reset-password?token=abc#x")).toBe("/reset-password");
    expect(trackedPath("/courses/")).toBe("/courses");
    expect(trackedPath("/")).toBe("/");
    for (const path of ["/admin", "/admin/inbox", "/api/events", "/courses.data", "/assets/app.js", "//evil", "x"]) {
      expect(trackedPath(path), path).toBeNull();
    }
  });

  it("sorts user agents into phones, tablets and desktops", () => {
    expect(deviceOf("Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36")).toBe("mobile");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 15; SM-X710) Safari/537.36")).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (iPad; CPU OS 19_0 like Mac OS X)")).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 15_0)")).toBe("desktop");
  });

  it("honours Do Not Track and Global Privacy Control", () => {
    expect(optedOut(new Headers({ dnt: "1" }))).toBe(true);
    expect(optedOut(new Headers({ "sec-gpc": "1" }))).toBe(true);
    expect(optedOut(new Headers({ dnt: "0" }))).toBe(false);
  });
});
