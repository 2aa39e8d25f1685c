import path from "node:path";
import { z } from "zod";

// NOTE: this is the only module that reads process.env; everything else receives a Config.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  APP_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Topset <no-reply@topset.local>"),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  ISSUE_TRACKER_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ACTIVITY_LOG_KEEP_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // Long enough that it cannot be guessed; absent, /metrics answers 404.
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  appUrl: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  logLevel: string;
  trustProxy: boolean;
  /** Days the admin activity log keeps (the shared activity_log table). */
  activityLogKeepDays: number;
  /** Set: GET /metrics answers Prometheus text to `Authorization: Bearer <token>`. Unset: /metrics is 404. */
  metricsToken?: string;
  /** A public issues API (e.g. https://api.github.com/repos/OWNER/REPO/issues) for the issues screen. */
  issueTrackerUrl?: string;
  /** Cookies get `Secure` and the `__Host-` prefix when the public origin is https. */
  secureCookies: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in an env file mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    activityLogKeepDays: e.ACTIVITY_LOG_KEEP_DAYS,
    metricsToken: e.METRICS_TOKEN,
    issueTrackerUrl: e.ISSUE_TRACKER_URL,
    secureCookies: appUrl.startsWith("https://"),
  };
}

/** Where each kind of file lives under DATA_DIR. */
export function dataPaths(config: Pick<Config, "dataDir">) {
  const at = (name: string) => path.join(config.dataDir, name);
  return {
    db: at("db"),
    uploads: at("uploads"),
    outbox: at("outbox"),
    logs: at("logs"),
    backups: at("backups"),
  };
}
