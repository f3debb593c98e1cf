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

  it("refuses a path that normalises to another host, however it is spelled", () => {
    for (const value of [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/%2E//evil.example",
      "/%2e%2e//evil.example",
      "/x/..//evil.example/path",
      "/./\t/evil.example",
      "/.\t//evil.example",
      "/.\n//evil.example",
      "/.\r//evil.example",
      "/.///evil.example",
      "/./.././/evil.example",
      "/a/b/../..//evil.example",
      "/%2e/%2e//evil.example",
      "/.%2f/evil.example",
      "/./%5cevil.example",
      "/\u0000//evil.example",
    ]) {
      const result = safeRedirectPath(value, "/learn");
      expect(result.startsWith("//"), JSON.stringify(value)).toBe(false);
      expect(new URL(result, "https://synapse.example").host, JSON.stringify(value)).toBe("synapse.example");
    }
  });

  it("normalises dot segments, which stay on the site", () => {
    expect(safeRedirectPath("/a/../profile")).toBe("/profile");
  });
});
