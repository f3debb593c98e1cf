import { describe, expect, it } from "vitest";
import { countWords, renderMarkdown, splitFrontMatter } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("separates YAML front matter from the body", async () => {
    const doc = await renderMarkdown("---\ntitle: Hello\nupdated: 2026-11-22\n---\n\nSome *text*.\n");
    expect(doc.frontMatter).toEqual({ title: "Hello", updated: "2026-11-22" });
    expect(doc.html).toBe("<p>Some <em>text</em>.</p>");
  });

  it("gives headings ids and lists h2 and h3 for a table of contents", async () => {
    const doc = await renderMarkdown("## What we keep\n\n### Your account\n\n#### Detail\n");
    expect(doc.html).toContain('<h2 id="what-we-keep">What we keep</h2>');
    expect(doc.headings).toEqual([
      { id: "what-we-keep", text: "What we keep", level: 2 },
      { id: "your-account", text: "Your account", level: 3 },
    ]);
  });

  it("supports GitHub-flavoured tables", async () => {
    const doc = await renderMarkdown("| Data | Kept |\n| --- | --- |\n| Logs | 30 days |\n");
    expect(doc.html).toContain("<table>");
    expect(doc.html).toContain("<td>30 days</td>");
  });

  it("puts each table in a scrolling region a keyboard reaches, named by the heading above it", async () => {
    const doc = await renderMarkdown("## Kept data\n\nText.\n\n| Data | Kept |\n| --- | --- |\n| Logs | 30 days |\n");
    expect(doc.html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-labelledby="kept-data"><table>',
    );
    const bare = await renderMarkdown("| Data | Kept |\n| --- | --- |\n| Logs | 30 days |\n");
    expect(bare.html).toMatch(/^<div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table>/);
  });

  it("keeps diagrams but rejects anything that runs or submits", async () => {
    const figure = await renderMarkdown(
      '<figure><svg role="img" aria-labelledby="t"><title id="t">Dot</title></svg></figure>',
    );
    expect(figure.html).toContain('<svg role="img" aria-labelledby="t">');
    await expect(renderMarkdown('Hi <script>alert("x")</script>')).rejects.toThrow("<script> is not allowed");
    await expect(renderMarkdown('<img src="x" onerror="alert(1)">')).rejects.toThrow("event handler attribute");
    await expect(renderMarkdown('<a href="javascript:alert(1)">x</a>')).rejects.toThrow("javascript: URLs");
  });

  it("places demos as lazily hydrated slots with a no-JavaScript fallback", async () => {
    const doc = await renderMarkdown('Before.\n\n::demo{name="knn-playground"}\n');
    expect(doc.demos).toEqual(["knn-playground"]);
    expect(doc.html).toContain('<div class="demo-slot" data-demo="knn-playground"><p class="demo-fallback">');
  });

  it("renders misconception boxes, and leaves each check's place for its graded form", async () => {
    const doc = await renderMarkdown(
      ":::misconception\nIt is magic.\n:::\n\n::::check\nWhat is 2 + 2?\n\n:::answer\nFour.\n:::\n::::\n\nAfter.",
    );
    expect(doc.html).toContain('<aside class="callout callout-misconception" aria-label="Common misconception">');
    // The writer's open question and its answer are the brief for checks.json, not the page.
    expect(doc.html).toMatch(/<\/aside>\s*<div data-check=""><\/div>\s*<p>After.<\/p>$/);
    expect(doc.html).not.toContain("Four.");
  });

  it("places a prediction's form after its prompt, and its echo where the prompt's section ends", async () => {
    const doc = await renderMarkdown(
      '## Try it\n\n:::predict\nWill it learn XOR?\n:::\n\n::demo{name="perceptron"}\n\nSteps.\n\n### A detail\n\nMore.\n\n## Next\n\nText.',
    );
    expect(doc.html).toMatch(
      /<aside class="callout callout-predict" aria-label="Predict first" id="predict-first"><p class="callout-label">Predict first<\/p>\s*<p>Will it learn XOR\?<\/p>\s*<\/aside>\s*<div data-predict=""><\/div>\s*<div class="demo-slot"/,
    );
    // A smaller heading stays inside the section; the next h2 ends it.
    expect(doc.html).toMatch(/<p>More.<\/p>\s*<div data-predicted=""><\/div>\s*<h2 id="next">/);
    // At the end of a lesson with no later heading, the echo closes the text.
    const last = await renderMarkdown(":::predict\nGuess.\n:::\n\nAfter.");
    expect(last.html).toMatch(/<p>After.<\/p>\s*<div data-predicted=""><\/div>$/);
    await expect(renderMarkdown(":::predict\nOne?\n:::\n\n:::predict\nTwo?\n:::")).rejects.toThrow(
      "at most one :::predict prompt (this one has 2)",
    );
    await expect(renderMarkdown(":::deeper\n:::predict\nIn a box?\n:::\n:::")).rejects.toThrow("at the top level");
  });

  it("rejects unknown directives and checks without one answer, but leaves colons in text alone", async () => {
    await expect(renderMarkdown(":::warning\nx\n:::")).rejects.toThrow('Unknown directive "warning"');
    await expect(renderMarkdown("::::check\nQ?\n::::")).rejects.toThrow("exactly one :::answer");
    await expect(renderMarkdown(":::answer\nAlone.\n:::")).rejects.toThrow("belongs inside a ::::check block");
    expect((await renderMarkdown("Meet at 10:30, Note:this.")).html).toBe("<p>Meet at 10:30, Note:this.</p>");
  });

  it("counts the words of the prose, not of diagrams or directives", () => {
    expect(countWords('One two.\n\n::demo{name="x"}\n\n<svg><title>Not counted</title></svg>\n\n## Three four')).toBe(
      4,
    );
  });

  it("treats a file without front matter as all body", () => {
    expect(splitFrontMatter("# Title\n")).toEqual({ data: {}, body: "# Title\n" });
  });

  it("rejects front matter that is not a mapping", async () => {
    await expect(renderMarkdown("---\n- a\n- b\n---\nbody")).rejects.toThrow("front matter must be a YAML mapping");
  });
});
