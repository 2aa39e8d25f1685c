import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { variables } from "../../db/schema/index.js";
import { createAdmin, createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { completeSession, errorPaths, first, startSession } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "GET" | "POST" | "DELETE", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, payload });
const add = async (user: TestUser, payload: object) => first(await call("POST", "/variables", user, payload));
const list = (kind: string, user: TestUser, query = "", as: TestUser = user) =>
  call("GET", `/variables/${kind}/${user.id}${query}`, as);

/** A standalone entry dated `daysAgo` days back, written straight to the table to control the order. */
async function entryAt(user: TestUser, daysAgo: number, values: Partial<typeof variables.$inferInsert>) {
  const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
  const [row] = await t.database.db
    .insert(variables)
    .values({ userId: user.id, createdAt, ...values })
    .returning({ id: variables.id });
  return row!.id;
}

describe("POST /api/v1/variables", () => {
  it("adds a bodyweight with decimals in the user's unit unless one is given (201, data[0])", async () => {
    const user = await createUser(t, { weightUnit: "lbs" });
    const own = await add(user, { user_id: user.id, body_weight: 181.25 });
    expect(own).toMatchObject({
      user_id: user.id,
      session_id: null,
      body_weight: 181.25,
      body_weight_unit: "lbs",
      trend: null,
    });
    expect(new Date(own.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const kg = await add(user, { body_weight: 82.5, body_weight_unit: "kg" });
    // 82.5 kg − 181.25 lb (82.21 kg) in this entry's unit.
    expect(kg).toMatchObject({ body_weight: 82.5, body_weight_unit: "kg", trend: 0.29 });
  });

  it("adds calories (an empty total sent as 0 is stored as none) and recovery", async () => {
    const user = await createUser(t);
    const res = await call("POST", "/variables", user, { calories_prior_session: 0, total_calories: 0 });
    expect(res.json().message).toBe("Calories added!");
    expect(first(res)).toMatchObject({ calories_prior_session: 0, total_calories: null, session_id: null });
    expect(await add(user, { calories_prior_session: 650, total_calories: 3100 })).toMatchObject({
      calories_prior_session: 650,
      total_calories: 3100,
    });
    expect(await add(user, { stress_level: 3, hours_of_sleep: 8 })).toMatchObject({
      user_id: user.id,
      stress_level: 3,
      hours_of_sleep: 8,
      session_rpe: null,
    });
  });

  it("answers 400 with the offending fields and the spec's bounds", async () => {
    const user = await createUser(t);
    const cases: [object, string[]][] = [
      [{ body_weight: 0 }, ["body_weight"]],
      [{ body_weight: 1001 }, ["body_weight"]],
      [{ body_weight: "80" }, ["body_weight"]],
      [{ body_weight: 80, body_weight_unit: "stone" }, ["body_weight_unit"]],
      [{ calories_prior_session: 5001, total_calories: 0.5 }, ["calories_prior_session", "total_calories"]],
      [{ total_calories: 2000 }, ["calories_prior_session"]],
      [{ stress_level: 0, hours_of_sleep: 25 }, ["hours_of_sleep", "stress_level"]],
      [{ stress_level: 5 }, ["hours_of_sleep"]],
    ];
    for (const [payload, paths] of cases) {
      const res = await call("POST", "/variables", user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorPaths(res), JSON.stringify(payload)).toEqual(paths);
    }
    for (const payload of [{}, { body_weight: 80, stress_level: 3, hours_of_sleep: 7 }]) {
      const res = await call("POST", "/variables", user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].msg).toMatch(/^Send one kind of entry/);
    }
    expect(await t.database.db.$count(variables, eq(variables.userId, user.id))).toBe(0);
  });

  it("needs a login (401) and writes for the caller whatever user_id says", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    expect((await call("POST", "/variables", undefined, { body_weight: 80 })).statusCode).toBe(401);
    const res = await call("POST", "/variables", user, { user_id: other.id, body_weight: 80 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0].user_id).toBe(user.id);
    expect(await t.database.db.$count(variables, eq(variables.userId, other.id))).toBe(0);
    expect(await t.database.db.$count(variables, eq(variables.userId, user.id))).toBe(1);
  });
});

describe("GET /api/v1/variables/{bodyweight,calories,recovery}/:userId", () => {
  it("pages the bodyweight newest first, the trend comparing across the page edge", async () => {
    const user = await createUser(t);
    await entryAt(user, 3, { bodyWeight: 80, bodyWeightUnit: "kg" });
    await entryAt(user, 2, { bodyWeight: 81.5, bodyWeightUnit: "kg" });
    await entryAt(user, 1, { bodyWeight: 81.5, bodyWeightUnit: "kg" });
    await entryAt(user, 0, { bodyWeight: 80.75, bodyWeightUnit: "kg" });
    await entryAt(user, 0.5, { stressLevel: 4 }); // not a bodyweight entry

    const page1 = await list("bodyweight", user, "?perPage=2&currentPage=1");
    expect(page1.statusCode).toBe(200);
    expect(page1.json().pagination).toEqual({
      total: 4,
      lastPage: 2,
      perPage: 2,
      currentPage: 1,
      from: 0,
      to: 2,
    });
    expect(
      page1.json().data.map((e: { body_weight: number; trend: number }) => [e.body_weight, e.trend]),
    ).toEqual([
      [80.75, -0.75],
      [81.5, 0],
    ]);
    const page2 = (await list("bodyweight", user, "?perPage=2&currentPage=2")).json();
    expect(page2.data.map((e: { trend: number }) => e.trend)).toEqual([1.5, null]);
  });

  it("defaults to 25 a page and answers every row for the spec's download-all perPage", async () => {
    const user = await createUser(t);
    for (let day = 0; day < 27; day++) await entryAt(user, day, { totalCalories: 2000 + day });
    const page = (await list("calories", user)).json();
    expect(page.data).toHaveLength(25);
    expect(page.pagination).toMatchObject({ total: 27, perPage: 25, lastPage: 2 });
    expect(page.data[0].total_calories).toBe(2000);
    const all = (await list("calories", user, "?perPage=999999999999999&currentPage=1")).json();
    expect(all.data).toHaveLength(27);
    expect(all.pagination).toMatchObject({ total: 27, lastPage: 1, currentPage: 1 });
  });

  it("lists session entries too, recovery with the session's RPE, each tracker only its kind", async () => {
    const user = await createUser(t);
    const session = await startSession(t, user, {
      body_weight: 90,
      hours_of_sleep: 7,
      calories_prior_session: 800,
    });
    await completeSession(t, user, session.id);
    await add(user, { stress_level: 6, hours_of_sleep: 9 });
    await entryAt(user, 5, { bodyWeight: 88, bodyWeightUnit: "kg" });

    const recovery = (await list("recovery", user)).json().data;
    expect(recovery.map((e: object) => ({ ...e, id: 0, created_at: "" }))).toEqual([
      {
        id: 0,
        user_id: user.id,
        session_id: null,
        stress_level: 6,
        hours_of_sleep: 9,
        session_rpe: null,
        created_at: "",
      },
      {
        id: 0,
        user_id: user.id,
        session_id: session.id,
        stress_level: null,
        hours_of_sleep: 7,
        session_rpe: 8,
        created_at: "",
      },
    ]);
    const calories = (await list("calories", user)).json().data;
    expect(calories).toEqual([
      expect.objectContaining({ session_id: session.id, calories_prior_session: 800 }),
    ]);
    const weights = (await list("bodyweight", user)).json().data;
    expect(weights.map((e: { body_weight: number }) => e.body_weight)).toEqual([90, 88]);
  });

  it("shows the spec's empty message", async () => {
    const user = await createUser(t);
    const res = await list("recovery", user, "?perPage=7&cache=true");
    expect(res.json()).toMatchObject({ message: "No relevant data available yet!", data: [] });
    expect(res.json().pagination).toMatchObject({ total: 0, lastPage: 1 });
  });

  it("answers 400 for bad paging, 401 without a login, 403 for another user's tracker (admins may read)", async () => {
    const [user, other, admin] = await Promise.all([createUser(t), createUser(t), createAdmin(t)]);
    await entryAt(user, 0, { bodyWeight: 70, bodyWeightUnit: "kg" });
    const bad = await list("bodyweight", user, "?perPage=0&currentPage=x");
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["currentPage", "perPage"]);
    expect((await call("GET", "/variables/bodyweight/abc", user)).statusCode).toBe(400);
    for (const kind of ["bodyweight", "calories", "recovery"]) {
      expect((await call("GET", `/variables/${kind}/${user.id}`)).statusCode).toBe(401);
      expect((await list(kind, user, "", other)).statusCode).toBe(403);
    }
    expect((await list("bodyweight", user, "", admin)).json().data).toHaveLength(1);
  });
});

describe("DELETE /api/v1/variables/:id", () => {
  it("removes the owner's entry, whatever its kind", async () => {
    const user = await createUser(t);
    const entry = await add(user, { stress_level: 2, hours_of_sleep: 6 });
    const res = await call("DELETE", `/variables/${entry.id}?user_id=${user.id}`, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: `Entry ${entry.id} was removed!`, data: [{ id: entry.id }] });
    expect((await list("recovery", user)).json().data).toEqual([]);
    expect((await call("DELETE", `/variables/${entry.id}`, user)).statusCode).toBe(404);
  });

  it("leaves the session intact when its entry is removed", async () => {
    const user = await createUser(t);
    const session = await startSession(t, user, { body_weight: 77.5, hours_of_sleep: 8 });
    const [entry] = (await list("bodyweight", user)).json().data;
    expect(entry.session_id).toBe(session.id);
    expect((await call("DELETE", `/variables/${entry.id}`, user)).statusCode).toBe(200);
    const details = await call("GET", `/sessions/${session.id}`, user);
    expect(details.statusCode).toBe(200);
    expect(details.json().data[0]).toMatchObject({ body_weight: 77.5, hours_of_sleep: 8 });
    await completeSession(t, user, session.id);
  });

  it("answers 400 for a bad id, 401 without a login, 404 for another user's entry (kept) whatever user_id says", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const entry = await add(user, { body_weight: 80 });
    expect((await call("DELETE", "/variables/x", user)).statusCode).toBe(400);
    expect((await call("DELETE", `/variables/${entry.id}`)).statusCode).toBe(401);
    expect((await call("DELETE", `/variables/${entry.id}`, other)).statusCode).toBe(404);
    // The user_id of a write only repeats who is acting: naming the owner opens nothing.
    expect((await call("DELETE", `/variables/${entry.id}?user_id=${user.id}`, other)).statusCode).toBe(404);
    expect(await t.database.db.$count(variables, eq(variables.id, entry.id))).toBe(1);
    // And a stale one is no error for the owner.
    expect((await call("DELETE", `/variables/${entry.id}?user_id=${other.id}`, user)).statusCode).toBe(200);
    expect(await t.database.db.$count(variables, eq(variables.id, entry.id))).toBe(0);
  });
});
