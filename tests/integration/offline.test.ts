// What the server gives the service worker and an installing browser: the worker itself, never
// held back by a cache; the offline page, the same for everyone; the manifest in each language.
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, uniqueIp } from "#tests/client.ts";
import { newLearner } from "#tests/learning.ts";
import { projectRoot, startServer, type TestServer } from "#tests/server.ts";

describe("the offline side of the server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ database: "sqlite" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("serves the service worker unheld by any cache, keeping every built script and the offline page in each language", async () => {
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const response = await visitor.get("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const worker = await response.text();
    const { buildId } = (await (await visitor.get("/version.json")).json()) as { buildId: string };
    // The list @serwist/build wrote in: { url, revision } for each file.
    const entries = [...worker.matchAll(/\{"(?:url|revision)":[^{}]*\}/g)].map(
      ([entry]) => JSON.parse(entry) as { url: string; revision: string | null },
    );
    for (const page of ["/offline", "/es/offline", "/de/offline"]) {
      expect(entries).toContainEqual({ url: page, revision: buildId });
    }
    const built = readdirSync(path.join(projectRoot, "build", "client", "assets")).filter((f) => /\.(js|css)$/.test(f));
    expect(built.length).toBeGreaterThan(100);
    // Hashed names need no revision: a changed file has a new name.
    const kept = new Set(entries.filter((e) => e.revision === null).map((e) => e.url));
    expect(built.filter((file) => !kept.has(`/assets/${file}`))).toEqual([]);
  });

  it("renders the offline page for nobody in particular, even for a signed-in learner, and shares it", async () => {
    const { client } = await newLearner(server.url, server.db, "Hedy Lamarr");
    for (const address of ["/offline", "/es/offline", "/de/offline"]) {
      const response = await client.get(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("cache-control"), address).toContain("public");
      const html = await response.text();
      expect(html, address).not.toContain("Hedy");
      // Nor does it offer to log in, in its header or its footer: who uses the device is not known.
      const shown = html.replace(/<script[\s\S]*?<\/script>/g, "");
      expect(shown, address).toContain("Synapse");
      expect(shown, address).not.toMatch(
        /Log in|Iniciar sesión|Anmelden|Sign up|Crear cuenta|Konto erstellen|Registrieren/,
      );
      expect(html, address).toContain('name="robots" content="noindex"');
    }
    expect(await (await client.get("/es/offline")).text()).toContain("Estás sin conexión");
  });

  it("gives the manifest in each language, opening on the dashboard in that language", async () => {
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const expected = {
      "/manifest.webmanifest": { name: "Synapse: learn what AI is", lang: "en-GB", start: "/learn" },
      "/es/manifest.webmanifest": { name: "Synapse: aprende qué es la IA", lang: "es", start: "/es/learn" },
      "/de/manifest.webmanifest": { name: "Synapse: Lerne, was KI ist", lang: "de-DE", start: "/de/learn" },
    };
    for (const [address, { name, lang, start }] of Object.entries(expected)) {
      const response = await visitor.get(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("content-type"), address).toBe("application/manifest+json; charset=utf-8");
      const manifest = (await response.json()) as Record<string, unknown>;
      expect(manifest, address).toMatchObject({
        id: "/",
        name,
        short_name: "Synapse",
        lang,
        start_url: start,
        scope: "/",
      });
      const page = await (await visitor.get(start.replace(/\/learn$/, "/courses"))).text();
      expect(page, address).toContain(`<link rel="manifest" href="${address}"/>`);
    }
  });
  it("lists the pages a saved course keeps, in the language of the address, and nothing for an unknown course", async () => {
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const response = await visitor.get("/es/courses/the-foundations-of-ai/offline.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const listing = (await response.json()) as { course: string; title: string; language: string; pages: string[] };
    expect(listing).toMatchObject({
      course: "the-foundations-of-ai",
      title: "Los fundamentos de la IA",
      language: "es",
    });
    const course = "/es/courses/the-foundations-of-ai";
    expect(listing.pages.slice(0, 7)).toEqual([
      course,
      ...[
        "what-is-ai",
        "a-brief-history-of-ai",
        "solving-problems-by-search",
        "games-and-adversarial-search",
        "how-machines-learn",
        "neural-networks-and-deep-learning",
      ].map((lesson) => `${course}/${lesson}`),
    ]);
    // The rest are the glossary pages its lessons link to; the quiz is not kept.
    const glossary = listing.pages.slice(7);
    expect(glossary.length).toBeGreaterThan(3);
    for (const page of glossary) expect(page).toMatch(/^\/es\/glossary\/([a-z]|other)$/);
    expect(listing.pages.some((page) => page.endsWith("/quiz"))).toBe(false);
    // Each page it lists is one the server has.
    for (const page of listing.pages) expect((await visitor.get(page)).status, page).toBe(200);

    const english = (await (await visitor.get("/courses/the-foundations-of-ai/offline.json")).json()) as {
      pages: string[];
    };
    expect(english.pages[0]).toBe("/courses/the-foundations-of-ai");
    expect(english.pages.every((page) => !page.startsWith("/es/"))).toBe(true);
    expect((await visitor.get("/es/courses/no-such-course/offline.json")).status).toBe(404);
  });

  it("adds a signed-in learner's review page, for their eyes only", async () => {
    const { client } = await newLearner(server.url, server.db, "Katherine Johnson");
    const response = await client.get("/es/courses/the-foundations-of-ai/offline.json");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const { pages } = (await response.json()) as { pages: string[] };
    expect(pages.at(-1)).toBe("/es/learn/review");
    expect(pages.filter((page) => page.includes("/learn"))).toEqual(["/es/learn/review"]);
    expect((await client.get("/es/learn/review")).status).toBe(200);
  });
});
