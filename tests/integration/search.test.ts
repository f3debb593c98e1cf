// Search (/search?q=) and the glossary (/glossary and a page per letter), as a browser without
// JavaScript sees them: a word from every lesson's body finds that lesson, matches are marked,
// bad queries get a message, no glossary page is heavy, the index names every term, every
// glossary link in a lesson leads to a definition, and every entry's "Used in" links lead to a lesson.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseList, glossary } from "#app/content/content.server.ts";
import { glossaryTermPath } from "#app/content/glossary-pages.ts";
import { startServer, type TestServer } from "#tests/server.ts";

const lessons = courseList.flatMap((course) => course.lessons.map((lesson) => `/courses/${course.slug}/${lesson}`));

/** The words of a lesson's body (its prose, without its checks, tags and entities), lower case. */
function bodyWords(html: string): string[] {
  const body = (html.match(/<div id="lesson-body"[^>]*>([\s\S]*?)<section id="lesson-complete"/)?.[1] ?? html).replace(
    /<section id="check-[\s\S]*?<\/section>/g,
    " ",
  );
  const text = body
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  return text.toLowerCase().match(/\p{L}{7,}/gu) ?? [];
}

describe("search and glossary", () => {
  let server: TestServer;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer();
    for (const lesson of lessons) {
      const response = await fetch(`${server.url}${lesson}`);
      expect(response.status, lesson).toBe(200);
      pages.set(lesson, await response.text());
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string) => fetch(`${server.url}${path}`);
  const search = (q: string) => get(`/search?q=${encodeURIComponent(q)}`);

  it("finds every lesson by the word of its body that fewest other lessons use", async () => {
    const wordsOf = new Map([...pages].map(([lesson, html]) => [lesson, new Set(bodyWords(html))]));
    for (const [lesson, words] of wordsOf) {
      const rarest = [...words]
        .map((word) => ({ word, elsewhere: [...wordsOf.values()].filter((other) => other.has(word)).length }))
        .sort((a, b) => a.elsewhere - b.elsewhere || a.word.localeCompare(b.word))[0];
      expect(rarest, lesson).toBeDefined();
      const response = await search(rarest?.word ?? "");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html, `searching "${rarest?.word}" for ${lesson}`).toMatch(new RegExp(`href="${lesson}(#[^"]*)?"`));
      expect(html.toLowerCase()).toContain(`>${rarest?.word}</mark>`);
    }
  });

  it("puts a glossary entry first when its term is searched, and finds a misspelt word", async () => {
    const exact = await (await search("overfitting")).text();
    const first = exact.match(/<ol[^>]*>[\s\S]*?href="([^"]+)"/)?.[1];
    expect(first).toBe("/glossary/o#overfitting");
    const misspelt = await (await search("overfiting")).text();
    expect(misspelt).toContain('href="/glossary/o#overfitting"');
  });

  it("says plainly when nothing matches, and shows the empty form without a query", async () => {
    const none = await search("zzqxv");
    expect(none.status).toBe(200);
    expect(await none.text()).toContain("Nothing matches “zzqxv”.");
    const empty = await search("   ");
    expect(empty.status).toBe(200);
    const html = await empty.text();
    expect(html).toContain("Search the courses");
    expect(html).not.toContain('id="results-heading"');
  });

  it("refuses a query over 200 characters with a message, and searches nothing", async () => {
    const response = await search("neural ".repeat(40));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Search for at most 200 characters: yours has 279.");
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain("<mark");
  });

  it("treats markup in a query as text", async () => {
    const html = await (await search('<script>alert("x")</script> perceptron')).text();
    expect(html).not.toContain('<script>alert("x")');
    expect(html).toContain("&lt;script&gt;");
  });

  /** The glossary's pages: the index, then each letter's page, as the index links them. */
  async function glossaryPages(): Promise<{ index: string; letters: Map<string, string> }> {
    const index = await (await get("/glossary")).text();
    const letters = new Map<string, string>();
    for (const [, path] of index.matchAll(/href="(\/glossary\/[a-z]+)"/g)) {
      if (path && !letters.has(path)) letters.set(path, await (await get(path)).text());
    }
    return { index, letters };
  }

  /** Text as React writes it into HTML. */
  const escaped = (text: string) =>
    text
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")
      .replaceAll("'", "&#x27;");

  it("keeps every glossary page under 120 KB of HTML: an index of names, the definitions a letter a page", async () => {
    const paths = ["/glossary", ...new Set(glossary.map((entry) => glossaryTermPath(entry).split("#")[0]))];
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const response = await get(path ?? "");
      expect(response.status, path).toBe(200);
      const bytes = (await response.arrayBuffer()).byteLength;
      expect(bytes, `${path} is ${bytes} bytes`).toBeLessThanOrEqual(120 * 1024);
    }
    expect((await get("/glossary/zz")).status).toBe(404);
    const sitemap = await (await get("/sitemap.xml")).text();
    for (const path of paths) expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
  });

  it("names every term on the index, linked to its definition on its letter's page", async () => {
    const { index, letters } = await glossaryPages();
    expect(glossary.length).toBeGreaterThanOrEqual(120);
    for (const entry of glossary) {
      const path = glossaryTermPath(entry);
      expect(index, entry.term).toContain(`href="${path}"`);
      // An address from before the split (/glossary#slug) finds the term's name on the index.
      expect(index).toMatch(new RegExp(`<a [^>]*id="${entry.slug}"[^>]*href="${path}"`));
      const page = letters.get(path.split("#")[0] ?? "") ?? "";
      const definition = page.match(new RegExp(`<div id="${entry.slug}"[\\s\\S]*?</div>`))?.[0] ?? "";
      expect(definition, `${path} defines ${entry.term}`).toContain(escaped(entry.definition));
    }
    // The index carries names, not definitions.
    expect(index).not.toContain(escaped(glossary[0]?.definition ?? ""));
  });

  it("links every lesson's glossary terms to a definition", async () => {
    const { letters } = await glossaryPages();
    const entries = new Set(
      [...letters].flatMap(([path, html]) =>
        [...html.matchAll(/<div id="([a-z0-9-]+)" class="[^"]*target:/g)].map((m) => `${path}#${m[1]}`),
      ),
    );
    expect(entries.size).toBe(glossary.length);
    let links = 0;
    for (const [lesson, html] of pages) {
      const terms = [...html.matchAll(/href="(\/glossary\/[a-z]+#[a-z0-9-]+)" class="term"/g)].map((m) => m[1]);
      expect(terms.length, `${lesson} links no glossary term`).toBeGreaterThan(0);
      expect(new Set(terms).size, `${lesson} links a term twice`).toBe(terms.length);
      for (const term of terms) expect(entries.has(term ?? ""), `${lesson} → ${term}`).toBe(true);
      expect(html, `${lesson} links the glossary's old address`).not.toContain('href="/glossary#');
      links += terms.length;
    }
    expect(links).toBeGreaterThanOrEqual(entries.size);
  });

  it("links each entry to the lessons that use it, and each of those links to a real lesson", async () => {
    const { letters } = await glossaryPages();
    const all = [...letters.values()].join("\n");
    const usedIn = new Set([...all.matchAll(/href="(\/courses\/[a-z0-9-]+\/[a-z0-9-]+)"/g)].map((m) => m[1]));
    expect(usedIn.size).toBe(lessons.length);
    for (const lesson of usedIn) expect(pages.has(lesson ?? ""), lesson).toBe(true);
    // "Overfitting" is defined and linked in the foundations course.
    const entry = letters.get("/glossary/o")?.match(/<div id="overfitting"[\s\S]*?<\/div>/)?.[0] ?? "";
    expect(entry).toContain("Used in:");
    for (const [lesson, html] of pages) {
      const linksHere = html.includes('href="/glossary/o#overfitting" class="term"');
      expect(entry.includes(`href="${lesson}"`), `overfitting used in ${lesson}`).toBe(linksHere);
    }
  });
});
