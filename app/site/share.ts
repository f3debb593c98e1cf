// Links that share a page on other sites, and LinkedIn's "Add to profile" link for a
// certificate. Plain URLs: they work without JavaScript and send nothing until clicked.

/** How long "Copied" shows after copying a link. */
export const COPIED_MS = 1500;

// encodeURIComponent, not URLSearchParams: spaces become %20, which every site and mail
// client reads, where "+" shows up literally in some mail clients.
const q = encodeURIComponent;

export type ShareLinks = { linkedin: string; x: string; facebook: string; email: string };

export function shareLinks({ url, title, text }: { url: string; title: string; text?: string }): ShareLinks {
  const message = text ?? title;
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
    // X documents /intent/tweet as its Web Intent (x.com/intent/post only redirects there).
    x: `https://x.com/intent/tweet?url=${q(url)}&text=${q(message)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
    // RFC 6068: line breaks in a mailto body are CRLF.
    email: `mailto:?subject=${q(title)}&body=${q(`${message}\r\n\r\n${url}`)}`,
  };
}

/**
 * LinkedIn's "Add license or certification" form, filled in. The issue month and year are
 * taken in UTC, as certificates show their dates; an unreadable date is left for the learner.
 */
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
  const date: [string, string][] = Number.isNaN(issued.getTime())
    ? []
    : [
        ["issueYear", String(issued.getUTCFullYear())],
        ["issueMonth", String(issued.getUTCMonth() + 1)],
      ];
  const params: [string, string][] = [
    ["startTask", "CERTIFICATION_NAME"],
    ["name", name],
    ["organizationName", organizationName],
    ...date,
    ["certUrl", certUrl],
    ["certId", certId],
  ];
  return `https://www.linkedin.com/profile/add?${params.map(([key, value]) => `${key}=${q(value)}`).join("&")}`;
}
