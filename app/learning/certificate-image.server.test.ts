import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp, { type Region } from "sharp";
import { describe, expect, it } from "vitest";
import { type CertificateImageInput, renderCertificatePng } from "./certificate-image.server.ts";

const input: CertificateImageInput = {
  name: "Katherine Johnson",
  courseTitle: "The Foundations of AI",
  details: "6 lessons, about 6 hours · final quiz 12/14 (86%), drawn from a pool of 42",
  issuedOn: "22 November 2026",
  id: "Qm9zc2VzX2FyZV9jb29sIQ",
  verifyUrl: "https://synapse.example/certificates/Qm9zc2VzX2FyZV9jb29sIQ",
};

// Where the picture puts things: the name is set in a 960×76 box centred on y = 264.
const nameBox: Region = { left: 120, top: 226, width: 960, height: 76 };
const frameTop: Region = { left: 0, top: 0, width: 1200, height: 30 };
// White space the name must never reach: beside its box, and just above and below it.
const besideName: Region[] = [
  { left: 40, top: 216, width: 78, height: 96 },
  { left: 1082, top: 216, width: 78, height: 96 },
  { left: 40, top: 216, width: 1120, height: 8 },
  { left: 40, top: 304, width: 1120, height: 12 },
];

const pixels = (png: Buffer, region: Region) => sharp(png).extract(region).raw().toBuffer();
// Not sharp's stats(), which ignores extract() and describes the whole picture.
const isBlank = async (png: Buffer, region: Region) => (await pixels(png, region)).every((value) => value === 255);
/** Mean absolute difference per channel value, 0 (same) to 255. */
const difference = async (a: Buffer, b: Buffer, region: Region) => {
  const [x, y] = await Promise.all([pixels(a, region), pixels(b, region)]);
  return x.reduce((sum, value, i) => sum + Math.abs(value - (y[i] ?? 0)), 0) / x.length;
};

// The line that says what the course involved and the score: a 1000×22 box centred on y = 476.
const detailsBox: Region = { left: 100, top: 465, width: 1000, height: 22 };

describe("renderCertificatePng", () => {
  it("writes what the certificate stands for on its own line, and nothing there without it", async () => {
    const [withDetails, without] = await Promise.all([
      renderCertificatePng(input),
      renderCertificatePng({ ...input, details: "" }),
    ]);
    expect(await isBlank(without, detailsBox)).toBe(true);
    expect(await isBlank(withDetails, detailsBox)).toBe(false);
  });

  it("draws a 1200×630 PNG", async () => {
    const png = await renderCertificatePng(input);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
  });

  it("writes the name: different names give different pictures, the same frame", async () => {
    const [a, b] = await Promise.all([
      renderCertificatePng(input),
      renderCertificatePng({ ...input, name: "Dorothy Vaughan" }),
    ]);
    expect(await isBlank(a, nameBox)).toBe(false);
    expect((await pixels(a, nameBox)).equals(await pixels(b, nameBox))).toBe(false);
    expect((await pixels(a, frameTop)).equals(await pixels(b, frameTop))).toBe(true);
  });

  it("draws its own words in the language it is given, and keeps each language's blank apart", async () => {
    const spanish = {
      heading: "CERTIFICADO DE FINALIZACIÓN",
      certifies: "Se certifica que",
      completed: "ha completado el curso gratuito en línea",
      issued: "Expedido el 22 de noviembre de 2026",
      verify: `Verifícalo en ${input.verifyUrl}`,
      id: `ID del certificado ${input.id}`,
    };
    const headingBox: Region = { left: 200, top: 126, width: 800, height: 24 };
    const [english, inSpanish, englishAgain] = await Promise.all([
      renderCertificatePng(input),
      renderCertificatePng({ ...input, words: spanish }),
      renderCertificatePng(input),
    ]);
    expect((await pixels(english, headingBox)).equals(await pixels(inSpanish, headingBox))).toBe(false);
    expect((await pixels(english, headingBox)).equals(await pixels(englishAgain, headingBox))).toBe(true);
    expect((await pixels(english, frameTop)).equals(await pixels(inSpanish, frameTop))).toBe(true);
  });

  it("writes markup in a name as text", async () => {
    // Unescaped, this is invalid Pango markup and sharp would throw.
    await expect(renderCertificatePng({ ...input, name: `<b>&"' </span>` })).resolves.toBeInstanceOf(Buffer);
    // Unescaped, the tags would vanish into bold text: the same picture as the bare name.
    const [tagged, plain] = await Promise.all([
      renderCertificatePng({ ...input, name: "<b>Ada</b>" }),
      renderCertificatePng({ ...input, name: "Ada" }),
    ]);
    expect((await pixels(tagged, nameBox)).equals(await pixels(plain, nameBox))).toBe(false);
  });

  it.each([
    [
      "a 100-character name",
      "Maximiliana Wilhelmina Theodora von Hohenzollern-Sigmaringen de la Cruz y Montenegro Ødegård Zyx",
    ],
    ["a 100-character name with no spaces", "W".repeat(100)],
    ["a name with control characters", "Katherine\nJohnson\u0000Coleman\tGoble"],
  ])("fits %s inside its box", async (_, name) => {
    const png = await renderCertificatePng({ ...input, name });
    const { width, height } = await sharp(png).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect(await isBlank(png, nameBox)).toBe(false);
    for (const region of besideName) expect(await isBlank(png, region), JSON.stringify(region)).toBe(true);
  });

  it("sets the text in the fonts in assets/fonts, with no system fonts installed", async () => {
    // A fontconfig with no font directories, as on a bare server; a fresh process, since
    // fontconfig reads its configuration once.
    const dir = mkdtempSync(path.join(tmpdir(), "certificate-fonts-"));
    try {
      const config = path.join(dir, "fonts.conf");
      writeFileSync(config, `<?xml version="1.0"?><fontconfig><cachedir>${dir}</cachedir></fontconfig>`);
      const module = pathToFileURL(path.resolve(import.meta.dirname, "certificate-image.server.ts")).href;
      const script = `import { renderCertificatePng } from ${JSON.stringify(module)};
        process.stdout.write(await renderCertificatePng(${JSON.stringify(input)}));`;
      const bare = execFileSync(process.execPath, ["--input-type=module", "--eval", script], {
        env: { ...process.env, FONTCONFIG_FILE: config },
        stdio: ["ignore", "pipe", "pipe"],
      });
      // Hinting may differ with the system's fontconfig rules; the letters may not.
      expect(await difference(bare, await renderCertificatePng(input), nameBox)).toBeLessThan(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
