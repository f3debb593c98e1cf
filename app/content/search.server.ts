// Search across every lesson (section by section), the course pages and the glossary. The
// index is built at build time (scripts/content/search-index.ts) and only read here, once.

import indexJson from "virtual:synapse/search-index";
import MiniSearch, { type SearchResult as Hit } from "minisearch";
import { glossary } from "./content.server.ts";
import { type Fragment, MAX_RESULTS, type SearchDocument, type SearchResult, searchOptions } from "./search-options.ts";

const index = MiniSearch.loadJSON<SearchDocument>(indexJson, searchOptions);

/** A glossary entry's index id by each of its names, lower case: a query that names a term. */
const termIds = new Map(
  glossary.flatMap((entry) => [entry.term, ...entry.aliases].map((form) => [form.toLowerCase(), `term:${entry.slug}`])),
);
/** The entry a query names exactly (or in the plural), if any. */
function namedTerm(query: string): string | undefined {
  const q = query.toLowerCase();
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
export function searchSite(query: string): SearchResult[] {
  const options = {
    boost: { title: 3, heading: 2 },
    prefix: (term: string) => term.length >= 3,
    fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  } as const;
  let hits = index.search(query, { ...options, combineWith: "AND" });
  if (hits.length === 0) hits = index.search(query, { ...options, combineWith: "OR" });
  // A query that names a glossary term gets its definition first.
  const named = namedTerm(query);
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
    title: marked(document.title, words),
    heading: document.heading,
    context: document.context,
    snippet: marked(snippetOf(document.text, focus), words),
  };
}

/** Matches any of the index words a hit matched, as whole words, ignoring case. */
function matcherFor(terms: string[]): RegExp | null {
  if (terms.length === 0) return null;
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
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
  if (!words) return [{ text, mark: false }];
  const fragments: Fragment[] = [];
  let from = 0;
  for (const match of text.matchAll(words)) {
    if (match.index > from) fragments.push({ text: text.slice(from, match.index), mark: false });
    fragments.push({ text: match[0], mark: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) fragments.push({ text: text.slice(from), mark: false });
  return fragments;
}
