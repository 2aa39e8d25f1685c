import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logs, sessions, sets, users } from "../../db/schema/index.js";
import { legacyRecentPrs } from "../../test/fixtures/recent-prs-legacy.js";
import { makeExercises } from "../../test/fixtures/training.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { recentPrs } from "./profile-stats.queries.js";

const t = useTestApp();

/** A small deterministic generator, so a failure replays with the same data. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const DAY = 86_400_000;

/**
 * A varied history written straight to the tables: ties on e1RM and on date, kg and lbs, warm-ups,
 * planned sets not done, sets outside the PR band, private and shared logs, and a deleted session.
 */
async function seedVariedHistory(owner: TestUser, seed: number) {
  const db = t.database.db;
  const rand = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const names = Array.from({ length: 12 }, (_, i) => `Lift ${i}`);
  const exerciseRows = await makeExercises(t, owner, names);
  const start = Date.UTC(2020, 0, 1);
  for (let n = 0; n < 40; n++) {
    const startDate = new Date(start + n * 3 * DAY);
    const [session] = await db
      .insert(sessions)
      .values({ userId: owner.id, name: `S${n}`, startDate, endDate: new Date(+startDate + 3600_000) })
      .returning();
    const chosen = exerciseRows.filter(() => rand() < 0.4);
    for (const [position, exercise] of chosen.entries()) {
      const [log] = await db
        .insert(logs)
        .values({
          userId: owner.id,
          sessionId: session!.id,
          exerciseId: exercise.id,
          name: exercise.name,
          position,
          private: rand() < 0.5,
        })
        .returning();
      // Same instant for several sets now and then, so the id decides a tie on e1RM and date.
      const sameTime = rand() < 0.3;
      await db.insert(sets).values(
        Array.from({ length: 1 + Math.floor(rand() * 6) }, (_, k) => ({
          userId: owner.id,
          logId: log!.id,
          sessionId: session!.id,
          exerciseId: exercise.id,
          reps: pick([1, 2, 3, 3, 4]),
          // Few distinct weights, so equal e1RMs are common.
          weight: pick([100, 100, 102.5, 220, 225, 227.5, 0]),
          weightUnit: pick(["kg", "kg", "lbs"] as const),
          rpe: pick([6.5, 7, 7.5, 8, 8, 9, 9.5, 10, null]),
          kind: pick(["normal", "normal", "normal", "warmup", "drop", "failure"] as const),
          done: rand() < 0.85,
          position: k,
          createdAt: new Date(+startDate + (sameTime ? 0 : k * 60_000)),
        })),
      );
    }
    if (n % 13 === 5) await db.delete(sessions).where(eq(sessions.id, session!.id));
  }
}

async function expectSameAsLegacy(owner: TestUser) {
  for (const sharedOnly of [false, true]) {
    const [now, before] = await Promise.all([
      recentPrs(t.database.db, owner.id, { sharedOnly }),
      legacyRecentPrs(t.database.db, owner.id, { sharedOnly }),
    ]);
    expect(before.length).toBeGreaterThan(0);
    expect(now).toEqual(before);
  }
}

describe("recent PRs from the PR indexes", () => {
  it.each([1, 2, 3])("answers exactly the old full scan's rows in its order (seed %i)", async (seed) => {
    const owner = await createUser(t);
    await seedVariedHistory(owner, seed);
    await expectSameAsLegacy(owner);
    await t.database.db.update(users).set({ e1rmMethod: "rpe-table" }).where(eq(users.id, owner.id));
    await expectSameAsLegacy(owner);
    const chart = { offsets: [1, 1, 0.5, 0.5, 0, 0, -0.5, -0.5, -1], sets_used: 40 };
    await t.database.db
      .update(users)
      .set({ e1rmMethod: "personal", personalRpeChart: chart })
      .where(eq(users.id, owner.id));
    await expectSameAsLegacy(owner);
  });

  it("is fresh after every kind of write, through the API", async () => {
    const owner = await createUser(t);
    const [squat, bench] = await makeExercises(t, owner, ["Squat", "Bench"]);
    const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
      request(t, { method, url: `/api/v1${url}`, payload, as: owner });
    const prs = async () => {
      const res = await call("GET", `/variables/recent-prs/${owner.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((p: { id: number; weight: number }) => [p.id, p.weight]);
    };
    const session = (await call("POST", "/sessions", { name: "Heavy" })).json().data[0];
    const log = (await call("POST", "/logs", { session_id: session.id, exercise_id: squat!.id })).json()
      .data[0];
    const addSet = async (weight: number) =>
      (await call("POST", "/sets", { log_id: log.id, reps: 1, weight, weight_unit: "kg", rpe: 9 })).json()
        .data[0];

    const first = await addSet(100);
    expect(await prs()).toEqual([[first.id, 100]]);
    const heavier = await addSet(120);
    expect(await prs()).toEqual([[heavier.id, 120]]);
    expect((await call("PATCH", `/sets/${heavier.id}`, { weight: 90 })).statusCode).toBe(200);
    expect(await prs()).toEqual([[first.id, 100]]);
    expect((await call("DELETE", `/sets/${first.id}`)).statusCode).toBe(200);
    expect(await prs()).toEqual([[heavier.id, 90]]);
    // A new exercise's log lands on top (newest first); deleting the session takes every PR away.
    const benchLog = (await call("POST", "/logs", { session_id: session.id, exercise_id: bench!.id })).json()
      .data[0];
    const benchSet = (
      await call("POST", "/sets", { log_id: benchLog.id, reps: 2, weight: 80, weight_unit: "kg", rpe: 8 })
    ).json().data[0];
    expect(await prs()).toEqual([
      [benchSet.id, 80],
      [heavier.id, 90],
    ]);
    expect((await call("DELETE", `/sessions/${session.id}`)).statusCode).toBe(200);
    expect(await prs()).toEqual([]);
  });
});
