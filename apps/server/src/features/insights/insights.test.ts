import { calibrationTable, fitRpeCalibration, walkForwardAccuracy } from "@topset/shared";
import { syntheticLifter } from "@topset/shared/domain/insights/synthetic-lifters";
import { describe, expect, it } from "vitest";
import { giveCoach } from "../../test/fixtures/coaching.js";
import { insertHistory } from "../../test/fixtures/history.js";
import { insertCategoryWithExercises, insertSessionWithSets } from "../../test/fixtures/training-rows.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";

const t = useTestApp();

const get = (as: TestUser | undefined, path: string) =>
  request(t, { method: "GET", url: `/api/v1/insights/${path}`, as });

async function lifter() {
  const user = await createUser(t);
  const { exercises } = await insertCategoryWithExercises(t.database.db, user.id, "Legs", ["Back squat"]);
  return { user, squat: exercises[0]! };
}

/** A year of squats, RPE called one rep hot, ending yesterday (UTC, the account's zone). */
async function hotLifter() {
  const { user, squat } = await lifter();
  const today = Math.floor(Date.now() / 86_400_000);
  const { sets } = syntheticLifter({ seed: 7, days: 365, rpeBias: 1, exerciseId: squat.id });
  const shift = today - 1 - Math.max(...sets.map((s) => s.day));
  const history = sets.map((s) => ({ ...s, day: s.day + shift, weight: Math.round(s.weight * 100) / 100 }));
  await insertHistory(t.database.db, user.id, squat, history);
  return { user, squat, history };
}

describe("the insights' guards", () => {
  const paths = [
    "rpe-calibration",
    "e1rm-accuracy?exercise_id=1",
    "readiness?exercise_id=1",
    "plateaus",
    "rpe-drift?exercise_id=1",
    "pr-chance?exercise_id=1&weight=100",
  ];

  it.each(paths)("GET /insights/%s without a login is a 401", async (path) => {
    expect((await get(undefined, path)).statusCode).toBe(401);
  });

  it.each(["e1rm-accuracy", "readiness", "rpe-drift", "pr-chance?weight=100&"])(
    "GET /insights/%s without an exercise is a 400 naming the field",
    async (path) => {
      const { user } = await lifter();
      const res = await get(user, path.includes("?") ? path : `${path}?`);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain("exercise_id");
    },
  );

  it("a weight that is no number is a 400, never a 500", async () => {
    const { user, squat } = await lifter();
    const res = await get(user, `pr-chance?exercise_id=${squat.id}&weight=heavy`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("weight");
  });

  it.each(["e1rm-accuracy", "readiness", "rpe-drift"])(
    "another member's exercise is a 404 on %s",
    async (path) => {
      const { squat } = await lifter();
      const other = await createUser(t);
      expect((await get(other, `${path}?exercise_id=${squat.id}`)).statusCode).toBe(404);
    },
  );

  it("another member's insights are a 403 unless they coach them", async () => {
    const { user: athlete, squat } = await lifter();
    const stranger = await createUser(t);
    const coach = await createUser(t);
    expect((await get(stranger, `rpe-calibration?user_id=${athlete.id}`)).statusCode).toBe(403);
    await giveCoach(t, athlete, coach);
    const res = await get(coach, `readiness?exercise_id=${squat.id}&user_id=${athlete.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0].exercise_id).toBe(squat.id);
  });
});

describe("GET /api/v1/insights/rpe-calibration", () => {
  it("is the standard chart, cell for cell, for a member with no history", async () => {
    const { user } = await lifter();
    const res = await get(user, "rpe-calibration");
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { method: string; standard_pct: number; personal_pct: number }[];
    expect(rows).toHaveLength(90);
    expect(rows.every((r) => r.method === "standard" && r.personal_pct === r.standard_pct)).toBe(true);
  });

  it("learns a member who calls RPE one rep hot, and answers what the shared model gives on their rows", async () => {
    const { user, history } = await hotLifter();
    const res = await get(user, "rpe-calibration");
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as {
      reps: number;
      rpe: number;
      standard_pct: number;
      personal_pct: number;
    }[];
    const cell = rows.find((r) => r.reps === 3 && r.rpe === 8)!;
    // One more rep in reserve than said: the same load is a smaller share of the max.
    expect(cell.personal_pct).toBeLessThan(cell.standard_pct - 1.5);
    expect(rows).toEqual(calibrationTable(fitRpeCalibration(history)));
  });

  it("is computed again after a set changes (cached by the version of the member's rows)", async () => {
    const { user, squat } = await lifter();
    const before = (await get(user, "rpe-calibration")).json().data;
    await insertSessionWithSets(t.database.db, {
      userId: user.id,
      exercise: squat,
      sets: [
        { reps: 5, weight: 100, rpe: 7, kind: "failure" },
        { reps: 1, weight: 130, rpe: 10 },
      ],
    });
    const after = (await get(user, "rpe-calibration")).json().data;
    expect(after).not.toEqual(before);
    expect(after.find((r: { rpe: number }) => r.rpe === 7).sets_used).toBeGreaterThan(0);
  });
});

describe("GET /api/v1/insights/e1rm-accuracy", () => {
  it("answers each method's walk-forward error; the personal chart wins for a member who calls RPE hot", async () => {
    const { user, squat, history } = await hotLifter();
    const res = await get(user, `e1rm-accuracy?exercise_id=${squat.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const methods = res.json().data as { method: string; predictions: number; mae_kg: number }[];
    expect(methods.map((m) => m.method)).toEqual(["epley", "rpe-table", "personal"]);
    expect(methods[2]!.predictions).toBeGreaterThanOrEqual(5);
    expect(methods[2]!.mae_kg).toBeLessThan(methods[1]!.mae_kg);
    expect(methods).toEqual(walkForwardAccuracy(history, squat.id).methods);
  });
});

describe("GET /api/v1/insights/readiness, plateaus, rpe-drift and pr-chance", () => {
  it("shows nothing dressed up as a prediction for a member with a few sets", async () => {
    const { user, squat } = await lifter();
    await insertSessionWithSets(t.database.db, {
      userId: user.id,
      exercise: squat,
      sets: [{ reps: 3, weight: 100, rpe: 8 }],
    });
    const fit = (await get(user, `readiness?exercise_id=${squat.id}`)).json().data[0];
    expect(fit).toMatchObject({ params: null, today: null, better_than_no_change: false });
    expect(fit.series).toHaveLength(1);
    expect(fit.series[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("reads a day's performance on the member's own chart once they choose it", async () => {
    const { user, squat } = await hotLifter();
    const before = (await get(user, `readiness?exercise_id=${squat.id}`)).json().data[0];
    const chosen = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${user.id}/update-personal-information`,
      payload: { e1rm_method: "personal" },
      as: user,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const after = (await get(user, `readiness?exercise_id=${squat.id}`)).json().data[0];
    // Calls one rep hot: their sets below a max read higher on their own chart than on the standard one.
    const mean = (fit: { series: { actual_kg: number }[] }) =>
      fit.series.reduce((a, p) => a + p.actual_kg, 0) / fit.series.length;
    expect(mean(after)).toBeGreaterThan(mean(before));
  });

  it("fits a year of history and answers the lift's plateau, drift and chances", async () => {
    const { user, squat } = await hotLifter();
    const fit = (await get(user, `readiness?exercise_id=${squat.id}`)).json().data[0];
    expect(fit.points).toBeGreaterThan(20);
    expect(fit.model.predictions).toBeGreaterThan(0);
    expect(fit.no_change.predictions).toBeGreaterThan(0);

    const plateaus = (await get(user, "plateaus")).json().data;
    expect(plateaus).toHaveLength(1);
    expect(plateaus[0]).toMatchObject({ exercise_id: squat.id, name: "Back squat" });

    const drift = await get(user, `rpe-drift?exercise_id=${squat.id}`);
    expect(drift.statusCode).toBe(200);

    const easy = (await get(user, `pr-chance?exercise_id=${squat.id}&weight=40`)).json().data[0];
    const hard = (await get(user, `pr-chance?exercise_id=${squat.id}&weight=400`)).json().data[0];
    expect(easy.chance).toBeGreaterThan(0.95);
    expect(hard.chance).toBeLessThan(0.05);
    const inPounds = (await get(user, `pr-chance?exercise_id=${squat.id}&weight=88.2&unit=lbs`)).json();
    expect(inPounds.data[0].chance).toBeCloseTo(easy.chance, 2);
  });
});
