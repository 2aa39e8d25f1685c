import { KG_PER_LB, setFigures } from "@topset/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sets, users, variables } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import {
  addLog,
  insertCategoryWithExercises,
  insertSessionWithSets,
} from "../../test/fixtures/training-rows.js";

const t = useTestApp();

const report = (as: TestUser | undefined, kind: "training" | "nutrition", query = "") =>
  request(t, { method: "GET", url: `/api/v1/reports/${kind}${query}`, as });

const DAY = 86_400_000;
/** The Monday (YYYY-MM-DD, UTC) of the week `weeksAgo` weeks before the current one. */
function utcMonday(weeksAgo: number, now = new Date()) {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY - weeksAgo * 7 * DAY;
  return new Date(monday).toISOString().slice(0, 10);
}

async function lifter() {
  const user = await createUser(t);
  const db = t.database.db;
  const legs = await insertCategoryWithExercises(db, user.id, "Legs", ["Back-Squat", "Leg press"]);
  const push = await insertCategoryWithExercises(db, user.id, "Push", ["Bench press"]);
  return { user, squat: legs.exercises[0]!, legPress: legs.exercises[1]!, bench: push.exercises[0]! };
}

describe("GET /api/v1/reports/training", () => {
  it("adds up the week's done working sets in kg, and answers every week of the window", async () => {
    const { user, squat, bench } = await lifter();
    const db = t.database.db;
    const start = new Date();
    const { session } = await insertSessionWithSets(db, {
      userId: user.id,
      exercise: squat,
      startDate: start,
      endDate: new Date(start.getTime() + 60 * 60_000),
      sessionRpe: 8,
      sets: [
        { reps: 5, weight: 60, kind: "warmup", rpe: 5 },
        { reps: 3, weight: 100, rpe: 8 },
        { reps: 1, weight: 225, weightUnit: "lbs", rpe: 9 },
        { reps: 3, weight: 140, rpe: 10 },
      ],
    });
    // The last one was planned and never done: it counts nowhere.
    const planned = (await db.select().from(sets).where(eq(sets.sessionId, session.id))).at(-1)!;
    await db.update(sets).set({ done: false }).where(eq(sets.id, planned.id));
    await addLog(db, {
      userId: user.id,
      sessionId: session.id,
      exercise: bench,
      sets: [{ reps: 5, weight: 100, weightUnit: "lbs", rpe: 8 }],
    });

    const res = await report(user, "training", "?weeks=4");
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data;
    expect(rows.map((r: { week: string }) => r.week)).toEqual([3, 2, 1, 0].map((w) => utcMonday(w)));
    const squatBest = Math.max(
      setFigures({ reps: 3, weight: 100, rpe: 8 }, "formula").e1rm!,
      Math.round(setFigures({ reps: 1, weight: 225, rpe: 9 }, "formula").e1rm! * KG_PER_LB * 10) / 10,
    );
    expect(rows[3]).toEqual({
      week: utcMonday(0),
      sessions: 1,
      sets: 3,
      reps: 9,
      // 300 kg + 225 lb + 500 lb
      volume_kg: Math.round((300 + 725 * KG_PER_LB) * 10) / 10,
      avg_session_rpe: 8,
      session_load: 480,
      lifts: [
        { lift: "squat", best_e1rm_kg: squatBest, volume_kg: Math.round((300 + 225 * KG_PER_LB) * 10) / 10 },
        // Five reps give no e1RM (it is shown for 3 reps or fewer).
        { lift: "bench", best_e1rm_kg: null, volume_kg: Math.round(500 * KG_PER_LB * 10) / 10 },
        { lift: "deadlift", best_e1rm_kg: null, volume_kg: 0 },
      ],
      categories: [
        { category_id: expect.any(Number), name: "Legs", best_e1rm_kg: squatBest, volume_kg: 402.1 },
        { category_id: expect.any(Number), name: "Push", best_e1rm_kg: null, volume_kg: 226.8 },
      ],
      heavy_sets_by_rpe: [
        { rpe: 8, sets: 2 },
        { rpe: 9, sets: 1 },
      ],
    });
    for (const empty of rows.slice(0, 3)) {
      expect(empty).toMatchObject({ sessions: 0, sets: 0, reps: 0, volume_kg: 0, avg_session_rpe: null });
      expect(empty.session_load).toBe(0);
      expect(empty.categories).toEqual([]);
      expect(empty.heavy_sets_by_rpe).toEqual([]);
      expect(empty.lifts.map((l: { best_e1rm_kg: null }) => l.best_e1rm_kg)).toEqual([null, null, null]);
    }
  });

  it("counts only sessions with a done working set, and 12 weeks by default", async () => {
    const { user, squat } = await lifter();
    const db = t.database.db;
    // Only warm-ups: not a training session of the report.
    await insertSessionWithSets(db, {
      userId: user.id,
      exercise: squat,
      startDate: new Date(Date.parse(`${utcMonday(1)}T12:00:00Z`)),
      sets: [{ reps: 5, weight: 60, kind: "warmup" }],
    });
    const res = await report(user, "training");
    const rows = res.json().data;
    expect(rows).toHaveLength(12);
    expect(rows.at(-1).week).toBe(utcMonday(0));
    expect(rows.every((r: { sessions: number; sets: number }) => r.sessions === 0 && r.sets === 0)).toBe(
      true,
    );
    // Another member's training is not in it.
    const other = await lifter();
    await insertSessionWithSets(db, {
      userId: other.user.id,
      exercise: other.squat,
      startDate: new Date(),
      sets: [{ reps: 1, weight: 200, rpe: 9 }],
    });
    const again = (await report(user, "training", "?weeks=1")).json().data;
    expect(again).toMatchObject([{ week: utcMonday(0), sessions: 0, sets: 0 }]);
  });

  it("puts a session in the week of the account's time zone", async () => {
    const { user, squat } = await lifter();
    const db = t.database.db;
    // Monday 03:00 UTC two weeks back is still Sunday evening in New York: the week before there.
    const startDate = new Date(`${utcMonday(2)}T03:00:00Z`);
    await insertSessionWithSets(db, {
      userId: user.id,
      exercise: squat,
      startDate,
      sets: [{ reps: 2, weight: 100 }],
    });
    const weekWithSets = async () =>
      (await report(user, "training", "?weeks=6")).json().data.find((r: { sets: number }) => r.sets > 0)
        ?.week;
    expect(await weekWithSets()).toBe(utcMonday(2));
    await db.update(users).set({ timezone: "America/New_York" }).where(eq(users.id, user.id));
    expect(await weekWithSets()).toBe(utcMonday(3));
  });

  it("answers 400 for weeks out of 1–104 or not a number, 401 without login", async () => {
    const { user } = await lifter();
    for (const [weeks, msg] of [
      ["0", "At least 1 week"],
      ["105", "At most 104 weeks"],
      ["abc", "Weeks must be a number"],
      ["1.5", "Weeks must be a whole number"],
    ]) {
      for (const kind of ["training", "nutrition"] as const) {
        const res = await report(user, kind, `?weeks=${weeks}`);
        expect(res.statusCode, weeks).toBe(400);
        expect(res.json().errors).toEqual([{ path: "weeks", msg }]);
      }
    }
    expect((await report(undefined, "training")).statusCode).toBe(401);
    expect((await report(undefined, "nutrition")).statusCode).toBe(401);
  });
});

describe("GET /api/v1/reports/nutrition", () => {
  it("averages the trackers per week, in kg, with the weekly change beside training", async () => {
    const { user, squat } = await lifter();
    const db = t.database.db;
    const at = (weeksAgo: number, day: number, hour: number) => {
      const monday = Date.parse(`${utcMonday(weeksAgo)}T00:00:00Z`);
      return new Date(monday + day * DAY + hour * 3_600_000);
    };
    await db.insert(variables).values([
      // Four weeks back (before the 3-week window): where the first week's change starts from.
      { userId: user.id, bodyWeight: 92, bodyWeightUnit: "kg", createdAt: at(3, 2, 8) },
      { userId: user.id, bodyWeight: 90, bodyWeightUnit: "kg", createdAt: at(2, 0, 8) },
      { userId: user.id, bodyWeight: 200, bodyWeightUnit: "lbs", createdAt: at(2, 3, 8) },
      // Two totals on one day: the later one is the day's.
      { userId: user.id, totalCalories: 2000, createdAt: at(2, 1, 9) },
      { userId: user.id, totalCalories: 3000, createdAt: at(2, 1, 20) },
      { userId: user.id, totalCalories: 2500, createdAt: at(2, 2, 20) },
      // A pre-session snack is not a day's total.
      { userId: user.id, caloriesPriorSession: 400, createdAt: at(2, 2, 10) },
      { userId: user.id, bodyWeight: 89, bodyWeightUnit: "kg", createdAt: at(0, 0, 0.5) },
    ]);
    await insertSessionWithSets(db, {
      userId: user.id,
      exercise: squat,
      startDate: at(2, 1, 18),
      sets: [{ reps: 5, weight: 100 }],
    });
    const res = await report(user, "nutrition", "?weeks=3");
    expect(res.statusCode, res.body).toBe(200);
    const mean2 = (90 + 200 * KG_PER_LB) / 2;
    expect(res.json().data).toEqual([
      {
        week: utcMonday(2),
        avg_calories: 2750,
        calorie_days: 2,
        avg_bodyweight_kg: Math.round(mean2 * 100) / 100,
        bodyweight_entries: 2,
        bodyweight_change_kg: Math.round((mean2 - 92) * 100) / 100,
        volume_kg: 500,
        sessions: 1,
      },
      {
        week: utcMonday(1),
        avg_calories: null,
        calorie_days: 0,
        avg_bodyweight_kg: null,
        bodyweight_entries: 0,
        bodyweight_change_kg: null,
        volume_kg: 0,
        sessions: 0,
      },
      {
        week: utcMonday(0),
        avg_calories: null,
        calorie_days: 0,
        avg_bodyweight_kg: 89,
        bodyweight_entries: 1,
        // Against the previous week that has one (two weeks back).
        bodyweight_change_kg: Math.round((89 - mean2) * 100) / 100,
        volume_kg: 0,
        sessions: 0,
      },
    ]);
  });
});
