import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.js";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-thread-"));
  dirs.push(dir);
  return dir;
};
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe("the embedded database on its own thread", () => {
  it("keeps the transactions of concurrent requests apart (one session, never interleaved)", async () => {
    const database = await openDatabase({});
    try {
      await database.db.execute(sql`create temporary table tx_test (n int)`);
      const failing = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_test values (1)`);
        await new Promise((r) => setTimeout(r, 50));
        throw new Error("rolled back");
      });
      const writes = Array.from({ length: 5 }, (_, i) =>
        database.db.execute(sql`insert into tx_test values (${i + 10})`),
      );
      await expect(failing).rejects.toThrow("rolled back");
      await Promise.all(writes);
      const rows = rowsOf(await database.db.execute(sql`select n from tx_test order by n`));
      expect(rows.map((r) => r.n)).toEqual([10, 11, 12, 13, 14]);
    } finally {
      await database.close();
    }
  });

  it("rolls back the transaction of a connection that goes away, so the next one starts clean", async () => {
    const database = await openDatabase({});
    try {
      await database.db.execute(sql`create table lost_test (n int)`);
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      await client.query("begin");
      await client.query("insert into lost_test values (1)");
      client.release(new Error("connection lost")); // the pool destroys it
      const rows = rowsOf(await database.db.execute(sql`select count(*)::int as count from lost_test`));
      expect(rows).toEqual([{ count: 0 }]);
    } finally {
      await database.close();
    }
  });

  it("gives the next connection a session without the last one's prepared statements", async () => {
    const database = await openDatabase({});
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const named = { name: "thread_named", text: "select $1::int as n", values: [1] };
      const first = await pool.connect();
      expect((await first.query(named)).rows).toEqual([{ n: 1 }]);
      first.release(new Error("connection lost")); // the pool destroys it; PGlite's one session lives on
      // A new connection prepares the same name again, as it would on a new PostgreSQL backend.
      const second = await pool.connect();
      try {
        expect((await second.query({ ...named, values: [2] })).rows).toEqual([{ n: 2 }]);
      } finally {
        second.release();
      }
    } finally {
      await database.close();
    }
  });

  it("answers a failed statement with its error and goes on serving", async () => {
    const database = await openDatabase({});
    try {
      await expect(database.db.execute(sql`select 1 / 0`)).rejects.toThrow();
      expect(rowsOf(await database.db.execute(sql`select 2 as two`))).toEqual([{ two: 2 }]);
    } finally {
      await database.close();
    }
  });

  // NOTE: an on-disk PGlite opens twice (initdb in the first, several seconds on a busy machine).
  it("loses no acknowledged write when the process is killed (kill -9)", { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const writer = path.join(import.meta.dirname, "../test/embedded-writer.ts");
    const child = spawn(process.execPath, ["--import", "tsx", writer, dir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let acknowledged = 0;
    await new Promise<void>((resolve, reject) => {
      child.on("exit", (code) => reject(new Error(`the writer ended early (${code})`)));
      child.stdout.on("data", (chunk: Buffer) => {
        acknowledged = Math.max(acknowledged, ...chunk.toString().trim().split("\n").map(Number));
        if (acknowledged >= 200) resolve();
      });
    });
    child.removeAllListeners("exit");
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGKILL");
    await exited;

    const database = await openDatabase({ pgliteDir: dir });
    try {
      const [row] = rowsOf(
        await database.db.execute(sql`select count(*)::int as count, max(n) as max from kill_test`),
      );
      expect(row!.max).toBeGreaterThanOrEqual(acknowledged);
      expect(row!.count).toBe(row!.max);
    } finally {
      await database.close();
    }
  });
});
