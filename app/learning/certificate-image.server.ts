// The certificate as a picture: a 1200×630 PNG, both the download and the Open Graph image.
// The frame and mark are an SVG with no text in it; every word is set by sharp's `text` input
// (Pango) in the DejaVu fonts vendored in assets/fonts, so the picture is the same on a server
// with no fonts installed. DejaVu Sans also covers scripts the serif lacks (Hebrew, Arabic…):
// once registered, Pango falls back to it for those letters in a name.
import { access } from "node:fs/promises";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";

export type CertificateImageInput = {
  name: string;
  courseTitle: string;
  /** What the course involved and the quiz score, on one line (may be empty). */
  details: string;
  issuedOn: string;
  id: string;
  verifyUrl: string;
  /** Every fixed word in the picture, in the page's language (`certificateWords`); English without. */
  words?: CertificateWords;
};

/** The picture's own words: three labels, and the three lines that carry a value. */
export type CertificateWords = {
  /** "CERTIFICATE OF COMPLETION" */
  heading: string;
  /** "This certifies that" */
  certifies: string;
  /** "has completed the free online course" */
  completed: string;
  /** "Issued 22 November 2026" */
  issued: string;
  /** "Verify at https://…" */
  verify: string;
  /** "Certificate ID …" */
  id: string;
};

const englishWords = (input: CertificateImageInput): CertificateWords => ({
  heading: "CERTIFICATE OF COMPLETION",
  certifies: "This certifies that",
  completed: "has completed the free online course",
  issued: `Issued ${input.issuedOn}`,
  verify: `Verify at ${input.verifyUrl}`,
  id: `Certificate ID ${input.id}`,
});

const WIDTH = 1200;
const HEIGHT = 630;
const INK = "#0f172a";
const MUTED = "#475569";
const FAINT = "#64748b";
const ACCENT = "#4338ca";
const RULE = "#cbd5e1";

// Resolved from the working directory, not import.meta.dirname: the module runs from app/learning in
// tests and from a bundle chunk under build/server in production, and the server (like
// build-info.server.ts) always runs from the project root.
const fontDir = path.resolve(process.cwd(), "assets/fonts");
const fonts = {
  sans: { family: "DejaVu Sans", file: path.join(fontDir, "DejaVuSans.ttf") },
  serif: { family: "DejaVu Serif", file: path.join(fontDir, "DejaVuSerif.ttf") },
  serifBold: { family: "DejaVu Serif Bold", file: path.join(fontDir, "DejaVuSerif-Bold.ttf") },
};

type Style = {
  font: keyof typeof fonts;
  /** Largest size in pixels; the text shrinks below it only when it would not fit its box. */
  size: number;
  colour: string;
  /** The box, centred across the picture on the line `y`. */
  y: number;
  maxWidth: number;
  maxHeight: number;
  /** Extra space between letters, in points. */
  letterSpacing?: number;
};

const line = { maxWidth: 1000 };
// The layout, top to bottom. The name and course title may take two lines, at a smaller size.
const styles = {
  wordmark: { ...line, font: "sans", size: 38, colour: ACCENT, y: 86, maxHeight: 48 },
  heading: { ...line, font: "sans", size: 17, colour: MUTED, y: 138, maxHeight: 24, letterSpacing: 4 },
  certifies: { ...line, font: "serif", size: 22, colour: MUTED, y: 200, maxHeight: 30 },
  name: { font: "serifBold", size: 58, colour: INK, y: 264, maxWidth: 960, maxHeight: 76 },
  completed: { ...line, font: "serif", size: 22, colour: MUTED, y: 348, maxHeight: 30 },
  course: { font: "serifBold", size: 34, colour: INK, y: 400, maxWidth: 960, maxHeight: 56 },
  issued: { ...line, font: "serif", size: 20, colour: MUTED, y: 446, maxHeight: 28 },
  details: { ...line, font: "sans", size: 16, colour: MUTED, y: 476, maxHeight: 22 },
  verify: { ...line, font: "sans", size: 15, colour: FAINT, y: 530, maxHeight: 22 },
  id: { ...line, font: "sans", size: 15, colour: FAINT, y: 556, maxHeight: 22 },
} satisfies Record<string, Style>;

const escapeMarkup = (text: string) =>
  text
    // A NUL would cut the markup short (sharp passes a C string) and a newline would break the line.
    .replace(/\p{Cc}/gu, " ")
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A layer with `text` (plain text, escaped here) set in `style`. */
async function setText(text: string, style: Style): Promise<OverlayOptions> {
  const spacing = style.letterSpacing ? ` letter_spacing="${style.letterSpacing * 1024}"` : "";
  const { family, file } = fonts[style.font];
  const options = {
    text: `<span foreground="${style.colour}"${spacing}>${escapeMarkup(text)}</span>`,
    font: `${family} ${style.size}`,
    fontfile: file,
    width: style.maxWidth,
    align: "centre",
    rgba: true,
    wrap: "word-char",
  } as const;
  // At 72 dpi a point is a pixel. Too tall means it wrapped too often: let Pango pick the dpi
  // (the size) that fits maxWidth × maxHeight instead.
  let { data, info } = await sharp({ text: { ...options, dpi: 72 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.height > style.maxHeight) {
    ({ data, info } = await sharp({ text: { ...options, height: style.maxHeight } })
      .raw()
      .toBuffer({ resolveWithObject: true }));
  }
  return {
    input: data,
    raw: { width: info.width, height: info.height, channels: 4 },
    left: Math.round((WIDTH - info.width) / 2),
    top: Math.round(style.y - info.height / 2),
  };
}

/** The mark from app/components/logo.tsx, `size` pixels square, its top-left corner at (x, y). */
const logo = (x: number, y: number, size: number) => `
  <g transform="translate(${x} ${y}) scale(${size / 32})">
    <rect width="32" height="32" rx="8" fill="${ACCENT}"/>
    <circle cx="10" cy="16" r="4" fill="#fff"/>
    <circle cx="22" cy="16" r="4" fill="#fff"/>
    <path d="M14 16h1.5M16.5 16H18" stroke="#fff" stroke-width="2" stroke-linecap="round"/>
  </g>`;

const diamond = (cx: number, cy: number, r: number) =>
  `<path d="M${cx} ${cy - r}L${cx + r} ${cy}L${cx} ${cy + r}L${cx - r} ${cy}Z" fill="${ACCENT}"/>`;

/** Everything that is the same on every certificate in a language, as raw RGBA pixels. */
async function renderBlank(words: Pick<CertificateWords, "heading" | "certifies" | "completed">): Promise<Buffer> {
  for (const { file } of Object.values(fonts)) {
    // A missing font file is no error to Pango, which would quietly use a system font, or none.
    await access(file).catch(() => {
      throw new Error(`The certificate font ${file} is missing. Start the server from the project root.`);
    });
  }
  // Setting text with a font file registers the file with fontconfig. DejaVu Sans goes first so
  // that every later layer can fall back to it.
  const wordmark = await setText("Synapse", styles.wordmark);
  const labels = await Promise.all([
    setText(words.heading, styles.heading),
    setText(words.certifies, styles.certifies),
    setText(words.completed, styles.completed),
  ]);
  // The mark sits left of the word and the pair is centred; the word was centred alone.
  const logoSize = 44;
  const gap = 14;
  const wordLeft = (wordmark.left ?? 0) + (logoSize + gap) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#eef2ff"/>
  <rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" fill="#fff" stroke="${ACCENT}" stroke-width="3"/>
  <rect x="30" y="30" width="${WIDTH - 60}" height="${HEIGHT - 60}" fill="none" stroke="${ACCENT}" stroke-width="1"/>
  ${[30, WIDTH - 30].flatMap((x) => [30, HEIGHT - 30].map((y) => diamond(x, y, 6))).join("")}
  ${logo(wordLeft - gap - logoSize, styles.wordmark.y - logoSize / 2, logoSize)}
  <path d="M540 164H588M612 164H660" stroke="${ACCENT}" stroke-width="1.5"/>
  ${diamond(600, 164, 5)}
  <path d="M320 320H880" stroke="${RULE}" stroke-width="1"/>
  <path d="M200 496H1000" stroke="${RULE}" stroke-width="1"/>
</svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ ...wordmark, left: wordLeft }, ...labels])
    .raw()
    .toBuffer();
}

/** The blank picture for each set of labels (one per language), drawn once. */
const blanks = new Map<string, Promise<Buffer>>();

/** A 1200×630 PNG (also the Open Graph image) of the certificate. */
export async function renderCertificatePng(input: CertificateImageInput): Promise<Buffer> {
  const words = input.words ?? englishWords(input);
  const key = JSON.stringify([words.heading, words.certifies, words.completed]);
  let blank = blanks.get(key);
  if (!blank) {
    blank = renderBlank(words).catch((error: unknown) => {
      blanks.delete(key); // try again next time, rather than fail forever
      throw error;
    });
    blanks.set(key, blank);
  }
  const background = await blank;
  const layers = await Promise.all([
    setText(input.name, styles.name),
    setText(input.courseTitle, styles.course),
    setText(words.issued, styles.issued),
    ...(input.details ? [setText(input.details, styles.details)] : []),
    setText(words.verify, styles.verify),
    setText(words.id, styles.id),
  ]);
  return sharp(background, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
    .composite(layers)
    .removeAlpha()
    .png()
    .toBuffer();
}
