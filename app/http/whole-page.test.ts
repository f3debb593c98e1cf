import { describe, expect, it } from "vitest";
import { joinedParts, wholeBodyOf, wholePage, withoutModulePreloads } from "./whole-page.ts";

describe("withoutModulePreloads", () => {
  it("removes every module preload and keeps the rest of the page byte for byte", () => {
    const page =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Qu’est-ce que l’IA ? 🧠</title>' +
      '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="stylesheet" href="/assets/app.css"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/>' +
      '</head><body><p>Neurone — “perceptron”</p><script type="module">import "/assets/entry.client-2.js";</script></body></html>';
    const out = withoutModulePreloads(Buffer.from(page)).toString("utf8");
    expect(out).not.toContain("modulepreload");
    expect(out).toBe(page.replace(/<link rel="modulepreload"[^>]*>/g, ""));
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("Qu’est-ce que l’IA ? 🧠");
  });

  it("returns a page without preloads as it is", () => {
    const page = Buffer.from("<html><body>Nothing to remove</body></html>");
    expect(withoutModulePreloads(page)).toBe(page);
  });
});

describe("wholePage", () => {
  it("keeps the body beside the response, with its status and headers", () => {
    const body = Buffer.from("<p>Lesson</p>");
    const response = wholePage(body, 404, new Headers({ "Content-Type": "text/html; charset=utf-8" }));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(wholeBodyOf(response)).toBe(body);
  });

  it("knows nothing of a response it did not make", () => {
    expect(wholeBodyOf(new Response("<p>Other</p>"))).toBeUndefined();
  });
});

describe("joinedParts", () => {
  it("joins bytes and strings in order, encoding every character as UTF-8", () => {
    const encoder = new TextEncoder();
    const view = encoder.encode("<p>Neurone — “perceptron” 🧠</p>");
    const page = joinedParts([
      encoder.encode("<html>").subarray(0, 6),
      "<main>L’IA ",
      view,
      "é".repeat(3000),
      "</main>",
    ]);
    expect(page.toString("utf8")).toBe(`<html><main>L’IA <p>Neurone — “perceptron” 🧠</p>${"é".repeat(3000)}</main>`);
    expect(page.byteLength).toBe(Buffer.byteLength(page.toString("utf8")));
  });

  it("gives an empty buffer for no parts", () => {
    expect(joinedParts([]).byteLength).toBe(0);
  });
});
