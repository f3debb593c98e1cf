import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  calendarDay,
  compareText,
  dateTimeFormat,
  foldForSearch,
  formatList,
  formatNumber,
  languageOfPath,
  localeOf,
  lowerCase,
  pathIn,
  pluralCategory,
} from "./locale.ts";

describe("the site's languages", () => {
  it("writes British English, Spanish and German", () => {
    expect(localeOf("en")).toBe("en-GB");
    expect(localeOf("es")).toBe("es");
    expect(localeOf("de")).toBe("de-DE");
  });

  it("reads a page's language from its address, and writes an address in a language", () => {
    expect(languageOfPath("/")).toEqual({ language: "en", path: "/" });
    expect(languageOfPath("/courses/x")).toEqual({ language: "en", path: "/courses/x" });
    expect(languageOfPath("/es")).toEqual({ language: "es", path: "/" });
    expect(languageOfPath("/de/courses")).toEqual({ language: "de", path: "/courses" });
    // Not a language of ours, or English by a prefix it does not use: the address as it is.
    expect(languageOfPath("/xx/courses")).toEqual({ language: "en", path: "/xx/courses" });
    expect(languageOfPath("/en/courses")).toEqual({ language: "en", path: "/en/courses" });
    expect(languageOfPath("/esx")).toEqual({ language: "en", path: "/esx" });
    expect(pathIn("es", "/")).toBe("/es");
    expect(pathIn("es", "/courses")).toBe("/es/courses");
    expect(pathIn("de", "/?q=1")).toBe("/de?q=1");
    expect(pathIn("en", "/courses")).toBe("/courses");
  });

  it("formats numbers and dates in each language", () => {
    expect(formatNumber(1234.5, "es")).toBe("1234,5");
    expect(formatNumber(12345.5, "de")).toBe("12.345,5");
    const day = new Date("2026-11-22T12:00:00Z");
    expect(dateTimeFormat({ dateStyle: "long", timeZone: "UTC" }, "es").format(day)).toBe("22 de noviembre de 2026");
    expect(dateTimeFormat({ dateStyle: "long", timeZone: "UTC" }, "de").format(day)).toBe("22. November 2026");
    expect(formatList(["a", "b", "c"], "de")).toBe("a, b und c");
  });

  it("folds accents, umlauts and ß for search", () => {
    expect(foldForSearch("Aprendizaje Automático", "es")).toBe("aprendizaje automatico");
    expect(foldForSearch("Überanpassung", "de")).toBe("uberanpassung");
    expect(foldForSearch("Straße", "de")).toBe("strasse");
  });
});

describe("the site's locale", () => {
  it("writes numbers with grouped thousands", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(0.5)).toBe("0.5");
    expect(formatNumber(-2000)).toBe("-2,000");
  });

  it("writes dates day first, and builds each format once", () => {
    const long = dateTimeFormat({ dateStyle: "long", timeZone: "UTC" });
    expect(long.format(new Date("2026-11-22T12:00:00Z"))).toBe("22 November 2026");
    expect(dateTimeFormat({ dateStyle: "long", timeZone: "UTC" })).toBe(long);
    expect(() => dateTimeFormat({ timeZone: "Mars/Olympus_Mons" })).toThrow(RangeError);
  });

  it("gives a moment's calendar day in a time zone as YYYY-MM-DD", () => {
    const at = new Date("2026-11-22T23:30:00Z");
    expect(calendarDay(at, "UTC")).toBe("2026-11-22");
    expect(calendarDay(at, "Europe/Paris")).toBe("2026-11-23");
    expect(calendarDay(at, "America/New_York")).toBe("2026-11-22");
  });

  it("knows which counts are singular", () => {
    expect([0, 1, 2, 1.5].map((n) => pluralCategory(n))).toEqual(["other", "one", "other", "other"]);
  });

  it("joins a list as a sentence does", () => {
    expect(formatList(["a"])).toBe("a");
    expect(formatList(["a", "b"])).toBe("a and b");
    expect(formatList(["a", "b", "c"])).toBe("a, b and c");
  });

  it("orders and matches names regardless of case and accents", () => {
    expect(["bea", "Álvaro", "adam"].sort(compareText)).toEqual(["adam", "Álvaro", "bea"]);
    expect(compareText("José", "jose")).toBe(0);
    expect(lowerCase("ÉMILE")).toBe("émile");
  });
});

// Every locale-dependent format goes through ./locale.ts, so that serving another language
// changes one file: no other source file names a locale or builds an Intl formatter.
describe("no locale written outside the locale module", () => {
  const root = join(import.meta.dirname, "../..");
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "+types" ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const rules: [string, RegExp][] = [
    ["a locale tag", /(["'`])(?:[a-z]{2,3}-[A-Z]{2}|en)\1/],
    ["an Intl formatter", /\bIntl\.[A-Z]/],
    ["a toLocale…() call", /\.toLocale\w*\(/],
  ];

  it("finds every use in app/ and server/ inside app/site/locale.ts", () => {
    const files = [...sources("app"), ...sources("server"), "server.ts"];
    expect(files).toContain(join("app", "site", "locale.ts"));
    const found = files
      .filter((file) => file !== join("app", "site", "locale.ts"))
      .flatMap((file) =>
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .flatMap((line, i) =>
            rules
              .filter(([, rule]) => rule.test(line))
              .map(([what]) => `${relative(root, join(root, file))}:${i + 1}: ${what}: ${line.trim()}`),
          ),
      );
    expect(found).toEqual([]);
  });
});
