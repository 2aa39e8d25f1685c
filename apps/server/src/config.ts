import path from "node:path";
import { z } from "zod";

// NOTE: this is the only module that reads process.env; everything else receives a Config.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Server processes on this machine sharing the port (src/workers.ts); more than one needs PostgreSQL and Redis.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
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
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name (3-63 lower-case letters, digits, dots, dashes)",
    )
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  // Seals stored secrets (TOTP, webhook signing keys); unset, a key file under DATA_DIR is made once.
  SECRET_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).max(40).default("single sign-on"),
  OIDC_ONLY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  // Webhooks to loopback and private addresses are refused (SSRF) unless the operator allows them.
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

const OIDC_KEYS = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;

/** The S3 variables that must come together: with all of them files go to the bucket, with none to DATA_DIR. */
const S3_KEYS = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

/** An S3-compatible bucket for files. NOTE: holds a secret: never log a Config whole. */
export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO-style stores address buckets as a path (`host/bucket/key`), not a subdomain. */
  forcePathStyle: boolean;
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  /** Processes on this machine sharing the port (WEB_CONCURRENCY). */
  webConcurrency: number;
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
  /** Files go to this bucket when set; to DATA_DIR/uploads otherwise. */
  s3?: S3Settings;
  /** Seals stored secrets (lib/secret-box.ts); unset, DATA_DIR/secret.key is used (made on first need). */
  secretKey?: string;
  /** OpenID Connect sign-in, when the three OIDC_ variables are set. NOTE: holds a secret. */
  oidc?: OidcSettings;
  /** Webhook URLs may name loopback and private addresses (a receiver on the same network). */
  webhookAllowPrivate: boolean;
};

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's label: "Continue with <name>". */
  name: string;
  /** Passwords are refused: sign-in and sign-up go through the provider only. */
  only: boolean;
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
  const s3Missing = S3_KEYS.filter((key) => !e[key]);
  if (s3Missing.length > 0 && s3Missing.length < S3_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${S3_KEYS.join(", ")} must be set together (missing: ${s3Missing.join(", ")})`,
    );
  }
  const oidcMissing = OIDC_KEYS.filter((key) => !e[key]);
  if (oidcMissing.length > 0 && oidcMissing.length < OIDC_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${OIDC_KEYS.join(", ")} must be set together (missing: ${oidcMissing.join(", ")})`,
    );
  }
  if (e.OIDC_ONLY && oidcMissing.length > 0) {
    throw new ConfigError(
      "Invalid configuration:\n  OIDC_ONLY needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET",
    );
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    webConcurrency: e.WEB_CONCURRENCY,
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
    s3:
      s3Missing.length === 0
        ? {
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    secretKey: e.SECRET_KEY,
    oidc:
      oidcMissing.length === 0
        ? {
            issuer: e.OIDC_ISSUER!,
            clientId: e.OIDC_CLIENT_ID!,
            clientSecret: e.OIDC_CLIENT_SECRET!,
            name: e.OIDC_NAME,
            only: e.OIDC_ONLY,
          }
        : undefined,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
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
