// Links that share a page on other sites, and LinkedIn's "Add to profile" link for a
// certificate. Plain URLs: they work without JavaScript and send nothing until clicked.

/** How long "Copied" shows after copying a link. */
export const COPIED_MS = 1500;

const q = encodeURIComponent;

export function shareLinks({ url, title, text }: { url: string; title: string; text?: string }) {
  const message = text ?? title;
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
    x: `https://x.com/intent/post?url=${q(url)}&text=${q(message)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
    email: `mailto:?subject=${q(title)}&body=${q(`${message}\n\n${url}`)}`,
  };
}

/** LinkedIn's "Add licence or certification" form, filled in. */
export function linkedInAddToProfileUrl({
  name,
  organizationName,
  issuedAt,
  certUrl,
  certId,
}: {
  name: string;
  organizationName: string;
  issuedAt: Date | string;
  certUrl: string;
  certId: string;
}): string {
  const issued = new Date(issuedAt);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name,
    organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl,
    certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString().replaceAll("+", "%20")}`;
}
