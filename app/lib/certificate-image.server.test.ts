import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderCertificatePng } from "./certificate-image.server";

const input = {
  name: "Katherine Johnson",
  courseTitle: "The Foundations of AI",
  issuedOn: "22 November 2026",
  id: "Qm9zc2VzX2FyZV9jb29sIQ",
  verifyUrl: "https://synapse.example/certificates/Qm9zc2VzX2FyZV9jb29sIQ",
};

describe("renderCertificatePng", () => {
  it("draws a 1200×630 PNG", async () => {
    const png = await renderCertificatePng(input);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
  });

  it("draws the name: different names give different pictures", async () => {
    const [a, b] = await Promise.all([
      renderCertificatePng(input),
      renderCertificatePng({ ...input, name: "Dorothy Vaughan" }),
    ]);
    // The band where the name is written differs; the frame above it does not.
    const band = (png: Buffer, top: number) =>
      sharp(png).extract({ left: 100, top, width: 1000, height: 70 }).raw().toBuffer();
    expect((await band(a, 250)).equals(await band(b, 250))).toBe(false);
    expect((await band(a, 20)).equals(await band(b, 20))).toBe(true);
  });

  it("treats markup in a name as text, and fits a long name", async () => {
    const hostile = await renderCertificatePng({ ...input, name: `<script>alert("x")</script> & 'Ada'` });
    expect((await sharp(hostile).metadata()).width).toBe(1200);
    const long = await renderCertificatePng({
      ...input,
      name: "Wolfgang Amadeus Theophilus Mozart-Bach ".repeat(3).trim(),
    });
    expect((await sharp(long).metadata()).height).toBe(630);
  });
});
