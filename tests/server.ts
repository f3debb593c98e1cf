// Starts the built server as a child process on a free loopback port, as `npm start` would.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppDatabase, createDatabase } from "#app/db/connect.server.ts";

export const projectRoot = path.resolve(import.meta.dirname, "..");

/** The two databases the site runs on. */
export type TestDatabase = "sqlite" | "postgres";

export type StartOptions = {
  /**
   * The database of its own the server gets: a new SQLite file ("sqlite", the default) or a
   * new PostgreSQL database beside TEST_DATABASE_URL ("postgres"); `stop` drops it. To share
   * a database (two servers on one, a file prepared beforehand), name it in
   * `env.DATABASE_URL` instead: `stop` then leaves it.
   */
  database?: TestDatabase;
  /** Settings over the defaults below (pass "" to leave one unset). */
  env?: Record<string, string>;
  /**
   * Runs the README's command (`npm start`, build check included) instead of Node directly,
   * so that `stop` signals npm, as a process manager would.
   */
  npmStart?: boolean;
  /** The folder it runs from, with the build there (see `anotherBuild`); the project's by default. */
  cwd?: string;
  /** The port it listens on (that of a server stopped before it, say); a free one by default. */
  port?: number;
};

export type TestServer = {
  url: string;
  process: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far (see `waitForLog`). */
  output: () => string;
  /** Its DATABASE_URL. */
  databaseUrl: string;
  /** A Kysely handle on its database, for the test to read and arrange rows (opened on first use). */
  readonly db: AppDatabase;
  /**
   * Sends SIGTERM and waits for the exit, then closes `db` and drops the database
   * `startServer` made for it; resolves with the exit code. Calling it again changes nothing.
   */
  stop: () => Promise<number | null>;
};

export function temporarySqliteUrl(): string {
  return `file:${path.join(mkdtempSync(path.join(tmpdir(), "synapse-test-")), "synapse.db")}`;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Starts the built server (see `StartOptions`) and resolves once it answers /healthz. */
export async function startServer({
  database,
  env = {},
  npmStart = false,
  cwd = projectRoot,
  port: chosenPort,
}: StartOptions = {}): Promise<TestServer> {
  if (database && env.DATABASE_URL) throw new Error("startServer: pass `database` or `env.DATABASE_URL`, not both");
  const own = env.DATABASE_URL ? null : await isolatedDatabase(database ?? "sqlite");
  const databaseUrl = env.DATABASE_URL ?? (own as { url: string }).url;
  const port = chosenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const [command, args] = npmStart ? ["npm", ["start", "--silent"]] : [process.execPath, ["server.ts"]];
  const child = spawn(command, args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "info",
      // The address links name; the tests check links against it (pass "" to leave it unset).
      SITE_URL: "http://localhost:3000",
      ...env,
      DATABASE_URL: databaseUrl,
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
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  // Ready when /healthz answers; give up if the process exits or 45 s (60 s through npm, which
  // may have to check the build first) pass: on a machine as busy as CI's, migrating a new
  // PostgreSQL database alone has taken 20.
  const deadline = Date.now() + (npmStart ? 60_000 : 45_000);
  for (;;) {
    const failure =
      child.exitCode !== null
        ? `server exited with ${child.exitCode} before listening`
        : Date.now() > deadline
          ? "server did not start in time"
          : null;
    if (failure) {
      child.kill("SIGKILL");
      await own?.drop();
      throw new Error(`${failure}:\n${output}`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  let db: AppDatabase | undefined;
  let stopped: Promise<number | null> | undefined;
  return {
    url,
    process: child,
    output: () => output,
    databaseUrl,
    get db() {
      db ??= createDatabase(databaseUrl);
      return db;
    },
    stop: () => {
      stopped ??= (async () => {
        if (child.exitCode === null) child.kill("SIGTERM");
        const code = await exited;
        await db?.destroy();
        await own?.drop();
        return code;
      })();
      return stopped;
    },
  };
}

/**
 * The site as a later deploy would be: a copy of the project in a temporary folder, whose app
 * differs by one statement (so its build id and its scripts' names change), built there.
 * Returns the folder, for `startServer`'s `cwd`; the caller removes it.
 */
export function anotherBuild(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "synapse-next-build-"));
  const skipped = new Set(["node_modules", "build", "data", ".git", "tests", "bench"]);
  cpSync(projectRoot, folder, {
    recursive: true,
    filter: (source) => !skipped.has(path.relative(projectRoot, source).split(path.sep)[0] ?? ""),
  });
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(folder, "node_modules"), "dir");
  // In a module most others import, so that most scripts change their names, as in a deploy.
  appendFileSync(
    path.join(folder, "app", "site", "locale.ts"),
    `\nObject.assign(globalThis, { synapseDeploy: "${path.basename(folder)}" });\n`,
  );
  const result = spawnSync(process.execPath, ["scripts/build.ts"], { cwd: folder, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`anotherBuild: the build failed:\n${result.stdout}\n${result.stderr}`);
  return folder;
}

/**
 * Resolves with the first line of the server's output that matches `pattern` (a string it
 * contains, or a RegExp), as soon as it is there: the way to wait for something the server
 * does in the background and logs (a request's access-log line, a signal handled, workers
 * listening). Rejects after `timeout` ms, naming what it waited for.
 */
export async function waitForLog(
  server: Pick<TestServer, "output">,
  pattern: string | RegExp,
  { timeout = 15_000 }: { timeout?: number } = {},
): Promise<string> {
  const matches = (line: string) => (typeof pattern === "string" ? line.includes(pattern) : pattern.test(line));
  const deadline = Date.now() + timeout;
  for (;;) {
    const line = server.output().split("\n").find(matches);
    if (line !== undefined) return line;
    if (Date.now() > deadline) {
      const wanted = typeof pattern === "string" ? JSON.stringify(pattern) : String(pattern);
      const tail = server.output().slice(-2000);
      throw new Error(
        `waitForLog: no line matching ${wanted} in the server's output after ${timeout} ms; it ends with:\n${tail}`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The processes `pid` started (a primary's workers), from /proc, so that no `ps` is needed.
 * Linux only, as is everything that runs the suite.
 */
export function childProcesses(pid: number | undefined): number[] {
  if (!pid) return [];
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name, in parentheses, may hold spaces: the fields after it are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/**
 * A POST whose headers and first half of the body have been sent, so that it is in flight
 * (for shutdown tests): `finish` sends the rest; `response` is what came back so far. It
 * resolves once the server has read the headers: they ask for "100 Continue", which Node
 * answers as soon as it has parsed them (that interim answer is left out of `response`).
 */
export async function requestInFlight(server: Pick<TestServer, "url">, { timeout = 15_000 } = {}) {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), "127.0.0.1");
  await new Promise((r) => socket.once("connect", r));
  let response = "";
  let read: () => void = () => {};
  socket.on("data", (c) => {
    response += c;
    read();
  });
  socket.on("error", () => {});
  socket.write(
    "POST /about HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 10\r\nExpect: 100-continue\r\n\r\n12345",
  );
  const interim = "HTTP/1.1 100 Continue\r\n\r\n";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`requestInFlight: no "100 Continue" within ${timeout} ms; got: ${JSON.stringify(response)}`)),
      timeout,
    );
    read = () => {
      if (!response.startsWith(interim)) return;
      clearTimeout(timer);
      response = response.slice(interim.length);
      read = () => {};
      resolve();
    };
    read();
  });
  return {
    finish: () => socket.write("67890"),
    response: () => response,
    close: () => socket.destroy(),
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
export const testDatabases: { name: TestDatabase; url: () => string }[] = [
  { name: "sqlite", url: temporarySqliteUrl },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres" as const, url: () => process.env.TEST_DATABASE_URL as string }]
    : []),
];

/**
 * A database of its own (what `startServer` gives each server; the domain suites' setup uses
 * it too): a new SQLite file, or a new PostgreSQL database next to TEST_DATABASE_URL.
 * Returns its URL and a function to drop it.
 */
let databasesMade = 0;
export async function isolatedDatabase(name: TestDatabase): Promise<{ url: string; drop: () => Promise<void> }> {
  if (name === "sqlite") return { url: temporarySqliteUrl(), drop: async () => {} };
  if (!process.env.TEST_DATABASE_URL) throw new Error("a PostgreSQL database for a test needs TEST_DATABASE_URL");
  const base = new URL(process.env.TEST_DATABASE_URL);
  const database = `synapse_test_${process.pid}_${Date.now().toString(36)}_${++databasesMade}`;
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    },
  };
}
