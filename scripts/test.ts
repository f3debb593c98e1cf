// npm test: type check, lint, then every test suite (unit; domain modules and integration on
// SQLite and, when TEST_DATABASE_URL is set, PostgreSQL; end-to-end in Chromium), then one
// summary.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const report = path.join(root, "tests", ".artifacts", "vitest.json");

type Step = { name: string; ok: boolean; seconds: number };
const steps: Step[] = [];

function run(name: string, command: string, args: string[]) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  steps.push({ name, ok: result.status === 0, seconds: (performance.now() - started) / 1000 });
}

run("Type check", bin("react-router"), ["typegen"]);
if (steps.at(-1)?.ok) run("Type check", bin("tsc"), []);
run("Lint and format", bin("biome"), ["check", "."]);

mkdirSync(path.dirname(report), { recursive: true });
rmSync(report, { force: true });
run("Tests", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);

type Assertion = { ancestorTitles: string[]; title: string; status: string; meta?: { database?: string } };
type Report = { testResults: { name: string; assertionResults: Assertion[] }[] };

const counts = new Map<string, { passed: number; failed: number; skipped: number }>();
let parsed: Report | null = null;
try {
  parsed = JSON.parse(readFileSync(report, "utf8")) as Report;
} catch {
  // vitest did not get far enough to write a report; the step failure says why.
}
for (const file of parsed?.testResults ?? []) {
  const relative = path.relative(root, file.name);
  const suite = relative.startsWith("tests/e2e/")
    ? "end-to-end (Chromium)"
    : relative.startsWith("tests/integration/")
      ? "integration"
      : relative.endsWith(".server.test.ts")
        ? "domain"
        : "unit";
  for (const test of file.assertionResults) {
    // Domain suites say their database in the test's meta; integration tests in their name.
    // Start-up, shutdown and proxy tests run their servers on SQLite.
    const database =
      test.meta?.database ?? /\bon (sqlite|postgres)\b/.exec(test.ancestorTitles.join(" "))?.[1] ?? "sqlite";
    const key = suite === "integration" || suite === "domain" ? `${suite} (${database})` : suite;
    const entry = counts.get(key) ?? { passed: 0, failed: 0, skipped: 0 };
    if (test.status === "passed") entry.passed++;
    else if (test.status === "failed") entry.failed++;
    else entry.skipped++;
    counts.set(key, entry);
  }
}

console.log("\n──────── Summary ────────");
for (const step of steps) console.log(`${step.ok ? "✔" : "✘"} ${step.name.padEnd(18)} ${step.seconds.toFixed(1)} s`);
if (!process.env.TEST_DATABASE_URL) console.log("  (PostgreSQL suites skipped: TEST_DATABASE_URL is not set)");
let passed = 0;
let failed = 0;
let skipped = 0;
for (const [suite, c] of [...counts].sort()) {
  console.log(
    `  ${suite.padEnd(28)} ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`,
  );
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped;
}
const stepFailures = steps.filter((s) => !s.ok).length;
// The closing line CI reads: checks that failed outside vitest count as failures too.
const failedTotal = failed + (failed === 0 && stepFailures ? stepFailures : 0);
console.log(`Tests: ${passed} passed, ${failedTotal} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(stepFailures ? 1 : 0);
