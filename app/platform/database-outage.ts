// Telling an outage from a bug: errors that mean the database cannot be reached or written
// right now (PostgreSQL down or restarting, a network cut, SQLite's disk full or read-only).
// The HTTP shell answers those with 503 "briefly unavailable, nothing was saved" instead of a
// 500, and /healthz reports them.

// PostgreSQL: connection-level SQLSTATE classes and codes (08 connection exception, 57P0x
// the server shutting down or starting, 53300 too many connections) and the socket errors.
const POSTGRES_OUTAGE = new Set(["57P01", "57P02", "57P03", "53300"]);
const SOCKET_OUTAGE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EPIPE",
  "EAI_AGAIN",
]);
// SQLite primary result codes: BUSY (locked past the timeout), READONLY, IOERR, FULL, CANTOPEN.
const SQLITE_OUTAGE = new Set([5, 8, 10, 13, 14]);
const POOL_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Connection terminated unexpectedly)/;

/** True when an error (or what caused it) says the database is unreachable or cannot be written. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (typeof code === "string") {
    if (SOCKET_OUTAGE.has(code) || POSTGRES_OUTAGE.has(code) || code.startsWith("08")) return true;
    if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number" && SQLITE_OUTAGE.has(errcode & 0xff)) return true;
  }
  if (POOL_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseOutage(e, depth + 1))) return true;
  return isDatabaseOutage(error.cause, depth + 1);
}
