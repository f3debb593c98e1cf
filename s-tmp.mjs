import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const shots = [
  ["/de/courses/the-foundations-of-ai/how-machines-learn", 390, "light", "de-lesson-phone-light"],
  ["/de/courses/the-foundations-of-ai/how-machines-learn", 390, "dark", "de-lesson-phone-dark"],
  ["/es/courses/the-foundations-of-ai/how-machines-learn", 1280, "light", "es-lesson-desktop-light"],
  ["/de/courses/the-foundations-of-ai/quiz", 390, "dark", "de-quiz-phone-dark"],
  ["/es/courses/ai-in-our-everyday-world/recommender-systems#demo", 390, "light", "es-demo-phone"],
];
for (const [path, width, scheme, name] of shots) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, colorScheme: scheme, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto("http://127.0.0.1:3100" + path);
  await page.waitForTimeout(1200);
  if (name === "es-demo-phone") { await page.locator("[data-demo]").first().scrollIntoViewIfNeeded(); await page.waitForTimeout(2000); await page.locator("[data-demo]").first().screenshot({ path: `/tmp/shots/${name}.png` }); }
  else await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  await context.close();
}
await browser.close();
