// Starts the built server as a child process on a free loopback port, as `npm start` would.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "..");

export type TestServer = {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
};

export function temporarySqliteUrl(): string {
  return `file:${path.join(mkdtempSync(path.join(tmpdir(), "synapse-test-")), "synapse.db")}`;
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      DATABASE_URL: temporarySqliteUrl(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const check = () => {
      const match = /running at (http:\/\/[\d.:[\]]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on("exit", (code) => resolve(code));
  });
  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Runs the server expecting it to fail at start-up; resolves with its exit code and output. */
export function runServerExpectingFailure(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["server.ts"], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", DATABASE_URL: temporarySqliteUrl(), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c) => {
      output += c;
    });
    child.stderr.on("data", (c) => {
      output += c;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The databases the integration suite runs against: SQLite always, PostgreSQL when configured. */
export const testDatabases: { name: string; url: () => string }[] = [
  { name: "sqlite", url: temporarySqliteUrl },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", url: () => process.env.TEST_DATABASE_URL as string }] : []),
];
