import { displayWeight, STRONG_HEADER, type WeightUnit } from "@topset/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, sets } from "../../db/schema/index.js";
import { sql } from "drizzle-orm";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import {
  addLog,
  addSet,
  completeSession,
  makeExercises,
  startSession,
} from "../../test/fixtures/training.js";
import { historyOf, importFile, importFixture } from "../../test/fixtures/imports.js";

const t = useTestApp();

const exportOf = (as: TestUser) => request(t, { method: "GET", url: "/api/v1/exports/strong.csv", as });

/**
 * A history compared as a lifter would: times to the second (ends to the minute), weights in the
 * account's unit (the export converts them), no ids.
 */
const comparable = (rows: Awaited<ReturnType<typeof historyOf>>, unit: WeightUnit) =>
  rows.map(({ start, end, category: _category, weight, unit: entered, ...row }) => ({
    ...row,
    weight: displayWeight({ value: weight, unit: entered }, unit),
    unit,
    start: Math.floor(start.getTime() / 1000),
    end: end ? Math.round(end.getTime() / 60_000) : null,
  }));

describe("GET /api/v1/exports/strong.csv", () => {
  it("writes Strong's layout: done sets only, W/D/F, working sets numbered, notes on first rows, the account's unit and zone", async () => {
    const member = await createUser(t, { weightUnit: "lbs", timezone: "America/New_York" });
    const [squat, bench] = await makeExercises(t, member, ["Squat", "Bench, close grip"]);
    const session = await startSession(t, member, { name: "Heavy, day", notes: 'Felt "good"' });
    const squatLog = await addLog(t, member, session.id, squat!.id);
    const noteUrl = `/api/v1/exercises/${squat!.id}/sessions/${session.id}/update-exercise-note/${squatLog.id}`;
    const note = await request(t, {
      method: "PATCH",
      url: noteUrl,
      as: member,
      payload: { notes: "Belt on" },
    });
    expect(note.statusCode, note.body).toBe(200);
    await addSet(t, member, squatLog.id, {
      kind: "warmup",
      weight: 60,
      weight_unit: "kg",
      reps: 5,
      rpe: null,
    });
    await addSet(t, member, squatLog.id, { weight: 100, weight_unit: "kg", reps: 3, rpe: 8.5 });
    await addSet(t, member, squatLog.id, { weight: 225, weight_unit: "lbs", reps: 3, rpe: 9 });
    const planned = await addSet(t, member, squatLog.id, { weight: 100, weight_unit: "kg", reps: 3 });
    await t.database.db.update(sets).set({ done: false }).where(eq(sets.id, planned.id));
    await addSet(t, member, squatLog.id, { kind: "drop", weight: 80, weight_unit: "kg", reps: 6, rpe: null });
    const benchLog = await addLog(t, member, session.id, bench!.id);
    await addSet(t, member, benchLog.id, {
      kind: "failure",
      weight: 0,
      weight_unit: "lbs",
      reps: 12,
      rpe: 10,
    });
    await completeSession(t, member, session.id);

    const res = await exportOf(member);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="topset-strong-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = res.body.trim().split("\n");
    expect(header).toBe(STRONG_HEADER);
    const cells = lines.map((l) => l.replace(/"[^"]*(""[^"]*)*"/g, (q) => q.replaceAll(",", "¸")).split(","));
    expect(cells.map((c) => [c[3], c[4], c[5], c[6], c[11]])).toEqual([
      ["Squat", "W", "132.28", "5", ""],
      ["Squat", "1", "220.46", "3", "8.5"],
      ["Squat", "2", "225", "3", "9"],
      ["Squat", "D", "176.37", "6", ""],
      ['"Bench¸ close grip"', "F", "0", "12", "10"],
    ]);
    expect(cells[0]![1]).toBe('"Heavy¸ day"');
    expect(cells[0]![9]).toBe("Belt on");
    expect(cells[0]![10]).toBe('"Felt ""good"""');
    expect(cells.slice(1).map((c) => `${c[9]}${c[10]}`)).toEqual(["", "", "", ""]);
    expect(cells[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells[0]![2]).toMatch(/^\d+m$/);
  });

  it("round trip: importing the export into an empty account recreates every session and set", async () => {
    const zone = { weightUnit: "lbs" as const, timezone: "Europe/Berlin" };
    const source = await createUser(t, zone);
    await importFile(t, source, importFixture("strong-en.csv"), { timezone: "Europe/Berlin" });
    await importFile(t, source, importFixture("hevy.csv"), { timezone: "Europe/Berlin" });
    const [press] = await makeExercises(t, source, ["Press"]);
    const session = await startSession(t, source, { name: "Made here", notes: "=1+1 is not a formula" });
    const log = await addLog(t, source, session.id, press!.id);
    await addSet(t, source, log.id, { weight: 135.5, weight_unit: "lbs", reps: 5, rpe: 7 });
    await addSet(t, source, log.id, { kind: "warmup", weight: 45, weight_unit: "lbs", reps: 8, rpe: null });
    await completeSession(t, source, session.id);

    const exported = await exportOf(source);
    const target = await createUser(t, zone);
    const done = await importFile(t, target, Buffer.from(exported.body), { timezone: "Europe/Berlin" });
    expect(done).toMatchObject({ status: "done", source: "strong", errors: [], skipped: 0 });
    const before = comparable(await historyOf(t, source), "lbs");
    const after = comparable(await historyOf(t, target), "lbs");
    expect(after.length).toBe(before.length);
    // What the Strong layout has no column for (set notes, session RPE), and the CSV guard on "=..." texts.
    const strip = (rows: typeof before) =>
      rows.map(({ setNotes: _s, sessionRpe: _r, exercise: _e, sessionNotes, ...r }) => ({
        ...r,
        sessionNotes: sessionNotes?.replace(/^'/, "") ?? null,
      }));
    expect(strip(after)).toEqual(strip(before));
    expect(done.sessions).toBe(4);

    const again = await importFile(t, target, Buffer.from(exported.body), { timezone: "Europe/Berlin" });
    expect(again).toMatchObject({ status: "done", sessions: 0, sets: 0, existing_sessions: 4 });
  });

  it("ends and writes each session once when starts carry microseconds (a session started at now())", async () => {
    const member = await createUser(t);
    const [press] = await makeExercises(t, member, ["Press"]);
    for (const micro of ["123456", "654321"]) {
      const session = await startSession(t, member, { name: `At ${micro}` });
      const log = await addLog(t, member, session.id, press!.id);
      await addSet(t, member, log.id, { weight: 60, weight_unit: "kg", reps: 5 });
      // What defaultNow() stores; a JS Date (milliseconds) cannot say it.
      await t.database.db
        .update(sessions)
        .set({ startDate: sql`${`2026-01-01 10:00:00.${micro}+00`}::timestamptz` })
        .where(eq(sessions.id, session.id));
    }
    const res = await exportOf(member);
    expect(res.statusCode).toBe(200);
    const names = res.body
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(",")[1]);
    expect(names).toEqual(["At 123456", "At 654321"]);
  });
});
