// Runs floor-server.mjs and sets its route against pgbench replaying the same two statements, at 1
// and 10 clients: the ratio this stack cannot go below on this machine, printed next to the reads'.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { waitForHealth } from "../../scripts/wait-for-health.mjs";
import { pgbench } from "./pgbench.js";
import { wrk, wrkMissing } from "./wrk.js";

const serverFile = fileURLToPath(new URL("./floor-server.mjs", import.meta.url));
const STATEMENTS = "select '1'::int as n;\nselect '2'::int as n;\n";

export type FloorRow = { clients: number; sql?: number; api?: number; wrk?: number };

export async function measureFloor(
  databaseUrl: string,
  opts: { port: number; seconds: number; clients: number[] },
): Promise<FloorRow[]> {
  const baseURL = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, [serverFile], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(opts.port), DATABASE_URL: databaseUrl },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-floor-"));
  const script = path.join(dir, "floor.sql");
  fs.writeFileSync(script, STATEMENTS);
  try {
    await waitForHealth(child, baseURL, { seconds: 30, stop });
    const url = `${baseURL}/floor`;
    for (let i = 0; i < 200; i++) await (await fetch(url)).arrayBuffer();
    const rows: FloorRow[] = [];
    for (const clients of opts.clients) {
      const sql = await pgbench(databaseUrl, script, { clients, seconds: opts.seconds });
      const api = await autocannon({ url, connections: clients, duration: opts.seconds });
      const byWrk = wrkMissing()
        ? undefined
        : await wrk(url, {}, { connections: clients, seconds: opts.seconds });
      rows.push({
        clients,
        sql: "tps" in sql ? sql.tps : undefined,
        api: api.requests.average,
        wrk: byWrk && "rps" in byWrk ? byWrk.rps : undefined,
      });
    }
    return rows;
  } finally {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
