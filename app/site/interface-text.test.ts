import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";

// Every word a learner reads is a Lingui message (docs/decisions/0017-languages.md): English
// written straight into JSX shows in English on the Spanish and German pages. This test reads
// the interface code and lists the English it finds outside a message.

const root = join(import.meta.dirname, "../..");

// Code no learner reads in another language: the operators' pages and components (English only,
// outside the catalogs, see lingui.config.ts), the test-only routes and tests. Server modules
// (`*.server.ts`) are skipped too: they hold no JSX, all that this test reads; their strings are
// logs, SQL and emails, which it cannot judge.
const skipped = [
  /^app\/routes\/admin\//,
  /^app\/components\/admin\//,
  /^app\/routes\/__test\//,
  /\/\+types\//,
  /\.test\.tsx?$/,
  /\.server\.ts$/,
];

// Text that is the same in every language: symbols, names and notation, never words of the
// interface. Each entry says why; an entry nothing uses any more fails the test.
const unit = "a unit symbol after a number the page's language formats; SI symbols are the same in Spanish and German";
const maths = "a variable of the lesson's maths, written the same in the Spanish and German lessons";
const sameInEveryLanguage = new Map<string, string>([
  ["Σ", "the sign for a sum, in the home page's drawing of a neuron"],
  ["Seabright", "a fictional city's name, kept in the decision-stump demo's Spanish and German messages"],
  ["Hollowfell", "a fictional city's name, kept in the decision-stump demo's Spanish and German messages"],
  ["s", unit],
  ["m", unit],
  ["0 m", unit],
  ["km/h", unit],
  ["x1", maths],
  ["x2", maths],
  ["x1 →", maths],
  ["x = −1", maths],
  ["x = 1", maths],
  ["g (km)", "A*'s g (distance driven) and h (estimate) in km; the lessons write f = g + h in every language"],
  ["h (km)", "A*'s g (distance driven) and h (estimate) in km; the lessons write f = g + h in every language"],
  ["— P(spam) =", "probability notation; spam is spam in Spanish and German too (TERMS.md)"],
]);

// Attributes a learner reads or hears.
const readAttributes = new Set([
  "aria-label",
  "title",
  "alt",
  "placeholder",
  "label",
  "aria-description",
  "aria-roledescription",
]);

const letter = /\p{L}/u;
const words = (text: string) => text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !skipped.some((rule) => rule.test(path)) ? [path] : [];
  });
}

// A Babel AST node, read generically: the walk only needs `type`, `loc` and a few fields.
type Node = { type: string; loc?: { start: { line: number } } | null; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

type Finding = { file: string; line: number; kind: string; text: string };

function scan(file: string, code = readFileSync(join(root, file), "utf8")): Finding[] {
  const ast = parse(code, {
    sourceType: "module",
    plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
  });
  const findings: Finding[] = [];
  const report = (node: Node, kind: string, text: string, linesBefore = 0) =>
    findings.push({
      file,
      line: (node.loc?.start.line ?? 0) + linesBefore,
      kind,
      text: text.replace(/\s+/g, " ").trim(),
    });

  // The local names of Lingui's JSX macros (`<Trans>`, `<Plural>`, `<Select>`, `<SelectOrdinal>`):
  // their JSX children are the message.
  const macros = new Set<string>();
  for (const statement of ast.program.body) {
    if (statement.type !== "ImportDeclaration" || statement.source.value !== "@lingui/react/macro") continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === "ImportSpecifier" && specifier.imported.type === "Identifier") {
        if (specifier.imported.name !== "useLingui") macros.add(specifier.local.name);
      }
    }
  }

  // The string literals an attribute's or a child's value can end as.
  const literals = (node: Node): Node[] => {
    switch (node.type) {
      case "StringLiteral":
      case "TemplateLiteral":
        return [node];
      case "JSXExpressionContainer":
        return literals(node.expression as Node);
      case "ConditionalExpression":
        return [...literals(node.consequent as Node), ...literals(node.alternate as Node)];
      case "LogicalExpression":
        return [...literals(node.left as Node), ...literals(node.right as Node)];
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "ParenthesizedExpression":
        return literals(node.expression as Node);
      default:
        return [];
    }
  };
  const textOf = (node: Node): string =>
    node.type === "StringLiteral"
      ? (node.value as string)
      : (node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join(" ");

  const visit = (node: Node, inMessage: boolean): void => {
    if (node.type === "JSXText") {
      const raw = node.value as string;
      const text = raw.trim();
      // A text node starts after its tag, often a line or more above its first word.
      const before = raw.slice(0, raw.indexOf(text)).split("\n").length - 1;
      if (!inMessage && letter.test(text)) report(node, "text", text, before);
      return;
    }
    if (node.type === "JSXAttribute") {
      const name = node.name as Node;
      const value = node.value as Node | null;
      if (value && name.type === "JSXIdentifier" && readAttributes.has(name.name as string)) {
        for (const literal of literals(value)) {
          const text = textOf(literal);
          if (letter.test(text)) report(literal, name.name as string, text);
        }
      }
      if (value) visit(value, false);
      return;
    }
    if (node.type === "JSXElement" || node.type === "JSXFragment") {
      const opening = node.type === "JSXElement" ? (node.openingElement as Node) : null;
      const name = opening?.name as Node | undefined;
      const message = inMessage || (name?.type === "JSXIdentifier" && macros.has(name.name as string));
      if (opening) for (const attribute of opening.attributes as Node[]) visit(attribute, false);
      for (const child of node.children as Node[]) {
        if (child.type === "JSXExpressionContainer") {
          // Inside a message, a literal child is part of the message's text.
          if (!message) {
            for (const literal of literals(child)) {
              const text = textOf(literal);
              if (words(text).length >= 2) report(literal, "child", text);
            }
          }
          visit(child.expression as Node, false);
        } else {
          visit(child, message);
        }
      }
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key.endsWith("Comments")) continue;
      if (Array.isArray(value)) for (const item of value) isNode(item) && visit(item, false);
      else if (isNode(value)) visit(value, false);
    }
  };
  visit(ast.program as unknown as Node, false);
  return findings;
}

describe("interface text", () => {
  const files = sources("app");
  const findings = files.flatMap((file) => scan(file));

  it("finds English outside a message, and only there", () => {
    const code = `import { Plural, Trans as T } from "@lingui/react/macro";
import { Trans } from "./not-lingui.tsx";
export const A = ({ open, n }: { open: boolean; n: number }) => (
  <div title="Hover text" aria-label={open ? "Close menu" : \`Open \${n} menus\`}>
    Plain English
    <T>In <b>the message</b>{open ? <i>Not in it</i> : null}{" "}still in it</T>
    <Trans>A lookalike</Trans>
    <Plural value={n} one="# item" other="# items" />
    {"Two words"}
    {open ? "Yes" : \`Count \${n} items\`}
    {"·"}
    <img alt="" src="a.png" />
  </div>
);`;
    expect(scan("a.tsx", code).map(({ line, kind, text }) => `${line} ${kind} ${text}`)).toEqual([
      "4 title Hover text",
      "4 aria-label Close menu",
      "4 aria-label Open menus",
      "5 text Plain English",
      "6 text Not in it",
      "7 text A lookalike",
      "9 child Two words",
      "10 child Count items",
    ]);
  });

  it("reads the interface code, and not the operators' pages", () => {
    expect(files).toContain("app/components/lesson-body.tsx");
    expect(files).toContain("app/demos/kit.tsx");
    expect(files).toContain("app/root.tsx");
    expect(files.some((file) => /^app\/(routes|components)\/admin\//.test(file))).toBe(false);
  });

  it("writes every word a learner reads as a Lingui message", () => {
    const english = findings
      .filter(({ text }) => !sameInEveryLanguage.has(text))
      .map(({ file, line, kind, text }) => `${file}:${line} (${kind}) ${JSON.stringify(text)}`);
    expect(english, `English outside a Lingui message:\n${english.join("\n")}\n`).toEqual([]);
  });

  it("allows only text it still finds", () => {
    const found = new Set(findings.map(({ text }) => text));
    expect([...sameInEveryLanguage.keys()].filter((text) => !found.has(text))).toEqual([]);
  });
});
