import { pino } from "pino";
import { env } from "./env.server.ts";

// JSON lines in production (for a log collector); readable colours while developing.
// pino-pretty is a development dependency, so it is loaded only in development.
const pretty =
  env.NODE_ENV === "development"
    ? (await import("pino-pretty")).default({ ignore: "pid,hostname", translateTime: "HH:MM:ss" })
    : undefined;

export const logger = pino(
  {
    level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  },
  pretty,
);
export type Logger = typeof logger;

/** The events an operator looks for after an incident; each is logged under `security`. */
export type SecurityEvent =
  | "log-in-failed"
  | "signed-in-with-link"
  | "throttled"
  | "password-reset"
  | "email-changed"
  | "session-revoked"
  | "admin-granted"
  | "sso-signed-in"
  | "sso-refused"
  | "sso-provider-changed";

/**
 * Logs a security event with the account it concerns (its id, never its email, password or
 * token) and what else helps to follow it up, such as the limit that refused a request.
 */
export function securityEvent(
  event: SecurityEvent,
  fields: { userId: string | null; reqId?: string; [detail: string]: unknown },
): void {
  logger.info({ security: event, ...fields }, `security: ${event}`);
}
