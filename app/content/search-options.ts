// What the site's search returns, and its limits; the index's options are in search-index-options.ts.

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
