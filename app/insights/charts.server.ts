// Charts for the operators' area, drawn on the server by Observable Plot into SVG markup,
// so the browser runs no chart code. Plot needs a DOM; linkedom provides a small one.
// Every chart is an image with a label that states its numbers in words, and the page
// shows the same numbers in a table beside it.
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";
import { formatNumber } from "#app/site/locale.ts";
import { plural } from "#app/site/plural.ts";

export type Bar = { label: string; value: number };

const { document } = parseHTML("<!doctype html><html><body></body></html>");

/**
 * The chart as one image: Plot labels its inner groups ("bar", "x-axis tick"), which is not
 * allowed inside role="img", so those labels go; the image's own label says everything. Plot's
 * <style> element would be blocked by our content security policy; app.css has its rules.
 */
function serialize(svg: Element): string {
  svg.setAttribute("role", "img");
  svg.setAttribute("font-size", "12"); // Plot's 10 is small once the chart is scaled to its card
  for (const inner of svg.querySelectorAll("[aria-label], [aria-description]")) {
    inner.removeAttribute("aria-label");
    inner.removeAttribute("aria-description");
  }
  svg.querySelector("style")?.remove();
  return svg.outerHTML;
}

/** A count axis from 0 with whole-number ticks, and room to show a bar even when all are 0. */
function countScale(bars: Bar[], unit: string) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return { domain: [0, max], ticks: Math.min(5, max), tickFormat: "~s", grid: true, label: unit };
}

/** How a bar's value is said: `{ one: "# view", other: "# views" }`. */
type Counted = { one: string; other: string };

function describe(bars: Bar[], count: Counted): string {
  return bars.map((b) => `${b.label}: ${plural(b.value, count)}`).join("; ");
}

/** Horizontal bars, one per label, in the order given (for categories and rankings). */
export function horizontalBars(
  bars: Bar[],
  options: { title: string; unit: string; count: Counted; width?: number },
): string {
  const width = options.width ?? 640;
  const svg = Plot.plot({
    document: document as unknown as Document,
    className: "chart",
    width,
    height: Math.max(60, bars.length * 28 + 40),
    marginLeft: Math.min(320, 12 + Math.max(...bars.map((b) => b.label.length), 4) * 7),
    marginRight: 40,
    ariaLabel: `${options.title}. ${describe(bars, options.count) || "No data yet."}`,
    x: countScale(bars, options.unit),
    y: { type: "band", domain: bars.map((b) => b.label), label: null },
    marks: [
      Plot.barX(bars, { x: "value", y: "label", fill: "var(--color-accent)" }),
      Plot.text(bars, {
        x: "value",
        y: "label",
        text: (d: Bar) => formatNumber(d.value),
        dx: 4,
        textAnchor: "start",
      }),
      Plot.ruleX([0]),
    ],
  }) as unknown as Element;
  return serialize(svg);
}

/** Vertical bars over days or weeks, labelled by the given short labels (for time series). */
export function columns(bars: Bar[], options: { title: string; unit: string; count: Counted; width?: number }): string {
  const svg = Plot.plot({
    document: document as unknown as Document,
    className: "chart",
    width: options.width ?? 720,
    height: 240,
    ariaLabel: `${options.title}. ${describe(bars, options.count) || "No data yet."}`,
    x: {
      type: "band",
      domain: bars.map((b) => b.label),
      label: null,
      // Every label on short series; every seventh on long ones, so they do not overlap.
      tickFormat: (label: string, i: number) => (bars.length <= 14 || i % 7 === 0 ? label : ""),
    },
    y: countScale(bars, options.unit),
    marks: [Plot.barY(bars, { x: "label", y: "value", fill: "var(--color-accent)" }), Plot.ruleY([0])],
  }) as unknown as Element;
  return serialize(svg);
}
