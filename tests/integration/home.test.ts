// The home page as a visitor sees it: what "How it works" and the FAQ promise must be what the
// product does (graded lesson checks, a wait after repeated quiz failures; README "The
// learning record", decisions 0013 and 0014).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "#tests/server.ts";

/** The text of the page's section labelled by the heading with this id. */
function section(html: string, headingId: string): string {
  const found = html.match(new RegExp(`<section aria-labelledby="${headingId}"[\\s\\S]*?</section>`))?.[0] ?? "";
  return found.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("the home page", () => {
  let server: TestServer;
  let html = "";

  beforeAll(async () => {
    server = await startServer();
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    html = await response.text();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("says in How it works that lesson checks are graded and that a retake can wait", () => {
    const how = section(html, "how-heading");
    expect(how).toContain("Graded questions in every lesson");
    expect(how).not.toMatch(/ungraded|not graded/i);
    expect(how).not.toMatch(/as often as you like/i);
    expect(how).toContain("after two failed attempts in a day, the next one waits an hour");
  });

  it("answers the question about classes once, and promises no unlimited retakes", () => {
    const faq = section(html, "faq-heading");
    expect(faq.match(/Can I use Synapse with my class/g)).toHaveLength(1);
    expect(faq).not.toMatch(/as often as you like/i);
  });

  it("states the same retake rule on a course's page", async () => {
    const course = await fetch(`${server.url}/courses/the-foundations-of-ai`).then((r) => r.text());
    const text = course.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Pass with 70% or more; your best score counts.");
    expect(text).toContain("After two failed attempts in a day, the next one waits an hour");
    expect(text).not.toMatch(/as often as you like/i);
  });
});
