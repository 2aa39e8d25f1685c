// Runs floor-server.mjs and measures its routes: the trivial floor against pgbench replaying the same
// two statements, and each read's own floor (the statements one request of it sent, replayed by a bare
// route), at 1 and 10 clients. The ratio this stack cannot go below on this machine, read by read.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { waitForHealth } from "../../scripts/wait-for-health.mjs";
import { pgbench } from "./pgbench.js";
import type { CapturedStatement } from "./server.js";
import { wrk, wrkMissing } from "./wrk.js";

const serverFile = fileURLToPath(new URL("./floor-server.mjs", import.meta.url));
const STATEMENTS = "select '1'::int as n;\nselect '2'::int as n;\n";

export type FloorRow = { clients: number; sql?: number; api?: number; wrk?: number };
/** A read's floor: req/s of the bare route sending its statements, by client count (wrk when on PATH). */
export type ReadFloor = Record<number, { api: number; wrk?: number }>;

export async function measureFloor(
  databaseUrl: string,
  opts: { port: number; seconds: number; clients: number[]; reads?: CapturedStatement[][] },
): Promise<{ trivial: FloorRow[]; reads: ReadFloor[] }> {
  const baseURL = `http://127.0.0.1:${opts.port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-floor-"));
  const script = path.join(dir, "floor.sql");
  const readsFile = path.join(dir, "reads.json");
  fs.writeFileSync(script, STATEMENTS);
  fs.writeFileSync(readsFile, JSON.stringify(opts.reads ?? []));
  const child = spawn(process.execPath, [serverFile], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(opts.port), DATABASE_URL: databaseUrl, FLOOR_READS: readsFile },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  };
  const rate = async (url: string, clients: number) => {
    for (let i = 0; i < 200; i++) await (await fetch(url)).arrayBuffer();
    const api = await autocannon({ url, connections: clients, duration: opts.seconds });
    const byWrk = wrkMissing()
      ? undefined
      : await wrk(url, {}, { connections: clients, seconds: opts.seconds });
    if (api.non2xx > 0) throw new Error(`the floor route ${url} answered ${api.non2xx} errors`);
    return { api: api.requests.average, wrk: byWrk && "rps" in byWrk ? byWrk.rps : undefined };
  };
  try {
    await waitForHealth(child, baseURL, { seconds: 30, stop });
    const trivial: FloorRow[] = [];
    for (const clients of opts.clients) {
      const sql = await pgbench(databaseUrl, script, { clients, seconds: opts.seconds });
      trivial.push({
        clients,
        sql: "tps" in sql ? sql.tps : undefined,
        ...(await rate(`${baseURL}/floor`, clients)),
      });
    }
    const reads: ReadFloor[] = [];
    for (let i = 0; i < (opts.reads ?? []).length; i++) {
      const floor: ReadFloor = {};
      for (const clients of opts.clients) floor[clients] = await rate(`${baseURL}/floor/${i}`, clients);
      reads.push(floor);
    }
    return { trivial, reads };
  } finally {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
