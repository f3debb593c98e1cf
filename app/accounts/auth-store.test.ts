import { describe, expect, it } from "vitest";
import { authChange, sessionRefresh, type Viewer } from "./auth-store.ts";

const ada: Viewer = {
  id: "1",
  name: "Ada",
  email: "a@example.com",
  emailVerified: false,
  role: "learner",
  image: null,
};

describe("authChange", () => {
  it("names each change between two auth states", () => {
    expect(authChange(null, ada, "here")).toEqual({ type: "signed-in", user: ada });
    expect(authChange(ada, null, "session-ended")).toEqual({ type: "signed-out", reason: "session-ended" });
    expect(authChange(ada, { ...ada, name: "Ada L." }, "here")).toEqual({
      type: "user-updated",
      user: { ...ada, name: "Ada L." },
    });
    expect(authChange(ada, { ...ada, id: "2" }, "here")?.type).toBe("signed-in");
    expect(authChange(ada, { ...ada }, "here")).toBeNull();
    expect(authChange(null, null, "here")).toBeNull();
  });
});

describe("sessionRefresh", () => {
  const at = (iso: string, userId = "1") => ({ userId, expiresAt: iso });
  it("announces a session rolled forward for the same learner", () => {
    expect(sessionRefresh(at("2026-12-01T10:00:00.000Z"), at("2026-12-24T10:00:00.000Z"))).toEqual({
      type: "token-refreshed",
      expiresAt: "2026-12-24T10:00:00.000Z",
    });
  });

  it("stays quiet when nothing moved, for another learner, or without a session", () => {
    expect(sessionRefresh(at("2026-12-01T10:00:00.000Z"), at("2026-12-01T10:00:00.000Z"))).toBeNull();
    expect(sessionRefresh(at("2026-12-01T10:00:00.000Z"), at("2026-12-24T10:00:00.000Z", "2"))).toBeNull();
    expect(sessionRefresh(null, at("2026-12-24T10:00:00.000Z"))).toBeNull();
    expect(sessionRefresh(at("2026-12-01T10:00:00.000Z"), null)).toBeNull();
  });
});
