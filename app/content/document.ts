// What a content Markdown file becomes when the site is built (scripts/content/markdown.ts):
// the shape every `import doc from "#content/….md"` receives.

export type Heading = { id: string; text: string; level: 2 | 3 };

export type MarkdownDocument = {
  frontMatter: Record<string, unknown>;
  html: string;
  headings: Heading[];
  /** Demo names in the order the document places them. */
  demos: string[];
  /** Glossary terms (slugs) the document uses, each linked at its first use. */
  terms: string[];
  words: number;
};
