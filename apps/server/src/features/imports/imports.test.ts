import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { imports, sessions } from "../../db/schema/index.js";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { first, makeExercises } from "../../test/fixtures/training.js";
import {
  getImport,
  historyOf,
  importFile,
  importFixture,
  sessionCount,
  uploadImport,
} from "../../test/fixtures/imports.js";
import { jobRunner, storedFiles } from "../../test/fixtures/videos.js";
import { createJobHandlers } from "../../jobs/handlers.js";
import { createJobRunner } from "../../jobs/runner.js";
import pino from "pino";

const t = useTestApp();
const importFiles = () => storedFiles(t).filter((f) => f.startsWith("imports/"));
/** The stored file of import `id`, or undefined once it is removed. */
const fileOf = async (id: number) => {
  const [row] = await t.database.db.select().from(imports).where(eq(imports.id, id));
  return row!.storageKey && importFiles().includes(row!.storageKey) ? row!.storageKey : undefined;
};

describe("POST /api/v1/imports and the import job", () => {
  it("runs the after-import step (the embedded database's analyze) once the import is written", async () => {
    const member = await createUser(t);
    const res = await uploadImport(t, member, importFixture("strong-en.csv"), { timezone: "Europe/Berlin" });
    expect(res.statusCode, res.body).toBe(202);
    const seen: number[] = [];
    const afterImport = async () => void seen.push(await sessionCount(t, member));
    const runner = createJobRunner({
      db: t.database.db,
      logger: pino({ level: "silent" }),
      handlers: createJobHandlers({ db: t.database.db, config: t.config, afterImport }),
    });
    await runner.drain();
    // Once after each import job the runner found (other files may have left theirs queued); the
    // member's sessions were all written when it ran after theirs.
    const written = await sessionCount(t, member);
    expect(written).toBeGreaterThan(0);
    expect(seen).toContain(written);
  });

  it("imports a Strong file: sessions, logs and sets as written, matched exercises, then nothing again", async () => {
    const member = await createUser(t, { weightUnit: "lbs" });
    const [press] = await makeExercises(t, member, ["Overhead press"]);
    const res = await uploadImport(t, member, importFixture("strong-en.csv"), { timezone: "Europe/Berlin" });
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json().data[0];
    expect(queued).toEqual({ id: expect.any(Number), status: "queued" });
    expect(first(await getImport(t, member, queued.id), 200)).toMatchObject({
      status: "queued",
      progress: 0,
    });
    expect(await fileOf(queued.id)).toBeDefined();

    await jobRunner(t).drain();
    const done = first(await getImport(t, member, queued.id), 200);
    expect(done).toMatchObject({
      id: queued.id,
      status: "done",
      source: "strong",
      dry_run: false,
      file_name: "strong.csv",
      weight_unit: "lbs",
      timezone: "Europe/Berlin",
      sessions: 2,
      sets: 7,
      skipped: 3,
      existing_sessions: 0,
      new_exercises: 2,
      progress: 100,
      errors: [],
      first_workout_at: "2021-07-07T16:35:21.000Z",
      last_workout_at: "2021-07-09T05:00:00.000Z",
    });
    expect(done.skipped_reasons).toEqual(
      expect.arrayContaining([
        { reason: "Rest timer rows", count: 1 },
        { reason: "Timed or distance-only sets", count: 1 },
        { reason: "Sets with 0 reps", count: 1 },
      ]),
    );
    expect(done.session_ids).toHaveLength(2);
    expect(done.finished_at).not.toBeNull();
    expect(await fileOf(queued.id)).toBeUndefined();

    const rows = await historyOf(t, member);
    expect(rows.map((r) => [r.session, r.log, r.exercise, r.kind, r.weight, r.unit, r.reps, r.rpe])).toEqual([
      ["Push - Shoulder", "Overhead Press (Barbell)", "Overhead press", "warmup", 45, "lbs", 10, null],
      ["Push - Shoulder", "Overhead Press (Barbell)", "Overhead press", "normal", 115, "lbs", 5, 8.5],
      ["Push - Shoulder", "Overhead Press (Barbell)", "Overhead press", "normal", 315, "lbs", 3, 9],
      ["Push - Shoulder", "Overhead Press (Barbell)", "Overhead press", "drop", 95, "lbs", 8, null],
      ["Push - Shoulder", "Overhead Press (Barbell)", "Overhead press", "failure", 95, "lbs", 4, 10],
      ["Push - Shoulder", "Pull Up", "Pull Up", "normal", 0, "lbs", 8, null],
      ["Legs", "Squat (Barbell)", "Squat (Barbell)", "normal", 150, "lbs", 5, null],
    ]);
    const [push] = rows;
    expect(push).toMatchObject({
      sessionNotes: "Good day, short rest",
      logNotes: "Felt strong",
      sessionRpe: null,
    });
    expect(push!.start.toISOString()).toBe("2021-07-07T16:35:21.000Z");
    expect(push!.end!.toISOString()).toBe("2021-07-07T17:38:21.000Z");
    expect(rows.find((r) => r.exercise === "Pull Up")!.category).toBe("Imported");
    expect(rows[0]!.exercise === press!.name).toBe(true);

    // The same file again: accepted, and done having created nothing.
    const again = await importFile(t, member, importFixture("strong-en.csv"), { timezone: "Europe/Berlin" });
    expect(again).toMatchObject({
      status: "done",
      sessions: 0,
      sets: 0,
      existing_sessions: 2,
      new_exercises: 0,
    });
    expect(await historyOf(t, member)).toHaveLength(7);
  });

  it.each([
    ["strong-de.csv", {}, { sessions: 1, sets: 3, skipped: 1 }, [102.5, "kg"]],
    ["strong-legacy.csv", { weight_unit: "lbs" }, { sessions: 1, sets: 2, skipped: 0 }, [20, "kg"]],
    ["strong-units.csv", { weight_unit: "kg" }, { sessions: 1, sets: 2, skipped: 0 }, [225, "lbs"]],
    ["hevy.csv", { weight_unit: "lbs" }, { sessions: 1, sets: 5, skipped: 1, source: "hevy" }, [20, "kg"]],
    ["fitnotes.csv", {}, { sessions: 2, sets: 3, skipped: 1, source: "fitnotes" }, [60, "kg"]],
  ])("imports %s", async (file, fields, counts, [weight, unit]) => {
    const member = await createUser(t);
    const done = await importFile(t, member, importFixture(file), fields);
    expect(done).toMatchObject({ status: "done", errors: [], ...counts });
    const rows = await historyOf(t, member);
    expect(rows).toHaveLength(counts.sets);
    expect(rows[0]).toMatchObject({ weight, unit });
  });

  it("keeps Hevy's set types and notes, and FitNotes' comments", async () => {
    const member = await createUser(t);
    await importFile(t, member, importFixture("hevy.csv"));
    const hevy = await historyOf(t, member);
    expect(hevy.map((r) => r.kind)).toEqual(["warmup", "normal", "drop", "failure", "normal"]);
    expect(hevy[0]).toMatchObject({ sessionNotes: "Chest day", logNotes: "80kg subiu\nnext time 82.5" });
    expect(hevy[4]).toMatchObject({ exercise: "Dips", weight: 0, reps: 12 });
    const other = await createUser(t);
    await importFile(t, other, importFixture("fitnotes.csv"));
    expect((await historyOf(t, other)).map((r) => r.setNotes)).toEqual([null, "Paused", null]);
  });

  it("accepts the fields after the file", async () => {
    const member = await createUser(t);
    const res = await uploadImport(
      t,
      member,
      importFixture("strong-units.csv"),
      { source: "strong", dry_run: "true" },
      { fieldsAfter: true },
    );
    const queued = first(res, 202);
    await jobRunner(t).drain();
    expect(first(await getImport(t, member, queued.id), 200)).toMatchObject({
      dry_run: true,
      status: "done",
    });
  });

  it.each([
    ["an unclosed quote", '\n2021-07-07 18:35:21,A,31m,"Squat,1,100,5,0,0,,,\n', 4, /never closed/],
    ["a stray quote", 'x"\n', 3, /quote/],
    ["a short line", "\n2021-07-07 18:35:21,A,31m,Squat,1,100\n", 4, /columns/],
    ["bytes that are not UTF-8", "\n2021-07-07 18:35:21,A,31m,Squ\xff,1,100,5,0,0,,,\n", 4, /UTF-8/],
  ])("fails a file with %s, with the row, and changes nothing", async (_name, tail, row, msg) => {
    const member = await createUser(t);
    const good = importFixture("strong-en.csv").toString().split("\n").slice(0, 3).join("\n");
    const data = Buffer.concat([Buffer.from(good), Buffer.from(tail, "latin1")]);
    const done = await importFile(t, member, data);
    expect(done).toMatchObject({ status: "failed", sessions: 0, sets: 0, progress: 100 });
    expect(done.errors).toHaveLength(1);
    expect(done.errors[0].row).toBe(row);
    expect(done.errors[0].msg).toMatch(msg);
    expect(await sessionCount(t, member)).toBe(0);
    expect(await fileOf(done.id)).toBeUndefined();
  });

  it("reports every unreadable value (up to 20) and writes none of the good rows", async () => {
    const member = await createUser(t);
    const lines = importFixture("strong-en.csv").toString().trim().split("\n");
    lines[4] = lines[4]!.replace("315.00000000000006", "heavy");
    const done = await importFile(t, member, Buffer.from(lines.join("\n")));
    expect(done).toMatchObject({
      status: "failed",
      errors: [{ row: 5, msg: 'Weight "heavy" is not a number' }],
    });
    expect(await sessionCount(t, member)).toBe(0);
  });
});

describe("dry runs", () => {
  it("counts what it would create, writes nothing, keeps the file, and turns real on confirm", async () => {
    const member = await createUser(t);
    const done = await importFile(t, member, importFixture("strong-en.csv"), { dry_run: "true" });
    expect(done).toMatchObject({
      status: "done",
      dry_run: true,
      sessions: 2,
      sets: 7,
      skipped: 3,
      new_exercises: 3,
    });
    expect(await sessionCount(t, member)).toBe(0);
    const key = await fileOf(done.id);
    expect(key).toBeDefined();

    const confirm = () =>
      request(t, { method: "POST", url: `/api/v1/imports/${done.id}/confirm`, as: member });
    expect(first(await confirm(), 202)).toEqual({ id: done.id, status: "queued" });
    expect(first(await getImport(t, member, done.id), 200)).toMatchObject({
      status: "queued",
      dry_run: false,
    });
    expect((await confirm()).statusCode).toBe(409);
    await jobRunner(t).drain();
    const real = first(await getImport(t, member, done.id), 200);
    expect(real).toMatchObject({ status: "done", dry_run: false, sessions: 2, sets: 7, new_exercises: 3 });
    expect(await sessionCount(t, member)).toBe(2);
    expect(importFiles()).not.toContain(key);
  });

  it("refuses to confirm a real import (409), another member's (404), and one whose file expired (409)", async () => {
    const [member, stranger] = [await createUser(t), await createUser(t)];
    const real = await importFile(t, member, importFixture("strong-units.csv"));
    const confirm = (id: number, as = member) =>
      request(t, { method: "POST", url: `/api/v1/imports/${id}/confirm`, as });
    expect((await confirm(real.id)).statusCode).toBe(409);
    const dry = await importFile(t, member, importFixture("strong-units.csv"), { dry_run: "1" });
    expect((await confirm(dry.id, stranger)).statusCode).toBe(404);
    expect((await confirm(2147483647)).statusCode).toBe(404);

    const { createImportExpireJob } = await import("./import.job.js");
    const { fileStoreFor } = await import("../../storage/index.js");
    const expire = createImportExpireJob({ db: t.database.db, store: fileStoreFor(t.config) });
    const key = await fileOf(dry.id);
    expect(key).toBeDefined();
    await expire({ importId: dry.id } as never, { jobId: 0, attempt: 1, logger: {} as never });
    expect(importFiles()).not.toContain(key);
    expect((await confirm(dry.id)).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(row).toBeDefined();
  });
});

describe("GET /api/v1/imports", () => {
  it("lists the member's own imports, newest first, paginated", async () => {
    const [member, stranger] = [await createUser(t), await createUser(t)];
    const a = first(await uploadImport(t, member, importFixture("hevy.csv")), 202);
    const b = first(await uploadImport(t, member, importFixture("fitnotes.csv")), 202);
    await uploadImport(t, stranger, importFixture("hevy.csv"));
    const res = await request(t, { method: "GET", url: "/api/v1/imports?perPage=1", as: member });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((i: { id: number }) => i.id)).toEqual([b.id]);
    expect(res.json().pagination).toMatchObject({ total: 2, lastPage: 2, perPage: 1, currentPage: 1 });
    const page2 = await request(t, {
      method: "GET",
      url: "/api/v1/imports?perPage=1&currentPage=2",
      as: member,
    });
    expect(page2.json().data.map((i: { id: number }) => i.id)).toEqual([a.id]);
    expect((await getImport(t, stranger, a.id)).statusCode).toBe(404);
    await jobRunner(t).drain();
  });
});
