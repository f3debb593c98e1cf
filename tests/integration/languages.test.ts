// Synapse in English, Spanish and German: each language at its own addresses (English
// unprefixed, /es and /de), each page marked with its language and its addresses in the
// others, the content and search of its language, and no request's words in another's page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "#tests/server.ts";

const LESSON = "/courses/the-foundations-of-ai/what-is-ai";

describe("languages", () => {
  let server: TestServer;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: "manual" });

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("serves each language at its own address, marked with its language and its addresses in the others", async () => {
    for (const [prefix, lang, title] of [
      ["", "en", "What Is AI, Really?"],
      ["/es", "es", "¿Qué es la IA, en realidad?"],
      ["/de", "de", "Was ist KI eigentlich?"],
    ] as const) {
      const response = await get(`${prefix}${LESSON}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`>${title}</h1>`);
      const site = "http://localhost:3000"; // the test servers' SITE_URL (tests/server.ts)
      expect(html).toContain(`<link rel="canonical" href="${site}${prefix}${LESSON}"/>`);
      for (const [other, otherPrefix] of [
        ["en", ""],
        ["es", "/es"],
        ["de", "/de"],
      ]) {
        expect(html).toContain(`<link rel="alternate" hrefLang="${other}" href="${site}${otherPrefix}${LESSON}"/>`);
      }
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${site}${LESSON}"/>`);
    }
  });

  it("keeps a translated lesson's links, glossary terms included, in its language", async () => {
    const html = await (await get(`/es${LESSON}`)).text();
    const lessonLinks = [...html.matchAll(/href="(\/[^"]*glossary[^"]*)"/g)].map((m) => m[1]);
    expect(lessonLinks.length).toBeGreaterThan(3);
    for (const link of lessonLinks) expect(link).toMatch(/^\/es\/glossary/);
    // The interface around it is Spanish too (tests/e2e/languages.test.ts: the words the
    // browser loads for it are Spanish, and only the page's).
    expect(html).toContain("Iniciar sesión");
    expect(html).not.toContain(">Log in<");
  });

  it("writes a lesson's box labels and its demo's stand-in in the lesson's language", async () => {
    const labels = {
      "": ["Predict first", "Common misconception", "Go deeper", "Loading the demo…", "needs JavaScript"],
      "/es": ["Predice primero", "Un error frecuente", "Para profundizar", "Cargando la demo…", "necesita JavaScript"],
      "/de": [
        "Erst schätzen",
        "Häufiges Missverständnis",
        "Zum Vertiefen",
        "Die Demo wird geladen …",
        "braucht JavaScript",
      ],
    };
    for (const [prefix, words] of Object.entries(labels)) {
      const html = await (await get(`${prefix}${LESSON}`)).text();
      for (const word of words) expect(html, `${prefix || "/"}: ${word}`).toContain(word);
      if (prefix) for (const english of labels[""]) expect(html, `${prefix}: ${english}`).not.toContain(english);
    }
  });

  it("answers an unknown language prefix with the 404 screen, and English by a prefix with its own address", async () => {
    const unknown = await get("/xx/courses");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Page not found: /xx/courses");
    const english = await get("/en/courses?x=1");
    expect(english.status).toBe(301);
    expect(english.headers.get("location")).toBe("/courses?x=1");
    // Never an address on another site.
    expect((await get("/en//evil.example/path")).headers.get("location")).toBe("/evil.example/path");
  });

  it("serves the address's language whatever the browser asks for, and never fails on a header it cannot read", async () => {
    for (const header of ["es", "de-CH,de;q=0.9", "*", ";;q=abc,,", "x".repeat(4000), "fr-FR;q=1.5"]) {
      const response = await get("/courses", { "accept-language": header, cookie: `lang=${header.slice(0, 100)}` });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html lang="en"');
    }
  });

  it("never mixes two languages' words in concurrent requests", async () => {
    // Query strings keep these pages out of the page cache, so each is rendered for its request.
    const requests = Array.from({ length: 24 }, (_, i) => {
      const lang = (["en", "es", "de"] as const)[i % 3];
      const prefix = lang === "en" ? "" : `/${lang}`;
      return get(`${prefix}/courses?n=${i}`).then(async (r) => ({ lang, html: await r.text() }));
    });
    for (const { lang, html } of await Promise.all(requests)) {
      expect(html).toContain(`<html lang="${lang}"`);
      const words = { en: ">Log in<", es: ">Iniciar sesión<", de: ">Anmelden<" };
      for (const [other, word] of Object.entries(words)) {
        if (other === lang) expect(html).toContain(word);
        else expect(html).not.toContain(word);
      }
    }
  });

  it("searches each language's lessons and glossary, folding accents", async () => {
    const spanish = await (await get("/es/search?q=aprendizaje+automatico")).text();
    expect(spanish).toContain("automático");
    expect(spanish).toMatch(/href="\/es\/glossary\/[a-z]+#machine-learning"/);
    const german = await (await get("/de/search?q=uberanpassung")).text();
    expect(german).toContain("Überanpassung");
  });

  it("lists every page in every language in the sitemap, each with its alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const site = "http://localhost:3000"; // the test servers' SITE_URL (tests/server.ts)
    for (const prefix of ["", "/es", "/de"]) expect(xml).toContain(`<loc>${site}${prefix}${LESSON}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${site}/de${LESSON}"/>`);
  });

  it("keeps redirects in the page's language", async () => {
    const response = await get("/de/profile");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de/login?redirectTo=%2Fprofile");
  });
});
