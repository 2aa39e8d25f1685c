import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.js";
import { createMemoryReturner } from "./embedded-memory.js";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe("recycling the embedded database's thread", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-recycle-"));
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // A database on disk is created and migrated from nothing here (no template): allow for a slow machine.
  it(
    "keeps every row, serves queries that arrive meanwhile, and works again after",
    { timeout: 180_000 },
    async () => {
      database = await openDatabase({ pgliteDir: path.join(dir, "db") });
      const db = database.db;
      await db.execute(sql`create table kept (n int)`);
      await db.execute(sql`insert into kept select generate_series(1, 1000)`);
      const recycling = database.recycle!();
      // Asked while the thread restarts: it waits for the new one.
      const meanwhile = db.execute(sql`select count(*)::int as n from kept`);
      await recycling;
      expect(rowsOf(await meanwhile)).toEqual([{ n: 1000 }]);
      await db.execute(sql`insert into kept values (1001)`);
      await database.recycle!();
      expect(rowsOf(await db.execute(sql`select max(n)::int as n from kept`))).toEqual([{ n: 1001 }]);
    },
  );

  it(
    "is offered only on disk: in memory a new thread would be an empty database",
    { timeout: 120_000 },
    async () => {
      const inMemory = await openDatabase({});
      expect(inMemory.recycle).toBeUndefined();
      await inMemory.close();
    },
  );
});

describe("when memory is returned", () => {
  const setup = (rss: number) => {
    let clock = 0;
    const calls: string[] = [];
    const returner = createMemoryReturner({
      database: { recycle: async () => void calls.push("recycle") },
      rssLimitMb: 400,
      idleMs: 120_000,
      now: () => clock,
      rssMb: () => rss,
    });
    return { returner, calls, advance: (ms: number) => (clock += ms) };
  };

  it("only after the idle time, above the limit, and once until the next request", async () => {
    const { returner, calls, advance } = setup(900);
    advance(60_000);
    expect(await returner.check()).toBe(false);
    advance(61_000);
    expect(await returner.check()).toBe(true);
    expect(await returner.check()).toBe(false);
    returner.noteRequest();
    advance(121_000);
    expect(await returner.check()).toBe(true);
    expect(calls).toEqual(["recycle", "recycle"]);
  });

  it("never below the limit", async () => {
    const { returner, calls, advance } = setup(300);
    advance(600_000);
    expect(await returner.check()).toBe(false);
    expect(calls).toEqual([]);
  });
});
