// Dates as learners read them. Formatted in UTC so the server's HTML and the browser's
// render agree; times say "UTC" so no one mistakes them for local time.
const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "22 November 2026" */
export const formatDate = (iso: string) => date.format(new Date(iso));

/** "Nov 22", for chart axes: a UTC day given as YYYY-MM-DD. */
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** "22 Nov 2026, 14:05 UTC" */
export const formatDateTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

/** "November 22, 2026 at 7:05 PM UTC", for a sentence such as an email's. */
const inWords = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
export const formatDateTimeInWords = (at: Date) => `${inWords.format(at)} UTC`;
