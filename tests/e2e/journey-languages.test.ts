// A learner's whole journey in Spanish and in German, in Chromium: sign up in the form, confirm
// the address from the email (written in the language, linking to the language's pages), answer
// a lesson's checks, pass the course quiz, reach the certificate (its image drawn in the
// address's language), then switch to English from the footer and find the same record there.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, uniqueEmail } from "#tests/client.ts";
import { answerInBrowser, answerQuizInBrowser, checkBank, FOUNDATIONS, lessonSlugs } from "#tests/learning.ts";
import { projectRoot, startServer, type TestServer } from "#tests/server.ts";
import { chromiumForFile, hydrated, newVisitor, watchErrors } from "./fixtures.ts";

const browser = chromiumForFile();
const ARTIFACTS = path.join(projectRoot, "tests/.artifacts");
/** The number of questions a quiz attempt draws: all of them answered right. */
const QUIZ_LENGTH = 14;

/** What a learner reads along the way, in each language (app/locales and content/<language>). */
const JOURNEYS = [
  {
    language: "es",
    label: "Spanish",
    name: "Ángela Ruiz Robles",
    signUp: { name: "Tu nombre", email: "Correo electrónico", password: "Contraseña", submit: "Crear cuenta" },
    checkInbox: "Revisa tu correo",
    email: {
      subject: "Confirma tu correo electrónico para Synapse",
      sentence:
        "¡Te damos la bienvenida a Synapse! Confirma que esta es tu dirección de correo electrónico para que sepamos que te llegan nuestros mensajes.",
    },
    confirm: "Confirmar mi dirección de correo",
    confirmed: "Tu dirección de correo está confirmada. ¡Te damos la bienvenida a Synapse!",
    course: "Los fundamentos de la IA",
    lesson: "¿Qué es la IA, en realidad?",
    toComplete: /para completar esta lección: 0 de 3 respondidas\./,
    checkAnswer: "Comprobar mi respuesta",
    right: "Correcto.",
    lastCheck: "Era la última pregunta de comprobación de la lección: has completado la lección.",
    lessonComplete: "Lección completada",
    completed: "Completaste esta lección.",
    quiz: "Cuestionario del curso: Los fundamentos de la IA",
    submitAnswers: "Enviar respuestas",
    results: "Resultados del cuestionario: Los fundamentos de la IA",
    score: /^Obtuviste 14 de 14 \(100\s%\)$/,
    passed: "Aprobaste. ¡Bien hecho!",
    seeCertificate: "Ver tu certificado",
    congratulations: "¡Enhorabuena, Ángela Ruiz Robles!",
    viewAndPrint: "Ver e imprimir",
    valid: "Certificado válido, expedido por Synapse",
    certifies: "Qué certifica",
    certifiesThat: "Se certifica que",
    languageNavigation: "Idioma",
  },
  {
    language: "de",
    label: "German",
    name: "Emmy Noether",
    signUp: { name: "Dein Name", email: "E-Mail-Adresse", password: "Passwort", submit: "Konto erstellen" },
    checkInbox: "Prüfe dein Postfach",
    email: {
      subject: "Bestätige deine E-Mail-Adresse für Synapse",
      sentence:
        "Willkommen bei Synapse! Bitte bestätige, dass dies deine E-Mail-Adresse ist, damit wir wissen, dass unsere Nachrichten dich erreichen.",
    },
    confirm: "Meine E-Mail-Adresse bestätigen",
    confirmed: "Deine E-Mail-Adresse ist bestätigt. Willkommen bei Synapse!",
    course: "Grundlagen der KI",
    lesson: "Was ist KI eigentlich?",
    toComplete: /um diese Lektion abzuschließen: 0 von 3 beantwortet\./,
    checkAnswer: "Antwort prüfen",
    right: "Richtig.",
    lastCheck: "Das war die letzte Verständnisfrage der Lektion: Die Lektion ist abgeschlossen.",
    lessonComplete: "Lektion abgeschlossen",
    completed: "Du hast diese Lektion abgeschlossen.",
    quiz: "Abschlussquiz: Grundlagen der KI",
    submitAnswers: "Antworten abgeben",
    results: "Quizergebnis: Grundlagen der KI",
    score: /^Du hast 14 von 14 erreicht \(100\s%\)$/,
    passed: "Bestanden. Gut gemacht!",
    seeCertificate: "Zu deinem Zertifikat",
    congratulations: "Herzlichen Glückwunsch, Emmy Noether!",
    viewAndPrint: "Ansehen und drucken",
    valid: "Gültiges Zertifikat, ausgestellt von Synapse",
    certifies: "Was dieses Zertifikat bestätigt",
    certifiesThat: "Hiermit wird bestätigt, dass",
    languageNavigation: "Sprache",
  },
] as const;

type Journey = (typeof JOURNEYS)[number];

describe("a learner's whole journey in Spanish and in German, in Chromium", () => {
  let site: TestServer;

  beforeAll(async () => {
    site = await startServer({ env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await site?.stop();
  });

  const pathOf = (url: string) => new URL(url).pathname;
  const htmlLang = (page: Page) => page.locator("html").getAttribute("lang");

  /** Answers every check of a lesson rightly through its forms, each verdict read in the page's language. */
  async function answerChecks(page: Page, journey: Journey, lesson: string) {
    for (const check of checkBank(FOUNDATIONS, journey.language).filter((q) => q.lesson === lesson)) {
      // Answered once the check's code has run: until then, an answer chosen can be lost as the form is made anew.
      await hydrated(page, `#check-${check.id} form`);
      const section = page.locator(`#check-${check.id}`);
      await answerInBrowser(page, check, true, journey.language);
      await section.getByRole("button", { name: journey.checkAnswer }).click();
      await section.getByText(journey.right).waitFor();
      await section.getByText(check.explanation).waitFor();
    }
  }

  it.each(JOURNEYS)(
    "sign-up → email → lesson → quiz → certificate → English, in $label",
    async (journey) => {
      const { language } = journey;
      const context = await newVisitor(browser(), site);
      const page = await context.newPage();
      const errors = watchErrors(page);

      // 1. Sign up in the form, through its labels in the language.
      const email = uniqueEmail(`e2e-journey-${language}`);
      await page.goto(`/${language}/sign-up`);
      expect(await htmlLang(page)).toBe(language);
      await hydrated(page, 'form input[name="password"]');
      await page.getByLabel(journey.signUp.name, { exact: true }).fill(journey.name);
      await page.getByLabel(journey.signUp.email, { exact: true }).fill(email);
      await page.getByLabel(journey.signUp.password, { exact: true }).fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: journey.signUp.submit }).click();
      await page.getByRole("heading", { level: 1, name: journey.checkInbox }).waitFor();
      expect(pathOf(page.url())).toBe(`/${language}/sign-up`);

      // 2. The email is in the language, and its link opens the language's page.
      let sent = { subject: "", text_body: "" };
      await expect
        .poll(
          async () => {
            sent =
              (await site.db
                .selectFrom("email_outbox")
                .select(["subject", "text_body"])
                .where("to_address", "=", email)
                .executeTakeFirst()) ?? sent;
            return sent.subject;
          },
          { timeout: 15_000 },
        )
        .toBe(journey.email.subject);
      expect(sent.text_body).toContain(journey.email.sentence);
      const link = sent.text_body.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0] ?? "";
      expect(pathOf(link), sent.text_body).toBe(`/${language}/verify-email`);
      const linked = new URL(link);
      await page.goto(linked.pathname + linked.search);
      expect(await htmlLang(page)).toBe(language);
      await page.getByRole("button", { name: journey.confirm }).click();
      await page.getByText(journey.confirmed).waitFor({ timeout: 15_000 });
      expect(pathOf(page.url())).toBe(`/${language}/profile`);
      // Signed in: the header names the learner.
      await expect.poll(() => page.getByRole("banner").getByText(journey.name).count()).toBe(1);

      // 3. A lesson's checks, answered rightly: the verdicts and the completion in the language.
      const [firstLesson = "", ...otherLessons] = lessonSlugs(FOUNDATIONS);
      await page.goto(`/${language}/courses/${FOUNDATIONS}/${firstLesson}`);
      await page.getByRole("heading", { level: 1, name: journey.lesson }).waitFor();
      expect(await htmlLang(page)).toBe(language);
      await page.getByText(journey.toComplete).waitFor();
      await answerChecks(page, journey, firstLesson);
      await page.getByText(journey.lastCheck).waitFor();
      const completion = page.locator("#lesson-complete");
      await completion.getByRole("heading", { name: journey.lessonComplete }).waitFor();
      await completion.getByText(journey.completed).waitFor();
      // The certificate asks for every lesson: the others, the same way.
      for (const lesson of otherLessons) {
        await page.goto(`/${language}/courses/${FOUNDATIONS}/${lesson}`);
        await answerChecks(page, journey, lesson);
        await completion.getByRole("heading", { name: journey.lessonComplete }).waitFor();
      }

      // 4. The course quiz, passed at the first attempt.
      await page.goto(`/${language}/courses/${FOUNDATIONS}/quiz`);
      await page.getByRole("heading", { level: 1, name: journey.quiz }).waitFor();
      await hydrated(page, "form:has(fieldset[id^=question-])");
      await answerQuizInBrowser(page, FOUNDATIONS, QUIZ_LENGTH, language);
      await page.getByRole("button", { name: journey.submitAnswers }).click();
      await page.waitForURL(`**/${language}/courses/${FOUNDATIONS}/quiz/attempts/*`);
      await page.getByRole("heading", { level: 1, name: journey.results }).waitFor();
      await page.getByRole("heading", { level: 2, name: journey.score }).waitFor();
      await page.getByText(journey.passed).waitFor();
      expect(await htmlLang(page)).toBe(language);

      // 5. The finish page and the certificate, in the language; its image drawn in it.
      await page.getByRole("link", { name: journey.seeCertificate }).click();
      await page.waitForURL(`**/${language}/courses/${FOUNDATIONS}/finish`);
      await page.getByRole("heading", { level: 1, name: journey.congratulations }).waitFor();
      expect(await htmlLang(page)).toBe(language);
      await page.getByRole("link", { name: journey.viewAndPrint }).click();
      await page.waitForURL(`**/${language}/certificates/*`);
      const id = pathOf(page.url()).split("/").at(-1) ?? "";
      await page.getByText(journey.valid).waitFor();
      await page.getByRole("heading", { name: journey.certifies }).waitFor();
      await page.getByText(journey.certifiesThat).waitFor();
      expect(await page.getByRole("main").getByText(journey.name, { exact: true }).count()).toBe(1);
      expect(await page.getByText(journey.course, { exact: true }).count()).toBeGreaterThan(0);
      expect(await htmlLang(page)).toBe(language);
      // Added to a profile from this page, the certificate carries the course's name in the
      // language and the address of this page.
      const linkedIn = new URL(
        (await page
          .getByRole("link", { name: /LinkedIn/ })
          .first()
          .getAttribute("href")) ?? "",
      );
      expect(linkedIn.searchParams.get("name")).toBe(journey.course);
      expect(linkedIn.searchParams.get("certUrl")).toMatch(new RegExp(`/${language}/certificates/${id}$`));

      const image = await page.request.get(`/${language}/certificates/${id}/certificate.png`);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const english = await page.request.get(`/certificates/${id}/certificate.png`);
      expect(english.status()).toBe(200);
      expect((await image.body()).equals(await english.body())).toBe(false);

      mkdirSync(ARTIFACTS, { recursive: true });
      const desktop = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(ARTIFACTS, `journey-${language}-certificate.png`), fullPage: true });
      if (desktop) await page.setViewportSize(desktop);

      // 6. The footer's switcher: the same page in English, and the same record on /learn.
      await page
        .getByRole("contentinfo")
        .getByRole("navigation", { name: journey.languageNavigation })
        .getByRole("button", { name: "English" })
        .click();
      await page.waitForURL((url) => url.pathname === `/certificates/${id}`);
      await expect.poll(() => htmlLang(page)).toBe("en");
      await page.getByText("Valid certificate, issued by Synapse").waitFor();
      await page.getByRole("heading", { name: "What this certifies" }).waitFor();
      expect(await page.getByRole("main").getByText(journey.name, { exact: true }).count()).toBe(1);
      expect(await page.getByText("The Foundations of AI", { exact: true }).count()).toBeGreaterThan(0);

      await page.goto(`/courses/${FOUNDATIONS}/${firstLesson}`);
      await page.locator("#lesson-complete").getByRole("heading", { name: "Lesson complete" }).waitFor();

      await page.goto("/learn");
      await page.getByRole("heading", { name: `Welcome back, ${journey.name}` }).waitFor();
      expect(await htmlLang(page)).toBe("en");
      const course = page
        .getByRole("region", { name: "Your courses" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "The Foundations of AI" }) });
      await course.getByText("6 of 6 lessons complete").waitFor();
      const progress = course.getByRole("progressbar", { name: "Progress in The Foundations of AI" });
      expect(await progress.getAttribute("aria-valuenow")).toBe("6");
      await course.getByText("Quiz passed · best 100%").waitFor();
      expect(await course.getByRole("link", { name: "View your certificate" }).getAttribute("href")).toBe(
        `/certificates/${id}`,
      );
      const certificates = page.getByRole("region", { name: "Certificates" });
      expect(await certificates.getByRole("link", { name: "The Foundations of AI" }).getAttribute("href")).toBe(
        `/certificates/${id}`,
      );

      expect(errors).toEqual([]);
      await context.close();
    },
    150_000,
  );
});
