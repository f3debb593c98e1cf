// npm run icons — draws the site's icons from public/favicon.svg: favicon.ico (16, 32 and 48
// px, for browsers and tools that ask for /favicon.ico), apple-touch-icon.png (180 px, the
// home-screen icon on iPhones and iPads), icon-192.png / icon-512.png for the web app
// manifest, and icon-maskable-192.png / -512.png: the same mark on a full square of the brand
// colour, inside the middle 80 % that every launcher's mask keeps (the manifest's "maskable"
// icons, which Android crops to its own shape). Run it after changing the SVG and commit what it writes.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../public");
const svg = readFileSync(path.join(publicDir, "favicon.svg"));
const png = (size: number) =>
  sharp(svg, { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file holding PNG images, which every current browser and OS reads. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

/** The favicon's mark (everything but its rounded square), full-bleed and scaled into the safe zone. */
const maskable = Buffer.from(
  svg
    .toString()
    .replace(/<title>.*?<\/title>/, "")
    .replace(
      /<rect [^>]*\/>/,
      (rect) => `${rect.replace(/ rx="[^"]*"/, "")}<g transform="translate(16 16) scale(0.8) translate(-16 -16)">`,
    )
    .replace("</svg>", "</g></svg>"),
);
const maskablePng = (size: number) =>
  sharp(maskable, { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

const icoSizes = [16, 32, 48];
writeFileSync(
  path.join(publicDir, "favicon.ico"),
  ico(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(size) })))),
);
writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await png(180));
for (const size of [192, 512]) {
  writeFileSync(path.join(publicDir, `icon-${size}.png`), await png(size));
  writeFileSync(path.join(publicDir, `icon-maskable-${size}.png`), await maskablePng(size));
}
console.log("Wrote favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png and the maskable icons in public/.");
