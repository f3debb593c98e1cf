import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mulberry32 } from "#app/platform/random.ts";
import { i18nFor } from "#app/site/i18n.ts";
import { AVATAR_MAX_OUTPUT_BYTES, processAvatar } from "./avatar.server.ts";

// English from the messages themselves: the catalog may not have the newest ones yet.
const en = i18nFor("en", {});

/** processAvatar's answer with a refusal's message in English. */
async function refusalOf(input: Uint8Array) {
  const result = await processAvatar(input);
  return result.ok ? result : { ok: false, message: en._(result.message) };
}

const WRONG_TYPE = "That file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.";
const UNREADABLE = "We could not read that image. It may be damaged; try another photo.";
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const photo = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

/** A valid PNG header claiming any size, with almost no pixel data: costs no memory to build. */
function pngHeader(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function expectSquareWebp(result: Awaited<ReturnType<typeof processAvatar>>) {
  if (!result.ok) throw new Error(`refused: ${en._(result.message)}`);
  const { webp } = result;
  expect(Buffer.from(webp.subarray(0, 4)).toString("ascii")).toBe("RIFF");
  expect(Buffer.from(webp.subarray(8, 12)).toString("ascii")).toBe("WEBP");
  expect(webp.byteLength).toBeLessThanOrEqual(AVATAR_MAX_OUTPUT_BYTES);
  const metadata = await sharp(webp).metadata();
  expect(metadata).toMatchObject({ format: "webp", width: 256, height: 256 });
  return { webp, metadata };
}

describe("processAvatar accepts photos", () => {
  it.each([
    ["JPEG", () => photo().jpeg().toBuffer()],
    ["PNG", () => photo().png().toBuffer()],
    ["WebP", () => photo().webp().toBuffer()],
  ])("turns a %s into a 256×256 WebP under 64 KB", async (_name, make) => {
    await expectSquareWebp(await processAvatar(await make()));
  });

  it("upscales a tiny image rather than refusing it", async () => {
    await expectSquareWebp(await processAvatar(await photo(10, 10).png().toBuffer()));
  });

  it("removes EXIF data, such as a camera's owner or location", async () => {
    const input = await photo()
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-marker" } })
      .toBuffer();
    expect(input.includes("secret-marker")).toBe(true);
    const { webp, metadata } = await expectSquareWebp(await processAvatar(input));
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from(webp).includes("secret-marker")).toBe(false);
  });

  it("turns a photo the right way up using its EXIF orientation", async () => {
    // Vertical stripes stored sideways (orientation 6: rotate 90° clockwise to view) must come
    // out as horizontal stripes: each row one colour, the colour changing down a column.
    const width = 300;
    const height = 100;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) pixels.fill(Math.floor((i % width) / 30) % 2 ? 255 : 0, i * 3, i * 3 + 3);
    const input = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { webp } = await expectSquareWebp(await processAvatar(input));
    const { data } = await sharp(webp).greyscale().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * 256 + x] ?? Number.NaN;
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    const indices = Array.from({ length: 256 }, (_, i) => i);
    expect(spread(indices.map((x) => at(x, 128)))).toBeLessThan(40);
    expect(spread(indices.map((y) => at(128, y)))).toBeGreaterThan(200);
  });

  it("keeps only the first frame of an animated image", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 50, height: 40, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const input = await sharp([await frame("#ff0000"), await frame("#0000ff")], { join: { animated: true } })
      .webp()
      .toBuffer();
    const { webp, metadata } = await expectSquareWebp(await processAvatar(input));
    expect(metadata.pages ?? 1).toBe(1);
    const { channels } = await sharp(webp).stats();
    expect(channels.map((c) => Math.round(c.mean / 10))).toEqual([26, 0, 0]); // red, not blue
  });

  it("lowers the quality until a very detailed photo with transparency fits in 64 KB", async () => {
    const random = mulberry32(1);
    const noise = Buffer.from(Array.from({ length: 256 * 256 * 4 }, () => Math.floor(random() * 256)));
    const input = await sharp(noise, { raw: { width: 256, height: 256, channels: 4 } })
      .png()
      .toBuffer();
    await expectSquareWebp(await processAvatar(input));
  });
});

describe("processAvatar refuses what is not a usable photo", () => {
  it("asks for a photo when the upload is empty", async () => {
    expect(await refusalOf(new Uint8Array())).toEqual({ ok: false, message: "Choose a photo to upload." });
  });

  it("refuses a file over 5 MB without reading it", async () => {
    const input = new Uint8Array(10 * 1024 * 1024);
    input.set(PNG_SIGNATURE);
    expect(await refusalOf(input)).toEqual({
      ok: false,
      message:
        "That file is larger than 5 MB. Choose a smaller photo, or save this one at a smaller size and try again.",
    });
  });

  it.each([
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'],
    ["an HTML page (whatever its file name)", "<!doctype html><script>alert(1)</script>"],
    ["a text file", "just some notes"],
    ["a PDF", "%PDF-1.7\n%âãÏÓ\n"],
  ])("refuses %s", async (_name, text) => {
    expect(await refusalOf(new TextEncoder().encode(text))).toEqual({ ok: false, message: WRONG_TYPE });
  });

  it("refuses a GIF", async () => {
    expect(await refusalOf(await photo().gif().toBuffer())).toEqual({ ok: false, message: WRONG_TYPE });
  });

  it("refuses a 20,000 × 20,000 image quickly, from its header alone", async () => {
    const started = performance.now();
    expect(await refusalOf(pngHeader(20_000, 20_000))).toEqual({
      ok: false,
      message:
        "That photo is too large (20000 × 20000 pixels). Choose one at most 8000 pixels wide and high, and 40 megapixels in all, or resize it first.",
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("refuses an image over 40 megapixels even when each side is allowed", async () => {
    const result = await refusalOf(pngHeader(8000, 6000));
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining("(8000 × 6000 pixels)") });
  });

  it("says it could not read a damaged or cut-off photo", async () => {
    const jpeg = await photo().jpeg().toBuffer();
    expect(await refusalOf(jpeg.subarray(0, 200))).toEqual({ ok: false, message: UNREADABLE });
    expect(await refusalOf(jpeg.subarray(0, jpeg.length / 2))).toEqual({ ok: false, message: UNREADABLE });
    expect(await refusalOf(pngHeader(0, 0))).toEqual({ ok: false, message: UNREADABLE });
  });
});
