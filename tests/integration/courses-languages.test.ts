// The course pages in Spanish and German: the interface's words, the course levels and the
// numbers are in the page's language, and English pages keep their English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "#tests/server.ts";

/** The page's text, tags dropped and spaces folded. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the course pages in other languages", () => {
  let server: TestServer;
  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the course list in Spanish, with the levels translated", async () => {
    const html = await page("/es/courses");
    expect(html).toMatch(/<html[^>]* lang="es"/);
    const text = textOf(html);
    expect(text).toContain("Cinco cursos, de las primeras ideas a las normas sobre la IA");
    expect(text).toContain("Principiante");
    expect(text).toContain("6 lecciones");
    expect(text).not.toContain("Nivel Beginner"); // the key stays in the data; the label is translated
    expect(html).toMatch(/<title>Cursos · /);
  });

  it("shows a course's overview in German", async () => {
    const html = await page("/de/courses/the-foundations-of-ai");
    expect(html).toMatch(/<html[^>]* lang="de"/);
    const text = textOf(html);
    expect(text).toContain("Lehrplan");
    expect(text).toContain("Einstieg");
    expect(text).toContain("Bestanden ab 70 %; dein bestes Ergebnis zählt.");
  });

  it("asks the quick quiz and the placement test in Spanish", async () => {
    const quick = textOf(await page("/es/quick-quiz?seed=7"));
    expect(quick).toContain("Cinco preguntas, una de cada curso");
    expect(quick).toContain("Pregunta 1 de 5");
    const test = textOf(await page("/es/test"));
    expect(test).toContain("¿Por dónde deberías empezar?");
    expect(test).toContain("Ver por dónde empezar");
  });

  it("starts a quick quiz round and moves past an answered round at the page's own address", async () => {
    for (const language of ["es", "de"]) {
      const start = await fetch(`${server.url}/${language}/quick-quiz`, { redirect: "manual" });
      expect(start.status).toBe(302);
      expect(start.headers.get("location")).toMatch(new RegExp(`^/${language}/quick-quiz\\?seed=\\d+$`));
      // A finished round's question, answered again, goes to the round's next page (here its results).
      const again = await fetch(`${server.url}/${language}/quick-quiz?seed=7&r=11111`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: "",
      });
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe(`/${language}/quick-quiz?seed=7&r=11111`);
    }
  });

  it("tells a placement test with a gap what is missing, in Spanish", async () => {
    const response = await fetch(`${server.url}/es/test`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "seed=1",
    });
    expect(response.status).toBe(400);
    const text = textOf(await response.text());
    expect(text).toMatch(/Faltan por responder \d+ preguntas\. Están marcadas abajo\./);
    expect(text).toContain("Responde a esta pregunta.");
  });

  it("keeps the English words on English pages", async () => {
    const text = textOf(await page("/courses"));
    expect(text).toContain("Five courses, from first ideas to the rules for AI");
    expect(text).toContain("Beginner");
  });
});
