import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, uniqueIp } from "#tests/client.ts";
import { validContact, validPartnership, validSurvey } from "#tests/feedback.ts";
import { newLearner } from "#tests/learning.ts";
import { startServer, type TestServer, testDatabases } from "#tests/server.ts";
import { chromiumForFile, expectAccessible, newVisitor, watchErrors } from "./fixtures.ts";

/** Each payload sets a flag if it ever runs. */
const SCRIPT = `<script>window.__xss = "script"</script>`;
const IMAGE = `<img src=x onerror="window.__xss = 'img'">`;
const SVG = `<svg onload="window.__xss = 'svg'"></svg>`;

const browser = chromiumForFile();

describe.each(testDatabases)("the operators' area in Chromium on $name", ({ name }) => {
  let site: TestServer;
  let context: BrowserContext;
  const marker = `xss-${Date.now()}`;

  beforeAll(async () => {
    site = await startServer({ database: name, env: { TRUST_PROXY: "1" } });
    const admin = await newLearner(site.url, site.db, "Operator Two");
    await site.db.updateTable("user").set({ role: "admin" }).where("id", "=", admin.userId).execute();
    context = await newVisitor(browser(), site);
    await context.addCookies([...admin.client.cookies].map(([name, value]) => ({ name, value, url: site.url })));

    // Hostile text in every field an operator reads.
    const sender = () => createClient(site.url, { ip: uniqueIp() });
    await sender().post(
      "/contact",
      validContact({ name: `Mallory ${marker}`, message: `${SCRIPT}\n${IMAGE}\n${SVG}\n${marker}` }),
    );
    await sender().post("/partnerships", validPartnership({ organization: `${marker} ${IMAGE}`, message: SCRIPT }));
    await sender().post("/survey", validSurvey({ topicWish: `${marker} ${SCRIPT}` }));
    const beacon = await fetch(`${site.url}/api/analytics/view`, {
      method: "POST",
      headers: { origin: site.url, "content-type": "text/plain", "x-forwarded-for": uniqueIp() },
      body: JSON.stringify({ path: `/${IMAGE}` }),
    });
    expect(beacon.status).toBe(204);
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await site?.stop();
  });

  async function open(path: string): Promise<{ page: Page; errors: string[]; dialogs: string[] }> {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(path);
    return { page, errors, dialogs };
  }

  const ran = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null);

  it("shows stored script and HTML as text in the inbox, the message and the survey, and runs none of it", async () => {
    const { page, errors, dialogs } = await open(`/admin/inbox?q=${marker}`);
    await expect.poll(() => page.getByText(`Mallory ${marker}`).count()).toBe(1);
    expect(await page.getByText(`${marker} ${IMAGE}`).count()).toBe(1);
    expect(await page.locator("main img, main script").count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole("link", { name: "A question about a course" }).click();
    await expect.poll(() => page.getByText(SCRIPT, { exact: false }).count()).toBe(1);
    const shown = await page.locator("main p.whitespace-pre-wrap").textContent();
    expect(shown).toBe(`${SCRIPT}\n${IMAGE}\n${SVG}\n${marker}`);
    expect(await page.locator("main img, main p svg").count()).toBe(0);
    await expectAccessible(page);

    // The status changes in place and the list agrees.
    await page.getByLabel("In progress").check();
    await page.getByRole("button", { name: "Save status" }).click();
    await expect.poll(() => page.getByText("Status saved: In progress.").count()).toBe(1);
    expect(await page.locator("main").getByText("In progress", { exact: true }).first().isVisible()).toBe(true);

    await page.goto("/admin/survey");
    await expect.poll(() => page.getByText(`${marker} ${SCRIPT}`).count()).toBe(1);
    expect(await page.locator("figure svg[role=img]").count()).toBe(6);
    await expectAccessible(page);

    await page.goto("/admin/traffic");
    await page.getByText("Show the numbers").first().click();
    await expect.poll(() => page.locator("figure svg[role=img]").count()).toBe(5);
    await expectAccessible(page);

    await page.goto("/admin/learners");
    await expect.poll(() => page.getByRole("heading", { name: "Course funnels" }).count()).toBe(1);
    await expectAccessible(page);

    await page.goto("/admin/groups");
    await expect.poll(() => page.getByRole("heading", { name: "Groups", level: 1 }).count()).toBe(1);
    await expectAccessible(page);

    expect(await ran(page)).toBeNull();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("updates the new-message counter live while the overview is open", async () => {
    // The page's live stream is connected once its response starts; only then does a message arrive.
    const connected = context.waitForEvent("response", (r) => new URL(r.url()).pathname === "/api/events");
    const { page, errors } = await open("/admin");
    await connected;
    // The same admin reading a public page in another tab is not disturbed.
    const elsewhere = await open("/about");
    const counter = page.locator('[data-counter="New in the inbox"]');
    const before = Number(await counter.textContent());
    await expectAccessible(page);
    await createClient(site.url, { ip: uniqueIp() }).post("/contact", validContact());
    // At least one more: other suites may be sending messages to a shared PostgreSQL database.
    await expect.poll(async () => Number(await counter.textContent())).toBeGreaterThan(before);
    await expect.poll(() => page.getByText("A new contact message arrived.").count()).toBe(1);
    expect(await elsewhere.page.getByText("A new contact message arrived.").count()).toBe(0);
    expect(errors).toEqual([]);
    expect(elsewhere.errors).toEqual([]);
    await elsewhere.page.close();
    await page.close();
  });
});
