// The test kit's own checks: `waitForLog` waits for what it says, and the server and browser
// suites wait for conditions, never for a fixed time (which is too short on a busy machine
// and wasted on an idle one).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot, waitForLog } from "#tests/server.ts";

/** An output that gains `later` from the `after`th time it is read. */
function growingOutput(now: string, later: string, after: number) {
  let reads = 0;
  return { output: () => (++reads >= after ? now + later : now), reads: () => reads };
}

describe("waitForLog", () => {
  it("resolves with the first matching line once it appears", async () => {
    const server = growingOutput('{"msg":"listening"}\n', '{"msg":"analytics flushed: 3 views"}\n{"msg":"idle"}\n', 3);
    await expect(waitForLog(server, /flushed: \d+ views/)).resolves.toBe('{"msg":"analytics flushed: 3 views"}');
    expect(server.reads()).toBe(3);
  });

  it("takes a string it finds anywhere in a line", async () => {
    const server = growingOutput("", 'a\n{"level":30,"msg":"shutting down: finishing in-flight requests"}\n', 2);
    await expect(waitForLog(server, "shutting down")).resolves.toContain('"level":30');
  });

  it("rejects after its timeout, naming what it waited for and showing the output's end", async () => {
    const server = { output: () => '{"msg":"listening"}\n{"msg":"request completed"}\n' };
    const started = Date.now();
    await expect(waitForLog(server, "shutting down", { timeout: 200 })).rejects.toThrow(
      'waitForLog: no line matching "shutting down" in the server\'s output after 200 ms; it ends with:\n{"msg":"listening"}\n{"msg":"request completed"}',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    await expect(waitForLog(server, /flushed/, { timeout: 50 })).rejects.toThrow("no line matching /flushed/");
  });
});

/** A fixed-duration wait in a test: a timer promise, Playwright's waitForTimeout, a sleep or delay helper. */
const FIXED_SLEEP = /(?<![.\w])setTimeout\s*\(|\bwaitForTimeout\s*\(|\b(?:sleep|delay)\s*\(|timers\/promises/;

describe("the integration and end-to-end suites", () => {
  it("wait for a condition, never for a fixed time", () => {
    const sleeps: string[] = [];
    for (const folder of ["tests/integration", "tests/e2e"]) {
      for (const entry of readdirSync(path.join(projectRoot, folder), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
        const file = path.join(entry.parentPath, entry.name);
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, i) => {
            if (FIXED_SLEEP.test(line)) sleeps.push(`${path.relative(projectRoot, file)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(sleeps, "use expect.poll, waitForLog or an event ordered after the one awaited").toEqual([]);
  });

  it("recognise the ways of sleeping, and not the ways of waiting", () => {
    for (const line of [
      "await new Promise((r) => setTimeout(r, 6000)); // past a whole batch",
      "await page.waitForTimeout(500);",
      "await sleep(100);",
      "await delay(300);",
      'import { setTimeout as wait } from "node:timers/promises";',
    ])
      expect(FIXED_SLEEP.test(line), line).toBe(true);
    for (const line of [
      "request.setTimeout(10_000, () => request.destroy(new Error('no answer')));",
      "await expect.poll(() => count()).toBe(3);",
      'await waitForLog(server, "shutting down");',
      "const retryDelay = backoff(2);",
    ])
      expect(FIXED_SLEEP.test(line), line).toBe(false);
  });
});
