// The site's one locale. Every number, date, list and comparison a reader sees goes through
// `Intl` here, with this tag, so that serving another language changes one module; no other
// file names a locale (a test checks). The site writes British English: "22 November 2026".

/** The language and region every page and email is written for, as a BCP 47 tag. */
export const LOCALE = "en-GB";

/** The language alone, "en", as pages and emails declare it in `<html lang>`. */
export const LANGUAGE = new Intl.Locale(LOCALE).language;

const numbers = new Intl.NumberFormat(LOCALE);

/** A number as the site writes it: "1,234", "0.5". */
export const formatNumber = (n: number) => numbers.format(n);

// Building a DateTimeFormat costs about a tenth of a millisecond, far more than using one:
// keep one per set of options (a few per time zone, and a few hundred zones exist).
const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** The site's date and time format for these options, built once. An unknown time zone throws. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateTimes.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, options);
    dateTimes.set(key, format);
  }
  return format;
}

/** The calendar day "YYYY-MM-DD" of a moment in a time zone, whatever the locale writes. */
export function calendarDay(date: Date, timeZone: string): string {
  const parts = dateTimeFormat({
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    numberingSystem: "latn",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The time zone this device runs in (in the browser: the reader's own). */
export const deviceTimeZone = () => dateTimeFormat({}).resolvedOptions().timeZone;

const plurals = new Intl.PluralRules(LOCALE);

/** Which plural form a count takes: "one" or "other" in English; others have "few", "many"… */
export const pluralCategory = (n: number) => plurals.select(n);

const lists = new Intl.ListFormat(LOCALE, { type: "conjunction" });

/** "a", "a and b", "a, b and c". */
export const formatList = (items: readonly string[]) => lists.format(items);

const names = new Intl.Collator(LOCALE, { sensitivity: "base" });

/** Orders names as a reader would, ignoring case and accents. */
export const compareText = (a: string, b: string) => names.compare(a, b);

/** Lower case by the site's language's rules, for matching what someone typed. */
export const lowerCase = (text: string) => text.toLocaleLowerCase(LOCALE);
