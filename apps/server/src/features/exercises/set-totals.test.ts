import { and, asc, count, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logs, setTotals, sets, users, videos } from "../../db/schema/index.js";
import { addLog, addSet, first, makeExercises, startSession } from "../../test/fixtures/training.js";
import { insertCategoryWithExercises, insertSessionWithSets } from "../../test/fixtures/training-rows.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { loadHistoryPage } from "./exercise-history.queries.js";

const t = useTestApp();

const call = (method: "GET" | "PATCH" | "DELETE", url: string, as: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, payload });

/** The member's done sets of the exercise, counted from the table. */
async function counted(userId: number, exerciseId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sets)
    .where(and(eq(sets.userId, userId), eq(sets.exerciseId, exerciseId), eq(sets.done, true)));
  return row!.n;
}

async function kept(userId: number, exerciseId: number) {
  const [row] = await t.database.db
    .select({ n: setTotals.doneSets })
    .from(setTotals)
    .where(and(eq(setTotals.userId, userId), eq(setTotals.exerciseId, exerciseId)));
  return row?.n ?? 0;
}

/** The kept total equals the count, and the history's pagination says the same. */
async function expectTotal(user: TestUser, exerciseId: number, expected: number) {
  expect(await counted(user.id, exerciseId)).toBe(expected);
  expect(await kept(user.id, exerciseId)).toBe(expected);
  // The first page carries the total in its rows; a page past the end asks for it alone.
  for (const page of [1, 9]) {
    const res = await call("GET", `/exercises/${exerciseId}/history?perPage=2&currentPage=${page}`, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pagination.total, `page ${page}`).toBe(expected);
  }
}

describe("done sets kept per member and exercise by the database (migration 0018)", () => {
  it("follow every write: sets added, planned, marked done, deleted, and logs and sessions deleted", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const [squat, bench] = await makeExercises(t, user, ["Squat", "Bench press"]);
    const [otherSquat] = await makeExercises(t, other, ["Squat"]);
    await expectTotal(user, squat!.id, 0);

    const session = await startSession(t, user);
    const squats = await addLog(t, user, session.id, squat!.id);
    const kept1 = await addSet(t, user, squats.id);
    await addSet(t, user, squats.id, { reps: 5 });
    // A planned set (a routine's, not done yet) counts nowhere until it is done.
    const planned = await addSet(t, user, squats.id, { reps: 1, weight: 140 });
    await t.database.db.update(sets).set({ done: false }).where(eq(sets.id, planned.id));
    const benches = await addLog(t, user, session.id, bench!.id);
    await addSet(t, user, benches.id);
    const otherSession = await startSession(t, other);
    await addSet(t, other, (await addLog(t, other, otherSession.id, otherSquat!.id)).id);
    await expectTotal(user, squat!.id, 2);
    await expectTotal(user, bench!.id, 1);

    first(await call("PATCH", `/sets/${planned.id}`, user, { done: true }), 200);
    await expectTotal(user, squat!.id, 3);
    first(await call("PATCH", `/sets/${kept1.id}`, user, { reps: 4, weight: 105 }), 200);
    await expectTotal(user, squat!.id, 3);

    expect((await call("DELETE", `/sets/${kept1.id}`, user, {})).statusCode).toBe(200);
    await expectTotal(user, squat!.id, 2);
    // A log's sets go with it, and a session's logs with the session (cascades).
    expect((await call("DELETE", `/logs/${benches.id}`, user, {})).statusCode).toBe(200);
    await expectTotal(user, bench!.id, 0);
    expect((await call("DELETE", `/sessions/${session.id}`, user)).statusCode).toBe(200);
    await expectTotal(user, squat!.id, 0);
    await expectTotal(other, otherSquat!.id, 1);
  });

  it("count a statement of many rows, for several members and exercises at once", async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const [aSquat, aBench] = await makeExercises(t, a, ["Squat", "Bench press"]);
    const [bSquat] = await makeExercises(t, b, ["Squat"]);
    const aSession = await startSession(t, a);
    const bSession = await startSession(t, b);
    const aLog = await addLog(t, a, aSession.id, aSquat!.id);
    const bLog = await addLog(t, b, bSession.id, bSquat!.id);
    const rows = Array.from({ length: 30 }, (_, i) => {
      const mine = i % 3 !== 0;
      return {
        userId: mine ? a.id : b.id,
        logId: mine ? aLog.id : bLog.id,
        sessionId: mine ? aSession.id : bSession.id,
        exerciseId: mine ? (i % 2 === 0 ? aSquat!.id : aBench!.id) : bSquat!.id,
        reps: 3,
        weight: 100 + i,
        weightUnit: "kg" as const,
        done: i % 4 !== 0,
      };
    });
    await t.database.db.insert(sets).values(rows);
    const expectKept = async () => {
      for (const [user, exercise] of [
        [a, aSquat!],
        [a, aBench!],
        [b, bSquat!],
      ] as const)
        expect(await kept(user.id, exercise.id)).toBe(await counted(user.id, exercise.id));
    };
    await expectKept();
    // One statement marking every set done and moving a's sets to one exercise.
    await t.database.db.update(sets).set({ done: true }).where(eq(sets.userId, b.id));
    await t.database.db.update(sets).set({ exerciseId: aSquat!.id }).where(eq(sets.userId, a.id));
    await expectKept();
    expect(await kept(a.id, aBench!.id)).toBe(0);
    await t.database.db.delete(sets).where(eq(sets.userId, b.id));
    await expectKept();
    expect(await kept(b.id, bSquat!.id)).toBe(0);
  });

  it("leave the page exactly as the joined statement it replaced answered it: same rows, same order", async () => {
    const user = await createUser(t);
    const db = t.database.db;
    const { category, exercises } = await insertCategoryWithExercises(db, user.id, "Squat", ["Back squat"]);
    const squat = exercises[0]!;
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    // Sets sharing a time (one insert), a warm-up, notes, lbs, a video on one log, a renamed log.
    await insertSessionWithSets(db, {
      userId: user.id,
      exercise: squat,
      video: true,
      sets: [
        { reps: 5, weight: 60, kind: "warmup", createdAt: at(90) },
        { reps: 3, weight: 140, rpe: 8, createdAt: at(80) },
        { reps: 3, weight: 140, rpe: 8.5, notes: "grindy", createdAt: at(80) },
      ],
    });
    await insertSessionWithSets(db, {
      userId: user.id,
      exercise: { id: squat.id, name: "Squat (old name)" },
      sets: [
        { reps: 1, weight: 315, weightUnit: "lbs", rpe: 9, createdAt: at(70) },
        { reps: 8, weight: 100, createdAt: at(60) },
      ],
    });
    await db.update(sets).set({ done: false }).where(eq(sets.weight, 100));

    const legacyTotal = await counted(user.id, squat.id);
    const legacy = await db
      .select({
        id: sets.id,
        exercise_name: logs.name,
        video_id: videos.id,
        e1rmMethod: users.e1rmMethod,
        created_at: sets.createdAt,
      })
      .from(sets)
      .innerJoin(logs, eq(logs.id, sets.logId))
      .innerJoin(users, eq(users.id, sets.userId))
      .leftJoin(videos, eq(videos.logId, sets.logId))
      .where(and(eq(sets.userId, user.id), eq(sets.exerciseId, squat.id), eq(sets.done, true)))
      .orderBy(desc(sets.createdAt), desc(sets.id));
    expect(legacy.length).toBe(4);
    expect(legacy.some((r) => r.video_id !== null)).toBe(true);

    const owner = { userId: user.id, exerciseId: squat.id, categoryName: category.name };
    for (const limit of [1, 2, 3, 10]) {
      for (let offset = 0; offset <= legacy.length; offset += limit) {
        const { total, rows } = await loadHistoryPage(db, { ...owner, limit, offset });
        expect(total).toBe(legacyTotal);
        const want = legacy.slice(offset, offset + limit);
        expect(rows.map((r) => [r.id, r.exercise_name, r.video_id, r.created_at])).toEqual(
          want.map((r) => [r.id, r.exercise_name, r.video_id, r.created_at.toISOString()]),
        );
      }
    }
    // Every set's own columns come through unchanged.
    const own = await db.select().from(sets).where(eq(sets.userId, user.id)).orderBy(asc(sets.id));
    const { rows } = await loadHistoryPage(db, { ...owner, limit: 10, offset: 0 });
    for (const row of rows) {
      const set = own.find((s) => s.id === row.id)!;
      expect([row.reps, row.weight, row.weight_unit, row.rpe, row.notes, row.session_id, row.log_id]).toEqual(
        [set.reps, set.weight, set.weightUnit, set.rpe, set.notes, set.sessionId, set.logId],
      );
    }
    // The e1RM method is the owner's: switching it changes the figures the page computes.
    await db.update(users).set({ e1rmMethod: "rpe-table" }).where(eq(users.id, user.id));
    const chart = await loadHistoryPage(db, { ...owner, limit: 10, offset: 0 });
    expect(chart.rows.map((r) => r.e1rm)).not.toEqual(rows.map((r) => r.e1rm));
  });
});
