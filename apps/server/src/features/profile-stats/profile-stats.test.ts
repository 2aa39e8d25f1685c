import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sets, users, variables } from "../../db/schema/index.js";
import { createAdmin, createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import {
  addLog,
  addSet,
  errorPaths,
  makeExercises,
  startSession,
  trainingSetup,
} from "../../test/fixtures/training.js";

const t = useTestApp();

const get = (url: string, as?: TestUser) => request(t, { method: "GET", url: `/api/v1${url}`, as });
const dataOf = async (url: string, as: TestUser) => {
  const res = await get(url, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
const setDate = (id: number, n: number) =>
  t.database.db
    .update(sets)
    .set({ createdAt: day(n) })
    .where(eq(sets.id, id));

const shareLog = async (owner: TestUser, logId: number) => {
  const res = await request(t, {
    method: "PATCH",
    url: `/api/v1/logs/${logId}/update-private-state`,
    payload: { private: false },
    as: owner,
  });
  expect(res.statusCode, res.body).toBe(200);
};

type Entry = Partial<typeof variables.$inferInsert> & { day: number };
async function addEntries(user: TestUser, entries: Entry[]) {
  await t.database.db
    .insert(variables)
    .values(entries.map(({ day: n, ...e }) => ({ userId: user.id, createdAt: day(n), ...e })));
}

describe("GET /api/v1/variables/recent-prs/:userId", () => {
  it("gives per exercise the best e1RM among qualifying sets, newest first, with the raw set", async () => {
    const { owner, squat, bench, session, log } = await trainingSetup(t, createUser);
    // Squat: the oldest set is NOT the best (the original returned an arbitrary, usually the oldest, set).
    const oldSquat = await addSet(t, owner, log.id, { reps: 3, weight: 100, rpe: 8 }); // 112
    const bestSquat = await addSet(t, owner, log.id, { reps: 2, weight: 140, rpe: 9 }); // 149
    const heavyButTooManyReps = await addSet(t, owner, log.id, { reps: 5, weight: 200, rpe: 9 });
    const tooEasy = await addSet(t, owner, log.id, { reps: 1, weight: 220, rpe: 6.5 });
    const noRpe = await addSet(t, owner, log.id, { reps: 1, weight: 230, rpe: undefined });
    const benchLog = await addLog(t, owner, session.id, bench.id);
    const benchSet = await addSet(t, owner, benchLog.id, {
      reps: 1,
      weight: 225,
      weight_unit: "lbs",
      rpe: 9,
    });
    for (const [id, n] of [
      [oldSquat.id, 1],
      [bestSquat.id, 2],
      [heavyButTooManyReps.id, 3],
      [tooEasy.id, 4],
      [noRpe.id, 5],
      [benchSet.id, 3],
    ] as const) {
      await setDate(id, n);
    }

    const prs = await dataOf(`/variables/recent-prs/${owner.id}`, owner);
    expect(prs).toEqual([
      {
        id: benchSet.id,
        exercise_id: bench.id,
        name: "Bench press",
        reps: 1,
        weight: 225,
        weight_unit: "lbs",
        rpe: 9,
        e1rm: 232,
        ri: 96,
        volume: 225,
        session_id: session.id,
        date: day(3).toISOString(),
      },
      {
        id: bestSquat.id,
        exercise_id: squat.id,
        name: "Squat",
        reps: 2,
        weight: 140,
        weight_unit: "kg",
        rpe: 9,
        e1rm: 149,
        ri: 93,
        volume: 280,
        session_id: session.id,
        date: day(2).toISOString(),
      },
    ]);
  });

  it("breaks e1RM ties by the newest set and compares kg with lbs", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const older = await addSet(t, owner, log.id, { reps: 3, weight: 100, rpe: 8 }); // 112 kg
    const newer = await addSet(t, owner, log.id, { reps: 1, weight: 112, rpe: 10 }); // 112 kg too
    // More pounds than either has kilograms, but lighter: 240 lbs ≈ 108.9 kg.
    const inLbs = await addSet(t, owner, log.id, { reps: 1, weight: 240, weight_unit: "lbs", rpe: 10 });
    await setDate(older.id, 1);
    await setDate(newer.id, 2);
    await setDate(inLbs.id, 3);

    const [best] = await dataOf(`/variables/recent-prs/${owner.id}`, owner);
    expect(best).toMatchObject({ id: newer.id, e1rm: 112, weight: 112, weight_unit: "kg", rpe: 10 });
  });

  it("never counts a warm-up as a PR, however heavy", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const working = await addSet(t, owner, log.id, { reps: 3, weight: 100, rpe: 8 }); // 112 kg
    const warmup = await addSet(t, owner, log.id, { reps: 1, weight: 250, rpe: 10, kind: "warmup" });
    await setDate(working.id, 1);
    await setDate(warmup.id, 2);
    const prs = await dataOf(`/variables/recent-prs/${owner.id}`, owner);
    expect(prs).toEqual([expect.objectContaining({ id: working.id, e1rm: 112 })]);
    // Made a working set, the same lift is the PR.
    await request(t, {
      method: "PATCH",
      url: `/api/v1/sets/${warmup.id}`,
      payload: { kind: "normal" },
      as: owner,
    });
    const [best] = await dataOf(`/variables/recent-prs/${owner.id}`, owner);
    expect(best).toMatchObject({ id: warmup.id, e1rm: 250 });
  });

  it("keeps at most 8 exercises, the most recent PRs first", async () => {
    const owner = await createUser(t);
    const names = Array.from({ length: 10 }, (_, i) => `Lift ${i + 1}`);
    const lifts = await makeExercises(t, owner, names);
    const session = await startSession(t, owner);
    for (const [i, lift] of lifts.entries()) {
      const log = await addLog(t, owner, session.id, lift.id);
      const set = await addSet(t, owner, log.id, { reps: 1, weight: 100, rpe: 10 });
      await setDate(set.id, i + 1);
    }
    const prs = await dataOf(`/variables/recent-prs/${owner.id}`, owner);
    expect(prs.map((p: { name: string }) => p.name)).toEqual(names.slice(2).reverse());
  });

  it("is empty for a lifter without qualifying sets and readable by other members", async () => {
    const { owner, stranger, log } = await trainingSetup(t, createUser);
    expect(await dataOf(`/variables/recent-prs/${owner.id}`, owner)).toEqual([]);
    await addSet(t, owner, log.id, { reps: 2, weight: 100, rpe: 10 });
    await shareLog(owner, log.id);
    expect(await dataOf(`/variables/recent-prs/${owner.id}`, stranger)).toHaveLength(1);
  });

  it("shows another member only PRs from shared logs; the owner and admins see every log", async () => {
    const { owner, stranger, bench, session, log } = await trainingSetup(t, createUser);
    const admin = await createAdmin(t);
    // The squat log stays private (the default): a stranger must not learn of its PR.
    const secret = await addSet(t, owner, log.id, { reps: 1, weight: 180, rpe: 10 });
    const sharedLog = await addLog(t, owner, session.id, bench.id);
    const shown = await addSet(t, owner, sharedLog.id, { reps: 1, weight: 150, rpe: 10 });
    await shareLog(owner, sharedLog.id);

    const seen = await dataOf(`/variables/recent-prs/${owner.id}`, stranger);
    expect(seen.map((p: { id: number }) => p.id)).toEqual([shown.id]);
    for (const viewer of [owner, admin]) {
      const all = await dataOf(`/variables/recent-prs/${owner.id}`, viewer);
      expect(all).toHaveLength(2);
      expect(all.map((p: { id: number }) => p.id)).toContain(secret.id);
    }
  });

  it("answers 404 for an unknown or disabled member, 400 for a bad id and 401 without login", async () => {
    const [viewer, gone] = await Promise.all([createUser(t), createUser(t)]);
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, gone.id));
    expect((await get(`/variables/recent-prs/${gone.id}`, viewer)).statusCode).toBe(404);
    expect((await get(`/variables/recent-prs/999999999`, viewer)).statusCode).toBe(404);
    const bad = await get(`/variables/recent-prs/abc`, viewer);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["userId"]);
    expect((await get(`/variables/recent-prs/${viewer.id}`)).statusCode).toBe(401);
  });
});

describe("GET /api/v1/variables/weekly-weight-in/:userId", () => {
  it("lists the 8 newest bodyweights with the change from the entry before, in the entry's unit", async () => {
    const owner = await createUser(t);
    const weights = [80, 80.5, 80.5, 79.8, 81, 81.2, 80, 80.1, 80.4];
    await addEntries(
      owner,
      weights.map((w, i) => ({ day: i + 1, bodyWeight: w, bodyWeightUnit: "kg" as const })),
    );
    // Not a bodyweight entry: ignored.
    await addEntries(owner, [{ day: 20, hoursOfSleep: 8, stressLevel: 3 }]);

    const rows = await dataOf(`/variables/weekly-weight-in/${owner.id}`, owner);
    expect(rows).toHaveLength(8);
    expect(rows.map((r: { body_weight: number }) => r.body_weight)).toEqual(weights.slice(1).reverse());
    expect(rows.map((r: { trend: number }) => r.trend)).toEqual([0.3, 0.1, -1.2, 0.2, 1.2, -0.7, 0, 0.5]);
    expect(rows[0]).toMatchObject({ body_weight_unit: "kg", date: day(9).toISOString() });
  });

  it("gives the oldest entry no trend and converts the previous entry across units", async () => {
    const owner = await createUser(t);
    await addEntries(owner, [
      { day: 1, bodyWeight: 100, bodyWeightUnit: "kg" },
      { day: 2, bodyWeight: 225, bodyWeightUnit: "lbs" },
    ]);
    const rows = await dataOf(`/variables/weekly-weight-in/${owner.id}`, owner);
    // 100 kg = 220.46 lbs.
    expect(rows).toEqual([
      expect.objectContaining({ body_weight: 225, body_weight_unit: "lbs", trend: 4.54 }),
      expect.objectContaining({ body_weight: 100, body_weight_unit: "kg", trend: null }),
    ]);
  });

  it("is private: 403 for another member, 200 for an admin, 400 and 401", async () => {
    const [owner, stranger, admin] = await Promise.all([createUser(t), createUser(t), createAdmin(t)]);
    await addEntries(owner, [{ day: 1, bodyWeight: 90, bodyWeightUnit: "kg" }]);
    expect((await get(`/variables/weekly-weight-in/${owner.id}`, stranger)).statusCode).toBe(403);
    expect(await dataOf(`/variables/weekly-weight-in/${owner.id}`, admin)).toHaveLength(1);
    expect((await get(`/variables/weekly-weight-in/999999999`, admin)).statusCode).toBe(404);
    const bad = await get(`/variables/weekly-weight-in/0`, owner);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["userId"]);
    expect((await get(`/variables/weekly-weight-in/${owner.id}`)).statusCode).toBe(401);
  });
});

describe("GET /api/v1/variables/average-sleep/:userId", () => {
  it("averages the sleep of the 7 newest recovery entries, leaving out entries without sleep", async () => {
    const owner = await createUser(t);
    await addEntries(owner, [
      { day: 1, hoursOfSleep: 3, stressLevel: 5 }, // 8th newest: left out
      ...[7, 8, 6.5, 9, 7, 8].map((h, i) => ({ day: i + 2, hoursOfSleep: h, stressLevel: 4 })),
      { day: 8, stressLevel: 6 }, // no sleep: not counted as 0
      { day: 9, bodyWeight: 80, bodyWeightUnit: "kg" as const }, // not a recovery entry
    ]);
    const [summary] = await dataOf(`/variables/average-sleep/${owner.id}`, owner);
    expect(summary).toEqual({ average_sleep: 7.58, entries: 6 });
  });

  it("is null without entries; private to the owner and admins; 400 and 401", async () => {
    const [owner, stranger] = await Promise.all([createUser(t), createUser(t)]);
    const [summary] = await dataOf(`/variables/average-sleep/${owner.id}`, owner);
    expect(summary).toEqual({ average_sleep: null, entries: 0 });
    expect((await get(`/variables/average-sleep/${owner.id}`, stranger)).statusCode).toBe(403);
    expect((await get(`/variables/average-sleep/x`, owner)).statusCode).toBe(400);
    expect((await get(`/variables/average-sleep/${owner.id}`)).statusCode).toBe(401);
  });
});
