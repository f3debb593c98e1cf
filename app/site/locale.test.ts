import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  calendarDay,
  compareText,
  dateTimeFormat,
  formatList,
  formatNumber,
  LANGUAGE,
  LOCALE,
  lowerCase,
  pluralCategory,
} from "./locale.ts";

describe("the site's locale", () => {
  it("writes British English", () => {
    expect(LOCALE).toBe("en-GB");
    expect(LANGUAGE).toBe("en");
  });

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
    expect([0, 1, 2, 1.5].map(pluralCategory)).toEqual(["other", "one", "other", "other"]);
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
