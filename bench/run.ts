// npm run bench: serves the built site on loopback and measures each public page (and a
// course, a lesson and a quiz page):
// throughput and latency under 50 concurrent connections (autocannon, 5 s per page), and
// the JavaScript and CSS a first visit downloads. Prints a table, writes JSON to
// bench/results/, and exits 1 if a page breaks the first-load JavaScript budget.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startServer } from "#tests/server.ts";

const PAGES = [
  "/",
  "/about",
  "/experts",
  "/partnerships",
  "/contact",
  "/survey",
  "/tos",
  "/courses",
  "/learn",
  "/courses/the-foundations-of-ai",
  "/courses/the-foundations-of-ai/how-machines-learn",
  "/courses/the-foundations-of-ai/quiz",
  "/test",
];
const CONNECTIONS = 50;
const SECONDS = 5;
const JS_BUDGET_GZIP = 120 * 1024;

type Weight = { raw: number; gzip: number; files: number };
type Row = {
  page: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  js: Weight;
  css: Weight;
};

async function firstLoadWeight(base: string, page: string): Promise<{ js: Weight; css: Weight }> {
  const html = await (await fetch(`${base}${page}`)).text();
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const scripts = new Set([
    ...links.filter((l) => attr(l, "rel") === "modulepreload").map((l) => attr(l, "href")),
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((m) => m[1]),
  ]);
  const styles = new Set(links.filter((l) => attr(l, "rel") === "stylesheet").map((l) => attr(l, "href")));
  const weigh = async (urls: Set<string | undefined>): Promise<Weight> => {
    const weight = { raw: 0, gzip: 0, files: 0 };
    for (const url of urls) {
      if (!url) continue;
      const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
      weight.raw += body.length;
      weight.gzip += gzipSync(body, { level: 9 }).length;
      weight.files++;
    }
    return weight;
  };
  return { js: await weigh(scripts), css: await weigh(styles) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startServer({ LOG_LEVEL: "warn" });
const rows: Row[] = [];
try {
  for (const page of PAGES) {
    // Warm up once so the first measured request is not the first ever.
    await fetch(`${server.url}${page}`);
    const result = await autocannon({ url: `${server.url}${page}`, connections: CONNECTIONS, duration: SECONDS });
    rows.push({
      page,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
      ...(await firstLoadWeight(server.url, page)),
    });
  }
} finally {
  await server.stop();
}

console.log(`\nSynapse benchmark: ${CONNECTIONS} connections, ${SECONDS} s per page, loopback, one Node process\n`);
console.table(
  rows.map((r) => ({
    page: r.page,
    "req/s": r.requestsPerSecond,
    "p50 ms": r.latencyP50Ms,
    "p99 ms": r.latencyP99Ms,
    errors: r.errors,
    "JS raw": kb(r.js.raw),
    "JS gzip": kb(r.js.gzip),
    "CSS raw": kb(r.css.raw),
    "CSS gzip": kb(r.css.gzip),
  })),
);

const resultsDir = path.join(import.meta.dirname, "results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, node: process.version, rows }, null, 2)}\n`,
);
console.log(`Results written to ${path.relative(process.cwd(), file)}`);

const over = rows.filter((r) => r.js.gzip > JS_BUDGET_GZIP);
const failed = rows.filter((r) => r.errors > 0);
for (const r of over)
  console.error(`Over budget: ${r.page} loads ${kb(r.js.gzip)} of JavaScript (gzip), budget ${kb(JS_BUDGET_GZIP)}.`);
for (const r of failed) console.error(`Errors: ${r.page} had ${r.errors} failed or non-2xx responses under load.`);
process.exit(over.length || failed.length ? 1 : 0);
