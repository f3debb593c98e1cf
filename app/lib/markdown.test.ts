import { describe, expect, it } from "vitest";
import { renderMarkdown, splitFrontMatter } from "./markdown";

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

  it("does not pass raw HTML through", async () => {
    const doc = await renderMarkdown('Hi <script>alert("x")</script> there');
    expect(doc.html).not.toContain("<script>");
  });

  it("treats a file without front matter as all body", () => {
    expect(splitFrontMatter("# Title\n")).toEqual({ data: {}, body: "# Title\n" });
  });

  it("rejects front matter that is not a mapping", async () => {
    await expect(renderMarkdown("---\n- a\n- b\n---\nbody")).rejects.toThrow("front matter must be a YAML mapping");
  });
});
