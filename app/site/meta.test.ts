import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta.ts";

const matches = [{ id: "root", loaderData: { env: { SITE_URL: "https://synapse.example" } } }];

describe("pageMeta", () => {
  it("adds the site name to page titles, with canonical and Open Graph tags", () => {
    const meta = pageMeta(matches, { title: "About", description: "Who we are.", path: "/about" });
    expect(meta).toContainEqual({ title: "About · Synapse" });
    expect(meta).toContainEqual({ name: "description", content: "Who we are." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://synapse.example/about" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://synapse.example/about" });
    expect(meta).toContainEqual({ property: "og:title", content: "About" });
  });

  it("uses the bare site name for the home page", () => {
    expect(pageMeta(matches, { title: "Synapse", description: "d", path: "/" })).toContainEqual({ title: "Synapse" });
  });
});
