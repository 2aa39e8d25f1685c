import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DailyFileStream } from "./daily-file-stream.js";
import { createLogger, redactUrl } from "./logger.js";

describe("logs", () => {
  it("redacts secrets in query strings", () => {
    expect(redactUrl("/api/auth/verify-email/3?token=abc-DEF_1&x=1")).toBe(
      "/api/auth/verify-email/3?token=[redacted]&x=1",
    );
    expect(redactUrl("/a?password=hunter2")).toBe("/a?password=[redacted]");
    expect(redactUrl("/api/v1/sessions?perPage=20")).toBe("/api/v1/sessions?perPage=20");
  });

  it("writes JSON lines to today's file, without passwords, tokens or cookies", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-logs-"));
    const logger = createLogger({ level: "info", logsDir: dir });
    logger.info(
      {
        req: {
          method: "GET",
          url: "/api/auth/verify-email/1?token=s3cret",
          headers: { cookie: "topset_session=abc" },
        },
        body: { password: "hunter22", token: "t0ken" },
      },
      "hello",
    );
    logger.flush();
    await new Promise((r) => setTimeout(r, 50));
    const text = fs.readFileSync(DailyFileStream.fileFor(dir), "utf8");
    const line = JSON.parse(text.trim().split("\n").at(-1)!);
    expect(line.msg).toBe("hello");
    expect(text).not.toMatch(/s3cret|hunter22|t0ken|topset_session=abc/);
  });

  it("keeps 30 days of log files and removes only its own older ones", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-logs-"));
    const now = new Date("2026-11-26T12:00:00Z");
    for (const name of [
      "topset-2026-10-26.log",
      "topset-2026-10-27.log",
      "topset-2026-11-26.log",
      "other.log",
    ])
      fs.writeFileSync(path.join(dir, name), "{}\n");
    expect(DailyFileStream.prune(dir, 30, now)).toEqual(["topset-2026-10-26.log"]);
    expect(fs.readdirSync(dir).sort()).toEqual([
      "other.log",
      "topset-2026-10-27.log",
      "topset-2026-11-26.log",
    ]);
  });

  it("prints readable lines on a terminal, and JSON lines to files either way", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-logs-"));
    const written: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      const logger = createLogger({ level: "info", logsDir: dir, pretty: true });
      logger.info({ userId: 7 }, "readable");
      logger.flush();
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      process.stdout.write = write;
    }
    const printed = written.join("");
    expect(printed).toMatch(/INFO.*readable/);
    expect(() => JSON.parse(printed.trim())).toThrow();
    const line = JSON.parse(fs.readFileSync(DailyFileStream.fileFor(dir), "utf8").trim().split("\n").at(-1)!);
    expect(line).toMatchObject({ msg: "readable", userId: 7 });
  });
});
