import { describe, expect, it } from "vitest";
import { linkedInAddToProfileUrl, shareLinks } from "./share";

describe("shareLinks", () => {
  it("encodes the link and the words for each site", () => {
    const links = shareLinks({ url: "https://synapse.example/courses/a?x=1&y=2", title: "Learn AI & more" });
    expect(links.linkedin).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsynapse.example%2Fcourses%2Fa%3Fx%3D1%26y%3D2",
    );
    expect(links.x).toBe(
      "https://x.com/intent/post?url=https%3A%2F%2Fsynapse.example%2Fcourses%2Fa%3Fx%3D1%26y%3D2&text=Learn%20AI%20%26%20more",
    );
    expect(links.facebook).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsynapse.example%2Fcourses%2Fa%3Fx%3D1%26y%3D2",
    );
    expect(links.email).toBe(
      "mailto:?subject=Learn%20AI%20%26%20more&body=Learn%20AI%20%26%20more%0A%0Ahttps%3A%2F%2Fsynapse.example%2Fcourses%2Fa%3Fx%3D1%26y%3D2",
    );
  });
});

describe("linkedInAddToProfileUrl", () => {
  it("fills in LinkedIn's certification form", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: "The Foundations of AI",
        organizationName: "Synapse",
        issuedAt: "2026-11-22T10:00:00.000Z",
        certUrl: "https://synapse.example/certificates/abc",
        certId: "abc",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "The Foundations of AI",
      organizationName: "Synapse",
      issueYear: "2026",
      issueMonth: "11",
      certUrl: "https://synapse.example/certificates/abc",
      certId: "abc",
    });
    expect(url.search).not.toContain("+");
  });
});
