import { describe, expect, it } from "vitest";
import { columns, horizontalBars } from "./charts.server.ts";

const VIEWS = { one: "# view", other: "# views" };

describe("server-drawn charts", () => {
  it("escapes every label, so stored text can never become markup", () => {
    const svg = horizontalBars(
      [
        { label: '/"><script>alert(1)</script>', value: 2 },
        { label: "/<img src=x onerror=alert(1)>", value: 1 },
      ],
      { title: "Top pages", unit: "views", count: VIEWS },
    );
    // Outside attribute values (where < is plain text and a quote would be escaped), no tag but the chart's.
    const markup = svg.replace(/="[^"]*"/g, '=""');
    expect(markup).not.toMatch(/<script|<img/);
    expect(markup).toContain("&lt;script&gt;");
    // In the label a quote is escaped, so the value cannot end early; < is plain text there.
    expect(svg).toContain('aria-label="Top pages. /&quot;><script>alert(1)</script>: 2 views;');
  });

  it("is an image whose label states the numbers, without a style element the CSP would block", () => {
    const svg = columns(
      [
        { label: "Nov 21", value: 1200 },
        { label: "Nov 22", value: 3 },
        { label: "Nov 23", value: 1 },
      ],
      { title: "Page views per day", unit: "views", count: VIEWS },
    );
    expect(svg).toMatch(
      /^<svg role="img" aria-label="Page views per day\. Nov 21: 1,200 views; Nov 22: 3 views; Nov 23: 1 view"/,
    );
    expect(svg).not.toContain("<style");
    expect(svg).toContain('class="chart"');
  });

  it("says so when there is nothing to draw", () => {
    expect(horizontalBars([], { title: "Top referrers", unit: "views", count: VIEWS })).toContain(
      'aria-label="Top referrers. No data yet."',
    );
  });
});
