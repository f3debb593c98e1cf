import { defineConfig } from "vitest/config";
import { content } from "./scripts/content/vite-plugin.ts";

// Three suites: unit (beside the code), integration (real databases and the built server),
// end-to-end (Chromium driving the built server). `npm test` runs all of them.
export default defineConfig({
  plugins: [content()],
  test: {
    env: { NODE_ENV: "test" },
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/setup/build-once.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/setup/build-once.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
