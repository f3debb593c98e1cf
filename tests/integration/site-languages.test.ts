// The site's own pages in Spanish and German: the words around the content, the page titles,
// the form messages and the error screens follow the address's language, and a translated copy
// of the terms says that the English text prevails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, uniqueIp, visibleText } from "#tests/client.ts";
import { validContact, validPartnership } from "#tests/feedback.ts";
import { startServer, type TestServer } from "#tests/server.ts";

describe("the site's pages in other languages", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    const html = await response.text();
    return { status: response.status, html, text: visibleText(html) };
  };

  it("shows the home page in Spanish under /es", async () => {
    const { status, html, text } = await page("/es");
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    expect(text).toContain("Cinco cursos, un camino");
    expect(text).toContain("Cómo funciona");
    expect(text).not.toContain("Five courses, one path");
    expect(html).toContain('name="description" content="Cinco cursos gratuitos');
  });

  it("keeps the English home page English", async () => {
    const { html, text } = await page("/");
    expect(html).toMatch(/<html lang="en"/);
    expect(text).toContain("Five courses, one path");
  });

  it("titles the contact page and explains a refused form in Spanish", async () => {
    const { html, text } = await page("/es/contact");
    expect(html).toContain("<title>Contacto · Synapse</title>");
    expect(text).toContain("Escribe al equipo de Synapse");
    const refused = await createClient(server.url, { ip: uniqueIp() }).post("/es/contact", {
      name: "Ana",
      email: "ana@example.com",
      topic: "",
      message: "",
    });
    expect(refused.status).toBe(400);
    const shown = visibleText(await refused.text());
    expect(shown).toContain("Revisa los campos marcados abajo");
    expect(shown).toContain("Elige de qué trata tu mensaje.");
    expect(shown).toContain("Escribe tu mensaje.");
  });

  /** The email queued for an address, once it is there. */
  async function emailTo(address: string) {
    const read = () =>
      server.db
        .selectFrom("email_outbox")
        .select(["subject", "text_body", "html_body"])
        .where("to_address", "=", address)
        .executeTakeFirst();
    await expect.poll(read).toBeDefined();
    return (await read()) as NonNullable<Awaited<ReturnType<typeof read>>>;
  }

  it("confirms a message sent from the Spanish contact page in Spanish, and an inquiry from the German page in German", async () => {
    const client = createClient(server.url, { ip: uniqueIp() });
    const contact = validContact({ name: "Ana" });
    expect((await client.post("/es/contact", contact)).status).toBe(302);
    const receipt = await emailTo(contact.email as string);
    expect(receipt.subject).toBe("Hemos recibido tu mensaje");
    expect(receipt.text_body).toContain("Hola, Ana:");
    expect(receipt.text_body).toContain("Gracias por escribir a Synapse sobre “Una pregunta sobre un curso”.");
    expect(receipt.html_body).toContain('<html lang="es">');
    expect(receipt.text_body).not.toMatch(/Thank you|ignore this email/);

    const inquiry = validPartnership({ contactName: "Lena" });
    expect((await client.post("/de/partnerships", inquiry)).status).toBe(302);
    const answer = await emailTo(inquiry.email as string);
    expect(answer.subject).toBe("Wir haben deine Partnerschaftsanfrage erhalten");
    expect(answer.text_body).toContain("Danke für dein Interesse, Synapse zu Northfield Secondary School zu bringen.");
    expect(answer.text_body).not.toMatch(/Thank you|ignore this email/);
  });

  it("says on the Spanish terms that the English version prevails, linking to it", async () => {
    const { html, text } = await page("/es/tos");
    expect(text).toContain("Esta es una traducción.");
    expect(html).toMatch(/<a href="\/tos" hrefLang="en"[^>]*>versión en inglés<\/a>/);
    expect(visibleText((await page("/tos")).html)).not.toContain("This is a translation");
  });

  it("names the experts' eras in German", async () => {
    const { html, text } = await page("/de/experts");
    expect(html).toMatch(/<html lang="de"/);
    expect(text).toContain("Die Menschen, die KI geprägt haben");
    expect(text).toContain("Grundlagen");
    expect(text).toContain("Wichtigste Beiträge");
  });

  it.each([
    ["/es/survey", "¿Qué tal tu curso?", "<title>Encuesta · Synapse</title>"],
    ["/es/partnerships", "Solicitud de colaboración", "<title>Colaboraciones · Synapse</title>"],
    ["/es/share", "¿Qué quieres compartir?", "<title>Compartir · Synapse</title>"],
    ["/es/search?q=red", "Resultados para “red”", "<title>Búsqueda: red · Synapse</title>"],
    ["/de/glossary", "Die Begriffe der KI, einfach erklärt", "<title>Glossar · Synapse</title>"],
    ["/de/glossary/a", "Begriffe mit A", "<title>Begriffe mit A · Glossar · Synapse</title>"],
    [
      "/de/contact/sent",
      "Danke: Deine Nachricht ist unterwegs",
      "<title>Danke: Deine Nachricht ist unterwegs · Synapse</title>",
    ],
  ])("shows %s in its language", async (path, words, title) => {
    const { status, html, text } = await page(path);
    expect(status).toBe(200);
    expect(text).toContain(words);
    expect(html).toContain(title);
  });

  it("answers an unknown Spanish address with the 404 screen in Spanish", async () => {
    const { status, text } = await page("/es/no-such-page");
    expect(status).toBe(404);
    expect(text).toContain("Página no encontrada: /es/no-such-page");
  });
});
