// The first-load JavaScript of a page: every script it runs before the app starts, each file
// gzipped at level 9. That is the inline module's imports, each file's static imports in turn,
// and each module's words in the page's language, which the module waits for before it runs
// (scripts/page-messages-vite.ts). A lazy `import()` inside a file, such as a demo, is not
// first-load.
import { gzipSync } from "node:zlib";
import { HELD_MODULE_TYPE } from "#app/http/app-start.ts";
import { languageOfPath } from "#app/site/locale.ts";

export async function firstLoadJs(
  siteUrl: string,
  page: string,
): Promise<{ gzip: number; files: number; words: number }> {
  const html = await (await fetch(`${siteUrl}${page}`)).text();
  const { language } = languageOfPath(new URL(page, siteUrl).pathname);
  // The page holds its module script back until the first paint (app/http/app-start.ts).
  const moduleScript = new RegExp(
    `<script\\b[^>]*type="(?:module|${HELD_MODULE_TYPE})"[^>]*>([\\s\\S]*?)</script>`,
    "g",
  );
  const inline = [...html.matchAll(moduleScript)].map((m) => m[1] ?? "");
  const queue = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? ""),
    ...inline.flatMap((code) => [...code.matchAll(/(?:from\s*|import\s*\(?\s*)"([^"]+\.js)"/g)].map((m) => m[1] ?? "")),
  ].map((url) => new URL(url, siteUrl).href);
  // A module's loaders of its words, one per language: `es:()=>x(()=>import(`./lesson-….js`),[])`.
  const wordsOf = new RegExp(`\\b${language}:\\(\\)=>[\\w$]+\\(\\(\\)=>import\\([\`"']([^\`"']+\\.js)[\`"']\\)`, "g");
  const seen = new Set<string>();
  let gzip = 0;
  let words = 0;
  while (queue.length) {
    const url = queue.shift() ?? "";
    if (seen.has(url)) continue;
    seen.add(url);
    const code = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzip += gzipSync(code, { level: 9 }).length;
    const text = code.toString("utf8");
    for (const m of text.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*from\s*)?["']([^"']+\.js)["']/g))
      queue.push(new URL(m[1] ?? "", url).href);
    for (const m of text.matchAll(wordsOf)) {
      words++;
      queue.push(new URL(m[1] ?? "", url).href);
    }
  }
  // The root always brings words: finding none means the pattern above no longer matches the build.
  if (words === 0) throw new Error(`${page}: found no module's words to weigh; update bench/first-load.ts`);
  return { gzip, files: seen.size, words };
}
