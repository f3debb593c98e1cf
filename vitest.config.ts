import { defineConfig } from "vitest/config";
import { content } from "./scripts/content/vite-plugin.ts";
import { linguiPlugins } from "./scripts/lingui-vite.ts";

// The suites, all run by `npm test`:
//   unit             pure modules, beside the code (*.test.ts)
//   domain (sqlite)  server modules against a real database of their own, beside the code
//   domain (postgres)  (*.server.test.ts); PostgreSQL when TEST_DATABASE_URL is set
//   integration      the built server over HTTP, on SQLite and PostgreSQL
//   e2e              Chromium driving the built server
const domain = (dialect: "sqlite" | "postgres") => ({
  test: {
    name: `domain (${dialect})`,
    include: ["app/**/*.server.test.ts"],
    setupFiles: ["tests/setup/database.ts"],
    env: { TEST_DIALECT: dialect, AUTH_SECRET: "domain-tests-secret-that-is-long-enough", LOG_LEVEL: "silent" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [...linguiPlugins(), content()],
  test: {
    env: { NODE_ENV: "test" },
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/*.test.ts"],
          exclude: ["app/**/*.server.test.ts"],
        },
      },
      domain("sqlite"),
      ...(process.env.TEST_DATABASE_URL ? [domain("postgres")] : []),
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/setup/build-once.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A server under load (CI shares its machine) answers in seconds, not milliseconds.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/setup/build-once.ts"],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // A page on a busy machine can take seconds to answer; a poll waits for it.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
