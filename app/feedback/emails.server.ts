// The emails the contact and partnership forms cause: a note to the operators, with the
// sender's text quoted and never interpreted, and a receipt to the sender that does not
// repeat the message, so the forms cannot be used to mail strangers chosen text.
import { composeEmail, type EmailContent } from "#app/platform/email-layout.server.ts";
import { SITE_NAME } from "#app/site/site.ts";

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
