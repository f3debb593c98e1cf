// The rules a translated content file is held to (npm run content:check): it exists for every
// English file, records the English file it was made from, keeps the English file's structure
// (lesson sections, demo directives, check and question ids, choice counts, answer keys, the
// numbers in questions), and is listed as stale when its English source changed since.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#app/site/locale.ts";
import { splitFrontMatter } from "./markdown.ts";

export type TranslationReport = { problems: string[]; stale: string[]; translated: number };

/** Strings that are keys, not words: a translation keeps them exactly. */
const KEPT_STRINGS = new Set(["id", "slug", "lesson", "type", "level", "course", "era", "kind", "url", "name"]);

const NUMBER = /\d+(?:(?:[.,]|[\u00a0\u202f ](?=\d{3}\b))\d+)*/g;
/** The numbers a text states, written the same whatever the language's separators: "1,234.5" = "1.234,5" = "12345". */
export const numbersIn = (text: string) =>
  (text.match(NUMBER) ?? []).map((n) => n.replace(/[.,\u00a0\u202f ]/g, "")).sort();

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Differences between an English JSON value and its translation: any key, array length,
 * number, boolean or kept string that differs; in question banks, a text whose numbers differ.
 */
export function structureProblems(english: unknown, translated: unknown, where: string, numbers: boolean): string[] {
  const problems: string[] = [];
  const walk = (en: unknown, tr: unknown, at: string, key: string) => {
    if (typeof en === "string") {
      if (typeof tr !== "string") problems.push(`${at}: should be text`);
      else if (KEPT_STRINGS.has(key) && en !== tr) problems.push(`${at}: must stay "${en}", is "${tr}"`);
      else if (tr.trim() === "") problems.push(`${at}: is empty`);
      else if (numbers && !sameList(numbersIn(en), numbersIn(tr)))
        problems.push(
          `${at}: states ${numbersIn(tr).join(", ") || "no numbers"}; the English ${numbersIn(en).join(", ")}`,
        );
    } else if (Array.isArray(en)) {
      if (!Array.isArray(tr)) problems.push(`${at}: should be a list`);
      else if (en.length !== tr.length) problems.push(`${at}: has ${tr.length} items; the English ${en.length}`);
      else for (const [i, item] of en.entries()) walk(item, tr[i], `${at}[${i}]`, key);
    } else if (en !== null && typeof en === "object") {
      if (tr === null || typeof tr !== "object" || Array.isArray(tr)) {
        problems.push(`${at}: should be an object`);
        return;
      }
      const enKeys = Object.keys(en).sort();
      const trKeys = Object.keys(tr).sort();
      if (!sameList(enKeys, trKeys))
        problems.push(`${at}: has keys ${trKeys.join(", ")}; the English ${enKeys.join(", ")}`);
      // A glossary term's other names are the language's own: any number of them.
      for (const k of enKeys) {
        if (k === "aliases" && where.endsWith("glossary.json")) continue;
        if (k in tr) walk((en as Record<string, unknown>)[k], (tr as Record<string, unknown>)[k], `${at}.${k}`, k);
      }
    } else if (en !== tr) problems.push(`${at}: must stay ${JSON.stringify(en)}, is ${JSON.stringify(tr)}`);
  };
  walk(english, translated, where, "");
  return problems;
}

/** A lesson's skeleton: its headings' levels, its directives (demo names included), its tables' rows. */
export function markdownSkeleton(body: string): string[] {
  const skeleton: string[] = [];
  let fence = false;
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("```")) fence = !fence;
    if (fence) continue;
    const heading = /^(#{1,6})\s/.exec(line);
    if (heading) skeleton.push(heading[1] ?? "");
    else if (line.startsWith("::demo")) skeleton.push(line);
    else if (/^:{3,}/.test(line)) skeleton.push(line.replace(/\s.*$/, ""));
    else if (line.startsWith("|")) skeleton.push("| row");
    for (const tag of line.match(/<(svg|figure|table|img)\b/g) ?? []) skeleton.push(tag);
  }
  return skeleton;
}

/** Where two skeletons first differ, in words. */
function skeletonProblem(english: string[], translated: string[]): string | null {
  const at = english.findIndex((part, i) => translated[i] !== part);
  if (at === -1 && english.length === translated.length) return null;
  const i = at === -1 ? Math.min(english.length, translated.length) : at;
  return `its structure differs from the English at part ${i + 1}: English "${english[i] ?? "(end)"}", translation "${translated[i] ?? "(end)"}" (headings, directives, demos, tables and figures must match)`;
}

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/** Every English content file, relative to content/ ("courses/x/y.md"). */
export function englishContentFiles(contentDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(contentDir, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return dir === "" && isLanguage(entry.name) ? [] : walk(relative);
      return /\.(md|json)$/.test(entry.name) ? [relative] : [];
    });
  return walk("").sort();
}

/** Checks one language's translated content against the English files. */
export function checkTranslatedContent(contentDir: string, language: Language): TranslationReport {
  const report: TranslationReport = { problems: [], stale: [], translated: 0 };
  if (language === DEFAULT_LANGUAGE) return report;
  const problem = (file: string, what: string) => report.problems.push(`${language}/${file}: ${what}`);
  for (const source of englishContentFiles(contentDir)) {
    const englishFile = path.join(contentDir, source);
    const file = path.join(contentDir, language, source);
    if (!existsSync(file)) {
      problem(source, `missing (translate ${source})`);
      continue;
    }
    report.translated++;
    const englishBytes = readFileSync(englishFile);
    const text = readFileSync(file, "utf8");
    let record: unknown;
    if (source.endsWith(".json")) {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (error) {
        problem(source, `is not valid JSON (${error instanceof Error ? error.message : error})`);
        continue;
      }
      if (typeof data !== "object" || data === null || !("translation" in data) || !("content" in data)) {
        problem(source, 'must be { "translation": { "source", "sha256" }, "content": … }');
        continue;
      }
      record = data.translation;
      const numbers = /(quiz|checks)\.json$/.test(source) || source === "placement.json";
      report.problems.push(
        ...structureProblems(JSON.parse(englishBytes.toString("utf8")), data.content, `${language}/${source}`, numbers),
      );
    } else {
      let front: unknown;
      let body: string;
      try {
        ({ data: front, body } = splitFrontMatter(text));
      } catch (error) {
        problem(source, `has unreadable front matter (${error instanceof Error ? error.message : error})`);
        continue;
      }
      record = (front as { translation?: unknown }).translation;
      const skeleton = skeletonProblem(
        markdownSkeleton(splitFrontMatter(englishBytes.toString("utf8")).body),
        markdownSkeleton(body),
      );
      if (skeleton) problem(source, skeleton);
    }
    const { source: recorded, sha256: fingerprint } = (record ?? {}) as { source?: unknown; sha256?: unknown };
    if (recorded !== source || typeof fingerprint !== "string" || !/^[0-9a-f]{64}$/.test(fingerprint)) {
      problem(
        source,
        `must record its source: translation: { source: "${source}", sha256: <the English file's SHA-256> }`,
      );
    } else if (fingerprint !== sha256(englishBytes)) report.stale.push(`${language}/${source}`);
  }
  return report;
}

type PoEntry = { id: string; translation: string };

/** The messages of a Lingui PO catalog (gettext format), its header left out. */
export function poEntries(text: string): PoEntry[] {
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join("");
  return text
    .split(/\n\s*\n/)
    .flatMap((block) => {
      const match = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(`${block}\n`);
      return match ? [{ id: unquote(match[1] ?? ""), translation: unquote(match[2] ?? "") }] : [];
    })
    .filter((entry) => entry.id !== "");
}

/** A message's placeholders and tags: "{name}", "<0>"… a translation keeps the same set. */
function placesOf(message: string): string[] {
  const places = new Set<string>();
  // A compiled message is text or a list of tokens: text, or an argument [name, type?, branches?],
  // each branch a message again ("#" stands for the number and may be written out instead).
  const walkMessage = (compiled: unknown): void => {
    for (const token of typeof compiled === "string" ? [compiled] : Array.isArray(compiled) ? compiled : []) {
      if (typeof token === "string") for (const tag of token.match(/<\/?\d+\/?>/g) ?? []) places.add(tag);
      else if (Array.isArray(token)) {
        const [name, , branches] = token as [unknown, unknown, unknown];
        if (typeof name === "string" && name !== "#") places.add(`{${name}}`);
        if (branches && typeof branches === "object") for (const branch of Object.values(branches)) walkMessage(branch);
      }
    }
  };
  walkMessage(compileMessageOrThrow(message));
  return [...places].sort();
}

/** Problems of a language's catalog: an untranslated message, one ICU cannot read, or one that loses a placeholder. */
export function catalogProblems(file: string, language: Language): string[] {
  const problems: string[] = [];
  const name = path.basename(file);
  for (const { id, translation } of poEntries(readFileSync(file, "utf8"))) {
    if (language === DEFAULT_LANGUAGE) continue;
    if (translation.trim() === "") {
      problems.push(`${language}/${name}: "${id}" is not translated`);
      continue;
    }
    try {
      compileMessageOrThrow(translation);
    } catch (error) {
      problems.push(
        `${language}/${name}: "${id}" has an invalid translation (${error instanceof Error ? error.message : error})`,
      );
      continue;
    }
    if (!sameList(placesOf(id), placesOf(translation)))
      problems.push(
        `${language}/${name}: "${id}" must keep ${placesOf(id).join(" ") || "no placeholders"}; the translation has ${placesOf(translation).join(" ") || "none"}`,
      );
  }
  return problems;
}
