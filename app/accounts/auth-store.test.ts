import { describe, expect, it } from "vitest";
import { authChange, type Viewer } from "./auth-store.ts";

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
