// The one layout every email shares. A message is written once, as a list of paragraphs,
// links and quotes, and `composeEmail` turns it into both a plain-text body and an HTML body,
// so the two never drift. The messages themselves live with their domain
// (accounts/emails.server.ts, feedback/emails.server.ts). Every email is written in its
// reader's language: the layout's own words too, and `<html lang>` says which.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { catalogOf } from "#app/site/catalogs.server.ts";
import { i18nFor } from "#app/site/i18n.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import { SITE_NAME } from "#app/site/site.ts";

export type EmailContent = { subject: string; text: string; html: string };

/** A link the reader should follow: a button in HTML, the bare URL on its own line in text. */
type Action = { label: string; url: string };
/** Text someone else wrote (a message sent through a form), kept as written, line breaks included. */
type Quote = { quote: string };
type Block = string | Action | Quote;

/** An i18n instance for an email to a reader of this language (never the page's or a shared one). */
export const emailI18n = (language: Language): I18n => i18nFor(language, catalogOf(language));

const site = SITE_NAME;
const SIGN_OFF = `— ${SITE_NAME}`;

const TEXT = "#1a1a2e";
const MUTED = "#4a4a5e";
const ACCENT = "#3730a3";
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function greeting(i18n: I18n, reader: string): string {
  const name = reader.trim();
  return name
    ? i18n._(msg({ message: `Hi ${name},`, comment: "An email's greeting, before the reader's name" }))
    : i18n._(msg({ message: "Hi,", comment: "An email's greeting to a reader whose name is not known" }));
}

function textBlock(block: Block): string {
  if (typeof block === "string") return block;
  if ("quote" in block) return block.quote.replace(/^/gm, "> ");
  return `${block.label}:\n${block.url}`;
}

function htmlBlock(i18n: I18n, block: Block): string {
  if (typeof block === "string") {
    return `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`;
  }
  if ("quote" in block) {
    return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d8d8e0;color:${TEXT};white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`;
  }
  const url = escapeHtml(block.url);
  // The printed URL is for mail clients that strip styles or hide the button.
  return [
    `<p style="margin:24px 0 8px"><a href="${url}" style="display:inline-block;padding:12px 24px;background-color:${ACCENT};color:#ffffff;font-weight:600;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a></p>`,
    `<p style="margin:0 0 24px;font-size:14px;color:${MUTED}">${escapeHtml(i18n._(msg`If the button doesn't work, copy this link into your browser:`))}<br><a href="${url}" style="color:${ACCENT};word-break:break-all">${url}</a></p>`,
  ].join("\n");
}

/**
 * The one HTML shell and text layout every email shares, in `language` (the reader's): the
 * caller writes the subject and blocks in it too.
 */
export function composeEmail(
  subject: string,
  name: string,
  blocks: Block[],
  footer?: string,
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const i18n = emailI18n(language);
  const end = footer ?? i18n._(msg`You received this because someone used this address on ${site}.`);
  const text = [greeting(i18n, name), ...blocks.map(textBlock), SIGN_OFF, end].join("\n\n");
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#ffffff;color:${TEXT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#ffffff">
<tr>
<td align="center" style="padding:24px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px">
<tr>
<td style="font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT};text-align:left">
<p style="margin:0 0 16px">${escapeHtml(greeting(i18n, name))}</p>
${blocks.map((block) => htmlBlock(i18n, block)).join("\n")}
<p style="margin:24px 0 0">${escapeHtml(SIGN_OFF)}</p>
<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #d8d8e0;font-size:13px;color:${MUTED}">${escapeHtml(end)}</p>
</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
