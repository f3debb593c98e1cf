// The learning pages in the reader's language: /learn, its dashboard, reviews, practice and
// the weekly review email's page speak Spanish under /es and German under /de, with dates
// written as those readers write them, while the unprefixed pages stay English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { createClient, uniqueIp, visibleText } from "#tests/client.ts";
import { answerFields, answerLessonChecks, checkBank, FOUNDATIONS, newLearner } from "#tests/learning.ts";
import { startServer, type TestServer } from "#tests/server.ts";

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";

describe("the learning pages in Spanish and German", () => {
  let server: TestServer;
  let db: AppDatabase;
  beforeAll(async () => {
    server = await startServer({ database: "sqlite", env: { TRUST_PROXY: "1" } });
    db = server.db;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("shows a visitor the learning path in Spanish under /es, and in English without a prefix", async () => {
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const spanish = await visitor.get("/es/learn");
    expect(spanish.status).toBe(200);
    const html = await spanish.text();
    expect(html).toMatch(/<html[^>]* lang="es"/);
    expect(titleOf(html)).toContain("Ruta de aprendizaje");
    const text = visibleText(html);
    expect(text).toContain("Tu camino por la IA, curso a curso");
    expect(text).toContain("Empezar el curso 1");
    expect(text).toContain("Principiante");
    expect(text).not.toContain("Start course 1");

    const english = visibleText(await (await visitor.get("/learn")).text());
    expect(english).toContain("Your path through AI, one course at a time");
    expect(english).toContain("Start course 1");
  });

  it("shows a learner's dashboard and reviews in Spanish, with days as a Spanish reader writes them", async () => {
    const { client, userId } = await newLearner(server.url, db, "Ada Lovelace");
    await answerLessonChecks(client, FOUNDATIONS, "what-is-ai", false);
    const dashboard = visibleText(await (await client.get("/es/learn")).text());
    expect(dashboard).toContain("Hola de nuevo, Ada Lovelace");
    expect(dashboard).toMatch(
      /Hoy no hay nada que repasar\. La próxima pregunta vuelve el \p{L}+, \d+ de \p{L}+ de \d{4}\./u,
    );

    // Days later, every question is due: the review page counts them and answers in Spanish.
    await db
      .updateTable("review_card")
      .set({ due: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", userId)
      .execute();
    const review = await (await client.get("/es/learn/review")).text();
    expect(titleOf(review)).toContain("Repaso");
    expect(visibleText(review)).toMatch(/\d+ preguntas pendientes hoy/);
    const key = review.match(/name="question" value="([^"]+)"/)?.[1] ?? "";
    const question = checkBank(FOUNDATIONS).find((q) => `${FOUNDATIONS}/${q.id}` === key);
    if (!question) throw new Error(`no question asked in the page (found "${key}")`);
    const answered = await client.post(
      "/es/learn/review?n=0",
      new URLSearchParams([["question", key], ...answerFields(question, true)]),
    );
    expect(answered.status).toBe(200);
    expect(visibleText(await answered.text())).toMatch(/Esta pregunta vuelve el \p{L}+, \d+ de \p{L}+ de \d{4} ?\./u);

    // A question that is not due is refused in the page's language.
    const refused = await client.post(
      "/es/learn/review?n=1",
      new URLSearchParams([["question", key], ...answerFields(question, true)]),
    );
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Esa pregunta no te toca repasarla ahora.");
  });

  it("shows practice and the weekly email's page in German under /de", async () => {
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const practice = await (await visitor.get("/de/learn/practice")).text();
    expect(practice).toMatch(/<html[^>]* lang="de"/);
    expect(visibleText(practice)).toContain("Übe die Fragen, die du falsch hattest");

    const email = await visitor.get("/de/learn/review/email?u=nobody&code=wrong");
    expect(email.status).toBe(400);
    expect(visibleText(await email.text())).toContain("Dieser Link ist ungültig");
  });
});
