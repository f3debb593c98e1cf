import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE } from "./app-start.ts";
import { joinedParts, paintFirst, wholeBodyOf, wholePage } from "./whole-page.ts";

describe("paintFirst", () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Qu’est-ce que l’IA ? 🧠</title>' +
    '<link rel="stylesheet" href="/assets/app.css"/></head><body><p>Neurone — “perceptron”</p>' +
    '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
    '<link rel="modulepreload" href="/assets/root-3.js"/><script>window.__reactRouterContext = {};</script>' +
    '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root-3.js"; import("/assets/entry.client-2.js");</script>' +
    "<script>window.__reactRouterContext.streamController.close();</script></body></html>";

  it("removes every module preload, holds the module script back and keeps the rest byte for byte", () => {
    const out = paintFirst(Buffer.from(page)).toString("utf8");
    expect(out).not.toContain("modulepreload");
    expect(out).not.toContain('type="module"');
    expect(out).toBe(
      page
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace('type="module" async=""', `type="${HELD_MODULE_TYPE}"`),
    );
    expect(out).toContain("Qu’est-ce que l’IA ? 🧠");
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("returns a page with nothing to change as it is", () => {
    const plain = Buffer.from("<html><body>Nothing to change</body></html>");
    expect(paintFirst(plain)).toBe(plain);
  });

  it("holds a module script back on a page without preloads", () => {
    const out = paintFirst(Buffer.from('<body><script type="module" async="">import "/a.js";</script></body>'));
    expect(out.toString("utf8")).toBe(`<body><script type="${HELD_MODULE_TYPE}">import "/a.js";</script></body>`);
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
