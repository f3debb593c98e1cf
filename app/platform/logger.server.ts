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
