// Lets the command-line scripts (`npm run create-admin`, `outbox`, `content:check`…) run app
// modules that use Lingui's macros, which the site's build compiles with Babel: Node runs the
// TypeScript itself, so this hook compiles the macros of any project module that imports them
// as Node loads it. Scripts start with `node --import ./scripts/macros.ts`.
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";
import { transformSync } from "@babel/core";

const MACROS = /from\s+["']@lingui\/(?:core|react)\/macro["']/;

registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (!url.startsWith("file:") || url.includes("/node_modules/") || !/\.tsx?$/.test(url)) return loaded;
    const source = String(loaded.source);
    if (!MACROS.test(source)) return loaded;
    const compiled = transformSync(source, {
      filename: fileURLToPath(url),
      babelrc: false,
      configFile: false,
      retainLines: true,
      parserOpts: { plugins: ["typescript"] },
      plugins: ["@lingui/babel-plugin-lingui-macro"],
    });
    return { ...loaded, source: compiled?.code ?? source };
  },
});
