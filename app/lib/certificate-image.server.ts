// The certificate as a picture: an SVG drawn here and rasterised by sharp to a 1200×630 PNG.
import sharp from "sharp";

export type CertificateImageInput = {
  name: string;
  courseTitle: string;
  issuedOn: string;
  id: string;
  verifyUrl: string;
};

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A font size that keeps `text` within `width` pixels (about 0.55 em per character). */
const fontSizeFor = (text: string, largest: number, width: number) =>
  Math.max(18, Math.min(largest, Math.floor(width / (Math.max(1, text.length) * 0.55))));

/** A 1200×630 PNG (also the Open Graph image) of the certificate. */
export async function renderCertificatePng(input: CertificateImageInput): Promise<Buffer> {
  const nameSize = fontSizeFor(input.name, 64, 1000);
  const courseSize = fontSizeFor(input.courseTitle, 40, 1000);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#f8fafc"/>
  <rect x="24" y="24" width="1152" height="582" fill="none" stroke="#4f46e5" stroke-width="6"/>
  <rect x="40" y="40" width="1120" height="550" fill="none" stroke="#4f46e5" stroke-width="1.5"/>
  <g font-family="Liberation Serif, DejaVu Serif, serif" fill="#0f172a" text-anchor="middle">
    <text x="600" y="110" font-size="34" font-weight="bold" fill="#4f46e5" font-family="Liberation Sans, DejaVu Sans, sans-serif">Synapse</text>
    <text x="600" y="160" font-size="22" letter-spacing="5" fill="#475569" font-family="Liberation Sans, DejaVu Sans, sans-serif">CERTIFICATE OF COMPLETION</text>
    <text x="600" y="225" font-size="24" fill="#475569">This certifies that</text>
    <text x="600" y="${250 + nameSize}" font-size="${nameSize}" font-weight="bold">${escapeXml(input.name)}</text>
    <text x="600" y="370" font-size="24" fill="#475569">has completed the free online course</text>
    <text x="600" y="${385 + courseSize}" font-size="${courseSize}" font-weight="bold">${escapeXml(input.courseTitle)}</text>
    <text x="600" y="490" font-size="24">Issued ${escapeXml(input.issuedOn)}</text>
    <g font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="16" fill="#475569">
      <text x="600" y="545">Verify at ${escapeXml(input.verifyUrl)}</text>
      <text x="600" y="570">Certificate ID ${escapeXml(input.id)}</text>
    </g>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
