// Turns a content Markdown file into front matter, HTML, headings and the demos it places.
// Runs at build time inside the Vite content plugin, so no Markdown parser ever reaches the
// browser or the server bundle.
//
// Besides CommonMark and GitHub tables, lessons use a few directives (docs/content-guide.md):
//   ::demo{name="perceptron"}            an interactive demo, hydrated lazily in the browser
//   :::misconception … :::              a "Common misconception" box
//   :::deeper … :::                     an optional "Go deeper" box
//   ::::check  question  :::answer … ::: ::::   the place of a graded check (checks.json, in order)
//   :::predict … :::                    a "Predict first" prompt: the learner writes a guess before a demo
// and may embed <figure>/<svg> diagrams. Anything else that looks like a directive is an error.
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { type Options as Schema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import type { Heading, MarkdownDocument } from "#app/content/document.ts";
import { DEFAULT_LANGUAGE, type Language, pathIn } from "#app/site/locale.ts";
import { type HastNode, linkFirstUses, type Section, sectionsOf, type TermMatcher } from "./glossary.ts";
import { ENGLISH_LESSON_WORDS, type LessonWords } from "./lesson-words.ts";

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = frontMatterPattern.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: parseYaml(match[1] ?? "") ?? {}, body: source.slice(match[0].length) };
}

type Node = {
  type: string;
  name?: string;
  tagName?: string;
  value?: string;
  attributes?: Record<string, string | null | undefined>;
  properties?: Record<string, unknown>;
  children?: Node[];
  data?: { hName?: string; hProperties?: Record<string, unknown> };
};

function textOf(node: Node): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}

/** Visits a node before its children, so a visit that replaces the children decides what is walked. */
function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

const paragraph = (text: string, hName: string, className: string): Node => ({
  type: "paragraph",
  children: [{ type: "text", value: text }],
  data: { hName, hProperties: { className: [className] } },
});

/** Maps our directives onto HTML elements; rejects any directive we do not know. */
function directives(demos: string[], words: LessonWords) {
  return () => (tree: Node) => {
    walk(tree, (node) => {
      if (node.type === "textDirective") {
        // Text such as "Note:this" parses as a directive; put it back as the text it was.
        node.type = "text";
        node.value = `:${node.name}${textOf(node)}`;
        node.children = undefined;
        return;
      }
      if (node.type !== "leafDirective" && node.type !== "containerDirective") return;
      const name = node.name ?? "";
      if (node.type === "leafDirective" && name === "demo") {
        const demo = node.attributes?.name;
        if (!demo) throw new Error('::demo needs a name, as in ::demo{name="perceptron"}');
        demos.push(demo);
        node.data = { hName: "div", hProperties: { className: ["demo-slot"], dataDemo: demo } };
        // Until the demo mounts, a page whose scripts run (the <html> has the "js" class, set
        // before it paints) says it is loading; without JavaScript, why it will not appear.
        node.children = [
          {
            type: "paragraph",
            children: [
              paragraph(words.loadingDemo, "span", "demo-loading"),
              paragraph(words.demoNeedsScript, "span", "demo-no-script"),
            ],
            data: { hName: "p", hProperties: { className: ["demo-fallback"] } },
          },
        ];
        return;
      }
      if (node.type === "containerDirective" && (name === "misconception" || name === "deeper")) {
        const label = name === "misconception" ? words.misconception : words.deeper;
        node.data = { hName: "aside", hProperties: { className: ["callout", `callout-${name}`], ariaLabel: label } };
        node.children = [paragraph(label, "p", "callout-label"), ...(node.children ?? [])];
        return;
      }
      if (node.type === "containerDirective" && name === "check") {
        const answers = (node.children ?? []).filter((c) => c.type === "containerDirective" && c.name === "answer");
        if (answers.length !== 1) throw new Error(":::check needs exactly one :::answer inside it");
        // Its graded form (checks.json, in the same order) is rendered by the lesson page in
        // this place; the writer's open question and answer stay in the Markdown as its brief.
        node.data = { hName: "div", hProperties: { dataCheck: "" } };
        node.children = [];
        return;
      }
      if (node.type === "containerDirective" && name === "predict") {
        node.data = {
          hName: "aside",
          hProperties: { className: ["callout", "callout-predict"], ariaLabel: words.predict, id: PREDICT_PROMPT_ID },
        };
        node.children = [paragraph(words.predict, "p", "callout-label"), ...(node.children ?? [])];
        return;
      }
      // Inside a check, its answer went with it (above): one here stands alone.
      if (node.type === "containerDirective" && name === "answer") {
        throw new Error(":::answer belongs inside a ::::check block");
      }
      throw new Error(
        `Unknown directive "${name}" (known: ::demo, :::misconception, :::deeper, :::predict, ::::check, :::answer)`,
      );
    });
    placePrediction(tree);
  };
}

/** The id of a lesson's "Predict first" prompt: the form for the learner's guess refers to it. */
export const PREDICT_PROMPT_ID = "predict-first";

const place = (attribute: "dataPredict" | "dataPredicted"): Node => ({
  type: "paragraph",
  children: [],
  data: { hName: "div", hProperties: { [attribute]: "" } },
});

/**
 * A lesson has at most one "Predict first" prompt, at the top level of its text. The lesson
 * page renders the form for the learner's guess right after it (the `data-predict` place),
 * and shows the guess again where the prompt's section ends, after the demo it is about (the
 * `data-predicted` place: before the next heading of the same or a higher level, or at the end).
 */
function placePrediction(tree: Node) {
  let count = 0;
  walk(tree, (node) => {
    if (node.type === "containerDirective" && node.name === "predict") count++;
  });
  if (count === 0) return;
  if (count > 1) throw new Error(`A lesson has at most one :::predict prompt (this one has ${count})`);
  const children = tree.children ?? [];
  const at = children.findIndex((c) => c.type === "containerDirective" && c.name === "predict");
  if (at === -1) throw new Error(":::predict belongs at the top level of a lesson, not inside another block");
  const level = [...children.slice(0, at)].reverse().find((c) => c.type === "heading") as
    | (Node & { depth?: number })
    | undefined;
  const depth = level?.depth ?? 1;
  let end = children.findIndex(
    (c, i) => i > at && c.type === "heading" && ((c as Node & { depth?: number }).depth ?? 6) <= depth,
  );
  if (end === -1) end = children.length;
  children.splice(end, 0, place("dataPredicted"));
  children.splice(at + 1, 0, place("dataPredict"));
}

/**
 * The HTML content may use: what Markdown produces, our directives' elements, and the SVG
 * elements and attributes diagrams need. Anything else, anything that runs (scripts, event
 * handlers, javascript: URLs) or submits (forms), is outside it.
 */
const contentSchema: Schema = {
  tagNames: [
    ...["a", "blockquote", "br", "code", "del", "em", "hr", "li", "ol", "p", "pre", "strong", "sup", "sub", "ul"],
    ...["h2", "h3", "h4", "span", "table", "thead", "tbody", "tr", "th", "td"],
    ...["aside", "details", "div", "figcaption", "figure", "section", "summary"],
    ...["svg", "title", "desc", "g", "circle", "ellipse", "line", "path", "polygon", "polyline", "rect", "text"],
  ],
  attributes: {
    "*": ["className"],
    a: ["href", "title"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    ol: ["start"],
    td: ["align"],
    th: ["align"],
    aside: ["ariaLabel", "id"],
    section: ["ariaLabel"],
    div: ["dataDemo", "dataCheck", "dataPredict", "dataPredicted"],
    svg: ["role", "ariaLabelledBy", "ariaLabel", "viewBox", "width", "height"],
    title: ["id"],
    desc: ["id"],
    g: ["fill", "fontFamily", "fontSize", "stroke", "strokeWidth", "textAnchor"],
    circle: ["cx", "cy", "r", "fill", "opacity", "stroke", "strokeWidth"],
    ellipse: ["cx", "cy", "rx", "ry", "fill", "opacity", "stroke", "strokeDashArray", "strokeWidth"],
    line: ["x1", "x2", "y1", "y2", "stroke", "strokeDashArray", "strokeWidth"],
    path: ["d", "fill", "stroke", "strokeDashArray", "strokeWidth"],
    polygon: ["points", "fill"],
    polyline: ["points", "fill", "stroke", "strokeWidth"],
    rect: [
      "x",
      "y",
      "width",
      "height",
      "rx",
      "fill",
      "fillOpacity",
      "opacity",
      "stroke",
      "strokeDashArray",
      "strokeWidth",
    ],
    text: ["x", "y", "fill", "fontSize", "fontWeight", "textAnchor"],
  },
  protocols: { href: ["http", "https", "mailto"] },
  // Ids are ours (headings, diagram titles): keep them as written.
  clobber: [],
  clobberPrefix: "",
  strip: ["script", "style"],
};

/** Why the allow-list changes the tree as written, or null when it keeps it whole. */
function firstDifference(written: Node, kept: Node | undefined): string | null {
  const tag = `<${written.tagName}>`;
  for (const [key, value] of Object.entries(written.properties ?? {})) {
    if (/^on/i.test(key)) return `the event handler attribute ${key.toLowerCase()} on ${tag} is not allowed`;
    if (typeof value === "string" && /^\s*javascript:/i.test(value))
      return `javascript: URLs are not allowed (${key} on ${tag})`;
  }
  if (!kept || written.type !== kept.type || written.tagName !== kept.tagName) {
    return written.type === "element" ? `${tag} is not allowed` : "content outside the allow-list";
  }
  if (written.type === "text" && written.value !== kept.value)
    return `the text "${written.value?.slice(0, 40)}" changed`;
  for (const [key, value] of Object.entries(written.properties ?? {})) {
    if (JSON.stringify(kept.properties?.[key]) !== JSON.stringify(value)) {
      return `the attribute ${key}=${JSON.stringify(value).slice(0, 60)} on ${tag} is not allowed`;
    }
  }
  const children = written.children ?? [];
  const keptChildren = kept.children ?? [];
  for (let i = 0; i < children.length; i++) {
    const difference = firstDifference(children[i] as Node, keptChildren[i]);
    if (difference) return difference;
  }
  return children.length === keptChildren.length ? null : `something inside ${tag} is not allowed`;
}

/**
 * Content may embed diagrams as HTML, within the allow-list above. rehype-sanitize applies
 * it; if it would change anything, the build stops and says what, rather than quietly
 * publishing a lesson that differs from what its writer wrote.
 */
type Root = Parameters<ReturnType<typeof rehypeSanitize>>[0];

function allowListedHtml() {
  const sanitize = rehypeSanitize(contentSchema);
  return () => (tree: Node) => {
    const kept = sanitize(tree as Root) as unknown as Node;
    const difference = firstDifference(tree, kept);
    if (difference) throw new Error(`${difference} in content (see the allow-list in scripts/content/markdown.ts)`);
    return kept as unknown as Root;
  };
}

/** A rehype step that collects h2/h3 (after rehype-slug gave them ids) for a table of contents. */
function collectHeadings(into: Heading[]) {
  return () => (tree: Node) => {
    walk(tree, (node) => {
      if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) {
        const id = node.properties?.id;
        if (typeof id === "string") into.push({ id, text: textOf(node), level: node.tagName === "h2" ? 2 : 3 });
      }
    });
  };
}

/**
 * A rehype step that puts each table in a box of its own that scrolls sideways, so a table
 * wider than a phone never widens the page. The box is a region a keyboard can reach (to
 * scroll it with the arrow keys) named by the heading the table sits under.
 */
function scrollingTables(words: LessonWords) {
  return () => (tree: Node) => {
    let heading: string | undefined;
    const visit = (node: Node) => {
      const children = node.children ?? [];
      for (const [i, child] of children.entries()) {
        if (child.type !== "element") continue;
        if (/^h[2-4]$/.test(child.tagName ?? "") && typeof child.properties?.id === "string") {
          heading = child.properties.id;
          continue;
        }
        if (child.tagName !== "table") {
          visit(child);
          continue;
        }
        const name = heading ? { ariaLabelledBy: heading } : { ariaLabel: words.table };
        children[i] = {
          type: "element",
          tagName: "div",
          properties: { className: ["table-scroll"], role: "region", tabIndex: 0, ...name },
          children: [child],
        };
      }
    };
    visit(tree);
  };
}

export function countWords(markdownBody: string): number {
  const prose = markdownBody
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/^:{2,}.*$/gm, " ")
    .replace(/[#>*_`|[\]()-]/g, " ");
  return prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** A rehype step that links glossary terms' first uses and cuts the lesson into sections. */
function lessonSteps(glossary: TermMatcher | undefined, terms: string[], sections: Section[]) {
  return () => (tree: Node) => {
    if (glossary) terms.push(...linkFirstUses(tree as HastNode, glossary));
    sections.push(...sectionsOf(tree as HastNode));
  };
}

/** What a Markdown file renders to at build time: the document, and its sections for search. */
export type RenderedMarkdown = MarkdownDocument & { sections: Section[] };

/**
 * A translation's links to the site's pages lead to those pages in its language: "/courses/x"
 * in a Spanish lesson is "/es/courses/x" (the page's router does the same for its own links).
 */
function linksIn(language: Language) {
  return () => (tree: Node) => {
    if (language === DEFAULT_LANGUAGE) return;
    walk(tree, (node) => {
      const href = node.properties?.href;
      if (node.tagName === "a" && typeof href === "string" && href.startsWith("/") && !href.startsWith("//")) {
        node.properties = { ...node.properties, href: pathIn(language, href) };
      }
    });
  };
}

/**
 * `glossary`, for lessons: link the first use of each of its terms. `language`: the file's;
 * `words`: the words the renderer writes (its boxes' labels), in that language.
 */
export async function renderMarkdown(
  source: string,
  {
    glossary,
    language = DEFAULT_LANGUAGE,
    words = ENGLISH_LESSON_WORDS,
  }: { glossary?: TermMatcher; language?: Language; words?: LessonWords } = {},
): Promise<RenderedMarkdown> {
  const { data, body } = splitFrontMatter(source);
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new Error("front matter must be a YAML mapping");
  }
  const headings: Heading[] = [];
  const demos: string[] = [];
  const terms: string[] = [];
  const sections: Section[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(directives(demos, words))
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(allowListedHtml())
    .use(rehypeSlug)
    .use(collectHeadings(headings))
    .use(scrollingTables(words))
    .use(lessonSteps(glossary, terms, sections))
    .use(linksIn(language))
    .use(rehypeStringify)
    .process(body);
  return {
    frontMatter: data as Record<string, unknown>,
    html: String(file),
    headings,
    demos,
    terms,
    words: countWords(body),
    sections,
  };
}
