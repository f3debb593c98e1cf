// The README's first command on a machine whose Node.js is older than the project's: npm runs
// on that Node.js and checks every package's engines against it, although the site and every
// script run on the Node.js 24 it installs. The install must read cleanly (.npmrc says why).
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
// The machine's npm and Node.js, not the project's Node.js that npm scripts put first on PATH.
const machinePath = (process.env.PATH ?? "")
  .split(path.delimiter)
  .filter((dir) => !dir.includes("node_modules"))
  .join(path.delimiter);
const machineNode = (() => {
  try {
    return execFileSync("node", ["--version"], { env: { ...process.env, PATH: machinePath }, encoding: "utf8" }).trim();
  } catch {
    return null;
  }
})();
const olderNode = machineNode !== null && Number(/^v(\d+)/.exec(machineNode)?.[1]) < 24;

describe.skipIf(!olderNode)(`npm ci on the machine's Node.js (${machineNode})`, () => {
  const dir = mkdtempSync(path.join(tmpdir(), "synapse-install-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("installs without a warning", () => {
    for (const file of ["package.json", "package-lock.json", ".npmrc"]) {
      copyFileSync(path.join(root, file), path.join(dir, file));
    }
    const run = spawnSync("npm", ["ci", "--dry-run", "--prefer-offline"], {
      cwd: dir,
      env: { HOME: process.env.HOME ?? "", PATH: machinePath },
      encoding: "utf8",
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/^added \d+ packages/m);
    expect(output.split("\n").filter((line) => /^npm (warn|WARN)/.test(line))).toEqual([]);
  }, 60_000);
});
