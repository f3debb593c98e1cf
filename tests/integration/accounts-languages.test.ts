// The account pages in Spanish and German: the page, its title, the form's refusals and the
// messages from the account modules are in the address's language; English stays English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, GOOD_PASSWORD, uniqueEmail, uniqueIp, visibleText } from "#tests/client.ts";
import { startServer, type TestServer } from "#tests/server.ts";

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";

describe("account pages in other languages", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ database: "sqlite", env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the log-in page in Spanish under /es", async () => {
    const client = createClient(server.url, { ip: uniqueIp() });
    const response = await client.get("/es/login");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(titleOf(html)).toBe("Iniciar sesión · Synapse");
    const text = visibleText(html);
    expect(text).toContain("Mantener la sesión iniciada");
    expect(text).toContain("Enviarme un enlace de inicio de sesión");
    expect(text).toContain("Correo electrónico");
  });

  it("refuses a Spanish sign-up in Spanish, the password policy included", async () => {
    const client = createClient(server.url, { ip: uniqueIp() });
    const empty = await client.post("/es/sign-up", { name: "", email: "not-an-address", password: "" });
    expect(empty.status).toBe(400);
    const refused = visibleText(await empty.text());
    expect(refused).toContain("Escribe tu nombre.");
    expect(refused).toContain("Escribe una dirección de correo como nombre@example.com.");
    expect(refused).toContain("Elige una contraseña.");

    const short = await client.post("/es/sign-up", { name: "Ada", email: uniqueEmail("es-short"), password: "abc" });
    expect(short.status).toBe(400);
    expect(visibleText(await short.text())).toContain("Tu contraseña necesita: al menos 8 caracteres.");

    const common = await client.post("/es/sign-up", {
      name: "Ada",
      email: uniqueEmail("es-weak"),
      password: "password",
    });
    expect(common.status).toBe(400);
    expect(visibleText(await common.text())).toContain(
      "Esta contraseña es demasiado fácil de adivinar. Es una contraseña muy usada. Prueba con una frase más larga",
    );
  });

  it("gives the strength meter's advice in the language of the page that asks", async () => {
    const check = (prefix: string, password: string) =>
      fetch(`${server.url}${prefix}/api/password-strength`, {
        method: "POST",
        body: JSON.stringify({ password, userInputs: ["ada.lovelace@example.com", "Ada Lovelace"] }),
        headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": uniqueIp() },
      }).then((r) => r.json());
    expect(await check("/es", "password")).toEqual({
      score: 0,
      warning: "Es una contraseña muy usada.",
      suggestions: ["Añade más palabras que sean menos comunes."],
      minScore: 2,
    });
    expect(await check("/de", "kkkkkkkkkkkk")).toMatchObject({
      warning: "Wiederholte Zeichen wie „aaa“ sind leicht zu erraten.",
      suggestions: ["Füge weitere, weniger gebräuchliche Wörter hinzu.", "Vermeide wiederholte Wörter und Zeichen."],
    });
    expect((await check("/es", "adalovelace1")).warning).toBe(
      "Tu nombre, tu dirección de correo y el nombre de este sitio son fáciles de adivinar.",
    );
    expect(await check("", "password")).toMatchObject({
      warning: "This is a heavily used password.",
      suggestions: ["Add more words that are less common."],
    });
  });

  it("answers a wrong password on the German page in German", async () => {
    const client = createClient(server.url, { ip: uniqueIp() });
    const response = await client.post("/de/login", {
      intent: "password",
      email: uniqueEmail("de-login"),
      password: GOOD_PASSWORD,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(visibleText(html)).toContain("Diese E-Mail-Adresse und dieses Passwort passen zu keinem Konto.");
  });

  it("keeps the English page English", async () => {
    const client = createClient(server.url, { ip: uniqueIp() });
    const html = await (await client.get("/forgot-password")).text();
    expect(titleOf(html)).toBe("Reset your password · Synapse");
    expect(visibleText(html)).toContain("Send reset link");
  });
});
