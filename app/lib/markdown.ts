// Turns a content Markdown file into front matter and HTML. Runs at build time inside
// the Vite content plugin, so no Markdown parser ever reaches the browser or the server bundle.
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";

export type Heading = { id: string; text: string; level: 2 | 3 };
export type MarkdownDocument = {
  frontMatter: Record<string, unknown>;
  html: string;
  headings: Heading[];
};

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = frontMatterPattern.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: parseYaml(match[1] ?? "") ?? {}, body: source.slice(match[0].length) };
}

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

function textOf(node: HastNode): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}

/** A rehype step that collects h2/h3 (after rehype-slug gave them ids) for a table of contents. */
function collectHeadings(into: Heading[]) {
  return () => (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) {
        const id = node.properties?.id;
        if (typeof id === "string") {
          into.push({ id, text: textOf(node), level: node.tagName === "h2" ? 2 : 3 });
        }
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}

export async function renderMarkdown(source: string): Promise<MarkdownDocument> {
  const { data, body } = splitFrontMatter(source);
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new Error("front matter must be a YAML mapping");
  }
  const headings: Heading[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(collectHeadings(headings))
    .use(rehypeStringify)
    .process(body);
  return { frontMatter: data as Record<string, unknown>, html: String(file), headings };
}
