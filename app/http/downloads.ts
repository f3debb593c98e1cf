// The name a downloaded file is saved under (RFC 6266). Browsers take `filename*`, the name in
// UTF-8 (RFC 8187), so "Ünïcødé" stays as typed; `filename` is the ASCII stand-in for the
// rest, with accents taken off their letters rather than the letters dropped.

/** Letters that Unicode does not decompose into a Latin letter and an accent. */
const LATIN_LETTERS: Record<string, string> = {
  ø: "o",
  Ø: "O",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ß: "ss",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "Th",
  ł: "l",
  Ł: "L",
  ı: "i",
};

/** Words for a file name: lower case, each run of anything but letters and digits one dash. */
export function fileNamePart(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/** The file name in ASCII letters, digits, dots and dashes: "ünïcødé" is "unicode". */
export function asciiFileName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]/g, (c) => LATIN_LETTERS[c] ?? "-")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/-+(?=\.)/g, "")
    .replace(/^[-.]+/, "");
}

// RFC 8187's attr-char: what may stand unencoded in `filename*`.
const encodeAttrValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A Content-Disposition that saves the answer as `fileName`, with an ASCII stand-in for old clients. */
export function attachment(fileName: string): string {
  const ascii = asciiFileName(fileName);
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeAttrValue(fileName)}`;
}
