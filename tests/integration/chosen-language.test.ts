// A learner's language, kept with the account: signing up on a Spanish page chooses Spanish,
// the switcher's form (/language) chooses another, and every email follows the choice, with
// links to that language's pages. A stored language the site no longer offers reads as English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { createClient, GOOD_PASSWORD, uniqueEmail, uniqueIp } from "#tests/client.ts";
import { newLearner } from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const SITE = "http://localhost:3000";
/** Where a redirect leads on this site: its path, query and fragment (another language's page is named in full). */
const whereTo = (response: Response) => {
  const url = new URL(response.headers.get("location") ?? "", "http://127.0.0.1");
  return `${url.pathname}${url.search}${url.hash}`;
};

describe.each(testDatabases)("the learner's language on $name", ({ name }) => {
  let server: TestServer;
  let db: AppDatabase;
  beforeAll(async () => {
    server = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    db = server.db;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const languageOf = async (email: string) =>
    (await db.selectFrom("user").select("language").where("email", "=", email).executeTakeFirstOrThrow()).language;
  /** The emails queued for an address, oldest first, once at least `count` are there. */
  async function emailsTo(address: string, count = 1) {
    const read = () =>
      db
        .selectFrom("email_outbox")
        .select(["subject", "text_body", "html_body"])
        .where("to_address", "=", address)
        .orderBy("created_at")
        .execute();
    await expect.poll(async () => (await read()).length).toBeGreaterThanOrEqual(count);
    return read();
  }

  it("stores Spanish for a learner who signs up on /es/sign-up, and confirms the address in Spanish under /es", async () => {
    const client = createClient(server.url, { ip: uniqueIp() });
    const email = uniqueEmail("es");
    const signUp = await client.post("/es/sign-up", { name: "Ada Lovelace", email, password: GOOD_PASSWORD });
    expect(signUp.status).toBe(200);
    expect(await languageOf(email)).toBe("es");

    const [message, ...more] = await emailsTo(email);
    expect(more).toEqual([]);
    expect(message?.subject).toBe("Confirma tu correo electrónico para Synapse");
    expect(message?.text_body).toContain("Hola, Ada Lovelace:");
    expect(message?.text_body).toContain("Confirmar mi correo:");
    expect(message?.html_body).toContain('<html lang="es">');
    expect(message?.html_body).toContain("Si el botón no funciona, copia este enlace en tu navegador:");
    const link = message?.text_body.match(/^http\S+\/verify-email\?token=\S+$/m)?.[0] ?? "";
    expect(link.startsWith(`${SITE}/es/verify-email?token=`)).toBe(true);

    // The link opens the Spanish page, which confirms the address and signs the learner in.
    const token = new URL(link).searchParams.get("token") ?? "";
    expect((await client.post("/es/verify-email", { token })).status).toBe(302);
    const user = await db.selectFrom("user").select("email_verified").where("email", "=", email).executeTakeFirst();
    expect(Boolean(user?.email_verified)).toBe(true);
  });

  it("keeps a signed-in learner's choice of German from the switcher, and writes the weekly review email in German", async () => {
    const { client, email, userId } = await newLearner(server.url, db, "Emmy Noether");
    expect(await languageOf(email)).toBeNull();
    // The switcher of a signed-in learner is a set of forms posting here; a visitor's, links.
    const page = await (await client.get("/courses")).text();
    expect(page).toContain('action="/language"');
    expect(await (await createClient(server.url).get("/courses")).text()).not.toContain('action="/language"');

    const chosen = await client.post("/language", { language: "de", returnTo: "/courses?sort=new#list" });
    expect(chosen.status).toBe(303);
    expect(whereTo(chosen)).toBe("/de/courses?sort=new#list");
    expect(await languageOf(email)).toBe("de");
    // From a Spanish page, the page's own prefix is not kept: the same page in German.
    const again = await client.post("/es/language", { language: "de", returnTo: "/es/glossary" });
    expect(whereTo(again)).toBe("/de/glossary");

    // Turning the weekly email on sends the first one at once.
    expect((await client.post("/profile", { intent: "review-email", on: "yes" })).status).toBe(302);
    const weekly = (await emailsTo(email)).find((m) => m.subject === "Deine Woche bei Synapse");
    expect(weekly?.text_body).toContain("Hallo Emmy Noether,");
    expect(weekly?.text_body).toContain("Hier hast du aufgehört: Lektion „");
    expect(weekly?.text_body).toMatch(
      new RegExp(`Wöchentliche E-Mail abbestellen:\\n${SITE}/de/learn/review/email\\?u=${userId}&code=`),
    );
    expect(weekly?.text_body).toMatch(new RegExp(`Weiter:\\n${SITE}/de/courses/`));
    expect(weekly?.html_body).toContain('<html lang="de">');
    expect(weekly?.html_body).not.toContain("Where you left off");
  });

  it("sends a learner who chose German to the German page after logging in on an English one", async () => {
    const { client, email } = await newLearner(server.url, db, "Lise Meitner");
    await client.post("/language", { language: "de", returnTo: "/" });
    const other = createClient(server.url, { ip: uniqueIp() });
    const loggedIn = await other.post("/login", { email, password: GOOD_PASSWORD, redirectTo: "/profile" });
    expect(loggedIn.status).toBe(302);
    expect(whereTo(loggedIn)).toBe("/de/profile");
    // Nor from a Spanish page; on a page already in their language, no detour.
    const fromSpanish = createClient(server.url, { ip: uniqueIp() });
    const moved = await fromSpanish.post("/es/login", { email, password: GOOD_PASSWORD, redirectTo: "/profile" });
    expect(whereTo(moved)).toBe("/de/profile");
    const third = createClient(server.url, { ip: uniqueIp() });
    const there = await third.post("/de/login", { email, password: GOOD_PASSWORD, redirectTo: "/profile" });
    expect(there.headers.get("location")).toBe("/de/profile");
  });

  it("changes nothing for a visitor who uses the switcher's form, and never leaves the site", async () => {
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const chosen = await visitor.post("/language", { language: "es", returnTo: "/courses" });
    expect(whereTo(chosen)).toBe("/es/courses");
    for (const returnTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const answer = await visitor.post("/language", { language: "de", returnTo });
      expect(answer.headers.get("location")).toBe(new URL("/de", server.url).href);
    }
    const unknown = await visitor.post("/language", { language: "xx", returnTo: "/glossary" });
    expect(whereTo(unknown)).toBe("/glossary");
  });

  it("reads a stored language the site no longer offers as English, in emails and at log-in", async () => {
    const { client, email } = await newLearner(server.url, db, "Marie Curie");
    await db.updateTable("user").set({ language: "xx" }).where("email", "=", email).execute();

    const asked = await createClient(server.url, { ip: uniqueIp() }).post("/forgot-password", { email });
    expect(asked.status).toBe(200);
    const reset = (await emailsTo(email, 2)).find((m) => m.subject === "Reset your Synapse password");
    expect(reset?.text_body).toContain("Hi Marie Curie,");
    expect(reset?.text_body).toContain(`${SITE}/reset-password?token=`);
    expect(reset?.html_body).toContain('<html lang="en">');

    expect((await client.post("/profile", { intent: "review-email", on: "yes" })).status).toBe(302);
    const weekly = (await emailsTo(email, 3)).find((m) => m.subject === "Your week on Synapse");
    expect(weekly?.text_body).toContain(`Stop the weekly email:\n${SITE}/learn/review/email?u=`);

    // Logging in on a Spanish page keeps the learner there, and the stored value is left alone.
    const other = createClient(server.url, { ip: uniqueIp() });
    const loggedIn = await other.post("/es/login", { email, password: GOOD_PASSWORD, redirectTo: "/profile" });
    expect(loggedIn.status).toBe(302);
    expect(loggedIn.headers.get("location")).toBe("/es/profile");
    expect(await languageOf(email)).toBe("xx");
  });
});
