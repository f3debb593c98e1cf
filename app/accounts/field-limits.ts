// Limits that both a form's fields (maxLength) and its server-side rules use. Plain numbers,
// so pages can import them without bringing the Zod schemas into the browser.

/** The longest name we keep: it must fit on a certificate. */
export const NAME_MAX_LENGTH = 80;
/** The longest email address the standards allow (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
