// How the site's search index is built (at build time, scripts/content/search-index.ts) and
// read (on the server, app/content/search.server.ts). Both sides must use the same options.
import type { Options } from "minisearch";
import { foldForSearch, type Language } from "#app/site/locale.ts";
import type { SearchDocument } from "./search-options.ts";

/**
 * The index's options in a language. Words are folded (lower case, no accents or umlauts, ß as
 * "ss"), so "aprendizaje automatico" finds "aprendizaje automático" and "Strasse" "Straße".
 */
export const searchOptions = (language: Language): Options<SearchDocument> => ({
  fields: ["title", "heading", "text"],
  storeFields: ["kind", "url", "title", "heading", "context", "text"],
  processTerm: (term) => foldForSearch(term, language),
});
