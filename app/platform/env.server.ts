// The one place that reads process.env. Parsed once at start-up; a bad value stops the
// process with a message that names the variable and says what is expected.
import { availableParallelism } from "node:os";
import { z } from "zod";

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "expected true or false",
  })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const PROCESSES = 'expected a number of processes from 1 to 64, or "auto" for one per CPU core';

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce
    .number({ error: "expected a port number" })
    .int()
    .min(0)
    .max(65535, "expected a port number from 0 to 65535")
    .default(3000),
  // The public address, for links in emails, the sitemap and certificates. Unset, it is the
  // address the server listens on (and a production start says so in the log).
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "expected an absolute http(s) URL such as https://synapse.example" })
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  DATABASE_URL: z
    .string()
    .refine((u) => !/^(postgres|postgresql):\/\//.test(u) || (URL.parse(u)?.hostname ?? "") !== "", {
      message: "expected a valid postgres:// URL",
    })
    // "sqlite:///x.db" and the like would otherwise become a file in a folder named "sqlite:".
    .refine((u) => /^(postgres|postgresql):\/\//.test(u) || !/^[a-z][a-z0-9+.-]*:\/\//i.test(u), {
      message: "expected file:path/to/synapse.db (SQLite) or a postgres:// URL",
    })
    .default("file:data/synapse.db"),
  TRUST_PROXY: z
    .union([z.coerce.number().int().min(1).max(10), booleanish], {
      error: "expected false, true, or the number of proxies in front (1-10)",
    })
    .default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  // A multipart upload (a profile photo) may be this large in all; the form that takes it
  // applies its own, smaller limit per file.
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(16 * 1024 * 1024),
  // How many processes serve requests on this machine, all on one port; "auto" is one per CPU
  // core. One process uses one core (server.ts; decision record 0016).
  WEB_CONCURRENCY: z
    .union([z.literal("auto"), z.coerce.number().int().min(1, PROCESSES).max(64, PROCESSES)], { error: PROCESSES })
    .transform((v) => (v === "auto" ? availableParallelism() : v))
    .default(1),
  // Memory for pages kept rendered and compressed for visitors without a session; 0 turns
  // the page cache off.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  VERSION_CHECK_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(60),
  // Signs session cookies and tokens. Required when several instances share one database;
  // a single instance generates one and keeps it in data/.auth-secret.
  AUTH_SECRET: z.string().min(32, "expected at least 32 characters (try: openssl rand -base64 32)").optional(),
  // Outgoing mail. Without it, emails stay in the outbox table and their links are logged.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "expected smtp://user:pass@host:587 or smtps://user:pass@host:465" })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Who is told about new contact messages and partnership inquiries (comma-separated).
  // When unset, every admin account is.
  OPERATOR_EMAIL: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("expected email addresses separated by commas")).min(1))
    .optional(),
  // Who runs this copy of Synapse, named in the privacy notice (/tos): an organization or a
  // person, and an email address or web address to reach them.
  OPERATOR_NAME: z.string().trim().min(1).max(200, "expected at most 200 characters").optional(),
  OPERATOR_CONTACT: z
    .union([z.email(), z.url({ protocol: /^https?$/ })], {
      error: "expected an email address or an http(s) web address",
    })
    .optional(),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6, "expected at least 6").max(128).default(8),
  PASSWORD_MAX_LENGTH: z.coerce.number().int().min(8).max(1024, "expected at most 1024").default(128),
  PASSWORD_REQUIRE_LOWERCASE: booleanish.default(false),
  PASSWORD_REQUIRE_UPPERCASE: booleanish.default(false),
  PASSWORD_REQUIRE_NUMBER: booleanish.default(false),
  PASSWORD_REQUIRE_SYMBOL: booleanish.default(false),
  // The request header a trusted proxy or CDN puts the visitor's country in (for example
  // cf-ipcountry). Unset, visit statistics record no country.
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "expected a header name such as cf-ipcountry")
    .transform((v) => v.toLowerCase())
    .optional(),
  // Sign-in with Google and with Microsoft accounts (docs/sso.md): each is on when its client
  // id and secret are both set. MICROSOFT_TENANT_ID narrows who may sign in: "common" (any
  // Microsoft account), "organizations" (work and school accounts only) or one tenant's id.
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  MICROSOFT_CLIENT_ID: z.string().trim().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().trim().min(1).optional(),
  MICROSOFT_TENANT_ID: z
    .string()
    .trim()
    .regex(/^(common|organizations|consumers|[0-9a-f-]{36}|[a-z0-9.-]+\.[a-z]{2,})$/i, {
      error: "expected common, organizations, consumers, a tenant id or a tenant's domain",
    })
    .default("common"),
  // Turns on routes that exist only for the test suite (for example /__test/error). Never in production.
  ENABLE_TEST_HOOKS: booleanish.default(false),
});

const LOOPBACK_OR_ANY = new Set(["127.0.0.1", "::1", "0.0.0.0", "::", "localhost"]);

/** The address the server listens on, as a browser on this machine would type it. */
function listeningUrl(host: string, port: number): string {
  const name = LOOPBACK_OR_ANY.has(host) ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const checkedEnvSchema = envSchema
  .refine((e) => Boolean(e.GOOGLE_CLIENT_ID) === Boolean(e.GOOGLE_CLIENT_SECRET), {
    path: ["GOOGLE_CLIENT_SECRET"],
    message: "set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together, or neither",
  })
  .refine((e) => Boolean(e.MICROSOFT_CLIENT_ID) === Boolean(e.MICROSOFT_CLIENT_SECRET), {
    path: ["MICROSOFT_CLIENT_SECRET"],
    message: "set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET together, or neither",
  })
  .refine((e) => e.PASSWORD_MIN_LENGTH <= e.PASSWORD_MAX_LENGTH, {
    path: ["PASSWORD_MAX_LENGTH"],
    message: "expected a value no smaller than PASSWORD_MIN_LENGTH",
  })
  .transform((e) => ({
    ...e,
    SITE_URL: e.SITE_URL ?? listeningUrl(e.HOST, e.PORT),
    /** False when SITE_URL was left unset and is the listening address. */
    siteUrlSet: e.SITE_URL !== undefined,
  }));

export type Env = z.infer<typeof checkedEnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = checkedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);

/** The configuration the browser may see. Add to this list deliberately, never by spreading env. */
export const publicEnv = {
  SITE_URL: env.SITE_URL,
  VERSION_CHECK_MINUTES: env.VERSION_CHECK_MINUTES,
};
export type PublicEnv = typeof publicEnv;
