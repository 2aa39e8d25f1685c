import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/harness.js";
import type { Db } from "./client.js";
import { readAll } from "./read-all.js";

const t = useTestApp();

/** Two reads of 50 ms each; returns their answers and whether the second began before the first ended. */
async function twoSlowReads(db: Db) {
  const events: string[] = [];
  const read = (name: string) => async () => {
    events.push(`${name} start`);
    const rows = await db.execute(sql`select pg_sleep(0.05), ${name}::text as name`);
    events.push(`${name} end`);
    return (rows as unknown as { rows: { name: string }[] }).rows[0]!.name;
  };
  const answers = await readAll(db, [read("a"), read("b")]);
  return { answers, overlapped: events.indexOf("b start") < events.indexOf("a end") };
}

describe("readAll (db/read-all.ts)", () => {
  it("runs reads side by side on the pool", async () => {
    const { answers, overlapped } = await twoSlowReads(t.database.db);
    expect(answers).toEqual(["a", "b"]);
    expect(overlapped).toBe(true);
  });

  it("runs them one after another in a transaction, whose one connection takes a statement at a time", async () => {
    const { answers, overlapped } = await t.database.db.transaction((tx) =>
      twoSlowReads(tx as unknown as Db),
    );
    expect(answers).toEqual(["a", "b"]);
    expect(overlapped).toBe(false);
  });
});
