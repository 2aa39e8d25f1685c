import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_PLATE_SETTINGS } from "@topset/shared";
import { plateSettings, sessions, sets } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { insertSessionWithSets } from "../../test/fixtures/training-rows.js";
import { first, makeExercises } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "GET" | "POST" | "PATCH", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * A lifter with a bench e1RM of 114 and a squat e1RM of 200 (singles at RPE 10, done this week),
 * older or lighter sets that must not count, and a routine of squat @ RPE, bench @ %, deadlift fixed + %.
 */
async function setup(user?: TestUser) {
  const owner = user ?? (await createUser(t));
  const [squat, bench, deadlift] = await makeExercises(t, owner, ["Squat", "Bench", "Deadlift"]);
  const db = t.database.db;
  const completed = (n: number) => ({
    startDate: daysAgo(n),
    endDate: new Date(daysAgo(n).getTime() + 3_600_000),
  });
  await insertSessionWithSets(db, {
    userId: owner.id,
    exercise: bench!,
    ...completed(3),
    sets: [
      { reps: 1, weight: 130, rpe: 10, kind: "warmup" }, // a warm-up has no e1RM
      { reps: 1, weight: 114, rpe: 10 },
      { reps: 5, weight: 100 }, // outside the band where an e1RM is shown
    ],
  });
  // Seven weeks ago: older than the recent weeks.
  await insertSessionWithSets(db, {
    userId: owner.id,
    exercise: bench!,
    ...completed(49),
    sets: [{ reps: 1, weight: 150, rpe: 10 }],
  });
  await insertSessionWithSets(db, {
    userId: owner.id,
    exercise: squat!,
    ...completed(2),
    sets: [{ reps: 1, weight: 200, rpe: 10 }],
  });
  const routine = first(
    await call("POST", "/routines", owner, {
      name: "Day A",
      exercises: [
        {
          exercise_id: squat!.id,
          sets: [
            { reps: 3, rpe: 8 },
            { reps: 3, rpe: 8 },
          ],
        },
        { exercise_id: bench!.id, notes: "Pause each rep", sets: [{ reps: 5, percent_1rm: 75 }] },
        {
          exercise_id: deadlift!.id,
          sets: [
            { reps: 5, weight: 180 },
            { reps: 5, percent_1rm: 70, kind: "drop" },
          ],
        },
      ],
    }),
  );
  return { owner, squat: squat!, bench: bench!, deadlift: deadlift!, routine };
}

const loads = (routine: { exercises: { sets: { planned_weight: number | null }[] }[] }) =>
  routine.exercises.map((e) => e.sets.map((s) => s.planned_weight));

describe("planned loads", () => {
  it("shows each prescription's load before starting: fixed, % of the e1RM, RPE from the chart", async () => {
    const { routine } = await setup();
    // Squat 3 @ 8 of 200 is 86.3 %: 172.6 → 172.5; bench 75 % of 114 = 85.5 → 85; deadlift 180 fixed,
    // 70 % of no e1RM: nothing yet.
    expect(loads(routine)).toEqual([[172.5, 172.5], [85], [180, null]]);
  });

  it("rounds to the lifter's own step (ties down) and plans in the account's unit", async () => {
    const owner = await createUser(t);
    const micro = { ...DEFAULT_PLATE_SETTINGS.kg, plates: [{ weight: 0.5, count: 2 }] };
    await t.database.db
      .insert(plateSettings)
      .values({ userId: owner.id, kg: micro, lbs: DEFAULT_PLATE_SETTINGS.lbs });
    const { routine } = await setup(owner);
    // On a 1 kg step: 172.6 → 173; 85.5 is half way → 85.
    expect(loads(routine)).toEqual([[173, 173], [85], [180, null]]);

    const pounds = await createUser(t, { weightUnit: "lbs" });
    const inLbs = (await setup(pounds)).routine;
    // 114 kg = 251.3 lbs; 75 % = 188.5 → 190 on a 5 lb step. 200 kg = 440.9 lbs; 86.3 % = 380.5 → 380.
    expect(loads(inLbs)).toEqual([[380, 380], [190], [180, null]]);
    expect(inLbs.exercises[2].sets[0].planned_unit).toBe("lbs");
  });
});

describe("POST /api/v1/routines/:id/start", () => {
  it("creates the session with one log per exercise and the planned sets, and answers it", async () => {
    const { owner, squat, bench, deadlift, routine } = await setup();
    const res = await call("POST", `/routines/${routine.id}/start`, owner);
    const session = first(res, 201);
    expect(session).toMatchObject({
      user_id: owner.id,
      name: "Day A",
      routine_id: routine.id,
      end_date: null,
    });
    expect(Date.now() - Date.parse(session.start_date)).toBeLessThan(60_000);
    expect(session.logs.map((l: { exercise_id: number }) => l.exercise_id)).toEqual([
      squat.id,
      bench.id,
      deadlift.id,
    ]);
    expect(session.logs[1].notes).toBe("Pause each rep");
    const planned = session.logs.map((l: { sets: Record<string, unknown>[] }) =>
      l.sets.map(({ reps, weight, weight_unit, rpe, kind, done, prescription }: Record<string, unknown>) => ({
        reps, weight, weight_unit, rpe, kind, done, prescription,
      })),
    ); // prettier-ignore
    expect(planned).toEqual([
      [
        {
          reps: 3,
          weight: 172.5,
          weight_unit: "kg",
          rpe: 8,
          kind: "normal",
          done: false,
          prescription: { reps: 3, rpe: 8 },
        },
        {
          reps: 3,
          weight: 172.5,
          weight_unit: "kg",
          rpe: 8,
          kind: "normal",
          done: false,
          prescription: { reps: 3, rpe: 8 },
        },
      ],
      [
        {
          reps: 5,
          weight: 85,
          weight_unit: "kg",
          rpe: null,
          kind: "normal",
          done: false,
          prescription: { reps: 5, percent_1rm: 75 },
        },
      ],
      [
        {
          reps: 5,
          weight: 180,
          weight_unit: "kg",
          rpe: null,
          kind: "normal",
          done: false,
          prescription: { reps: 5, weight: 180 },
        },
        // No e1RM of deadlift: planned at 0 for the lifter to fill in.
        {
          reps: 5,
          weight: 0,
          weight_unit: "kg",
          rpe: null,
          kind: "drop",
          done: false,
          prescription: { reps: 5, percent_1rm: 70, kind: "drop" },
        },
      ],
    ]);
    // The same session as GET /sessions/:id answers it; the routine knows it was started.
    expect(first(await call("GET", `/sessions/${session.id}`, owner), 200)).toEqual(session);
    expect(first(await call("GET", `/routines/${routine.id}`, owner), 200).last_started).toBe(
      session.start_date,
    );
  });

  it("marks a planned set done with PATCH /sets/:id, with the actual reps, weight and RPE", async () => {
    const { owner, routine } = await setup();
    const session = first(await call("POST", `/routines/${routine.id}/start`, owner));
    const planned = session.logs[0].sets[0];
    const done = first(
      await call("PATCH", `/sets/${planned.id}`, owner, { done: true, reps: 2, weight: 175, rpe: 9 }),
      200,
    );
    expect(done).toMatchObject({
      id: planned.id,
      done: true,
      reps: 2,
      weight: 175,
      rpe: 9,
      prescription: { reps: 3, rpe: 8 },
    });
    const undone = first(await call("PATCH", `/sets/${planned.id}`, owner, { done: false }), 200);
    expect(undone.done).toBe(false);
    // A set logged with POST /sets is done, always, and cannot be planned again.
    const logged = first(
      await call("POST", "/sets", owner, { log_id: planned.log_id, reps: 3, weight: 100 }),
    );
    expect(logged).toMatchObject({ done: true, prescription: null });
    const refused = await call("PATCH", `/sets/${logged.id}`, owner, { done: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: "done", msg: "Only a set planned by a routine can be undone" },
    ]);
    const stranger = await createUser(t);
    expect((await call("PATCH", `/sets/${planned.id}`, stranger, { done: true })).statusCode).toBe(404);
    const bad = await call("PATCH", `/sets/${planned.id}`, owner, { done: "yes" });
    expect(bad.statusCode).toBe(400);
  });

  it("honours Idempotency-Key: a repeat answers the first session and starts nothing more", async () => {
    const { owner, routine } = await setup();
    const headers = { "idempotency-key": `start-${routine.id}` };
    const url = `/api/v1/routines/${routine.id}/start`;
    const once = await request(t, { method: "POST", url, as: owner, headers });
    const again = await request(t, { method: "POST", url, as: owner, headers });
    expect(once.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(once.json());
    const db = t.database.db;
    expect(await db.$count(sessions, eq(sessions.routineId, routine.id))).toBe(1);
    expect(await db.$count(sets, eq(sets.sessionId, once.json().data[0].id))).toBe(5);
  });

  it("answers 404 for an unknown routine, 400 for a bad id", async () => {
    const { owner } = await setup();
    expect((await call("POST", "/routines/2147483647/start", owner)).statusCode).toBe(404);
    expect((await call("POST", "/routines/0/start", owner)).statusCode).toBe(400);
  });
});
