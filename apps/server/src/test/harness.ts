import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, expect } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig, type Config } from "../config.js";
import { openDatabase, type Database } from "../db/client.js";
import { hashPassword } from "../lib/passwords.js";
import { createMailer, type Mailer } from "../mail/mailer.js";
import { readOutbox } from "../mail/outbox.js";
import { connectRedis } from "../lib/redis.js";
import { insertUser, type UserRow } from "../features/users/users.queries.js";
import { takeResponseMismatches } from "../plugins/response-serializer.js";

export const ORIGIN = "http://localhost:3000";

// Shared by every test file in the process (vitest runs them in one fork with isolate: false).
let databasePromise: Promise<Database> | undefined;
export function testDatabase(): Promise<Database> {
  databasePromise ??= openDatabase({ url: process.env.DATABASE_URL });
  return databasePromise;
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  mailer: Mailer;
  config: Config;
  outboxDir: string;
  /** Every message written to this app's outbox so far, oldest first. */
  mails(): ReturnType<typeof readOutbox>;
  close(): Promise<void>;
};

/** A real app on the shared real database, with its own outbox directory. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: ORIGIN,
    LOG_LEVEL: "silent",
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }, pino.destination(2));
  const database = await testDatabase();
  const outboxDir = path.join(dataDir, "outbox");
  const mailer = createMailer({ from: config.mailFrom, outboxDir, logger });
  // With REDIS_URL (CI's PostgreSQL run), rate-limit counters go through a real Redis.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  const app = await buildApp({
    config,
    database,
    mailer,
    logger,
    redis,
    version: "0.0.0-test",
    webDist: path.join(dataDir, "no-web"),
    // The whole suite doubles as the check that the compiled serializers write what zod writes.
    crossCheckResponses: true,
  });
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    outboxDir,
    mails: async () => {
      await mailer.flush();
      return readOutbox(outboxDir);
    },
    close: async () => {
      await app.close();
      await mailer.flush();
      await redis?.quit();
      fs.rmSync(dataDir, { recursive: true, force: true });
      expect(takeResponseMismatches(), "responses where the serializers disagree").toEqual([]);
    },
  };
}

/**
 * One app for the calling test file: started in a beforeAll, closed in an afterAll (which runs after the
 * file's own afterAll hooks). The returned object reads through to that app, so use it inside tests and hooks.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let current: TestApp | undefined;
  const app = () => {
    if (!current) throw new Error("useTestApp: the app exists only inside tests and hooks");
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(env);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    get mailer() {
      return app().mailer;
    },
    get config() {
      return app().config;
    },
    get outboxDir() {
      return app().outboxDir;
    },
    mails: () => app().mails(),
    close: () => app().close(),
  };
}

export const unique = (prefix = "u") => `${prefix}${randomBytes(5).toString("hex")}`;

/** A distinct client address per test user, so per-IP rate limits never couple tests. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

export type TestUser = UserRow & { password: string; cookie: string; ip: string };

/** A verified user, logged in through the real login call. */
export async function createUser(
  t: TestApp,
  overrides: Partial<Parameters<typeof insertUser>[1]> = {},
): Promise<TestUser> {
  const password = "correct horse battery";
  const username = unique();
  const row = await insertUser(t.database.db, {
    username,
    email: `${username}@example.test`,
    passwordHash: await hashPassword(password),
    verified: true,
    ...overrides,
  });
  const ip = randomIp();
  const res = await login(t, { email: row.email, password }, { ip, rememberMe: false });
  if (res.statusCode !== 200) throw new Error(`login failed in test setup: ${res.body}`);
  return { ...row, password, cookie: sessionCookie(res), ip };
}

/** A verified admin, logged in. */
export const createAdmin = (t: TestApp, overrides: Partial<Parameters<typeof insertUser>[1]> = {}) =>
  createUser(t, { ...overrides, role: "admin" });

/** The real login call from our origin, from `ip` (a fresh address unless given), with no cookie. */
export function login(
  t: TestApp,
  { email, password }: { email: string; password: string },
  { ip = randomIp(), rememberMe }: { ip?: string; rememberMe?: boolean } = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { origin: ORIGIN },
    remoteAddress: ip,
    payload: { email, password, ...(rememberMe === undefined ? {} : { remember_me: rememberMe }) },
  });
}

/** A second login of the same user (another browser): its session cookie. */
export async function loginAs(
  t: TestApp,
  user: Pick<TestUser, "email" | "password">,
  password = user.password,
) {
  const res = await login(t, { email: user.email, password });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name.endsWith("topset_session"));
  if (!cookie) throw new Error("no session cookie in response");
  return `${cookie.name}=${cookie.value}`;
}

/** GET check-authentication with `cookie` (or none): 200 while that session is alive, 401 after. */
export const whoAmI = (t: TestApp, cookie?: string) =>
  request(t, { method: "GET", url: "/api/v1/users/check-authentication", headers: cookie ? { cookie } : {} });

/** `inject` as a browser on our origin would send it, optionally as a logged-in user. */
export function request(t: TestApp, opts: InjectOptions & { as?: TestUser }) {
  const { as, headers, ...rest } = opts;
  return t.app.inject({
    remoteAddress: as?.ip ?? randomIp(),
    ...rest,
    headers: { origin: ORIGIN, ...(as ? { cookie: as.cookie } : {}), ...headers },
  });
}
