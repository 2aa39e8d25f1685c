// "API against its own SQL" (the aim: on PostgreSQL, a read within 2× of its own SQL): for each read,
// the statements ONE request sends are captured in the server (sql-capture.mjs), replayed as literal
// statements by pgbench, and the replays/s set against the API's req/s at 1 and 10 clients, as
// autocannon measured it and, when wrk is on PATH, as wrk (C, like pgbench) measures it. The ratio is
// what the request costs beyond its statements' database work: round trips, driver, Fastify, JSON.
// Prints; asserts nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Member } from "./client.js";
import { startFloor, type FloorRate, type FloorRow } from "./floor.js";
import { drain, measure, type Cell } from "./measure.js";
import { pgbench, pgbenchMissing, type PgbenchResult } from "./pgbench.js";
import type { Read } from "./reads.js";
import type { BenchServer } from "./server.js";
import { replayOf, type Replay } from "./sql-script.js";
import { wrk, wrkMissing, type WrkResult } from "./wrk.js";

const CLIENTS = [1, 10];

type Row = {
  read: Read;
  replay?: Replay;
  /** Why there is no replay (capture unavailable, request failed). */
  problem?: string;
  byClients: Record<number, { sql?: PgbenchResult; api: number; wrk?: WrkResult }>;
  /** The bare route sending this read's statements (floor-server.mjs), by client count. */
  floor?: Record<number, FloorRate>;
};

export type SqlVsApiOptions = {
  server: BenchServer;
  lifter: Member;
  reads: Read[];
  /** The read cells already measured at this history size: their 10-connection req/s is reused. */
  cells: Record<string, Record<number, Cell>>;
  seconds: number;
  label: string;
  log: (line: string) => void;
};

async function captureOne(o: SqlVsApiOptions, read: Read): Promise<Replay | string> {
  const headers = { cookie: o.lifter.cookie, "x-forwarded-for": o.lifter.ip, accept: "application/json" };
  // The previous read's load generator leaves requests in flight; their statements must not be
  // captured as this request's.
  await drain(o.server, headers);
  await new Promise((r) => setTimeout(r, 200));
  let status = 0;
  const captured = await o.server.captureSql(async () => {
    const res = await fetch(`${o.server.baseURL}${read.path}`, { headers });
    await res.arrayBuffer();
    status = res.status;
  });
  if (!Array.isArray(captured)) return `no capture: ${captured.unavailable}`;
  if (status !== 200) return `the request answered ${status}`;
  if (captured.length === 0) return "no statements captured (the preload patched another pg?)";
  return replayOf(captured);
}

export async function sqlVsApi(o: SqlVsApiOptions): Promise<void> {
  const missing = pgbenchMissing();
  if (missing || !o.server.databaseUrl) {
    console.log(`\nAPI against its own SQL (${o.label}): skipped, ${missing ?? "no PostgreSQL database"}`);
    return;
  }
  // BENCH_SQL_DIR keeps the replay scripts (to read what a request sends); otherwise a temporary dir.
  const dir = process.env.BENCH_SQL_DIR || fs.mkdtempSync(path.join(os.tmpdir(), "topset-sql-replay-"));
  fs.mkdirSync(dir, { recursive: true });
  const noWrk = wrkMissing();
  const headers = { cookie: o.lifter.cookie, "x-forwarded-for": o.lifter.ip, accept: "application/json" };
  // First every read's statements, then the floor serving them all, then each read measured with its
  // floor right after it: the read and its floor see the same machine.
  const rows: Row[] = [];
  for (const read of o.reads) {
    const captured = await captureOne(o, read);
    rows.push(
      typeof captured === "string"
        ? { read, problem: captured, byClients: {} }
        : { read, replay: captured, byClients: {} },
    );
  }
  const withStatements = rows.filter((r) => r.replay?.replayed);
  const floor = await startFloor(o.server.databaseUrl, {
    port: Number(new URL(o.server.baseURL).port) + 1,
    reads: withStatements.map((r) => r.replay!.statements),
  });
  const trivial: FloorRow[] = [];
  try {
    for (const row of rows) {
      const file = path.join(dir, `${o.label}-${row.read.name}.sql`.replace(/[^\w.-]+/g, "_"));
      if (row.replay?.replayed) fs.writeFileSync(file, row.replay.script);
      const floorIndex = withStatements.indexOf(row);
      for (const clients of CLIENTS) {
        const sql = row.replay?.replayed
          ? await pgbench(o.server.databaseUrl, file, { clients, seconds: o.seconds })
          : undefined;
        const api =
          o.cells[row.read.name]?.[clients]?.rps ??
          (await measure(o.server, o.lifter, [row.read.path], { connections: clients, seconds: o.seconds }))
            .rps;
        const byWrk = noWrk
          ? undefined
          : await wrk(`${o.server.baseURL}${row.read.path}`, headers, {
              connections: clients,
              seconds: o.seconds,
            });
        row.byClients[clients] = { sql, api, wrk: byWrk };
        if (floorIndex >= 0) (row.floor ??= {})[clients] = await floor.read(floorIndex, clients, o.seconds);
        const tps = sql && "tps" in sql ? Math.round(sql.tps) : "-";
        const viaWrk = byWrk && "rps" in byWrk ? `, ${Math.round(byWrk.rps)} by wrk` : "";
        const floorRate = row.floor?.[clients];
        const atFloor = floorRate ? `, floor ${Math.round(floorRate.wrk ?? floorRate.api)}` : "";
        o.log(
          `${String(clients).padStart(3)} conn  ${row.read.name.padEnd(32)} SQL ${tps} replays/s, API ${Math.round(api)} req/s${viaWrk}${atFloor}`,
        );
      }
    }
    for (const clients of CLIENTS) trivial.push(await floor.trivial(clients, o.seconds));
  } finally {
    await floor.stop();
    if (!process.env.BENCH_SQL_DIR) fs.rmSync(dir, { recursive: true, force: true });
  }
  printTable(o.label, rows, o.seconds, noWrk, trivial);
  printAgainstFloor(o.label, rows, o.seconds);
}

/**
 * The yardstick of decision 053: each read's req/s against a bare route sending the same statements, at 1 and
 * 10 clients; the aim is floor ÷ API ≤ 1.5×. By wrk when on PATH (a C client leaves the server the
 * CPU), else by autocannon, the same client on both sides.
 */
function printAgainstFloor(label: string, rows: Row[], seconds: number) {
  console.log(`\nAPI against its floor (${label}): a bare route sending the same statements, aim ≤ 1.5×`);
  const group = (c: number) => `${c} client${c > 1 ? "s" : ""}`.padEnd(23);
  console.log(`${"".padEnd(32)} ${CLIENTS.map(group).join(" | ")}`);
  console.log(`${"read".padEnd(32)} ${CLIENTS.map(() => "floor/s  API/s  ratio  by").join(" | ")}`);
  for (const row of rows) {
    const cells = CLIENTS.map((c) => {
      const floor = row.floor?.[c];
      const api = row.byClients[c];
      const apiWrk = api?.wrk && "rps" in api.wrk ? api.wrk.rps : undefined;
      const [f0, a0, by] =
        floor?.wrk !== undefined && apiWrk !== undefined
          ? [floor.wrk, apiWrk, "wrk"]
          : [floor?.api, api?.api, "ac "];
      const ratio = f0 !== undefined && a0 !== undefined ? `${f(f0 / a0, 2)}×` : "-";
      return `${f(f0).padStart(7)} ${f(a0).padStart(6)} ${ratio.padStart(6)}  ${by}`;
    });
    console.log(`${row.read.name.padEnd(32)} ${cells.join(" | ")}`);
  }
  console.log(
    `floor/s = floor-server.mjs's /floor/:read sending exactly the read statements ONE request sent (named,\n` +
      `with the same values, on one pooled connection) and answering their rows as JSON; ${seconds} s a cell;\n` +
      `ratio = floor/s ÷ API/s; by = wrk when on PATH, else autocannon (ac), the same client on both sides`,
  );
}

const f = (n: number | undefined, d = 0) => (n !== undefined && Number.isFinite(n) ? n.toFixed(d) : "-");

/** One client count's columns: SQL/s, API/s by autocannon and its ratio, API/s by wrk and its ratio. */
function cellsOf(sql: number | undefined, api: number | undefined, byWrk: number | undefined): string {
  const ratioOf = (rps: number | undefined) =>
    sql !== undefined && rps !== undefined ? `${f(sql / rps, 2)}×` : "-";
  return `${f(sql).padStart(7)} ${f(api).padStart(6)} ${ratioOf(api).padStart(6)} ${f(byWrk).padStart(6)} ${ratioOf(byWrk).padStart(6)}`;
}

function printTable(
  label: string,
  rows: Row[],
  seconds: number,
  noWrk: string | undefined,
  floor: FloorRow[],
) {
  console.log(`\nAPI against its own SQL (${label})`);
  const group = (c: number) => `${c} client${c > 1 ? "s" : ""}/connection${c > 1 ? "s" : ""}`.padEnd(35);
  console.log(`${"".padEnd(32)} ${"".padEnd(16)} ${CLIENTS.map(group).join(" | ")}`);
  console.log(
    `${"read".padEnd(32)} ${"statements".padStart(10)} ${"named".padStart(5)} ${CLIENTS.map(() => "  SQL/s  API/s  ratio  wrk/s  ratio").join(" | ")}`,
  );
  const notes: string[] = [];
  for (const row of rows) {
    const r = row.replay;
    const count = !r ? "-" : r.replayed === r.issued ? `${r.issued}` : `${r.issued} (${r.replayed})`;
    const cells = CLIENTS.map((c) => {
      const { sql, api, wrk: byWrk } = row.byClients[c] ?? { api: NaN };
      const tps = sql && "tps" in sql ? sql.tps : undefined;
      if (sql && "failed" in sql)
        notes.push(`${row.read.name}, ${c} client(s): pgbench failed: ${sql.failed}`);
      if (byWrk && "failed" in byWrk)
        notes.push(`${row.read.name}, ${c} connection(s): wrk failed: ${byWrk.failed}`);
      return cellsOf(tps, api, byWrk && "rps" in byWrk ? byWrk.rps : undefined);
    });
    const named = r ? String(r.named) : "-";
    console.log(
      `${row.read.name.padEnd(32)} ${count.padStart(10)} ${named.padStart(5)} ${cells.join(" | ")}`,
    );
    if (row.problem) notes.push(`${row.read.name}: ${row.problem}`);
    for (const d of r?.dropped ?? []) notes.push(`${row.read.name}: not replayed, ${d}`);
  }
  const floorCells = CLIENTS.map((c) => {
    const row = floor.find((r) => r.clients === c);
    return cellsOf(row?.sql, row?.api, row?.wrk);
  });
  console.log(
    `${"floor: bare Fastify route".padEnd(32)} ${"2".padStart(10)} ${"2".padStart(5)} ${floorCells.join(" | ")}`,
  );
  const legend = [
    "statements = what ONE request sent through node-postgres (in brackets: replayed, writes left out);",
    "named = of them, sent as named prepared statements; SQL/s = pgbench -M prepared replays of exactly",
    `those statements a second (${seconds} s); ratio = SQL/s ÷ API/s, the aim is ≤ 2×; API/s comes from the`,
    "read cells above (autocannon) where they measured that connection count; wrk/s = the same request",
    `by wrk -t1 (${noWrk ?? "C, like pgbench: the like-for-like figure"}); floor = a bare Fastify route`,
    "sending two trivial prepared statements through node-postgres (floor-server.mjs): no app code at all",
  ];
  console.log(legend.join("\n"));
  for (const note of notes) console.log(`  ${note}`);
}
