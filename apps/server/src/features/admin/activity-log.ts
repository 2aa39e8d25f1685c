import fs from "node:fs";
import { DailyFileStream } from "../../lib/daily-file-stream.js";

const PINO_LEVELS: Record<number, string> = {
  10: "trace",
  20: "debug",
  30: "info",
  40: "warn",
  50: "error",
  60: "fatal",
};
/** Enough for 200 lines of request logs; a file is read from its end, never whole. */
const CHUNK = 64 * 1024;
const MAX_READ = 4 * 1024 * 1024;

/** The last complete lines of a file, reading backwards in chunks. */
async function tailLines(file: string, wanted: number): Promise<string[]> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, "r");
  } catch {
    return [];
  }
  try {
    const { size } = await handle.stat();
    let pos = size;
    let text = "";
    while (pos > 0 && size - pos < MAX_READ) {
      const len = Math.min(CHUNK, pos);
      pos -= len;
      const buf = Buffer.alloc(len);
      await handle.read(buf, 0, len, pos);
      text = buf.toString("utf8") + text;
      // One more line than wanted: the first may be cut in half.
      if (text.split("\n").length > wanted + 1) break;
    }
    const lines = text.split("\n").filter((l) => l.trim() !== "");
    if (pos > 0) lines.shift();
    return lines.slice(-wanted);
  } finally {
    await handle.close();
  }
}

/**
 * One pino line as an activity-log entry: a JSON string with level (a name), time and msg. Lines that are
 * not JSON (a crash trace written by hand) are kept as an error entry rather than dropped.
 */
export function toEntry(line: string): string {
  try {
    const parsed = JSON.parse(line) as { level?: number | string; time?: number | string; msg?: string };
    const level = typeof parsed.level === "number" ? (PINO_LEVELS[parsed.level] ?? "info") : parsed.level;
    return JSON.stringify({
      ...parsed,
      level: level ?? "info",
      time: parsed.time ?? "",
      msg: parsed.msg ?? "",
    });
  } catch {
    return JSON.stringify({ level: "error", time: "", msg: line.slice(0, 2000) });
  }
}

/**
 * The latest `n` entries, oldest first: from the end of today's file, topped up from yesterday's
 * when today has fewer (just after midnight UTC). The "drop the last entry" quirk of the
 * original is not reproduced: every entry asked for is returned (docs/decisions/013-admin-area.md).
 */
export async function latestLogEntries(logsDir: string, n: number, now = new Date()): Promise<string[]> {
  const today = await tailLines(DailyFileStream.fileFor(logsDir, now), n);
  let lines = today;
  if (today.length < n) {
    const yesterday = new Date(now.getTime() - 24 * 3_600_000);
    lines = [...(await tailLines(DailyFileStream.fileFor(logsDir, yesterday), n - today.length)), ...today];
  }
  return lines.map(toEntry);
}
