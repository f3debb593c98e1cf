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

/**
 * What the lesson page renders where the build left a place in a lesson's HTML
 * (scripts/content/markdown.ts): a `::::check` block's graded question, the form for the
 * guess a `:::predict` prompt asks for, and that guess again where the prompt's section ends.
 */
export type LessonPlace = "check" | "predict" | "predicted";
