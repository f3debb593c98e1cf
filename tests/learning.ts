// Helpers for tests of the learning record: verified learners made quickly (the link is
// read from the email outbox, as no SMTP server is needed), and quiz forms with a chosen
// number of right answers, built from the course's own answer key.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { DEFAULT_LANGUAGE, type Language, numberFormat } from "#app/site/locale.ts";
import { type Client, createClient, GOOD_PASSWORD, uniqueEmail, uniqueIp } from "./client.ts";
import { projectRoot } from "./server.ts";

export const FOUNDATIONS = "the-foundations-of-ai";

export type Question = {
  id: string;
  prompt: string;
  type: "single" | "multi" | "truefalse" | "ordering" | "numeric";
  options?: string[];
  answer: number | number[] | boolean | { value: number; tolerance: number };
  explanation: string;
  lesson: string;
  idea: string;
};

export function quizBank(course: string, language: Language = DEFAULT_LANGUAGE): Question[] {
  return questionsIn(course, "quiz.json", language);
}

/**
 * A course's questions as a page in `language` shows them: the English answer key, which grading
 * reads, with the prompts, options and explanations of that language's copy (content/<language>/…).
 */
function questionsIn(course: string, file: "quiz.json" | "checks.json", language: Language): Question[] {
  const english: Question[] = JSON.parse(readFileSync(path.join(projectRoot, "content/courses", course, file), "utf8"));
  if (language === DEFAULT_LANGUAGE) return english;
  const copy = path.join(projectRoot, "content", language, "courses", course, file);
  const translated = new Map(
    (JSON.parse(readFileSync(copy, "utf8")) as { content: Question[] }).content.map((q) => [q.id, q]),
  );
  return english.map((q) => {
    const words = translated.get(q.id);
    if (!words) throw new Error(`${copy} has no question ${q.id}`);
    return { ...q, prompt: words.prompt, options: words.options, explanation: words.explanation };
  });
}

export function lessonSlugs(course: string): string[] {
  const file = path.join(projectRoot, "content/courses", course, "course.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { lessons: string[] }).lessons;
}

/** The questions each attempt key handed out by a quiz page asks (read from the page). */
const drawnQuestions = new Map<string, Set<string>>();

/**
 * A quiz form answering the first `right` questions correctly and the rest wrongly. With an
 * `attempt` from `attemptKeyFrom`, it answers the questions that attempt drew; without, the
 * whole pool.
 */
export function quizForm(course: string, right: number, extra: Record<string, string> = {}): URLSearchParams {
  const form = new URLSearchParams();
  const drawn = extra.attempt ? drawnQuestions.get(extra.attempt) : undefined;
  const questions = quizBank(course).filter((q) => !drawn || drawn.has(q.id));
  questions.forEach((q, i) => {
    for (const [name, value] of answerFields(q, i < right)) form.append(name, value);
  });
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

/** The graded checks of a course's lessons, answers included (content/courses/…/checks.json), worded in `language`. */
export function checkBank(course: string, language: Language = DEFAULT_LANGUAGE): Question[] {
  return questionsIn(course, "checks.json", language);
}

/**
 * Completes a lesson the way a learner does: by answering each of its checks (rightly, or
 * wrongly with `correct: false`). Returns the responses, each of which must be a 200.
 */
export async function answerLessonChecks(
  client: Client,
  course: string,
  lesson: string,
  correct = true,
): Promise<Response[]> {
  const responses = [];
  for (const check of checkBank(course).filter((q) => q.lesson === lesson)) {
    const form = new URLSearchParams([["intent", "check"], ["check", check.id], ...answerFields(check, correct)]);
    const response = await client.post(`/courses/${course}/${lesson}`, form);
    expect(response.status, `${lesson}: ${check.id}`).toBe(200);
    responses.push(response);
  }
  return responses;
}

/** The form fields of a right (or a wrong) answer to a question, as its page names them. */
export function answerFields(q: Question, correct: boolean): [string, string][] {
  const name = `q-${q.id}`;
  switch (q.type) {
    case "single": {
      const answer = q.answer as number;
      return [[name, String(correct ? answer : (answer + 1) % (q.options?.length ?? 2))]];
    }
    case "truefalse":
      return [[name, String(correct ? q.answer : !q.answer)]];
    case "numeric": {
      const { value, tolerance } = q.answer as { value: number; tolerance: number };
      return [[name, String(correct ? value : value + tolerance + 1000)]];
    }
    case "multi": {
      const answer = q.answer as number[];
      const wrong = (q.options ?? []).map((_, o) => o).find((o) => !answer.includes(o)) ?? 0;
      return (correct ? answer : [...answer, wrong]).map((choice) => [name, String(choice)]);
    }
    case "ordering": {
      const order = q.answer as number[];
      const places = correct ? order : [...order].reverse();
      return places.map((option, place) => [`${name}-${option}`, String(place + 1)]);
    }
  }
}

/** Signs up, confirms the email through the link in the outbox, and returns a signed-in client. */
export async function newLearner(
  baseUrl: string,
  db: AppDatabase,
  name = "Grace Hopper",
): Promise<{ client: Client; email: string; userId: string }> {
  const email = uniqueEmail("learner");
  const client = createClient(baseUrl, { ip: uniqueIp() });
  const signUp = await client.post("/sign-up", { name, email, password: GOOD_PASSWORD });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  let token = "";
  for (let i = 0; i < 100 && !token; i++) {
    const row = await db
      .selectFrom("email_outbox")
      .select("text_body")
      .where("to_address", "=", email)
      .executeTakeFirst();
    token = row?.text_body.match(/verify-email\?token=([^\s&]+)/)?.[1] ?? "";
    if (!token) await new Promise((r) => setTimeout(r, 50));
  }
  const verified = await client.post("/verify-email", { token });
  if (verified.status !== 302) throw new Error(`verify-email answered ${verified.status}`);
  const user = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return { client, email, userId: user.id };
}

/**
 * `count` accounts named "Pupil 01", "Pupil 02"… (numbers padded to `digits`), written straight
 * into the database as members of a group who do not share their email: a school-sized group
 * without signing each one up.
 */
export async function addPupils(db: AppDatabase, groupId: string, count: number, digits: number) {
  const now = new Date().toISOString();
  const pupils = Array.from({ length: count }, (_, i) => ({
    id: `pupil-${i}-${groupId}`,
    name: `Pupil ${String(i + 1).padStart(digits, "0")}`,
    email: `pupil-${i}-${groupId}@example.org`,
    email_verified: true,
    image: null,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto("user").values(pupils).execute();
  await db
    .insertInto("group_member")
    .values(pupils.map((p) => ({ group_id: groupId, user_id: p.id, role: "member", share_email: 0, joined_at: now })))
    .execute();
  return pupils;
}

/** The attempt key the quiz page handed out, read from its HTML. */
export async function attemptKeyFrom(client: Client, course: string): Promise<string> {
  const html = await (await client.get(`/courses/${course}/quiz`)).text();
  const key = html.match(/name="attempt" value="([0-9a-f-]{36})"/)?.[1];
  if (!key) throw new Error("the quiz page has no attempt key");
  drawnQuestions.set(key, questionIdsIn(html));
  return key;
}

/** The questions an attempt key from `attemptKeyFrom` drew, in the pool's order. */
export function drawnWith(course: string, key: string): Question[] {
  const drawn = drawnQuestions.get(key);
  if (!drawn) throw new Error(`no quiz page handed out the key ${key}`);
  return quizBank(course).filter((q) => drawn.has(q.id));
}

/** The ids of the questions a quiz page shows. */
export function questionIdsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/id="question-([a-z0-9-]+)"/g)].map((m) => m[1] as string));
}

/** An open event stream, read as it arrives. */
export async function openStream(baseUrl: string, cookies: Map<string, string>, query = "") {
  const controller = new AbortController();
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const response = await fetch(`${baseUrl}/api/events${query}`, { headers: { cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  let buffer = "";
  const waiters: (() => void)[] = [];
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        buffer += chunk.value;
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // Closed by the test.
    }
  })();
  const find = (type: string) => buffer.match(new RegExp(`event: ${type}\\ndata: (.*)\\n\\n`))?.[1];
  const waitFor = async (type: string) => {
    const deadline = Date.now() + 10_000;
    while (!find(type)) {
      if (Date.now() > deadline) throw new Error(`no ${type} event within 10 s; got:\n${buffer}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return find(type) as string;
  };
  await waitFor("ready");
  return { next: waitFor, received: () => buffer, close: () => controller.abort() };
}

type PageLike = import("playwright-core").Page;

/**
 * Answers a quiz in the browser, like a learner: the first `right` questions right, the rest
 * wrong, choosing the answers by their words on a page in `language`.
 */
export async function answerQuizInBrowser(
  page: PageLike,
  course: string,
  right: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  // The questions this attempt drew, once the quiz page (not the one before it) is showing.
  const fieldsets = page.locator('form fieldset[id^="question-"]');
  await fieldsets.first().waitFor();
  const shown = new Set(await fieldsets.evaluateAll((all) => all.map((f) => f.id.slice("question-".length))));
  const questions = quizBank(course, language).filter((q) => shown.has(q.id));
  for (const [i, q] of questions.entries()) await answerInBrowser(page, q, i < right, language);
}

/**
 * Completes a lesson in the browser, like a learner: answers each of its checks (right, or
 * wrong with `correct: false`) and waits for each verdict, with or without JavaScript.
 */
export async function answerLessonChecksInBrowser(
  page: PageLike,
  course: string,
  lesson: string,
  correct = true,
): Promise<void> {
  // With JavaScript, a check answered before the app has taken it over is a plain form post
  // (a visitor's answer is then kept once the page that answers has run its scripts): wait
  // for the app, so that every answer here takes the same path.
  const scripted = await page.evaluate(() => document.documentElement.classList.contains("js"));
  for (const check of checkBank(course).filter((q) => q.lesson === lesson)) {
    const section = page.locator(`#check-${check.id}`);
    if (scripted) {
      await page.waitForFunction(
        (selector) => {
          const form = document.querySelector(selector);
          return form !== null && Object.keys(form).some((key) => key.startsWith("__react"));
        },
        `#check-${check.id} form`,
        { timeout: 20_000 },
      );
    }
    await answerInBrowser(page, check, correct);
    await section.getByRole("button", { name: "Check my answer" }).click();
    await section.getByText(correct ? "Right." : "Not quite.").waitFor();
  }
}

/** A true-or-false question's two answers, as the page in each language labels them (app/locales). */
const TRUE_FALSE: Record<Language, { true: string; false: string }> = {
  en: { true: "True", false: "False" },
  es: { true: "Verdadero", false: "Falso" },
  de: { true: "Wahr", false: "Falsch" },
};

/**
 * Fills in one question's fields (`#question-<id>`), rightly or wrongly, on a page in `language`
 * (`q` worded in it: see `checkBank` and `quizBank`), numbers written as its readers write them.
 */
export async function answerInBrowser(
  page: PageLike,
  q: Question,
  correct: boolean,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const group = page.locator(`#question-${q.id}`);
  const options = q.options ?? [];
  switch (q.type) {
    case "single": {
      const answer = q.answer as number;
      const choice = correct ? answer : (answer + 1) % options.length;
      await group.getByLabel(options[choice] ?? "", { exact: true }).check();
      break;
    }
    case "multi": {
      const answer = q.answer as number[];
      const wrong = options.map((_, o) => o).find((o) => !answer.includes(o)) ?? 0;
      for (const choice of correct ? answer : [...answer, wrong]) {
        await group.getByLabel(options[choice] ?? "", { exact: true }).check();
      }
      break;
    }
    case "truefalse": {
      const choice = correct ? q.answer : !q.answer;
      await group.getByLabel(TRUE_FALSE[language][choice ? "true" : "false"]).check();
      break;
    }
    case "numeric": {
      const { value, tolerance } = q.answer as { value: number; tolerance: number };
      const written = numberFormat(language, { useGrouping: false }).format(correct ? value : value + tolerance + 1000);
      await group.getByRole("textbox").fill(written);
      break;
    }
    case "ordering": {
      const order = q.answer as number[];
      const places = correct ? order : [...order].reverse();
      for (const [place, option] of places.entries()) {
        await group.getByLabel(options[option] ?? "", { exact: true }).selectOption(String(place + 1));
      }
      break;
    }
  }
}
