// Issue 28, A2: a visitor sent to sign up from a page (a join link, a quiz, reviews) comes back
// to it once their address is confirmed, as a browser without JavaScript does it: the page
// to return to rides in the sign-up form, the emailed link and the confirmation form, and is
// only ever a path on this site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/db/connect.server.ts";
import { formatJoinCode } from "#app/groups/codes.ts";
import { type Client, createClient, GOOD_PASSWORD, uniqueEmail, uniqueIp, visibleText } from "#tests/client.ts";
import { FOUNDATIONS, newLearner } from "#tests/learning.ts";
import { linkIn, type Mailbox, startMailbox } from "#tests/mail.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";

const SITE = "http://localhost:3000";
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};
const decodeEntities = (value: string) => value.replaceAll("&amp;", "&").replaceAll("&quot;", '"');
/** The href of the first link in the page's main content whose text is `text`, or null. */
const hrefOf = (html: string, text: string) => {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html;
  for (const [, href = "", inner = ""] of main.matchAll(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    if (visibleText(inner).trim() === text) return decodeEntities(href);
  }
  return null;
};
/** A path a browser follows to this site, never to another. */
const onSite = (path: string | null) =>
  path === null ||
  (path.startsWith("/") &&
    !path.startsWith("//") &&
    !/[\\\s]/.test(path) &&
    new URL(path, "https://synapse.example").host === "synapse.example");
/** The value of the form field named `name` (the first one), or null when there is none. */
const fieldValue = (html: string, name: string) => {
  const tag = html.match(new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`))?.[0];
  if (!tag) return null;
  return decodeEntities(tag.match(/\bvalue="([^"]*)"/)?.[1] ?? "");
};

describe.each(testDatabases)("coming back after signing up, on $name", ({ name }) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let db: AppDatabase;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ database: name, env: { SMTP_URL: mailbox.url, TRUST_PROXY: "1" } });
    db = server.db;
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  async function groupCode(): Promise<string> {
    const { client: leader } = await newLearner(server.url, db, "Chidi Okafor");
    const created = await leader.post("/groups", { intent: "create", name: "Year 9 science" });
    const id = /\/groups\/([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
    const row = await db.selectFrom("learning_group").select("join_code").where("id", "=", id).executeTakeFirst();
    return formatJoinCode(row?.join_code ?? "");
  }

  /** Signs up through the form at `signUpPath`, sending the fields the page's form holds. */
  async function signUpAt(client: Client, signUpPath: string, email: string) {
    const page = await (await client.get(signUpPath)).text();
    const fields: Record<string, string> = { name: "Ngozi Adeyemi", email, password: GOOD_PASSWORD };
    const carried = fieldValue(page, "redirectTo");
    if (carried !== null) fields.redirectTo = carried;
    const answer = await client.post(signUpPath, fields);
    expect(answer.status).toBe(200);
    return answer;
  }

  /** Opens the emailed link and presses its button, sending the fields the page's form holds. */
  async function confirmFromEmail(client: Client, email: string) {
    const link = pathOf(linkIn(await mailbox.waitFor(email, /confirm/i), `${SITE}/verify-email`));
    const page = await (await client.get(link)).text();
    const fields: Record<string, string> = { token: fieldValue(page, "token") ?? "" };
    const carried = fieldValue(page, "redirectTo");
    if (carried !== null) fields.redirectTo = carried;
    return { link, confirmed: await client.post(link, fields) };
  }

  it("brings a new student from a join link back to it, signed in, with the code filled in", async () => {
    const code = await groupCode();
    const joinPath = `/join?code=${code}`;
    const back = encodeURIComponent(joinPath);
    const student = createClient(server.url, { ip: uniqueIp() });
    const email = uniqueEmail("join-link");

    const join = await (await student.get(joinPath)).text();
    expect(hrefOf(join, "Log in")).toBe(`/login?redirectTo=${back}`);
    const signUpPath = hrefOf(join, "sign up") ?? "";
    expect(signUpPath).toBe(`/sign-up?redirectTo=${back}`);

    // Switching between log-in and sign-up keeps it both ways.
    const signUpPage = await (await student.get(signUpPath)).text();
    expect(fieldValue(signUpPage, "redirectTo")).toBe(joinPath);
    expect(hrefOf(signUpPage, "Log in")).toBe(`/login?redirectTo=${back}`);
    const logInPage = await (await student.get(`/login?redirectTo=${back}`)).text();
    expect(hrefOf(logInPage, "Create a free account")).toBe(signUpPath);

    const card = await (await signUpAt(student, signUpPath, email)).text();
    expect(visibleText(card)).toContain(`We sent a link to ${email}`);
    expect(hrefOf(card, "Log in")).toBe(`/login?redirectTo=${back}`);
    expect(fieldValue(card, "redirectTo")).toBe(joinPath); // "Send the link again" keeps it too

    const { link, confirmed } = await confirmFromEmail(student, email);
    expect(new URL(link, SITE).searchParams.get("redirectTo")).toBe(joinPath);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(joinPath);
    expect([...student.cookies.keys()].some((name) => name.endsWith("session_token"))).toBe(true);

    const arrived = await (await student.get(joinPath)).text();
    expect(fieldValue(arrived, "code")).toBe(code);
    expect(visibleText(arrived)).not.toContain("you need a Synapse account");
    const consent = await student.post("/join", { intent: "check", code });
    expect(visibleText(await consent.text())).toContain("Join “Year 9 science”?");
  });

  it("brings a student who already has an account back to the join link from the email it gets", async () => {
    const code = await groupCode();
    const joinPath = `/join?code=${code}`;
    const { email } = await newLearner(server.url, db, "Kwame Mensah");
    const student = createClient(server.url, { ip: uniqueIp() });
    await signUpAt(student, `/sign-up?redirectTo=${encodeURIComponent(joinPath)}`, email);
    const login = pathOf(linkIn(await mailbox.waitFor(email, /already have/i), `${SITE}/login`));
    expect(login).toBe(`/login?redirectTo=${encodeURIComponent(joinPath)}`);
    const page = await (await student.get(login)).text();
    const back = fieldValue(page, "redirectTo") ?? "";
    const loggedIn = await student.post(login, { email, password: GOOD_PASSWORD, redirectTo: back });
    expect(loggedIn.headers.get("location")).toBe(joinPath);
  });

  it("keeps the return path in the link sent again from the Check-your-email card", async () => {
    const student = createClient(server.url, { ip: uniqueIp() });
    const email = uniqueEmail("join-resend");
    const signUpPath = `/sign-up?redirectTo=${encodeURIComponent("/learn/review")}`;
    await signUpAt(student, signUpPath, email);
    await mailbox.waitFor(email, /confirm/i);
    const again = await student.post(signUpPath, { intent: "resend", email, redirectTo: "/learn/review" });
    expect(visibleText(await again.text())).toContain("We sent the link again.");
    const { confirmed } = await confirmFromEmail(student, email);
    expect(confirmed.headers.get("location")).toBe("/learn/review");
  });

  it("still leads to the profile after confirming when sign-up came from no page", async () => {
    const student = createClient(server.url, { ip: uniqueIp() });
    const email = uniqueEmail("no-return");
    const page = await (await student.get("/sign-up")).text();
    expect(fieldValue(page, "redirectTo")).toBeNull();
    await signUpAt(student, "/sign-up", email);
    const { link, confirmed } = await confirmFromEmail(student, email);
    expect(new URL(link, SITE).searchParams.has("redirectTo")).toBe(false);
    expect(confirmed.headers.get("location")).toBe("/profile?status=email-verified");
  });

  it("offers sign-up links that come back from every page that asks a visitor to sign up", async () => {
    const visitor = createClient(server.url, { ip: uniqueIp() });
    const quiz = await (await visitor.get(`/courses/${FOUNDATIONS}/quiz`)).text();
    expect(hrefOf(quiz, "sign up")).toMatch(
      new RegExp(`^/sign-up\\?redirectTo=${encodeURIComponent(`/courses/${FOUNDATIONS}/quiz?attempt=`)}`),
    );
    const finish = await (await visitor.get(`/courses/${FOUNDATIONS}/finish`)).text();
    expect(hrefOf(finish, "sign up")).toBe(
      `/sign-up?redirectTo=${encodeURIComponent(`/courses/${FOUNDATIONS}/finish`)}`,
    );
    const review = await (await visitor.get("/learn/review")).text();
    expect(hrefOf(review, "sign up")).toBe(`/sign-up?redirectTo=${encodeURIComponent("/learn/review")}`);
    // Pages for the signed-in send a visitor to log in, whose sign-up link keeps the way back.
    for (const path of ["/groups", "/profile"]) {
      const sent = await visitor.get(path);
      expect(sent.status, path).toBe(302);
      const login = sent.headers.get("location") ?? "";
      expect(login).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      const page = await (await visitor.get(login)).text();
      expect(hrefOf(page, "Create a free account"), path).toBe(`/sign-up?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("never carries a way off the site through sign-up, its email or the confirmation page", async () => {
    const variants = [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "/.//evil.example",
      "/%2e//evil.example",
      "/%2F%2Fevil.example",
      "%2F%2Fevil.example",
      "/./\t/evil.example",
      "javascript:alert(1)",
    ];
    for (const variant of variants) {
      const visitor = createClient(server.url, { ip: uniqueIp() });
      for (const query of [variant.replace("\t", "%09"), encodeURIComponent(variant)]) {
        const signUpPage = await (await visitor.get(`/sign-up?redirectTo=${query}`)).text();
        expect(onSite(fieldValue(signUpPage, "redirectTo")), `GET /sign-up ${query}`).toBe(true);
        const login = new URL(hrefOf(signUpPage, "Log in") ?? "", SITE).searchParams.get("redirectTo");
        expect(onSite(login), `GET /sign-up ${query}: log-in link`).toBe(true);
        const confirmPage = await (await visitor.get(`/verify-email?token=x&redirectTo=${query}`)).text();
        expect(onSite(fieldValue(confirmPage, "redirectTo")), `GET /verify-email ${query}`).toBe(true);
      }
      // Posted as a form field, straight to sign-up and to the confirmation.
      const email = uniqueEmail("evil-return");
      const sent = await visitor.post("/sign-up", {
        name: "Mallory",
        email,
        password: GOOD_PASSWORD,
        redirectTo: variant,
      });
      expect(sent.status).toBe(200);
      expect(fieldValue(await sent.text(), "redirectTo"), variant).toBeNull();
      const link = linkIn(await mailbox.waitFor(email, /confirm/i), `${SITE}/verify-email`);
      // "/%2F%2Fevil.example" is a path on this site (its slashes stay encoded), so may stay.
      const carried = new URL(link).searchParams.get("redirectTo");
      expect(onSite(carried), `${variant} → ${link}`).toBe(true);
      const token = new URL(link).searchParams.get("token") ?? "";
      const confirmed = await visitor.post("/verify-email", { token, redirectTo: variant });
      expect(confirmed.status, variant).toBe(302);
      expect(confirmed.headers.get("location"), variant).toBe(carried ?? "/profile?status=email-verified");
    }
  });

  it("leads the header's Log in and Sign up back to the page being read, except from the home and account pages", async () => {
    const headerHrefs = async (path: string) => {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const header = html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? "";
      return [...header.matchAll(/href="(\/(?:login|sign-up)[^"]*)"/g)].map(([, href = ""]) => decodeEntities(href));
    };
    const lesson = `/courses/${FOUNDATIONS}/what-is-ai`;
    const back = `?redirectTo=${encodeURIComponent(lesson)}`;
    expect(new Set(await headerHrefs(lesson))).toEqual(new Set([`/login${back}`, `/sign-up${back}`]));
    expect(new Set(await headerHrefs("/search?q=robot"))).toEqual(
      new Set([
        `/login?redirectTo=${encodeURIComponent("/search?q=robot")}`,
        `/sign-up?redirectTo=${encodeURIComponent("/search?q=robot")}`,
      ]),
    );
    for (const plain of ["/", "/login", "/sign-up", "/forgot-password"]) {
      expect(new Set(await headerHrefs(plain)), plain).toEqual(new Set(["/login", "/sign-up"]));
    }

    // Signing up from the lesson's header brings the learner back to the lesson.
    const email = uniqueEmail("header-return");
    const client = createClient(server.url, { ip: uniqueIp() });
    await signUpAt(client, `/sign-up${back}`, email);
    const { confirmed } = await confirmFromEmail(client, email);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(lesson);
  });
});
