import fs from "node:fs";
import { Readable } from "node:stream";
import { OPEN_POWERLIFTING_NO_RESULTS } from "@topset/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openPowerliftingResults } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { errorPaths } from "../../test/fixtures/training.js";
import { importOpenPowerlifting } from "./import.js";
import { searchOpenPowerlifting } from "./open-powerlifting.queries.js";
import { OPEN_POWERLIFTING_NOT_IMPORTED } from "./open-powerlifting.routes.js";
import { inventedLiftersPath as samplePath } from "./open-powerlifting.fixtures.js";

const t = useTestApp();
let lifter: TestUser;
beforeAll(async () => {
  await importOpenPowerlifting(t.database.db, fs.createReadStream(samplePath));
  lifter = await createUser(t);
});

const search = (q: string | undefined, as: TestUser | null = lifter) =>
  request(t, {
    method: "GET",
    url: "/api/v1/variables/open-powerlifting",
    query: q === undefined ? {} : { q },
    as: as ?? undefined,
  });

describe("GET /api/v1/variables/open-powerlifting", () => {
  it("finds a lifter of the sample by part of the name, any case, best Dots first", async () => {
    const res = await search("  noah INK ");
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { name: string; dots: number | null; total_kg: number | null }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.name === "Noah Inkov")).toBe(true);
    const dots = rows.map((r) => r.dots).filter((d): d is number => d !== null);
    expect(dots).toEqual([...dots].sort((a, b) => b - a));
    // Entries without Dots (bombed out, DQ) come last.
    expect(rows.findIndex((r) => r.dots === null)).not.toBe(0);
    expect(rows[0]).toMatchObject({
      sex: "M",
      federation: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      weight_class_kg: expect.any(String),
      best3_squat_kg: expect.any(Number),
      best3_bench_kg: expect.any(Number),
      best3_deadlift_kg: expect.any(Number),
      total_kg: expect.any(Number),
      meet_name: expect.any(String),
    });
  });

  it("matches two letters against the start of the name or of one of its words", async () => {
    const res = await search("IN");
    expect(res.statusCode).toBe(200);
    const names = new Set((res.json().data as { name: string }[]).map((row) => row.name));
    // Not "Daniel Ulquin" or "Gabriel Perin": "in" inside a word.
    expect([...names].sort()).toEqual(["Gabriel Inensten", "Noah Inkov", "Tomas Invalros"]);
  });

  it("caps the answer at 50, and a common name walks the ranking to the same answer", async () => {
    const lines = ["Name,Sex,TotalKg,Dots"];
    for (let i = 0; i < 120; i++)
      lines.push(`Cap Lifter ${i},M,${500 + (i % 7)},${i % 9 === 0 ? "" : 300 + (i % 40)}`);
    await importOpenPowerlifting(t.database.db, Readable.from([`${lines.join("\n")}\n`]));
    try {
      const res = await search("cap lif");
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as { id: number; dots: number | null }[];
      expect(rows).toHaveLength(50);
      const dots = rows.map((row) => row.dots ?? -1);
      expect(dots).toEqual([...dots].sort((a, b) => b - a));
      // With a candidate limit of 10, 120 matches take the rank-index plan.
      const walked = await searchOpenPowerlifting(t.database.db, "cap lif", 10);
      expect(walked.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    } finally {
      await importOpenPowerlifting(t.database.db, fs.createReadStream(samplePath));
    }
  });

  it("answers an empty list with the spec's message when nothing matches", async () => {
    const res = await search("zzzqqq");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: OPEN_POWERLIFTING_NO_RESULTS, data: [] });
  });

  it("treats quotes, wildcards and SQL fragments as plain text", async () => {
    for (const q of ["' or 1=1 --", "%%", "__", "a%", '"; drop table open_powerlifting_results; --', "\\"]) {
      const res = await search(q.length < 2 ? `${q}${q}` : q);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(res.json().data, q).toEqual([]);
    }
    expect(await t.database.db.$count(openPowerliftingResults)).toBe(200);
  });

  it("refuses a missing, too short or too long search (400 on q)", async () => {
    for (const q of [undefined, "", " a ", "x".repeat(101)]) {
      const res = await search(q);
      expect(res.statusCode, String(q)).toBe(400);
      expect(errorPaths(res)).toEqual(["q"]);
    }
  });

  it("needs a login (401)", async () => {
    expect((await search("noah", null)).statusCode).toBe(401);
  });

  it("limits each member to 60 searches a minute (429), without slowing anyone else", async () => {
    const busy = await createUser(t);
    const codes = await Promise.all(Array.from({ length: 60 }, () => search("noah", busy)));
    expect(codes.map((r) => r.statusCode)).toEqual(Array(60).fill(200));
    expect((await search("noah", busy)).statusCode).toBe(429);
    // Keyed by member, not address: someone else behind the same IP still searches.
    const neighbour = { ...(await createUser(t)), ip: busy.ip };
    expect((await search("noah", neighbour)).statusCode).toBe(200);
  });

  it("serves a name search from the trigram index", async () => {
    // Tiny tables tempt the planner into a sequential scan; forbid it to see that the index applies.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = (await tx.execute(
        sql`explain select id from open_powerlifting_results where name ilike '%inkov%'`,
      )) as unknown as { rows: Record<string, string>[] };
      return res.rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toContain("open_powerlifting_results_name_trgm_idx");
  });
});

describe("no invented lifters: before the official data set is imported", () => {
  const status = () =>
    request(t, { method: "GET", url: "/api/v1/variables/open-powerlifting/status", as: lifter });

  it("answers a search with no rows and says nothing was imported; the status gives the import command", async () => {
    await t.database.db.delete(openPowerliftingResults);
    try {
      const res = await search("noah ink");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "success", message: OPEN_POWERLIFTING_NOT_IMPORTED, data: [] });
      const empty = await status();
      expect(empty.statusCode).toBe(200);
      expect(empty.json().data).toEqual([
        { imported: false, import_command: "npm run cli -- import-openpowerlifting FILE.csv" },
      ]);
    } finally {
      await importOpenPowerlifting(t.database.db, fs.createReadStream(samplePath));
    }
    expect((await status()).json().data[0].imported).toBe(true);
    expect((await search("zzzqqq")).json().message).toBe(OPEN_POWERLIFTING_NO_RESULTS);
  });

  it("ships no rows with the server: the bundled sample and its loader are gone", () => {
    const here = new URL(".", import.meta.url);
    expect(fs.existsSync(new URL("./sample/", here))).toBe(false);
    // Only the tests' invented rows exist, under test-data/, which the build does not copy.
    const build = fs.readFileSync(new URL("../../../build.mjs", here), "utf8");
    expect(build).not.toContain("open-powerlifting/sample");
  });

  it("needs a login for the status too (401)", async () => {
    const res = await request(t, { method: "GET", url: "/api/v1/variables/open-powerlifting/status" });
    expect(res.statusCode).toBe(401);
  });
});
