import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exerciseCategories } from "../../db/schema/index.js";
import { createAdmin, createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { insertCategoryWithExercises } from "../../test/fixtures/training-rows.js";

const t = useTestApp();

const list = (as: TestUser | undefined, query = "") =>
  request(t, { method: "GET", url: `/api/v1/exercise-categories${query}`, as });
const create = (as: TestUser | undefined, payload: object) =>
  request(t, { method: "POST", url: "/api/v1/exercise-categories", as, payload });
const show = (as: TestUser | undefined, id: number | string) =>
  request(t, { method: "GET", url: `/api/v1/exercise-categories/${id}`, as });

const categoryRows = (userId: number) =>
  t.database.db
    .select({ name: exerciseCategories.name })
    .from(exerciseCategories)
    .where(eq(exerciseCategories.userId, userId))
    .orderBy(asc(exerciseCategories.id));
const paths = (res: { json(): { errors?: { path?: string }[] } }) => res.json().errors?.map((e) => e.path);

describe("POST /api/v1/exercise-categories", () => {
  it("creates several from a comma-separated name, trimmed, empty pieces dropped", async () => {
    const user = await createUser(t);
    const res = await create(user, { name: " Squat, ,Bench,", user_id: user.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe("success");
    expect(body.data).toEqual([
      { id: expect.any(Number), name: "Squat", user_id: user.id, exercises_counts: 0 },
      { id: expect.any(Number), name: "Bench", user_id: user.id, exercises_counts: 0 },
    ]);
    expect(await categoryRows(user.id)).toEqual([{ name: "Squat" }, { name: "Bench" }]);
  });

  it("refuses a name the user already has, ignoring case, and creates none of the batch", async () => {
    const user = await createUser(t);
    expect((await create(user, { name: "Squat" })).statusCode).toBe(201);
    for (const name of ["squat", "Deadlift, SQUAT", "Pull, pull"]) {
      const res = await create(user, { name });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: "fail", message: "Category name already exist!" });
    }
    expect(await categoryRows(user.id)).toEqual([{ name: "Squat" }]);
  });

  it("compares whole names, not substrings (the original's LIKE refused these)", async () => {
    const user = await createUser(t);
    expect((await create(user, { name: "Squat Variations" })).statusCode).toBe(201);
    const res = await create(user, { name: "Squat, Variations" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual(["Squat", "Variations"]);
  });

  it("lets two users use the same name", async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    expect((await create(a, { name: "Squat" })).statusCode).toBe(201);
    expect((await create(b, { name: "squat" })).statusCode).toBe(201);
  });

  it("answers 400 with the field for an empty, blank-only, missing or too long name", async () => {
    const user = await createUser(t);
    for (const payload of [{ name: "" }, { name: " , ," }, {}, { name: "x".repeat(101) }, { name: 5 }]) {
      const res = await create(user, payload);
      expect(res.statusCode).toBe(400);
      expect(paths(res)?.[0]).toMatch(/^name/);
    }
    expect(await categoryRows(user.id)).toEqual([]);
  });

  it("answers 401 without login; another user's user_id writes for the caller (an admin's, for them)", async () => {
    expect((await create(undefined, { name: "Squat" })).statusCode).toBe(401);
    const [user, other, admin] = [await createUser(t), await createUser(t), await createAdmin(t)];
    expect((await create(user, { name: "Squat", user_id: other.id })).statusCode).toBe(201);
    expect(await categoryRows(other.id)).toEqual([]);
    expect(await categoryRows(user.id)).toEqual([{ name: "Squat" }]);
    expect((await create(admin, { name: "Squat", user_id: other.id })).statusCode).toBe(201);
    expect(await categoryRows(other.id)).toEqual([{ name: "Squat" }]);
  });
});

describe("GET /api/v1/exercise-categories", () => {
  it("lists the caller's categories by name; without all=true only those with exercises", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await insertCategoryWithExercises(t.database.db, user.id, "squat", ["Back squat", "Front squat"]);
    const bench = await insertCategoryWithExercises(t.database.db, user.id, "Bench", ["Bench press"]);
    await insertCategoryWithExercises(t.database.db, user.id, "Arms", []);
    await insertCategoryWithExercises(t.database.db, other.id, "Bench", ["Bench press"]);

    const res = await list(user, `?user_id=${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Exercise categories");
    expect(res.json().data).toEqual([
      { id: bench.category.id, name: "Bench", user_id: user.id, exercises_counts: 1 },
      { id: expect.any(Number), name: "squat", user_id: user.id, exercises_counts: 2 },
    ]);

    const all = await list(user, `?user_id=${user.id}&all=true`);
    expect(
      all.json().data.map((c: { name: string; exercises_counts: number }) => [c.name, c.exercises_counts]),
    ).toEqual([
      ["Arms", 0],
      ["Bench", 1],
      ["squat", 2],
    ]);
    // Without user_id: still only the caller's.
    expect((await list(user, "?all=true")).json().data).toHaveLength(3);
  });

  it("answers an empty list with 200 and the spec's message", async () => {
    const user = await createUser(t);
    await insertCategoryWithExercises(t.database.db, user.id, "Empty", []);
    const res = await list(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "success",
      message: "There are no exercise categories yet!",
      data: [],
    });
  });

  it("answers 400 for a bad query, 401 without login, 403 for another user's id", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const bad = await list(user, "?all=yes");
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(["all"]);
    expect(paths(await list(user, "?user_id=abc"))).toEqual(["user_id"]);
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(user, `?user_id=${other.id}`)).statusCode).toBe(403);
  });
});

describe("GET /api/v1/exercise-categories/:id", () => {
  it("gives the category with its exercises by name", async () => {
    const user = await createUser(t);
    const { category, exercises } = await insertCategoryWithExercises(t.database.db, user.id, "Squat", [
      "pause squat",
      "Back squat",
    ]);
    const res = await show(user, category.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: category.id,
        name: "Squat",
        user_id: user.id,
        exercises_counts: 2,
        exercises: [exercises[1], exercises[0]].map((e) => ({
          id: e!.id,
          name: e!.name,
          exercise_category_id: category.id,
          category_name: "Squat",
          user_id: user.id,
        })),
      },
    ]);
  });

  it("answers 404 for another user's or an unknown category, 400 for a bad id, 401 without login", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const { category } = await insertCategoryWithExercises(t.database.db, other.id, "Squat", ["Back squat"]);
    const res = await show(user, category.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: "fail", message: "Category not found" });
    expect((await show(user, 2_000_000_000)).statusCode).toBe(404);
    const bad = await show(user, "abc");
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(["id"]);
    expect((await show(undefined, category.id)).statusCode).toBe(401);
  });
});
