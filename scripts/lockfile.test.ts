import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `npm ci` refuses a lock file that lacks any platform build of a native package (Biome,
// Tailwind's oxide, ...). That happens when a version is installed whose builds for other
// platforms the registry does not serve; this test names the culprit before CI does.
describe("package-lock.json", () => {
  it("lists every optional platform package that a locked package declares", () => {
    const lock = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package-lock.json"), "utf8")) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const locked = new Set(Object.keys(lock.packages).map((key) => key.split("node_modules/").at(-1)));
    const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((dep) => !locked.has(dep))
        .map((dep) => `${key || "(root)"} -> ${dep}`),
    );
    expect(missing).toEqual([]);
  });

  it("pins react-router and every @react-router package to one exact version", () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    const versions = Object.entries(all).filter(
      ([name]) => name === "react-router" || name.startsWith("@react-router/"),
    );
    expect(versions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(versions.map(([, v]) => v)).size).toBe(1);
    expect(versions[0]?.[1]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
