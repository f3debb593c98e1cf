// No English left on a Spanish or German page: every page of the site (all but the operators'
// pages, the test routes and the files), as a visitor and as learners whose record makes the
// page show its real content, in a form's error state too, is in its language: marked so, with
// no interface message left in English and no message id where its words should be. The words
// looked for are the English catalog's own, so a new message is checked as soon as it exists.
import { createHmac } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import routes from "#app/routes.ts";
import { splitFrontMatter } from "#scripts/content/markdown.ts";
import { poEntries } from "#scripts/content/translations.ts";
import { type Client, createClient, uniqueIp } from "#tests/client.ts";
import {
  answerFields,
  answerLessonChecks,
  attemptKeyFrom,
  checkBank,
  FOUNDATIONS,
  lessonSlugs,
  newLearner,
  quizForm,
} from "#tests/learning.ts";
import { projectRoot, startServer, type TestServer } from "#tests/server.ts";

const LANGUAGES = ["es", "de"] as const;
type Language = (typeof LANGUAGES)[number];

const COURSES = readdirSync(path.join(projectRoot, "content", "courses"));
const OTHER_COURSE = "ai-in-our-everyday-world";
const AUTH_SECRET = "no-english-left-test-secret-long-enough-for-the-app";

// ---------------------------------------------------------------------------------------------
// The words to look for: each English message's literal text, from the catalogs.

type Entry = { id: string; translation: string };
const catalog = (language: string): Entry[] =>
  poEntries(readFileSync(path.join(projectRoot, "app", "locales", `${language}.po`), "utf8"));

/** Runs of white space as one space, no-break spaces included, as the page text is compared. */
const squeeze = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

/** The literal pieces of an ICU message: its text between placeholders, tags and plural marks. */
function literalsOf(message: string): string[] {
  const pieces: string[] = [];
  const walk = (compiled: unknown): void => {
    for (const token of typeof compiled === "string" ? [compiled] : Array.isArray(compiled) ? compiled : []) {
      if (typeof token === "string") pieces.push(...token.split(/<\/?\d+\/?>/));
      else if (Array.isArray(token)) {
        const branches = token[2];
        if (branches && typeof branches === "object") for (const branch of Object.values(branches)) walk(branch);
      }
    }
  };
  walk(compileMessage(message));
  return pieces.map((piece) => squeeze(piece).trim());
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

/** A fragment this long, of two words or more, is English text, not a word both languages share. */
const MIN_FRAGMENT = 12;
const isFragment = (text: string) => text.length >= MIN_FRAGMENT && wordCount(text) >= 2;

type Leftover = { what: string; fragment: string };

/**
 * The English fragments a page in `language` must not show: those of every message at least two
 * words long whose translation differs from the English, and that the translation does not
 * itself keep (a name, or a term a language borrows).
 */
function interfaceFragments(language: Language): Leftover[] {
  const translated = new Map(catalog(language).map((e) => [e.id, e.translation]));
  const fragments: Leftover[] = [];
  for (const { id } of catalog("en")) {
    const translation = translated.get(id) ?? "";
    if (!translation || translation === id || wordCount(literalsOf(id).join(" ")) < 2) continue;
    const kept = squeeze(literalsOf(translation).join(" \u0000 "));
    for (const fragment of new Set(literalsOf(id))) {
      if (isFragment(fragment) && !kept.includes(fragment))
        fragments.push({ what: `English message: "${id}"`, fragment });
    }
  }
  return fragments;
}

// The content (course, lesson and question texts, glossary, FAQ, experts…) is translated as files
// beside the English: a page shows the translation where there is one, so the English of a
// translated text in a page is a page that read the English file.
const CONTENT = path.join(projectRoot, "content");
/** Keys whose strings are the same in every language (ids, slugs, names): content:check keeps them so. */
const KEPT_KEYS = new Set([
  "id",
  "slug",
  "lesson",
  "type",
  "level",
  "course",
  "era",
  "kind",
  "url",
  "name",
  "source",
  "sha256",
]);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** A content file's words: a JSON file's data (a translation's `content`), a Markdown file's front matter. */
function contentData(file: string, translated: boolean): unknown {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".json")) return translated ? JSON.parse(text).content : JSON.parse(text);
  if (file.endsWith(".md")) return splitFrontMatter(text).data;
  return null;
}

/** The strings at the same place in an English file's data and in its translation's. */
function pairsOf(english: unknown, translated: unknown, key = ""): [string, string][] {
  if (typeof english === "string")
    return typeof translated === "string" && !KEPT_KEYS.has(key) ? [[english, translated]] : [];
  if (Array.isArray(english))
    return Array.isArray(translated) ? english.flatMap((item, i) => pairsOf(item, translated[i], key)) : [];
  if (english && typeof english === "object" && translated && typeof translated === "object") {
    return Object.entries(english).flatMap(([k, value]) =>
      pairsOf(value, (translated as Record<string, unknown>)[k], k),
    );
  }
  return [];
}

/**
 * The English fragments of translated content a page in `language` must not show: each English
 * text cut at its Markdown marks (which a page renders as tags), in pieces of three words or more
 * that the language's own content does not use (a translation gives a term's English in brackets,
 * or keeps a title as published).
 */
function contentFragments(language: Language): Leftover[] {
  const ownWords = squeeze(
    filesUnder(path.join(CONTENT, language))
      .map((file) => readFileSync(file, "utf8"))
      .join(" \u0000 "),
  );
  const fragments: Leftover[] = [];
  for (const file of filesUnder(CONTENT)) {
    const relative = path.relative(CONTENT, file);
    if (/^(es|de)\//.test(relative)) continue;
    const translatedFile = path.join(CONTENT, language, relative);
    if (!existsSync(translatedFile)) continue;
    for (const [english, translated] of pairsOf(contentData(file, false), contentData(translatedFile, true))) {
      if (english === translated) continue;
      for (const piece of english.split(/[*_`[\]()]+/)) {
        const fragment = squeeze(piece).trim();
        if (isFragment(fragment) && wordCount(fragment) >= 3 && !ownWords.includes(fragment)) {
          fragments.push({ what: `English content of ${relative}: "${english.slice(0, 80)}"`, fragment });
        }
      }
    }
  }
  return fragments;
}

/** Every message id the catalogs know: what a page would show of a message it could not find. */
const messageIds = new Set(catalog("en").map((e) => generateMessageId(e.id)));
/** Every word the catalogs and the content write, in any language: real words, not ids. */
const vocabulary = new Set(
  [
    ...["en", "es", "de"].map((l) => readFileSync(path.join(projectRoot, "app", "locales", `${l}.po`), "utf8")),
    ...filesUnder(CONTENT).map((file) => readFileSync(file, "utf8")),
  ].flatMap((text) => text.split(/[^A-Za-z\d_-]+/)),
);
/**
 * A word that looks like the id of a message no catalog has: six or seven letters, digits, "-" or
 * "_" (not at its ends, where it joins words), with a capital after its first letter, a digit or a
 * mark, that no catalog or content file writes.
 */
const looksLikeId = (word: string) =>
  messageIds.has(word) ||
  (/^[A-Za-z\d_][A-Za-z\d_-]{4,5}[A-Za-z\d_]$/.test(word) &&
    /[a-z]/.test(word) &&
    /.[A-Z]|[\d_-]/.test(word) &&
    !vocabulary.has(word));

// ---------------------------------------------------------------------------------------------
// What a reader sees of a page.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name[0] === "#"
      ? String.fromCodePoint(
          name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      : (ENTITIES[name.toLowerCase()] ?? whole),
  );

/**
 * The text a reader of the page meets: its title and its text without scripts and styles, and the
 * words it keeps in attributes (alternative text, tooltips, labels for assistive technology,
 * placeholders, the text of input buttons) and in its description for search results and previews.
 */
function readerText(html: string): string {
  const page = html.replace(/<script\b[\s\S]*?<\/script>/gi, " ").replace(/<style\b[\s\S]*?<\/style>/gi, " ");
  const attributes: string[] = [];
  for (const [, tag = "", rest = ""] of page.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const values = new Map([...rest.matchAll(/([^\s=>]+)="([^"]*)"/g)].map((m) => [m[1]?.toLowerCase(), m[2] ?? ""]));
    for (const name of ["alt", "title", "aria-label", "placeholder"]) {
      const value = values.get(name);
      if (value) attributes.push(value);
    }
    const type = values.get("type");
    if (tag.toLowerCase() === "input" && (type === "submit" || type === "button" || type === "reset")) {
      attributes.push(values.get("value") ?? "");
    }
    const meta = values.get("name") ?? values.get("property");
    if (tag.toLowerCase() === "meta" && /^(description|og:title|og:description|og:image:alt)$/.test(meta ?? "")) {
      attributes.push(values.get("content") ?? "");
    }
  }
  const text = page.replace(/<!--[\s\S]*?-->/g, " ").replace(/<[^>]+>/g, " ");
  return squeeze(decode(`${text} ${attributes.join(" \u0000 ")}`));
}

// ---------------------------------------------------------------------------------------------
// The pages: every page route, as whom, and what shows that the page has its real content.

type Who = "visitor" | "learner" | "leader" | "joiner";
type Page = {
  /** The site path (the language prefix is added), built once the data is there. */
  path: (data: Data) => string;
  who: Who;
  /** A form sent to the page instead of a GET; its answer is the page shown. */
  form?: (data: Data) => Record<string, string> | URLSearchParams;
  status?: number;
  /** Words the real content shows whatever the language (a name, a code), so that the page is not an empty shell. */
  shows?: (data: Data) => string[];
  name?: string;
};
type Data = {
  certificate: string;
  failedAttempt: string;
  passedAttempt: string;
  group: string;
  code: string;
  learnerId: string;
};

const LEARNER = "Ada Lovelace";
const LEADER = "Rosalind Franklin";
const GROUP = "Biology 101";
const stopCode = (userId: string) =>
  createHmac("sha256", AUTH_SECRET).update(`review-email-stop:${userId}`).digest("base64url");
const fixed = (p: string) => () => p;

const PAGES: Page[] = [
  // The site's own pages, as a visitor.
  ...[
    "/",
    "/about",
    "/experts",
    "/partnerships",
    "/partnerships/sent",
    "/contact",
    "/contact/sent",
    "/survey",
    "/survey/sent",
    "/tos",
    "/courses",
    "/learn",
    "/learn/review",
    "/learn/practice",
    "/search?q=neuron",
    "/glossary",
    "/glossary/a",
    "/quick-quiz?seed=7",
    "/test",
    "/share",
    "/sign-up",
    "/login",
    "/login/link",
    "/login/sso",
    "/login/sso?error=account_exists&email=ada%40riverside.example",
    "/login/sso?error=email_not_verified",
    "/login/sso?error=email_outside_domain",
    "/login/sso?error=access_denied",
    "/login/sso?error=invalid_state",
    "/login/sso?error=invalid_provider",
    "/logout",
    "/logout?school=no-such-school",
    "/forgot-password",
    "/reset-password",
    "/verify-email",
    "/account-deleted",
    "/join",
    "/offline",
  ].map((p): Page => ({ path: fixed(p), who: "visitor" })),
  { path: fixed("/learn/review/email?u=nobody&code=wrong"), who: "visitor", status: 400 },
  { path: fixed("/no-such-page"), who: "visitor", status: 404, name: "the 404 page" },
  { path: fixed("/certificates/no-such-certificate-id-000"), who: "visitor", status: 404 },
  // Every course: its overview, a lesson, its quiz and its finish page.
  ...COURSES.flatMap((course): Page[] => [
    { path: fixed(`/courses/${course}`), who: "visitor" },
    { path: fixed(`/courses/${course}/${lessonSlugs(course)[1]}`), who: "visitor" },
    { path: fixed(`/courses/${course}/quiz`), who: "visitor" },
    { path: fixed(`/courses/${course}/finish`), who: "visitor" },
    { path: fixed(`/courses/${course}/finish`), who: "learner" },
  ]),
  // Forms answered, and refused.
  {
    path: fixed(`/courses/${FOUNDATIONS}/what-is-ai`),
    who: "visitor",
    name: "a lesson's check answered wrongly",
    form: () => {
      const check = checkBank(FOUNDATIONS).find((q) => q.lesson === "what-is-ai");
      if (!check) throw new Error("the lesson has no check");
      return new URLSearchParams([["intent", "check"], ["check", check.id], ...answerFields(check, false)]);
    },
  },
  { path: fixed("/login/sso"), who: "learner", name: "/login/sso signed in (linking a school account)" },
  {
    path: fixed("/login/sso"),
    who: "visitor",
    status: 400,
    name: "school sign-in for a domain without a provider",
    form: () => ({ email: "ada@no-school.example" }),
  },
  {
    path: fixed("/sign-up"),
    who: "visitor",
    status: 400,
    name: "sign-up with a short password",
    form: () => ({ name: "Ada", email: "ada-short@example.com", password: "abc" }),
  },
  {
    path: fixed("/sign-up"),
    who: "visitor",
    status: 400,
    name: "sign-up with a common password",
    form: () => ({ name: "Ada", email: "ada-weak@example.com", password: "password" }),
  },
  {
    path: fixed("/login"),
    who: "visitor",
    status: 400,
    name: "a wrong password",
    form: () => ({ intent: "password", email: "nobody@example.com", password: "violet-tram-oyster-44-lamp" }),
  },
  {
    path: fixed("/contact"),
    who: "visitor",
    status: 400,
    name: "contact with an empty message",
    form: () => ({ name: "Ana", email: "ana@example.com", topic: "course", message: "" }),
  },
  {
    path: fixed("/partnerships"),
    who: "visitor",
    status: 400,
    name: "a partnership inquiry left empty",
    form: () => ({ organization: "", kind: "", contactName: "", email: "x", size: "", message: "" }),
  },
  {
    path: fixed("/survey"),
    who: "visitor",
    status: 400,
    name: "a survey left empty",
    form: () => ({ course: "" }),
  },
  {
    path: fixed("/test"),
    who: "visitor",
    status: 400,
    name: "a placement test with gaps",
    form: () => ({ seed: "1" }),
  },
  {
    path: fixed("/forgot-password"),
    who: "visitor",
    status: 400,
    name: "a reset asked for no address",
    form: () => ({ email: "" }),
  },
  // A learner with a record: lessons done, a quiz failed then passed, a certificate, reviews due,
  // questions missed, in a group with a course assigned.
  ...[
    "/learn",
    "/learn/review",
    "/learn/practice",
    "/profile",
    "/groups",
    "/courses",
    `/courses/${FOUNDATIONS}`,
    `/courses/${FOUNDATIONS}/what-is-ai`,
    `/courses/${FOUNDATIONS}/quiz`,
    `/courses/${OTHER_COURSE}`,
    "/logout",
    "/share",
    "/quick-quiz?seed=7",
  ].map((p): Page => ({ path: fixed(p), who: "learner" })),
  { path: (d) => `/certificates/${d.certificate}`, who: "learner", shows: () => [LEARNER] },
  { path: (d) => `/certificates/${d.certificate}`, who: "visitor", shows: () => [LEARNER] },
  { path: (d) => `/share?certificate=${d.certificate}`, who: "learner" },
  { path: (d) => `/courses/${FOUNDATIONS}/quiz/attempts/${d.failedAttempt}`, who: "learner" },
  { path: (d) => `/courses/${FOUNDATIONS}/quiz/attempts/${d.passedAttempt}`, who: "learner" },
  {
    path: (d) => `/learn/review/email?u=${encodeURIComponent(d.learnerId)}&code=${stopCode(d.learnerId)}`,
    who: "learner",
  },
  {
    path: fixed("/groups"),
    who: "learner",
    status: 400,
    name: "a group without a name",
    form: () => ({ intent: "create", name: "" }),
  },
  {
    path: fixed("/join"),
    who: "learner",
    status: 400,
    name: "an unknown join code",
    form: () => ({ intent: "check", code: "ZZZZ-ZZZZ" }),
  },
  // The group's leader sees its members' progress; a learner with its code is asked to agree.
  { path: (d) => `/groups/${d.group}`, who: "leader", shows: () => [GROUP, LEARNER] },
  { path: fixed("/groups"), who: "leader", shows: () => [GROUP] },
  { path: (d) => `/join?code=${d.code}`, who: "joiner" },
  {
    path: fixed("/join"),
    who: "joiner",
    name: "a join code checked, asking for consent",
    form: (d) => ({ intent: "check", code: d.code }),
    shows: () => [GROUP],
  },
];

const nameOf = (page: Page) =>
  `${page.form ? "POST " : ""}${page.path(SAMPLE).replace(/[?&]code=[^&]+/, "")} as ${page.who}${page.name ? ` (${page.name})` : ""}`;
const SAMPLE: Data = {
  certificate: ":certificate",
  failedAttempt: ":failed",
  passedAttempt: ":passed",
  group: ":group",
  code: ":code",
  learnerId: ":learner",
};

// ---------------------------------------------------------------------------------------------

describe("no English left on Spanish and German pages", () => {
  let server: TestServer;
  let db: AppDatabase;
  const clients = {} as Record<Who, Client>;
  let data: Data;

  beforeAll(async () => {
    server = await startServer({ database: "sqlite", env: { TRUST_PROXY: "1", AUTH_SECRET } });
    db = server.db;
    clients.visitor = createClient(server.url, { ip: uniqueIp() });

    // The leader's group, with a course assigned and a code to join it.
    const leader = await newLearner(server.url, db, LEADER);
    clients.leader = leader.client;
    const created = await leader.client.post("/groups", { intent: "create", name: GROUP });
    const group = /\/groups\/([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
    const code = (await db.selectFrom("learning_group").select("join_code").where("id", "=", group).executeTakeFirst())
      ?.join_code;
    if (!group || !code) throw new Error(`no group was created (${created.status})`);
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const assigned = await leader.client.post(`/groups/${group}`, {
      intent: "assign",
      course: FOUNDATIONS,
      dueOn: due,
    });
    if (assigned.status !== 302) throw new Error(`the course was not assigned (${assigned.status})`);

    // The learner: in the group, every lesson of a course done, its quiz failed then passed (two
    // questions wrong, to practise), a certificate, a lesson of another course answered wrongly.
    const learner = await newLearner(server.url, db, LEARNER);
    clients.learner = learner.client;
    const joined = await learner.client.post("/join", { intent: "join", code, agree: "yes" });
    if (joined.status !== 302) throw new Error(`the learner did not join the group (${joined.status})`);
    for (const lesson of lessonSlugs(FOUNDATIONS)) await answerLessonChecks(learner.client, FOUNDATIONS, lesson);
    await answerLessonChecks(learner.client, OTHER_COURSE, lessonSlugs(OTHER_COURSE)[0] ?? "", false);
    const attempts: string[] = [];
    for (const right of [5, 12]) {
      const attempt = await attemptKeyFrom(learner.client, FOUNDATIONS);
      const sent = await learner.client.post(`/courses/${FOUNDATIONS}/quiz`, quizForm(FOUNDATIONS, right, { attempt }));
      const id = /\/attempts\/([0-9a-f-]{36})$/.exec(sent.headers.get("location") ?? "")?.[1];
      if (!id) throw new Error(`the quiz was not taken (${sent.status})`);
      attempts.push(id);
    }
    const certificate = await db
      .selectFrom("certificate")
      .select("id")
      .where("user_id", "=", learner.userId)
      .executeTakeFirstOrThrow();
    // Days later, every question is due for review.
    await db
      .updateTable("review_card")
      .set({ due: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", learner.userId)
      .execute();

    clients.joiner = (await newLearner(server.url, db, "Alan Turing")).client;
    data = {
      certificate: certificate.id,
      failedAttempt: attempts[0] ?? "",
      passedAttempt: attempts[1] ?? "",
      group,
      code,
      learnerId: learner.userId,
    };
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("visits every page route but the operators', the test routes and the files", () => {
    type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
    const flatten = (entries: RouteEntry[], parent = ""): { path: string; file: string }[] =>
      entries.flatMap((entry) => {
        const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
        return [{ path: `/${full}`, file: entry.file }, ...flatten(entry.children ?? [], full)];
      });
    const pages = flatten(routes as RouteEntry[])
      .filter((r) => !/^\/(admin|__test|api)(\/|$)/.test(r.path) && !r.file.endsWith(".ts"))
      .map((r) => ({
        ...r,
        pattern: new RegExp(`^${r.path.replace(/\/:[^/]+/g, "/[^/]+").replace(/\/\*$/, "/.+")}$`),
        // React Router prefers the route with more fixed segments ("/courses/x/quiz" is the quiz, not a lesson).
        fixed: r.path.split("/").filter((s) => s && !s.startsWith(":") && s !== "*").length,
      }));
    const routeOf = (visited: string) =>
      pages.filter((r) => r.pattern.test(visited)).sort((a, b) => b.fixed - a.fixed)[0]?.path;
    const visited = new Set(PAGES.map((p) => routeOf(p.path(SAMPLE).split("?")[0] ?? "")));
    expect(pages.map((r) => r.path).filter((route) => !visited.has(route))).toEqual([]);
  });

  describe.each(LANGUAGES)("in %s", (language) => {
    const fragments = [...interfaceFragments(language), ...contentFragments(language)];

    it.each(PAGES.map((page) => [nameOf(page), page] as const))("%s", async (_, page) => {
      const client = clients[page.who];
      const sitePath = page.path(data);
      const address = `/${language}${sitePath === "/" ? "" : sitePath}`;
      const form = page.form?.(data);
      const response = form ? await client.post(address, form) : await client.get(address);
      const html = await response.text();
      expect(response.status, `${address}: status`).toBe(page.status ?? 200);
      expect(html, `${address}: <html lang>`).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      const text = readerText(html);
      for (const words of page.shows?.(data) ?? []) expect(text, `${address}: its real content`).toContain(words);

      const english = new Set(fragments.filter(({ fragment }) => text.includes(fragment)).map(({ what }) => what));
      const ids = new Set(text.split(/[^A-Za-z\d_-]+/).filter(looksLikeId));
      const problems = [...english, ...[...ids].map((id) => `a message id instead of words: "${id}"`)];
      expect(problems, `${address} (${page.who}) shows:\n  ${problems.join("\n  ")}\n`).toEqual([]);
    });
  });
});
