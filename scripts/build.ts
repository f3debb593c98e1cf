// npm run build: builds the client and server bundles, writes a brotli and a gzip copy beside
// every compressible client file (so the server never compresses a file per request), and
// writes build/meta.json with a build id derived from the sources. With --if-stale (used by npm start) it builds only
// when there is no build or the sources changed since the last one.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { injectManifest } from "@serwist/build";
import { build as viteBuild } from "vite";
import { OFFLINE_PATH, SERVICE_WORKER_URL } from "#app/offline/addresses.ts";
import { languageCodes, pathIn } from "#app/site/locale.ts";
import { COMPRESSIBLE } from "#server/static-assets.ts";

const root = path.resolve(import.meta.dirname, "..");
const metaFile = path.join(root, "build", "meta.json");

const inputs = [
  "app",
  "content",
  "public",
  "server",
  "scripts/content",
  "scripts/lingui-vite.ts",
  "scripts/page-messages-vite.ts",
  "lingui.config.ts",
  "package-lock.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
];

function filesUnder(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

export function sourceHash(): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

function currentBuildHash(): string | null {
  try {
    const meta = JSON.parse(readFileSync(metaFile, "utf8")) as { buildId?: string };
    return existsSync(path.join(root, "build/server/index.js")) ? (meta.buildId ?? null) : null;
  } catch {
    return null;
  }
}

const hash = sourceHash();
if (process.argv.includes("--if-stale") && currentBuildHash() === hash) {
  process.exit(0);
}

console.log(`Building Synapse (build ${hash})…`);
const cli = path.join(root, "node_modules", "@react-router", "dev", "bin.cjs");
// Always a production build, even when started from a test runner that sets NODE_ENV=test.
const result = spawnSync(process.execPath, [cli, "build"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
if (result.status !== 0) {
  console.error("The build failed; see the messages above.");
  process.exit(result.status ?? 1);
}
/**
 * The service worker: app/offline/service-worker.ts bundled on its own (it runs outside the
 * pages), then given the list of files it keeps: the build's hashed scripts and styles, the
 * icons, and the offline page in each language (fetched by the worker from the server, and
 * kept until the next build changes this list's revision).
 */
async function buildServiceWorker(buildId: string): Promise<{ count: number; size: number }> {
  const clientDir = path.join(root, "build", "client");
  const bundleDir = path.join(root, "build", "service-worker");
  await viteBuild({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    // Serwist drops a fallback answer in a development bundle: always a production one.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      minify: true,
      copyPublicDir: false,
      lib: {
        entry: path.join(root, "app", "offline", "service-worker.ts"),
        formats: ["iife"],
        name: "synapseServiceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(bundleDir, "sw.js"),
    swDest: path.join(clientDir, SERVICE_WORKER_URL.slice(1)),
    globDirectory: clientDir,
    globPatterns: ["assets/**/*.{js,css}", "favicon.svg", "favicon.ico", "icon-192.png"],
    globIgnores: ["**/*.br", "**/*.gz"],
    modifyURLPrefix: { "": "/" },
    // Hashed names change with their content: no revision to add.
    dontCacheBustURLsMatching: /^\/assets\//,
    additionalPrecacheEntries: languageCodes.map((language) => ({
      url: pathIn(language, OFFLINE_PATH),
      revision: buildId,
    })),
  });
  for (const warning of warnings) console.warn(`Service worker: ${warning}`);
  rmSync(bundleDir, { recursive: true, force: true });
  return { count, size };
}

/** The .br and .gz copies of each compressible client file, at the strongest settings. */
function precompressClient(): { files: number; bytes: number; brotli: number } {
  const clientDir = path.join(root, "build", "client");
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
    totals.files++;
    totals.bytes += body.length;
    totals.brotli += br.length;
  }
  return totals;
}

const worker = await buildServiceWorker(hash);
console.log(`The service worker keeps ${worker.count} files (${Math.round(worker.size / 1024)} KB) for offline use.`);
const compressed = precompressClient();
console.log(
  `Compressed ${compressed.files} client files: ${Math.round(compressed.bytes / 1024)} KB, ${Math.round(compressed.brotli / 1024)} KB with brotli.`,
);
writeFileSync(metaFile, `${JSON.stringify({ buildId: hash, builtAt: new Date().toISOString() }, null, 2)}\n`);
console.log(`Build ${hash} is ready.`);
