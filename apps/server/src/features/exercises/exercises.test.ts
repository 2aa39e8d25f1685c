import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exercises } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { insertCategoryWithExercises } from "../../test/fixtures/training-rows.js";

const t = useTestApp();

const get = (as: TestUser | undefined, url: string) =>
  request(t, { method: "GET", url: `/api/v1${url}`, as });
const create = (as: TestUser | undefined, payload: object) =>
  request(t, { method: "POST", url: "/api/v1/exercises", as, payload });
const exerciseRows = (userId: number) =>
  t.database.db
    .select({ name: exercises.name, exercise_category_id: exercises.exerciseCategoryId })
    .from(exercises)
    .where(eq(exercises.userId, userId))
    .orderBy(asc(exercises.id));
const paths = (res: { json(): { errors?: { path?: string }[] } }) => res.json().errors?.map((e) => e.path);
const category = (userId: number, name = "Squat", names: string[] = []) =>
  insertCategoryWithExercises(t.database.db, userId, name, names);

describe("POST /api/v1/exercises", () => {
  it("creates several from a comma-separated name in the caller's category, trimmed, empties dropped", async () => {
    const user = await createUser(t);
    const { category: squat } = await category(user.id);
    const res = await create(user, {
      name: "Back squat, ,front squat,",
      exercise_category_id: squat.id,
      user_id: user.id,
    });
    expect(res.statusCode).toBe(201);
    const shape = (name: string) => ({
      id: expect.any(Number),
      name,
      exercise_category_id: squat.id,
      category_name: "Squat",
      user_id: user.id,
    });
    expect(res.json().data).toEqual([shape("Back squat"), shape("front squat")]);
    expect(await exerciseRows(user.id)).toEqual([
      { name: "Back squat", exercise_category_id: squat.id },
      { name: "front squat", exercise_category_id: squat.id },
    ]);
  });

  it("refuses a name already in the category, ignoring case, creating none of the batch", async () => {
    const user = await createUser(t);
    const { category: squat } = await category(user.id, "Squat", ["Back squat"]);
    for (const name of ["back SQUAT", "Box squat, Back squat", "Pin squat, pin squat"]) {
      const res = await create(user, { name, exercise_category_id: squat.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: "fail", message: "Exercise name already exist!" });
    }
    expect((await exerciseRows(user.id)).map((r) => r.name)).toEqual(["Back squat"]);
    // The same name in another category, and a longer name containing it, are fine.
    const { category: other } = await category(user.id, "Other");
    expect((await create(user, { name: "Back squat", exercise_category_id: other.id })).statusCode).toBe(201);
    expect(
      (await create(user, { name: "Back squat to box", exercise_category_id: squat.id })).statusCode,
    ).toBe(201);
  });

  it("answers 404 for another user's or an unknown category", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const { category: theirs } = await category(other.id);
    for (const id of [theirs.id, 2_000_000_000]) {
      const res = await create(user, { name: "Back squat", exercise_category_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Category not found");
    }
    expect(await exerciseRows(user.id)).toEqual([]);
    expect(await exerciseRows(other.id)).toEqual([]);
  });

  it("answers 400 with the fields, 401 without login, 403 for another user's user_id", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const { category: squat } = await category(user.id);
    const bad = await create(user, { name: " , " });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)?.sort()).toEqual(["exercise_category_id", "name"]);
    expect(paths(await create(user, { name: "A", exercise_category_id: "1" }))).toEqual([
      "exercise_category_id",
    ]);
    expect((await create(undefined, { name: "A", exercise_category_id: squat.id })).statusCode).toBe(401);
    expect(await exerciseRows(user.id)).toEqual([]);
    // A body's user_id only repeats who is acting: another member's id writes for the caller.
    const stale = await create(user, { name: "A", exercise_category_id: squat.id, user_id: other.id });
    expect(stale.statusCode, stale.body).toBe(201);
    expect(await exerciseRows(other.id)).toEqual([]);
    expect(await exerciseRows(user.id)).toHaveLength(1);
  });
});

describe("GET /api/v1/exercises", () => {
  it("lists a category's exercises by name, the groups by category name, or everything newest first", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const squat = await category(user.id, "Squat", ["Pause squat", "back squat"]);
    const bench = await category(user.id, "bench", ["Larsen press", "Bench press"]);
    await category(user.id, "Arms", []);
    await category(other.id, "Squat", ["Back squat"]);
    const wire = (e: { id: number; name: string; exerciseCategoryId: number }, categoryName: string) => ({
      id: e.id,
      name: e.name,
      exercise_category_id: e.exerciseCategoryId,
      category_name: categoryName,
      user_id: user.id,
    });
    const [pause, back] = squat.exercises.map((e) => wire(e, "Squat"));
    const [larsen, benchPress] = bench.exercises.map((e) => wire(e, "bench"));

    const ofCategory = await get(user, `/exercises?exercise_category_id=${squat.category.id}`);
    expect(ofCategory.statusCode).toBe(200);
    expect(ofCategory.json().data).toEqual([back, pause]);

    const grouped = await get(user, `/exercises?user_id=${user.id}&order_by=name`);
    expect(grouped.json().data).toEqual([
      { category_id: bench.category.id, category_name: "bench", exercises: [benchPress, larsen] },
      { category_id: squat.category.id, category_name: "Squat", exercises: [back, pause] },
    ]);

    const flat = await get(user, `/exercises?user_id=${user.id}`);
    expect(flat.json().data).toEqual([benchPress, larsen, back, pause]);
    expect((await get(user, "/exercises")).json().data).toEqual([benchPress, larsen, back, pause]);
  });

  it("answers empty lists with 200 and a message", async () => {
    const user = await createUser(t);
    const { category: empty } = await category(user.id, "Empty");
    expect((await get(user, "/exercises")).json()).toEqual({
      status: "success",
      message: "There are no exercises yet!",
      data: [],
    });
    expect((await get(user, "/exercises?order_by=name")).json().data).toEqual([]);
    const none = await get(user, `/exercises?exercise_category_id=${empty.id}`);
    expect(none.json()).toMatchObject({
      message: "There are no exercises available for this category!",
      data: [],
    });
  });

  it("answers 404 for another user's category, 400 for bad queries, 401, and 403 for another user_id", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const { category: theirs } = await category(other.id, "Squat", ["Back squat"]);
    expect((await get(user, `/exercises?exercise_category_id=${theirs.id}`)).statusCode).toBe(404);
    const bad = await get(user, "/exercises?order_by=created_at&exercise_category_id=x");
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)?.sort()).toEqual(["exercise_category_id", "order_by"]);
    expect((await get(undefined, "/exercises")).statusCode).toBe(401);
    expect((await get(user, `/exercises?user_id=${other.id}`)).statusCode).toBe(403);
    expect((await get(user, `/exercises?user_id=${other.id}&order_by=name`)).statusCode).toBe(403);
  });
});

describe("GET /api/v1/exercises/:id", () => {
  it("gives the exercise as data[0]", async () => {
    const user = await createUser(t);
    const {
      category: squat,
      exercises: [back],
    } = await category(user.id, "Squat", ["Back squat"]);
    const res = await get(user, `/exercises/${back!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: back!.id,
        name: "Back squat",
        exercise_category_id: squat.id,
        category_name: "Squat",
        user_id: user.id,
      },
    ]);
  });

  it("answers 404 for another user's exercise, 400 for a bad id, 401 without login", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const {
      exercises: [theirs],
    } = await category(other.id, "Squat", ["Back squat"]);
    const res = await get(user, `/exercises/${theirs!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Exercise not found");
    expect(paths(await get(user, "/exercises/0"))).toEqual(["id"]);
    expect((await get(undefined, `/exercises/${theirs!.id}`)).statusCode).toBe(401);
  });
});
