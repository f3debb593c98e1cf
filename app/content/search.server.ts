// Search across every lesson (section by section), the course pages and the glossary. The
// index is built at build time (scripts/content/search-index.ts) and only read here, once.

import indexJson from "virtual:synapse/search-index";
import MiniSearch, { type SearchResult as Hit } from "minisearch";
import { DEFAULT_LANGUAGE, foldForSearch, type Language, languageCodes } from "#app/site/locale.ts";
import { contentIn } from "./content.server.ts";
import { searchOptions } from "./search-index-options.ts";
import { type Fragment, MAX_RESULTS, type SearchDocument, type SearchResult } from "./search-options.ts";

/** Each language's index and the glossary entries a query may name exactly, read once. */
const indexes = new Map(
  languageCodes.map((language) => {
    const json = indexJson[language] ?? indexJson[DEFAULT_LANGUAGE] ?? "";
    const index = MiniSearch.loadJSON<SearchDocument>(json, searchOptions(language));
    /** A glossary entry's index id by each of its names, folded: a query that names a term. */
    const termIds = new Map(
      contentIn(language).glossary.flatMap((entry) =>
        [entry.term, ...entry.aliases].map((form) => [foldForSearch(form, language), `term:${entry.slug}`]),
      ),
    );
    return [language, { index, termIds }] as const;
  }),
);

/** The entry a query names exactly (or in the plural), if any. */
function namedTerm(query: string, termIds: ReadonlyMap<string, string>, language: Language): string | undefined {
  const q = foldForSearch(query, language);
  return termIds.get(q) ?? termIds.get(q.replace(/e?s$/, "")) ?? termIds.get(q.replace(/s$/, ""));
}

/** Characters of text a result shows around the first word that matched. */
const SNIPPET_LENGTH = 220;

const wordChar = "[\\p{L}\\p{N}]";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Results for a query, best first: every word must match (a word of five letters or more may
 * be a letter or two off, and one of three or more may be the start of a longer word); when
 * nothing matches all of them, any of them.
 */
export function searchSite(query: string, language: Language = DEFAULT_LANGUAGE): SearchResult[] {
  const { index, termIds } =
    indexes.get(language) ?? (indexes.get(DEFAULT_LANGUAGE) as NonNullable<ReturnType<typeof indexes.get>>);
  const options = {
    boost: { title: 3, heading: 2 },
    prefix: (term: string) => term.length >= 3,
    fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  } as const;
  let hits = index.search(query, { ...options, combineWith: "AND" });
  if (hits.length === 0) hits = index.search(query, { ...options, combineWith: "OR" });
  // A query that names a glossary term gets its definition first.
  const named = namedTerm(query, termIds, language);
  const at = named ? hits.findIndex((hit) => hit.id === named) : -1;
  if (at > 0) hits = [hits[at] as Hit, ...hits.slice(0, at), ...hits.slice(at + 1)];
  return hits.slice(0, MAX_RESULTS).map(toResult);
}

function toResult(hit: Hit): SearchResult {
  const document = hit as unknown as Hit & SearchDocument;
  const words = matcherFor(hit.terms);
  // The snippet opens near a word the learner typed, where the text has it as typed.
  const typed = hit.queryTerms.filter((term) => hit.terms.includes(term));
  const focus = typed.length > 0 ? matcherFor(typed) : words;
  return {
    kind: document.kind,
    url: document.url,
    // Matched in NFD form, where an accent is a mark of its own (matcherFor).
    title: marked(document.title.normalize("NFD"), words),
    heading: document.heading,
    context: document.context,
    snippet: marked(snippetOf(document.text.normalize("NFD"), focus), words),
  };
}

/**
 * A folded index word as a pattern over text in NFD form: any letter may carry accents or an
 * umlaut ("automatico" matches "automático"), and "ss" may be written "ß".
 */
const foldedPattern = (term: string) =>
  [...term]
    .map((char) => `${escapeRegExp(char)}\\p{M}*`)
    .join("")
    .replaceAll("s\\p{M}*s\\p{M}*", "(?:ss|ß)");

/** Matches any of the index words a hit matched, as whole words, ignoring case and accents (text in NFD). */
function matcherFor(terms: string[]): RegExp | null {
  if (terms.length === 0) return null;
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(foldedPattern);
  return new RegExp(`(?<!${wordChar})(?:${alternatives.join("|")})(?!${wordChar})`, "giu");
}

/** About SNIPPET_LENGTH characters of text, starting a little before the first `focus` word. */
export function snippetOf(text: string, focus: RegExp | null): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const first = focus ? text.search(focus) : -1;
  let start = first <= 60 ? 0 : text.lastIndexOf(" ", first - 60) + 1;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  if (start < 0) start = 0;
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

/** The text cut into fragments, the matched words marked. */
export function marked(text: string, words: RegExp | null): Fragment[] {
  if (!words) return [{ text: text.normalize("NFC"), mark: false }];
  const fragments: Fragment[] = [];
  let from = 0;
  for (const match of text.matchAll(words)) {
    if (match.index > from) fragments.push({ text: text.slice(from, match.index), mark: false });
    fragments.push({ text: match[0], mark: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) fragments.push({ text: text.slice(from), mark: false });
  return fragments.map((fragment) => ({ ...fragment, text: fragment.text.normalize("NFC") }));
}
