// The server's signing secret: AUTH_SECRET when set, otherwise one generated on first start
// and kept in data/.auth-secret, so sessions survive restarts without any configuration.
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

const SECRET_FILE = path.resolve("data", ".auth-secret");

function readOrCreateSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
  // Written whole to a private file, then linked into place: linking fails if another
  // process got there first (then we read theirs), and nobody ever reads a half-written file.
  const draft = `${SECRET_FILE}.${process.pid}`;
  writeFileSync(draft, randomBytes(32).toString("base64url"), { mode: 0o600 });
  try {
    linkSync(draft, SECRET_FILE);
    logger.warn(
      { file: SECRET_FILE },
      "AUTH_SECRET is not set: generated one for this machine. Set AUTH_SECRET when several instances share a database.",
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(SECRET_FILE, "utf8").trim();
}

export const appSecret = readOrCreateSecret();
