// The emails the contact and partnership forms cause: a note to the operators, with the
// sender's text quoted and never interpreted, and a receipt to the sender that does not
// repeat the message, so the forms cannot be used to mail strangers chosen text. The note is
// in English, like the operators' inbox; the receipt in the language of the page the sender used.
import { msg } from "@lingui/core/macro";
import { composeEmail, type EmailContent, emailI18n } from "#app/platform/email-layout.server.ts";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";
import { SITE_NAME } from "#app/site/site.ts";

const site = SITE_NAME;

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

/**
 * Confirms receipt to the sender, in `language` (`topic` is its label in it). It does not
 * repeat the message, so the form cannot be used to mail others.
 */
export function contactReceiptMessage(
  p: { name: string; topic: string },
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const i18n = emailI18n(language);
  const { topic } = p;
  return composeEmail(
    i18n._(msg`We received your message`),
    p.name,
    [
      i18n._(
        msg`Thank you for writing to ${site} about “${topic}”. A person reads every message, and we usually answer within three working days.`,
      ),
      i18n._(msg`You don't need to do anything else. If you didn't send us a message, you can ignore this email.`),
    ],
    undefined,
    language,
  );
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

/** Confirms a partnership inquiry to its sender, in `language`. */
export function partnershipReceiptMessage(
  p: { contactName: string; organization: string },
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const i18n = emailI18n(language);
  const { organization } = p;
  return composeEmail(
    i18n._(msg`We received your partnership inquiry`),
    p.contactName,
    [
      i18n._(
        msg`Thank you for your interest in bringing ${site} to ${organization}. A member of the team will reply within five working days.`,
      ),
      i18n._(msg`If you didn't send this inquiry, you can ignore this email.`),
    ],
    undefined,
    language,
  );
}
