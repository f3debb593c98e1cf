// The site's languages and every locale-dependent format. Every number, date, list and
// comparison a reader sees goes through `Intl` here, with the tag of the page's language; no
// other file names a locale (a test checks). Adding a language is one line in LANGUAGES, plus
// its translated catalogs and content (docs/translating.md).

/**
 * The languages Synapse is written in: the code in URLs (`/es/…`) and catalogs, the BCP 47 tag
 * `Intl` formats with, and the language's own name for the switcher. English comes first: it is
 * the source every translation is made from, and it keeps the unprefixed URLs.
 */
export const LANGUAGES = {
  en: { tag: "en-GB", name: "English" },
  es: { tag: "es", name: "Español" },
  de: { tag: "de-DE", name: "Deutsch" },
} as const;

export type Language = keyof typeof LANGUAGES;

/** The language of unprefixed URLs and of every fallback: English. */
export const DEFAULT_LANGUAGE: Language = "en";

/** Every language's code, English first. */
export const languageCodes = Object.keys(LANGUAGES) as Language[];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && Object.hasOwn(LANGUAGES, value);

/** The BCP 47 tag a language formats with: "en-GB", "es", "de-DE". */
export const localeOf = (language: Language) => LANGUAGES[language].tag;

// Building an Intl formatter costs about a tenth of a millisecond, far more than using one:
// keep one per language and set of options (a few per time zone; a few hundred zones exist).
const formats = new Map<string, unknown>();
function cached<T>(kind: string, language: Language, options: object, make: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A number as the language writes it: "1,234" / "1234" / "1.234", "0.5" / "0,5". */
export const numberFormat = (language: Language = DEFAULT_LANGUAGE, options: Intl.NumberFormatOptions = {}) =>
  cached("number", language, options, () => new Intl.NumberFormat(localeOf(language), options));

/** A number as the page's language writes it: "1,234", "0.5" in English. */
export const formatNumber = (n: number, language: Language = DEFAULT_LANGUAGE) => numberFormat(language).format(n);

/** The date and time format for these options in a language, built once. An unknown time zone throws. */
export const dateTimeFormat = (options: Intl.DateTimeFormatOptions, language: Language = DEFAULT_LANGUAGE) =>
  cached("date", language, options, () => new Intl.DateTimeFormat(localeOf(language), options));

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

/** Which plural form a count takes in a language: "one" or "other" in English; others have "few", "many"… */
export const pluralCategory = (n: number, language: Language = DEFAULT_LANGUAGE) =>
  cached("plural", language, {}, () => new Intl.PluralRules(localeOf(language))).select(n);

/** "a", "a and b", "a, b and c" (in the language's words). */
export const formatList = (items: readonly string[], language: Language = DEFAULT_LANGUAGE) =>
  cached("list", language, {}, () => new Intl.ListFormat(localeOf(language), { type: "conjunction" })).format(items);

/** Orders names as a reader of the language would, ignoring case and accents. */
export const compareText = (a: string, b: string, language: Language = DEFAULT_LANGUAGE) =>
  cached("collator", language, {}, () => new Intl.Collator(localeOf(language), { sensitivity: "base" })).compare(a, b);

/** Lower case by the language's rules, for matching what someone typed. */
export const lowerCase = (text: string, language: Language = DEFAULT_LANGUAGE) =>
  text.toLocaleLowerCase(localeOf(language));

/**
 * Folds a text for matching what someone typed: lower case, accents and umlauts dropped, ß as
 * "ss", so "aprendizaje automatico" finds "aprendizaje automático" and "Strasse" finds "Straße".
 */
export const foldForSearch = (text: string, language: Language = DEFAULT_LANGUAGE) =>
  lowerCase(text, language).normalize("NFD").replace(/\p{M}/gu, "").replaceAll("ß", "ss");

/** The language of a path and the path without its language prefix: "/es/courses" → es, "/courses". */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const code = match?.[1];
  if (code && code !== DEFAULT_LANGUAGE && isLanguage(code)) {
    return { language: code, path: pathname.slice(code.length + 1) || "/" };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** The address of a site path in a language: "/courses" → "/es/courses" ("/" → "/es"). */
export function pathIn(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === "/"
    ? `/${language}`
    : path.startsWith("/?") || path.startsWith("/#")
      ? `/${language}${path.slice(1)}`
      : `/${language}${path}`;
}

/** "a", "a or b", "a, b or c" (in the language's words). */
export const formatAlternatives = (items: readonly string[], language: Language = DEFAULT_LANGUAGE) =>
  cached("alternatives", language, {}, () => new Intl.ListFormat(localeOf(language), { type: "disjunction" })).format(
    items,
  );
