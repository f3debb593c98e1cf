import { describe, expect, it } from "vitest";
import { glossaryLetter, glossaryTermPath } from "#app/content/glossary-pages.ts";
import type { GlossaryTerm } from "#app/content/schemas.ts";
import { termMatcher } from "./glossary.ts";
import { renderMarkdown } from "./markdown.ts";

const terms: GlossaryTerm[] = [
  {
    term: "overfitting",
    slug: "overfitting",
    definition: "When a model learns its examples too closely.",
    aliases: [],
  },
  { term: "neural network", slug: "neural-network", definition: "Layers of simple units.", aliases: [] },
  { term: "network", slug: "network", definition: "Connected things.", aliases: [] },
  {
    term: "k-nearest neighbors",
    slug: "k-nearest-neighbors",
    definition: "Classifying by the closest examples.",
    aliases: ["k-NN"],
  },
  { term: "A* search", slug: "a-star-search", definition: "A route search with a guide.", aliases: [] },
];
const glossary = termMatcher(terms);

describe("glossary links in lessons", () => {
  it("files each term under its first letter, accents aside, and any other under “other”", () => {
    expect(glossaryLetter("overfitting")).toBe("o");
    expect(glossaryLetter("A* search")).toBe("a");
    expect(glossaryLetter("Éliza effect")).toBe("e");
    expect(glossaryLetter("ε-greedy")).toBe("other");
    expect(glossaryLetter("3D printing")).toBe("other");
    expect(glossaryTermPath({ term: "k-NN", slug: "k-nn" })).toBe("/glossary/k#k-nn");
  });

  it("links only the first use of each term, to its definition on its letter's page", async () => {
    const doc = await renderMarkdown("Overfitting is common.\n\nAgain, overfitting.\n", { glossary });
    expect(doc.html).toBe(
      '<p><a href="/glossary/o#overfitting" class="term">Overfitting</a> is common.</p>\n<p>Again, overfitting.</p>',
    );
    expect(doc.terms).toEqual(["overfitting"]);
  });

  it("prefers the longest term, accepts plurals and matches acronyms by their exact case", async () => {
    const doc = await renderMarkdown("Two neural networks use k-NN; a K-nn is not one. Later, a network.\n", {
      glossary,
    });
    expect(doc.html).toContain('<a href="/glossary/n#neural-network" class="term">neural networks</a>');
    expect(doc.html).toContain('<a href="/glossary/k#k-nearest-neighbors" class="term">k-NN</a>;');
    expect(doc.html).toContain("a K-nn is not one");
    expect(doc.html).toContain('a <a href="/glossary/n#network" class="term">network</a>.');
    expect(doc.terms).toEqual(["neural-network", "k-nearest-neighbors", "network"]);
  });

  it("never links inside headings, links, code or a summary, nor part of a longer word", async () => {
    const doc = await renderMarkdown(
      "## Overfitting\n\n[overfitting](/x) and `overfitting` and overfittingly.\n\nThen A* search.\n",
      { glossary },
    );
    expect(doc.html).toContain('<h2 id="overfitting">Overfitting</h2>');
    expect(doc.html).toContain('<a href="/x">overfitting</a>');
    expect(doc.html).toContain("<code>overfitting</code> and overfittingly.");
    expect(doc.html).toContain('Then <a href="/glossary/a#a-star-search" class="term">A* search</a>.');
    expect(doc.terms).toEqual(["a-star-search"]);
  });

  it("skips a use the writer marked as another sense, and links the next one", async () => {
    const doc = await renderMarkdown('A <span class="not-term">network</span> of friends. Then a network of units.\n', {
      glossary,
    });
    expect(doc.html).toBe(
      '<p>A <span class="not-term">network</span> of friends. Then a <a href="/glossary/n#network" class="term">network</a> of units.</p>',
    );
  });

  it("links nothing in a document rendered without the glossary (the site's pages)", async () => {
    const doc = await renderMarkdown("Overfitting.\n");
    expect(doc.html).toBe("<p>Overfitting.</p>");
    expect(doc.terms).toEqual([]);
  });
});

describe("lesson sections for search", () => {
  it("cuts a lesson at each h2, with plain text and the heading's id", async () => {
    const doc = await renderMarkdown(
      "A hook with **bold** words.\n\n## First idea\n\nSome *text*.\n\n- a list\n\n## Second\n\nMore.<svg><title>x</title></svg>\n\n:::deeper\nDetail.\n:::\n",
    );
    expect(doc.sections).toEqual([
      { id: null, heading: "", text: "A hook with bold words." },
      { id: "first-idea", heading: "First idea", text: "Some text. a list" },
      { id: "second", heading: "Second", text: "More. Detail." },
    ]);
  });
});
