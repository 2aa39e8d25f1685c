// The API side of "API against its own SQL" measured by wrk when it is on PATH (Debian's package
// `wrk`). pgbench is C; autocannon is Node and, on a 2-core machine, spends a good share of the CPU
// the server and PostgreSQL need on its own HTTP work, so a C client is the like-for-like comparison.
import { execFile, execFileSync } from "node:child_process";

/** Why wrk cannot run here, or undefined when it is on PATH. */
export function wrkMissing(): string | undefined {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return undefined;
  } catch (err) {
    // wrk --version prints its banner and exits 1: only a missing binary is a reason to skip.
    return (err as NodeJS.ErrnoException).code === "ENOENT" ? "wrk is not on PATH" : undefined;
  }
}

export type WrkResult = { rps: number } | { failed: string };

/** `wrk -t1`: one thread, like the server's one event loop; any answer other than 2xx/3xx fails the cell. */
export function wrk(
  url: string,
  headers: Record<string, string>,
  opts: { connections: number; seconds: number },
): Promise<WrkResult> {
  const args = ["-t1", `-c${opts.connections}`, `-d${opts.seconds}s`, "--timeout", "10s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve) => {
    execFile("wrk", args, { encoding: "utf8" }, (err, stdout, stderr) => {
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
      const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(stdout);
      const socketErrors = /Socket errors: (.*)/.exec(stdout);
      if (err || !rps)
        resolve({ failed: (stderr || err?.message || stdout).trim().split("\n").slice(-2).join(" / ") });
      else if (non2xx) resolve({ failed: `${non2xx[1]} answers other than 2xx/3xx` });
      else if (socketErrors) resolve({ failed: `socket errors: ${socketErrors[1]}` });
      else resolve({ rps: Number(rps[1]) });
    });
  });
}
