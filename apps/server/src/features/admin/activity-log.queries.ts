import { desc, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { activityLog } from "../../db/schema/index.js";
import { toEntry } from "./activity-log.js";

/** A stack trace fits; a line longer than this is kept as its level, time and message only. */
const MAX_LINE = 16 * 1024;
/** Lines written in one statement (a batch is at most the stream's buffer). */
const CHUNK = 500;

/** What the admin log keeps by default: a week, and never more than this many lines. */
export const ACTIVITY_LOG_MAX_ROWS = 100_000;

type LineFields = { level?: unknown; time?: unknown; msg?: unknown };

function toRow(line: string) {
  let parsed: LineFields = {};
  try {
    parsed = JSON.parse(line) as LineFields;
  } catch {
    // A line that is not JSON is shown as an error entry (toEntry); keep it as it came.
  }
  const level = typeof parsed.level === "number" ? parsed.level : 50;
  const time = typeof parsed.time === "number" ? new Date(parsed.time) : new Date();
  const kept =
    line.length <= MAX_LINE
      ? line
      : JSON.stringify({ level, time: time.getTime(), msg: String(parsed.msg ?? ""), truncated: true });
  return { time, level, line: kept };
}

/** Appends pino lines (JSON strings, without their newline). */
export async function insertActivityLines(db: Db, lines: string[]): Promise<void> {
  for (let i = 0; i < lines.length; i += CHUNK) {
    await db.insert(activityLog).values(lines.slice(i, i + CHUNK).map(toRow));
  }
}

/** The latest `n` entries of every copy, oldest first, in the shape of GET /api/admin/view-logs. */
export async function listActivityEntries(db: Db, n: number): Promise<string[]> {
  const rows = await db
    .select({ line: activityLog.line })
    .from(activityLog)
    .orderBy(desc(activityLog.time), desc(activityLog.id))
    .limit(n);
  return rows.reverse().map((row) => toEntry(row.line));
}

/** Deletes lines older than `keepDays` days, then all but the newest `maxRows`; returns how many went. */
export async function pruneActivityLog(
  db: Db,
  { keepDays, maxRows = ACTIVITY_LOG_MAX_ROWS }: { keepDays: number; maxRows?: number },
): Promise<number> {
  const old = await db
    .delete(activityLog)
    .where(lt(activityLog.time, sql`now() - make_interval(days => ${keepDays})`))
    .returning({ id: activityLog.id });
  // The id of the oldest line to keep; none when the table holds no more than maxRows.
  const cutoff = db
    .select({ id: activityLog.id })
    .from(activityLog)
    .orderBy(desc(activityLog.id))
    .limit(1)
    .offset(maxRows - 1);
  const extra = await db
    .delete(activityLog)
    .where(lt(activityLog.id, sql`(${cutoff})`))
    .returning({ id: activityLog.id });
  return old.length + extra.length;
}
