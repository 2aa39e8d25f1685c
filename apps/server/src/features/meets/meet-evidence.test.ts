import { estimateE1rm, KG_PER_LB, roundTo } from "@topset/shared";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sets } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import {
  insertCategoryWithExercises,
  insertSessionWithSets,
  type FixtureSet,
} from "../../test/fixtures/training-rows.js";

const t = useTestApp();
const DAY = 86_400_000;

async function createMeet(user: TestUser, body: object) {
  const payload = { name: "Meet", sex: "M", ...body };
  const res = await request(t, { method: "POST", url: "/api/v1/meets", payload, as: user });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0];
}
const evidence = async (user: TestUser, id: number) => {
  const res = await request(t, { method: "GET", url: `/api/v1/meets/${id}/evidence`, as: user });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0];
};
const e1rm = (weight: number, reps: number, rpe: number) =>
  roundTo(estimateE1rm("formula", { weight, reps, rpe })!, 1);

async function lifter() {
  const user = await createUser(t);
  const { exercises } = await insertCategoryWithExercises(t.database.db, user.id, "Comp", [
    "Back squat",
    "Bench press",
    "Deadlift",
    "Squat",
  ]);
  const [squat, bench, deadlift] = exercises;
  return { user, squat: squat!, bench: bench!, deadlift: deadlift! };
}
const train = (user: TestUser, exercise: { id: number; name: string }, startDate: Date, list: FixtureSet[]) =>
  insertSessionWithSets(t.database.db, { userId: user.id, exercise, startDate, sets: list });

describe("GET /api/v1/meets/{id}/evidence", () => {
  it("reads the 16 weeks before a past meet: heavy sets newest first, weekly best e1RM, RPE error", async () => {
    const { user, squat, bench } = await lifter();
    const meetDay = Date.parse("2025-06-14T00:00:00Z");
    const meet = await createMeet(user, { date: "2025-06-14" });
    const at = (daysBefore: number) => new Date(meetDay - daysBefore * DAY + 10 * 3_600_000);
    await train(user, squat, at(20), [
      { reps: 3, weight: 180, rpe: 8 },
      { reps: 5, weight: 160, rpe: 9 },
      // Not heavy sets: too many reps, no RPE, a warm-up.
      { reps: 6, weight: 150, rpe: 9 },
      { reps: 2, weight: 170 },
      { reps: 1, weight: 200, rpe: 7, kind: "warmup" },
    ]);
    await train(user, squat, at(5), [{ reps: 1, weight: 440, weightUnit: "lbs", rpe: 9 }]);
    // Outside the window: older than 16 weeks, the meet day itself, after the meet.
    await train(user, squat, at(16 * 7 + 1), [{ reps: 1, weight: 300, rpe: 10 }]);
    await train(user, squat, at(0), [{ reps: 1, weight: 300, rpe: 10 }]);
    await train(user, squat, at(-3), [{ reps: 1, weight: 300, rpe: 10 }]);
    // Planned sets: two done with a prescribed RPE (errors 1 and 0.5), one never done.
    const { session } = await train(user, bench, at(12), [
      { reps: 3, weight: 120, rpe: 9 },
      { reps: 3, weight: 120, rpe: 7.5 },
      { reps: 3, weight: 125, rpe: 10 },
    ]);
    // In the order they were added, so the first two are the done ones.
    const planned = await t.database.db
      .select()
      .from(sets)
      .where(eq(sets.sessionId, session.id))
      .orderBy(asc(sets.position), asc(sets.id));
    for (const [i, set] of planned.entries()) {
      await t.database.db
        .update(sets)
        .set({ prescription: { reps: 3, rpe: 8 }, done: i < 2 })
        .where(eq(sets.id, set.id));
    }

    const found = await evidence(user, meet.id);
    expect(found.meet_id).toBe(meet.id);
    expect(found.target_date).toBe("2025-06-14");
    expect(found.lifts.map((l: { lift: string }) => l.lift)).toEqual(["squat", "bench", "deadlift"]);
    const [squatEvidence, benchEvidence, deadliftEvidence] = found.lifts;
    const lbs440 = roundTo(440 * KG_PER_LB, 2);
    expect(squatEvidence).toEqual({
      lift: "squat",
      // "Back squat" comes before "Squat" in the lift's list of names.
      exercise_id: squat.id,
      exercise_name: "Back squat",
      heavy_sets: [
        {
          date: "2025-06-09",
          weight_kg: lbs440,
          reps: 1,
          rpe: 9,
          e1rm_kg: roundTo(e1rm(440, 1, 9) * KG_PER_LB, 1),
        },
        // The later set of the session first.
        { date: "2025-05-25", weight_kg: 160, reps: 5, rpe: 9, e1rm_kg: e1rm(160, 5, 9) },
        { date: "2025-05-25", weight_kg: 180, reps: 3, rpe: 8, e1rm_kg: e1rm(180, 3, 8) },
      ],
      weekly_e1rm: [
        { week: "2025-05-19", e1rm_kg: Math.max(e1rm(180, 3, 8), e1rm(160, 5, 9)) },
        { week: "2025-06-09", e1rm_kg: roundTo(e1rm(440, 1, 9) * KG_PER_LB, 1) },
      ],
      rpe_error: null,
      // A meet already lifted: today's form says nothing about it.
      form: null,
    });
    expect(benchEvidence).toMatchObject({ exercise_name: "Bench press", rpe_error: 0.75 });
    expect(benchEvidence.heavy_sets).toHaveLength(2);
    expect(deadliftEvidence).toEqual({
      lift: "deadlift",
      exercise_id: expect.any(Number),
      exercise_name: "Deadlift",
      heavy_sets: [],
      weekly_e1rm: [],
      rpe_error: null,
      form: null,
    });
  });

  it("ends the window now for a meet ahead, keeps at most 30 sets, and reads the bench alone for a bench meet", async () => {
    const { user, squat, bench } = await lifter();
    const ahead = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    await train(user, squat, new Date(Date.now() - DAY), [{ reps: 2, weight: 150, rpe: 8 }]);
    await train(
      user,
      bench,
      new Date(Date.now() - 2 * DAY),
      Array.from({ length: 35 }, () => ({ reps: 1, weight: 100, rpe: 8 })),
    );
    const full = await evidence(user, (await createMeet(user, { date: ahead })).id);
    expect(full.target_date).toBe(ahead);
    expect(full.lifts[0].heavy_sets).toHaveLength(1);
    expect(full.lifts[1].heavy_sets).toHaveLength(30);
    const benchOnly = await evidence(user, (await createMeet(user, { date: ahead, event: "B" })).id);
    expect(benchOnly.lifts.map((l: { lift: string }) => l.lift)).toEqual(["bench"]);
    // A member without the lifts' exercises gets empty evidence.
    const newcomer = await createUser(t);
    const none = await evidence(newcomer, (await createMeet(newcomer, { date: ahead })).id);
    expect(none.lifts[0]).toEqual({
      lift: "squat",
      exercise_id: null,
      exercise_name: null,
      heavy_sets: [],
      weekly_e1rm: [],
      rpe_error: null,
      form: null,
    });
  });

  it("gives a meet ahead each lift's day-to-day form from the readiness model, and a past meet none", async () => {
    const { user, squat } = await lifter();
    // Four heavy days a week apart: three walk-forward predictions of "same as last time".
    for (const [i, weight] of [180, 185, 182.5, 187.5].entries()) {
      await train(user, squat, new Date(Date.now() - (22 - i * 7) * DAY), [{ reps: 1, weight, rpe: 10 }]);
    }
    const ahead = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    const found = await evidence(user, (await createMeet(user, { date: ahead })).id);
    // Misses of 5, 2.5 and 5 kg carrying the last max forward: their root mean square is 4.3 kg.
    expect(found.lifts[0].form).toEqual({
      source: "no-change",
      expected_kg: 187.5,
      spread_kg: 4.3,
      predictions: 3,
    });
    expect(found.lifts[1].form).toBeNull();
    const past = await evidence(user, (await createMeet(user, { date: "2025-06-14" })).id);
    expect(past.lifts[0].form).toBeNull();
  });
});
