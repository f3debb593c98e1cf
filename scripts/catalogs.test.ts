import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

// The built pages carry message ids, not English text: a message the code uses but the
// catalogs lack would show its id. The catalogs must hold exactly what `npx lingui extract` writes.
describe("the interface catalogs", () => {
  it("hold every message the code uses (run `npx lingui extract` when this fails)", () => {
    const run = spawnSync(
      process.execPath,
      [path.join(root, "node_modules/@lingui/cli/dist/lingui.js"), "check", "sync"],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    expect(run.stdout + run.stderr).toContain("Catalogs are in sync with extract output");
    expect(run.status).toBe(0);
  }, 120_000);
});
