import { latestLogEntries } from "../features/admin/activity-log.js";
import { parseCommandArgs } from "./args.js";
import { UsageError, type CliCommand } from "./context.js";

/** The latest `n` log entries of DATA_DIR/logs as terminal lines: time, level, message. */
export async function latestLogLines(logsDir: string, n: number, now = new Date()): Promise<string[]> {
  const entries = await latestLogEntries(logsDir, n, now);
  return entries.map((json) => {
    const e = JSON.parse(json) as { level: string; time: number | string; msg: string };
    const time = typeof e.time === "number" ? new Date(e.time).toISOString() : String(e.time);
    return `${time.padEnd(24)} ${e.level.toUpperCase().padEnd(5)} ${e.msg}`;
  });
}

const usage = "npm run cli -- logs [-n N]";

export const logsCommand: CliCommand = {
  summary: "Print the latest log entries from DATA_DIR/logs (default 25)",
  usage,
  async run(args, ctx) {
    const { values } = parseCommandArgs(args, { n: { type: "string", short: "n" } }, usage);
    const n = values.n === undefined ? 25 : Number(values.n);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) {
      throw new UsageError(`-n must be a whole number from 1 to 10000.\nUsage: ${usage}`);
    }
    const lines = await latestLogLines(ctx.paths.logs, n);
    if (lines.length === 0) ctx.out(`No log entries in ${ctx.paths.logs} for today or yesterday.`);
    for (const line of lines) ctx.out(line);
  },
};
