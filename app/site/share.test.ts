import { describe, expect, it } from "vitest";
import { COPIED_MS, linkedInAddToProfileUrl, shareLinks } from "./share.ts";

const courseUrl = "https://synapse.example/courses/a?x=1&y=2";
const encodedCourseUrl = "https%3A%2F%2Fsynapse.example%2Fcourses%2Fa%3Fx%3D1%26y%3D2";

describe("shareLinks", () => {
  const links = shareLinks({ url: courseUrl, title: "Learn AI & more", text: "I’m learning #AI on Synapse!" });

  it("shares the link on LinkedIn", () => {
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedCourseUrl}`);
  });

  it("fills X's post composer with the words and the link", () => {
    expect(links.x).toBe(
      `https://x.com/intent/tweet?url=${encodedCourseUrl}&text=I%E2%80%99m%20learning%20%23AI%20on%20Synapse!`,
    );
    const params = new URL(links.x).searchParams;
    expect(params.get("url")).toBe(courseUrl);
    expect(params.get("text")).toBe("I’m learning #AI on Synapse!");
  });

  it("shares the link on Facebook", () => {
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedCourseUrl}`);
  });

  it("writes an email with the title as subject and the words, a blank line and the link as body", () => {
    expect(links.email).toBe(
      `mailto:?subject=Learn%20AI%20%26%20more&body=I%E2%80%99m%20learning%20%23AI%20on%20Synapse!%0D%0A%0D%0A${encodedCourseUrl}`,
    );
  });

  it("uses the title as the words when there are none", () => {
    const plain = shareLinks({ url: "https://synapse.example/", title: "Synapse: free AI courses" });
    expect(new URL(plain.x).searchParams.get("text")).toBe("Synapse: free AI courses");
    expect(plain.email).toBe(
      "mailto:?subject=Synapse%3A%20free%20AI%20courses&body=Synapse%3A%20free%20AI%20courses%0D%0A%0D%0Ahttps%3A%2F%2Fsynapse.example%2F",
    );
  });

  it("writes spaces as %20, never +", () => {
    for (const href of Object.values(links)) expect(href).not.toContain("+");
  });
});

describe("linkedInAddToProfileUrl", () => {
  const certificate = {
    name: "The Foundations of AI",
    organizationName: "Synapse",
    certUrl: "https://synapse.example/certificates/abc_-12",
    certId: "abc_-12",
  };

  it("fills in LinkedIn's certification form", () => {
    expect(linkedInAddToProfileUrl({ ...certificate, issuedAt: "2026-11-22T10:00:00.000Z" })).toBe(
      "https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=The%20Foundations%20of%20AI" +
        "&organizationName=Synapse&issueYear=2026&issueMonth=11" +
        "&certUrl=https%3A%2F%2Fsynapse.example%2Fcertificates%2Fabc_-12&certId=abc_-12",
    );
  });

  it("takes the month in UTC, as certificates show their dates, from a string or a Date", () => {
    const params = (issuedAt: Date | string) =>
      new URL(linkedInAddToProfileUrl({ ...certificate, issuedAt })).searchParams;
    const newYearsEve = params("2026-12-31T23:30:00.000Z");
    expect([newYearsEve.get("issueYear"), newYearsEve.get("issueMonth")]).toEqual(["2026", "12"]);
    const january = params(new Date(Date.UTC(2027, 0, 1, 0, 15)));
    expect([january.get("issueYear"), january.get("issueMonth")]).toEqual(["2027", "1"]);
  });

  it("leaves the date out rather than sending NaN", () => {
    const params = new URL(linkedInAddToProfileUrl({ ...certificate, issuedAt: "not a date" })).searchParams;
    expect(params.has("issueYear")).toBe(false);
    expect(params.has("issueMonth")).toBe(false);
    expect(params.get("certId")).toBe("abc_-12");
  });
});

it("shows “Copied” for 1.5 seconds", () => {
  expect(COPIED_MS).toBe(1500);
});
