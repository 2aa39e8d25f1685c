import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trackerTotals, variables } from "../../db/schema/index.js";
import { completeSession, first, startSession } from "../../test/fixtures/training.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";

const t = useTestApp();

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, as: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, payload });

/** The user's entries in each tracker, counted from the table with the trackers' own filters. */
async function counted(userId: number) {
  const { rows } = (await t.database.db.execute(sql`
    select
      count(*) filter (where ${variables.bodyWeight} is not null)::int as bodyweight,
      count(*) filter (where ${variables.caloriesPriorSession} is not null or ${variables.totalCalories} is not null)::int as calories,
      count(*) filter (where ${variables.stressLevel} is not null or ${variables.hoursOfSleep} is not null)::int as recovery
    from ${variables} where ${variables.userId} = ${userId}`)) as unknown as {
    rows: { bodyweight: number; calories: number; recovery: number }[];
  };
  return rows[0]!;
}

async function kept(userId: number) {
  const [row] = await t.database.db
    .select({
      bodyweight: trackerTotals.bodyweight,
      calories: trackerTotals.calories,
      recovery: trackerTotals.recovery,
    })
    .from(trackerTotals)
    .where(eq(trackerTotals.userId, userId));
  return row ?? { bodyweight: 0, calories: 0, recovery: 0 };
}

/** The kept totals equal the count, and each list's pagination total says the same. */
async function expectTotals(
  user: TestUser,
  expected: { bodyweight: number; calories: number; recovery: number },
) {
  expect(await counted(user.id)).toEqual(expected);
  expect(await kept(user.id)).toEqual(expected);
  for (const kind of ["bodyweight", "calories", "recovery"] as const) {
    // The first page carries the total in its rows; a page past the end asks for it alone.
    for (const page of [1, 9]) {
      const res = await call("GET", `/variables/${kind}/${user.id}?perPage=2&currentPage=${page}`, user);
      expect(res.statusCode).toBe(200);
      expect(res.json().pagination.total, `${kind}, page ${page}`).toBe(expected[kind]);
    }
  }
}

describe("tracker totals kept by the database (migration 0017)", () => {
  it("follow every write: entries added and removed, sessions with values, completed, edited and deleted", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await expectTotals(user, { bodyweight: 0, calories: 0, recovery: 0 });

    await first(await call("POST", "/variables", user, { body_weight: 80 }));
    await first(await call("POST", "/variables", user, { body_weight: 81 }));
    const calories = await first(
      await call("POST", "/variables", user, { calories_prior_session: 500, total_calories: 2500 }),
    );
    await first(await call("POST", "/variables", user, { stress_level: 3, hours_of_sleep: 7 }));
    await first(await call("POST", "/variables", other, { body_weight: 70 }));
    await expectTotals(user, { bodyweight: 2, calories: 1, recovery: 1 });

    // A session's values make one linked entry holding several kinds; editing them moves it between trackers.
    const session = await startSession(t, user, { body_weight: 82, hours_of_sleep: 8 });
    await expectTotals(user, { bodyweight: 3, calories: 1, recovery: 2 });
    const edited = await call("PATCH", `/sessions/${session.id}`, user, {
      body_weight: null,
      hours_of_sleep: null,
      calories_prior_session: 600,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await kept(user.id)).toEqual(await counted(user.id));
    await completeSession(t, user, session.id);
    expect(await kept(user.id)).toEqual(await counted(user.id));

    const removed = await call("DELETE", `/variables/${calories.id}`, user);
    expect(removed.statusCode).toBe(200);
    expect(await kept(user.id)).toEqual(await counted(user.id));

    // Deleting the session takes its linked entry with it (a cascade).
    expect((await call("DELETE", `/sessions/${session.id}`, user)).statusCode).toBe(200);
    await expectTotals(user, { bodyweight: 2, calories: 0, recovery: 1 });
    expect(await kept(other.id)).toEqual({ bodyweight: 1, calories: 0, recovery: 0 });
  });

  it("count a statement of many rows, for several members at once, in one go", async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const rows = Array.from({ length: 30 }, (_, i) => ({
      userId: i % 3 === 0 ? b.id : a.id,
      bodyWeight: i % 2 === 0 ? 80 + i : null,
      bodyWeightUnit: i % 2 === 0 ? ("kg" as const) : null,
      stressLevel: i % 2 === 0 ? null : 4,
      totalCalories: i % 5 === 0 ? 2000 : null,
    }));
    await t.database.db.insert(variables).values(rows);
    expect(await kept(a.id)).toEqual(await counted(a.id));
    expect(await kept(b.id)).toEqual(await counted(b.id));
    await t.database.db
      .update(variables)
      .set({ stressLevel: 5, bodyWeight: null, bodyWeightUnit: null })
      .where(eq(variables.userId, a.id));
    expect(await kept(a.id)).toEqual(await counted(a.id));
    expect((await kept(a.id)).bodyweight).toBe(0);
    await t.database.db.delete(variables).where(eq(variables.userId, b.id));
    expect(await kept(b.id)).toEqual({ bodyweight: 0, calories: 0, recovery: 0 });
  });
});
