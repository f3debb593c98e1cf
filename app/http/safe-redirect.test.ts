import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeRedirectPath("/courses/x?tab=quiz#q3")).toBe("/courses/x?tab=quiz#q3");
    expect(safeRedirectPath("/profile")).toBe("/profile");
  });

  it("refuses anything that could leave the site, and falls back", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
      undefined,
      42,
    ]) {
      expect(safeRedirectPath(value, "/learn"), String(value)).toBe("/learn");
    }
  });

  it("normalises dot segments, which stay on the site", () => {
    expect(safeRedirectPath("/a/../profile")).toBe("/profile");
  });
});
