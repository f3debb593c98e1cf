import { pino } from "pino";
import { env } from "./env.server.ts";

// JSON lines in production (for a log collector), readable colours in development.
export const logger = pino({
  level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
  base: undefined,
  redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  ...(env.NODE_ENV === "development"
    ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
    : {}),
});
export type Logger = typeof logger;
