import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

// `npm run content:check` holds the cross-file rules the build's schemas cannot see (pool
// sizes, sections, graded checks, the glossary); the suite runs it so they are never skipped.
describe("npm run content:check", () => {
  it("finds every content file valid, and reports the pools, checks and glossary", () => {
    const run = spawnSync(
      process.execPath,
      ["--import", "./scripts/macros.ts", path.join(root, "scripts/check-content.ts")],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("All content is valid.");
    expect(run.stdout.match(/quiz pool: 42 questions, 7\/7\/7\/7\/7\/7 per lesson/g)).toHaveLength(5);
    expect(run.stdout.match(/checks: \d+ graded questions/g)).toHaveLength(5);
    expect(Number(run.stdout.match(/Glossary: (\d+) terms/)?.[1])).toBeGreaterThanOrEqual(120);
  }, 60_000);
});
