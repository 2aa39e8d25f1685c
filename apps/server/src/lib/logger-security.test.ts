import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { findUserByEmail, insertUser } from "../features/users/users.queries.js";
import { createMailer, type Mailer } from "../mail/mailer.js";
import { readOutbox } from "../mail/outbox.js";
import { ORIGIN, randomIp, testDatabase, unique } from "../test/harness.js";
import { DailyFileStream } from "./daily-file-stream.js";
import { createLogger, redactUrl } from "./logger.js";

describe("redactUrl", () => {
  it("keeps e-mail addresses in a query string out of the logs", () => {
    const url = "/api/v1/subscriptions/changelog-subscription?email=ada%40example.test&x=1";
    expect(redactUrl(url)).toBe("/api/v1/subscriptions/changelog-subscription?email=[redacted]&x=1");
  });
});

/** The real app with the real logger writing its daily file, as the server runs it (stdout aside). */
describe("the log files the admin screen reads hold no live secret", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-log-security-"));
  const logsDir = path.join(dir, "logs");
  const outboxDir = path.join(dir, "outbox");
  const printed: string[] = [];
  let app: FastifyInstance;
  let mailer: Mailer;
  const logger = createLogger({ level: "info", logsDir, stdout: false });

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dir, APP_URL: ORIGIN, LOG_LEVEL: "info" });
    mailer = createMailer({
      from: config.mailFrom,
      outboxDir,
      logger,
      printLinks: (text) => printed.push(text),
    });
    const database = await testDatabase();
    app = await buildApp({
      config,
      database,
      mailer,
      logger,
      version: "0.0.0-test",
      webDist: path.join(dir, "no-web"),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await mailer.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function logText(): Promise<string> {
    logger.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    return fs.readFileSync(DailyFileStream.fileFor(logsDir), "utf8");
  }

  it("a verify-email request's logged URL has no token value; the outbox link reaches the terminal only", async () => {
    const username = unique();
    const email = `${username}@example.test`;
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { origin: ORIGIN },
      remoteAddress: randomIp(),
      payload: { username, email, password: "a good long password" },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    await mailer.flush();
    const mail = (await readOutbox(outboxDir)).find((m) => m.to.includes(email));
    const link = new URL(mail!.links.find((l) => l.includes("/verify-email/"))!);
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(20);
    const user = await findUserByEmail((await testDatabase()).db, email);

    // The API call the web page makes, and the page itself (a reset link has the same shape).
    const verify = await app.inject({
      method: "GET",
      url: `/api/auth/verify-email/${user!.id}?token=${encodeURIComponent(token)}`,
      remoteAddress: randomIp(),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    await app.inject({
      method: "GET",
      url: `/reset-password/${user!.id}?token=${token}`,
      remoteAddress: randomIp(),
    });

    const text = await logText();
    const lines = text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { msg: string; req?: { url: string } });
    const logged = lines.filter((l) => l.req?.url.startsWith(`/api/auth/verify-email/${user!.id}`));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged[0]!.req!.url).toBe(`/api/auth/verify-email/${user!.id}?token=[redacted]`);
    expect(lines.some((l) => l.msg === "mail written to outbox")).toBe(true);
    expect(text).not.toContain(token);
    expect(text).not.toContain(encodeURIComponent(token));
    expect(text).not.toContain("/verify-email/" + user!.id + "?token=" + token.slice(0, 8));
    // The development convenience still shows the link, on the terminal.
    expect(printed.join("")).toContain(link.href);
  });
});

describe("a failed query's values never reach the log file", () => {
  it("keeps the SQL of a unique violation but not the e-mail or the password hash it carried", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-log-query-"));
    const logsDir = path.join(dir, "logs");
    const logger = createLogger({ level: "info", logsDir, stdout: false });
    const { db } = await testDatabase();
    const email = `${unique("dup")}@example.com`;
    const passwordHash = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2g";
    await insertUser(db, { username: unique("a"), email, passwordHash });
    const failure = await insertUser(db, { username: unique("b"), email, passwordHash }).catch((e) => e);
    expect(failure).toBeInstanceOf(Error);
    // The error as Drizzle throws it does carry the values: that is what must not be written.
    expect(String(failure.message) + JSON.stringify(failure)).toContain(email);

    logger.error({ err: failure }, "signup insert failed");
    logger.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const text = fs.readFileSync(DailyFileStream.fileFor(logsDir), "utf8");
    expect(text).toContain("signup insert failed");
    expect(text).toContain("Failed query: insert into");
    expect(text).not.toContain(email);
    expect(text).not.toContain("c2VjcmV0LWhhc2g");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
