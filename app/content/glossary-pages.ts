// Where a glossary term lives. The glossary is one index page (/glossary: every term's name)
// and one page of definitions per letter (/glossary/a … /glossary/z, and /glossary/other for
// terms that start otherwise), so no page carries every definition (decision 0012). The build
// links lessons to these addresses, so this module is shared by the build and the site.

/** The page a term is filed under: its first letter in lower case, or "other". */
export function glossaryLetter(term: string): string {
  const first = term.normalize("NFD").charAt(0).toLowerCase();
  return /[a-z]/.test(first) ? first : "other";
}

/** How a letter page is named on screen: its capital, or "#" for the others. */
export const letterLabel = (letter: string): string => (letter === "other" ? "#" : letter.toUpperCase());

/** A letter's page of definitions. */
export const glossaryLetterPath = (letter: string): string => `/glossary/${letter}`;

/** A term's definition: its anchor on its letter's page. */
export const glossaryTermPath = (entry: { term: string; slug: string }): string =>
  `${glossaryLetterPath(glossaryLetter(entry.term))}#${entry.slug}`;
