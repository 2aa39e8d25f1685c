import { describe, expect, it } from "vitest";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import {
  addLog,
  insertCategoryWithExercises,
  insertSessionWithSets,
} from "../../test/fixtures/training-rows.js";

const t = useTestApp();

const recent = (as?: TestUser) => request(t, { method: "GET", url: "/api/v1/exercises/recent", as });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("GET /api/v1/exercises/recent", () => {
  it("lists my exercises of the last 90 days, the most recently used first, with their sessions counted", async () => {
    const db = t.database.db;
    const [user, other] = [await createUser(t), await createUser(t)];
    const {
      category,
      exercises: [squat, bench, row, curl],
    } = await insertCategoryWithExercises(db, user.id, "Main", ["Squat", "Bench", "Row", "Curl"]);
    const squatTwice = await insertSessionWithSets(db, {
      userId: user.id,
      exercise: squat!,
      startDate: daysAgo(30),
      sets: [{ reps: 5, weight: 100 }],
    });
    await addLog(db, { userId: user.id, sessionId: squatTwice.session.id, exercise: bench!, sets: [] });
    // Today's session in progress counts; curl, last done 100 days ago, does not.
    await insertSessionWithSets(db, { userId: user.id, exercise: squat!, startDate: daysAgo(0), sets: [] });
    await insertSessionWithSets(db, { userId: user.id, exercise: row!, startDate: daysAgo(10), sets: [] });
    await insertSessionWithSets(db, { userId: user.id, exercise: curl!, startDate: daysAgo(100), sets: [] });
    // Another member's sessions change nothing of mine.
    const {
      exercises: [theirs],
    } = await insertCategoryWithExercises(db, other.id, "Theirs", ["Press"]);
    await insertSessionWithSets(db, { userId: other.id, exercise: theirs!, startDate: daysAgo(1), sets: [] });

    const res = await recent(user);
    expect(res.statusCode, res.body).toBe(200);
    const base = { exercise_category_id: category.id, category_name: "Main" };
    expect(res.json().data).toEqual([
      { id: squat!.id, name: "Squat", ...base, last_used: expect.any(String), uses: 2 },
      { id: row!.id, name: "Row", ...base, last_used: expect.any(String), uses: 1 },
      {
        id: bench!.id,
        name: "Bench",
        ...base,
        last_used: squatTwice.session.startDate.toISOString(),
        uses: 1,
      },
    ]);
    const [first, second] = res.json().data;
    expect(Date.parse(first.last_used)).toBeGreaterThan(Date.parse(second.last_used));
  });

  it("holds at most 12, and says so when there are none", async () => {
    const db = t.database.db;
    const user = await createUser(t);
    const names = Array.from({ length: 14 }, (_, i) => `Lift ${i}`);
    const { exercises } = await insertCategoryWithExercises(db, user.id, "Many", names);
    const empty = await recent(user);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ data: [], message: "No exercise was used in the last 90 days!" });
    for (const [i, exercise] of exercises.entries()) {
      await insertSessionWithSets(db, { userId: user.id, exercise, startDate: daysAgo(20 - i), sets: [] });
    }
    const data = (await recent(user)).json().data;
    expect(data.map((e: { name: string }) => e.name)).toEqual(names.slice(2).reverse());
  });

  it("is not read as /exercises/:id (no 400 for the id 'recent'); 401 without login", async () => {
    const user = await createUser(t);
    const res = await recent(user);
    expect(res.statusCode, res.body).toBe(200);
    expect((await recent()).statusCode).toBe(401);
    // The neighbour still refuses a bad id.
    const bad = await request(t, { method: "GET", url: "/api/v1/exercises/recently", as: user });
    expect(bad.statusCode).toBe(400);
  });
});
