// Runs floor-server.mjs beside the benchmarked server: the trivial floor (two trivial statements) against
// pgbench replaying them, and each read's own floor (the statements one request of it sent, replayed by
// a bare route), measured right after the read itself so both see the same machine.
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
/** req/s of a floor route by autocannon and, when on PATH, by wrk. */
export type FloorRate = { api: number; wrk?: number };

export type Floor = {
  /** The floor of read `index` (its position in the `reads` the floor was started with). */
  read(index: number, clients: number, seconds: number): Promise<FloorRate>;
  /** The stack's floor: two trivial statements, by the route and by pgbench. */
  trivial(clients: number, seconds: number): Promise<FloorRow>;
  stop(): Promise<void>;
};

export async function startFloor(
  databaseUrl: string,
  opts: { port: number; reads: CapturedStatement[][] },
): Promise<Floor> {
  const baseURL = `http://127.0.0.1:${opts.port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-floor-"));
  const script = path.join(dir, "floor.sql");
  const readsFile = path.join(dir, "reads.json");
  fs.writeFileSync(script, STATEMENTS);
  fs.writeFileSync(readsFile, JSON.stringify(opts.reads));
  const child = spawn(process.execPath, [serverFile], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(opts.port), DATABASE_URL: databaseUrl, FLOOR_READS: readsFile },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  await waitForHealth(child, baseURL, { seconds: 30, stop });
  const rate = async (url: string, clients: number, seconds: number): Promise<FloorRate> => {
    // Warm-up, as the app's cells have: JIT, and each pooled connection's prepared statements.
    for (let i = 0; i < 200; i++) await (await fetch(url)).arrayBuffer();
    const api = await autocannon({ url, connections: clients, duration: seconds });
    if (api.non2xx > 0) throw new Error(`the floor route ${url} answered ${api.non2xx} errors`);
    const byWrk = wrkMissing() ? undefined : await wrk(url, {}, { connections: clients, seconds });
    return { api: api.requests.average, wrk: byWrk && "rps" in byWrk ? byWrk.rps : undefined };
  };
  return {
    read: (index, clients, seconds) => rate(`${baseURL}/floor/${index}`, clients, seconds),
    trivial: async (clients, seconds) => {
      const sql = await pgbench(databaseUrl, script, { clients, seconds });
      return {
        clients,
        sql: "tps" in sql ? sql.tps : undefined,
        ...(await rate(`${baseURL}/floor`, clients, seconds)),
      };
    },
    stop,
  };
}
