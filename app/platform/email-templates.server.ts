// The account emails. Each one is written once, as a list of paragraphs and links, and
// `composeEmail` turns it into both a plain-text body and an HTML body, so the two never drift.
import { SITE_NAME } from "#app/site/site.ts";

export type EmailContent = { subject: string; text: string; html: string };

/** A link the reader should follow: a button in HTML, the bare URL on its own line in text. */
type Action = { label: string; url: string };
/** Text someone else wrote (a message sent through a form), kept as written, line breaks included. */
type Quote = { quote: string };
type Block = string | Action | Quote;

const FOOTER = `You received this because someone used this address on ${SITE_NAME}.`;
const SIGN_OFF = `— ${SITE_NAME}`;

const TEXT = "#1a1a2e";
const MUTED = "#4a4a5e";
const ACCENT = "#3730a3";
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function greeting(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Hi ${trimmed},` : "Hi,";
}

function textBlock(block: Block): string {
  if (typeof block === "string") return block;
  if ("quote" in block) return block.quote.replace(/^/gm, "> ");
  return `${block.label}:\n${block.url}`;
}

function htmlBlock(block: Block): string {
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
    `<p style="margin:0 0 24px;font-size:14px;color:${MUTED}">If the button doesn't work, copy this link into your browser:<br><a href="${url}" style="color:${ACCENT};word-break:break-all">${url}</a></p>`,
  ].join("\n");
}

/** The one HTML shell and text layout every account email shares. */
function composeEmail(subject: string, name: string, blocks: Block[], footer = FOOTER): EmailContent {
  const text = [greeting(name), ...blocks.map(textBlock), SIGN_OFF, footer].join("\n\n");
  const html = `<!doctype html>
<html lang="en">
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
<p style="margin:0 0 16px">${escapeHtml(greeting(name))}</p>
${blocks.map(htmlBlock).join("\n")}
<p style="margin:24px 0 0">${escapeHtml(SIGN_OFF)}</p>
<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #d8d8e0;font-size:13px;color:${MUTED}">${escapeHtml(footer)}</p>
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

export function verifyEmailMessage(p: { name: string; url: string }): EmailContent {
  return composeEmail(`Confirm your email for ${SITE_NAME}`, p.name, [
    `Welcome to ${SITE_NAME}! Please confirm that this is your email address so we know it reaches you.`,
    { label: "Confirm your email", url: p.url },
    `This link works for 24 hours. If you didn't sign up for ${SITE_NAME}, you can ignore this email.`,
  ]);
}

export function existingAccountSignUpMessage(p: { name: string; loginUrl: string; resetUrl: string }): EmailContent {
  return composeEmail(`You already have a ${SITE_NAME} account`, p.name, [
    `Someone (maybe you) just tried to sign up for ${SITE_NAME} with this email address. You already have an account, so you can log in instead.`,
    { label: "Log in", url: p.loginUrl },
    "Forgot your password? You can choose a new one.",
    { label: "Reset your password", url: p.resetUrl },
    "If this wasn't you, you can ignore this email. Nothing has changed in your account.",
  ]);
}

export function resetPasswordMessage(p: { name: string; url: string }): EmailContent {
  return composeEmail(`Reset your ${SITE_NAME} password`, p.name, [
    "We got a request to reset your password. Use this link to choose a new one.",
    { label: "Choose a new password", url: p.url },
    "This link works for 1 hour and can be used only once.",
    "If you didn't ask for this, you can ignore this email. Your password stays the same until you choose a new one.",
  ]);
}

export function changeEmailConfirmationMessage(p: { name: string; newEmail: string; url: string }): EmailContent {
  return composeEmail(`Confirm your new email for ${SITE_NAME}`, p.name, [
    `You asked to change the email address for your ${SITE_NAME} account to ${p.newEmail}. Please confirm the change.`,
    { label: "Confirm the change", url: p.url },
    "This link works for 24 hours. Until then, your account keeps using this address.",
    "If you didn't ask for this, please change your password right away, and don't open the link.",
  ]);
}

export function verifyNewEmailMessage(p: { name: string; url: string }): EmailContent {
  return composeEmail(`Confirm your new email for ${SITE_NAME}`, p.name, [
    `You asked to use this email address for your ${SITE_NAME} account. Please confirm that it's yours.`,
    { label: "Confirm this email", url: p.url },
    "This link works for 24 hours. If you didn't ask for this, you can ignore this email.",
  ]);
}

export function passwordChangedMessage(p: { name: string; when: Date; resetUrl: string }): EmailContent {
  return composeEmail(`Your ${SITE_NAME} password was changed`, p.name, [
    `The password for your ${SITE_NAME} account was changed on ${dateTime.format(p.when)} UTC. To keep your account safe, we signed you out on your other devices.`,
    "If you made this change, there's nothing else to do.",
    "If it wasn't you, reset your password now to get back into your account.",
    { label: "Reset your password", url: p.resetUrl },
  ]);
}

const OPERATOR_FOOTER = `You received this because you run ${SITE_NAME}. Reply from the inbox, not to this email.`;

/** Tells the operators about a new contact message. The sender's text is quoted, never interpreted. */
export function contactNotificationMessage(p: {
  name: string;
  email: string;
  topic: string;
  message: string;
  inboxUrl: string;
}): EmailContent {
  return composeEmail(
    `New message: ${p.topic}`,
    "",
    [
      `${p.name} <${p.email}> wrote through the contact form about “${p.topic}”:`,
      { quote: p.message },
      { label: "Open it in the inbox", url: p.inboxUrl },
    ],
    OPERATOR_FOOTER,
  );
}

/** Confirms receipt to the sender. It does not repeat the message, so the form cannot be used to mail others. */
export function contactReceiptMessage(p: { name: string; topic: string }): EmailContent {
  return composeEmail(`We received your message`, p.name, [
    `Thank you for writing to ${SITE_NAME} about “${p.topic}”. A person reads every message, and we usually answer within three working days.`,
    "You don't need to do anything else. If you didn't send us a message, you can ignore this email.",
  ]);
}

export function partnershipNotificationMessage(p: {
  organization: string;
  kind: string;
  size: string;
  contactName: string;
  email: string;
  message: string;
  inboxUrl: string;
}): EmailContent {
  return composeEmail(
    `New partnership inquiry: ${p.organization}`,
    "",
    [
      `${p.contactName} <${p.email}> asked about a partnership for ${p.organization} (${p.kind}, ${p.size.toLowerCase()}):`,
      { quote: p.message },
      { label: "Open it in the inbox", url: p.inboxUrl },
    ],
    OPERATOR_FOOTER,
  );
}

export function partnershipReceiptMessage(p: { contactName: string; organization: string }): EmailContent {
  return composeEmail(`We received your partnership inquiry`, p.contactName, [
    `Thank you for your interest in bringing ${SITE_NAME} to ${p.organization}. A member of the team will reply within five working days.`,
    "If you didn't send this inquiry, you can ignore this email.",
  ]);
}
