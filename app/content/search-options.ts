// How the site's search index is built (at build time, scripts/content/search-index.ts) and
// read (on the server, app/content/search.server.ts). Both sides must use the same options.
import type { Options } from "minisearch";
import { foldForSearch, type Language } from "#app/site/locale.ts";

export type SearchKind = "lesson" | "course" | "term";

/** One searchable piece: a section of a lesson, a course page or a glossary entry. */
export type SearchDocument = {
  id: string;
  kind: SearchKind;
  url: string;
  /** The lesson's, course's or term's title. */
  title: string;
  /** The lesson section's heading (empty for a lesson's opening); a term's other names. */
  heading: string;
  /** Where it sits: "Course title" for a lesson, "Glossary" for a term, "Course" for a course. */
  context: string;
  text: string;
};

/**
 * The index's options in a language. Words are folded (lower case, no accents or umlauts, ß as
 * "ss"), so "aprendizaje automatico" finds "aprendizaje automático" and "Strasse" "Straße".
 */
export const searchOptions = (language: Language): Options<SearchDocument> => ({
  fields: ["title", "heading", "text"],
  storeFields: ["kind", "url", "title", "heading", "context", "text"],
  processTerm: (term) => foldForSearch(term, language),
});

/** Longer queries are refused with a message: no one types more to find a lesson. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_RESULTS = 20;

/** A piece of a snippet or title; `mark` when it is a word the search matched. */
export type Fragment = { text: string; mark: boolean };

export type SearchResult = {
  kind: SearchKind;
  url: string;
  title: Fragment[];
  heading: string;
  context: string;
  snippet: Fragment[];
};
