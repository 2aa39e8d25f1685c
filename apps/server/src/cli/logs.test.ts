import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DailyFileStream } from "../lib/daily-file-stream.js";
import { latestLogLines } from "./logs.js";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("logs", () => {
  it("prints the latest n entries, oldest first, topped up from yesterday", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-logs-"));
    dirs.push(dir);
    const now = new Date("2026-03-02T00:05:00Z");
    const line = (level: number, time: string, msg: string) =>
      `${JSON.stringify({ level, time: Date.parse(time), msg })}\n`;
    fs.writeFileSync(
      DailyFileStream.fileFor(dir, new Date("2026-03-01T12:00:00Z")),
      line(30, "2026-03-01T23:58:00Z", "old one") + line(40, "2026-03-01T23:59:00Z", "slow query"),
    );
    fs.writeFileSync(
      DailyFileStream.fileFor(dir, now),
      line(30, "2026-03-02T00:01:00Z", "user 7 disabled by admin 1") + "not json at all\n",
    );

    const lines = await latestLogLines(dir, 3, now);
    expect(lines).toEqual([
      "2026-03-01T23:59:00.000Z WARN  slow query",
      "2026-03-02T00:01:00.000Z INFO  user 7 disabled by admin 1",
      expect.stringMatching(/ERROR not json at all$/),
    ]);
    expect(await latestLogLines(path.join(dir, "missing"), 5, now)).toEqual([]);
  });
});
