// Build-time steps over a lesson's HTML tree (hast): linking the first use of each glossary
// term to its entry, and cutting the lesson into sections for the search index.
import { glossaryTermPath } from "#app/content/glossary-pages.ts";
import type { GlossaryTerm } from "#app/content/schemas.ts";

export type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** Where a term is never linked: inside a link, code, a heading, a summary or a diagram. */
const NO_LINKS = new Set(["a", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "summary", "svg", "button"]);
/** A writer's mark for a word used in another sense ("a built-in feature"): never a term. */
const NOT_TERM = "not-term";
const skipsTerms = (node: HastNode) =>
  NO_LINKS.has(node.tagName ?? "") ||
  (Array.isArray(node.properties?.className) && node.properties.className.includes(NOT_TERM));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A form with two capitals in a row (an acronym such as "GDPR", "k-NN" or "DSGVO") is matched
 * exactly; any other ignoring case, so "Overfitting" at the start of a sentence counts, and so
 * does a German noun ("Strukturierte Daten" opening a sentence is "strukturierte Daten").
 */
const exactCase = (form: string) => /\p{Lu}\p{Lu}/u.test(form);

export type TermMatcher = {
  pattern: RegExp;
  slugOf: (found: string) => string | undefined;
  /** The address of a term's definition, by its slug. */
  pathOf: (slug: string) => string;
};

/**
 * One pattern for every form of every term, longest first, whole words, an optional plural (an
 * English or Spanish "-s"/"-es"; other forms a language needs are the term's aliases).
 */
export function termMatcher(glossary: readonly GlossaryTerm[]): TermMatcher {
  const forms = new Map<string, { slug: string; form: string }>();
  const paths = new Map(glossary.map((entry) => [entry.slug, glossaryTermPath(entry)]));
  for (const entry of glossary) {
    for (const form of [entry.term, ...entry.aliases]) forms.set(form.toLowerCase(), { slug: entry.slug, form });
  }
  const alternatives = [...forms.values()]
    .map((f) => f.form)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives.join("|")})(?:e?s)?(?![\\p{L}\\p{N}])`, "giu");
  return {
    pattern,
    slugOf(found) {
      const entry = forms.get(found.toLowerCase());
      if (!entry) return undefined;
      return exactCase(entry.form) && found !== entry.form ? undefined : entry.slug;
    },
    pathOf: (slug) => paths.get(slug) ?? "/glossary",
  };
}

/**
 * Links the first use of each term in the tree to its definition (`/glossary/<letter>#<slug>`), in document order, and
 * returns the slugs it linked (the terms the lesson uses).
 */
export function linkFirstUses(tree: HastNode, matcher: TermMatcher): string[] {
  const linked: string[] = [];
  const visit = (node: HastNode) => {
    if (!node.children) return;
    const children: HastNode[] = [];
    for (const child of node.children) {
      if (child.type === "text" && child.value) children.push(...linkText(child.value, matcher, linked));
      else {
        if (child.type === "element" && !skipsTerms(child)) visit(child);
        children.push(child);
      }
    }
    node.children = children;
  };
  visit(tree);
  return linked;
}

function linkText(text: string, { pattern, slugOf, pathOf }: TermMatcher, linked: string[]): HastNode[] {
  const out: HastNode[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    const slug = slugOf(match[1] ?? "");
    if (!slug || linked.includes(slug)) continue;
    linked.push(slug);
    if (match.index > from) out.push({ type: "text", value: text.slice(from, match.index) });
    out.push({
      type: "element",
      tagName: "a",
      properties: { href: pathOf(slug), className: ["term"] },
      children: [{ type: "text", value: match[0] }],
    });
    from = match.index + match[0].length;
  }
  if (from === 0) return [{ type: "text", value: text }];
  if (from < text.length) out.push({ type: "text", value: text.slice(from) });
  return out;
}

export type Section = { id: string | null; heading: string; text: string };

/**
 * Not prose: diagrams' markup, a revealed answer's "Show answer", a demo's stand-in and a box's
 * label ("Go deeper"): the page's words, not the lesson's (scripts/content/lesson-words.ts).
 */
const NOT_PROSE = new Set(["svg", "summary"]);
const NOT_PROSE_CLASSES = ["demo-slot", "callout-label"];
const isChrome = (node: HastNode) => {
  const classes = node.properties?.className;
  return Array.isArray(classes) && NOT_PROSE_CLASSES.some((name) => classes.includes(name));
};
/** Block elements end a word. */
const BLOCKS = new Set(
  ["p", "li", "ul", "ol", "div", "section", "aside", "figure", "figcaption", "details", "summary"].concat([
    "blockquote",
    "pre",
    "table",
    "tr",
    "td",
    "th",
    "br",
    "h2",
    "h3",
    "h4",
  ]),
);

/**
 * The lesson cut at each h2: the opening (no heading) and one section per h2, each with its
 * plain text, for the search index. A section's id is its heading's id.
 */
export function sectionsOf(tree: HastNode): Section[] {
  const sections: Section[] = [{ id: null, heading: "", text: "" }];
  const textOf = (node: HastNode): string => {
    if (node.type === "text") return node.value ?? "";
    if (node.type === "element" && (NOT_PROSE.has(node.tagName ?? "") || isChrome(node))) return " ";
    const inner = (node.children ?? []).map(textOf).join("");
    return node.type === "element" && BLOCKS.has(node.tagName ?? "") ? ` ${inner} ` : inner;
  };
  for (const child of tree.children ?? []) {
    if (child.type === "element" && child.tagName === "h2") {
      const id = typeof child.properties?.id === "string" ? child.properties.id : null;
      sections.push({ id, heading: textOf(child).replace(/\s+/g, " ").trim(), text: "" });
      continue;
    }
    const current = sections[sections.length - 1] as Section;
    current.text += textOf(child);
  }
  return sections.map((s) => ({ ...s, text: s.text.replace(/\s+/g, " ").trim() })).filter((s) => s.heading || s.text);
}
