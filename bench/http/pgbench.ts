// Runs pgbench on a script file: how many times a second the clients replay it end to end.
import { execFile, execFileSync } from "node:child_process";

/** Why pgbench cannot run here, or undefined when it is on PATH (Debian's postgresql-client ships it). */
export function pgbenchMissing(): string | undefined {
  try {
    execFileSync("pgbench", ["--version"], { stdio: "ignore" });
    return undefined;
  } catch (err) {
    return `pgbench is not on PATH (${(err as Error).message.split("\n")[0]})`;
  }
}

export type PgbenchResult = { tps: number } | { failed: string };

/**
 * `pgbench -n -M prepared`: no vacuum of pgbench's own tables (there are none), each statement parsed
 * and planned once per client, the best case for the SQL side. -j: at most 2 threads (2-core machine).
 */
export function pgbench(
  url: string,
  scriptFile: string,
  opts: { clients: number; seconds: number },
): Promise<PgbenchResult> {
  const args = ["-n", "-M", "prepared", "-c", String(opts.clients), "-j", String(Math.min(opts.clients, 2))];
  args.push("-T", String(opts.seconds), "-f", scriptFile, url);
  return new Promise((resolve) => {
    execFile("pgbench", args, { encoding: "utf8" }, (err, stdout, stderr) => {
      const tps = /tps = ([\d.]+)/.exec(stdout);
      // A failing statement aborts the client; pgbench then exits non-zero with the error on stderr.
      if (err || !tps)
        resolve({ failed: (stderr || err?.message || stdout).trim().split("\n").slice(-3).join(" / ") });
      else resolve({ tps: Number(tps[1]) });
    });
  });
}
