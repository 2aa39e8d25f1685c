import { describe, expect, it } from "vitest";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import {
  insertCategoryWithExercises,
  insertSessionWithSets,
  type FixtureSet,
} from "../../test/fixtures/training-rows.js";

const t = useTestApp();

const history = (as: TestUser | undefined, id: number | string, query = "") =>
  request(t, { method: "GET", url: `/api/v1/exercises/${id}/history${query}`, as });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function lifter() {
  const user = await createUser(t);
  const {
    category,
    exercises: [squat, bench],
  } = await insertCategoryWithExercises(t.database.db, user.id, "Squat", ["Back squat", "Bench press"]);
  return { user, category, squat: squat!, bench: bench! };
}

describe("GET /api/v1/exercises/:id/history", () => {
  it("pages the caller's sets newest first, 20 a page, with the pagination numbers", async () => {
    const { user, squat, bench } = await lifter();
    // 25 sets over 5 sessions; set n was logged n minutes after the first.
    for (let s = 0; s < 5; s++) {
      const sets: FixtureSet[] = Array.from({ length: 5 }, (_, i) => ({
        reps: 5,
        weight: 100 + s * 5 + i,
        createdAt: minutesAgo(100 - (s * 5 + i)),
      }));
      await insertSessionWithSets(t.database.db, { userId: user.id, exercise: squat, sets });
    }
    await insertSessionWithSets(t.database.db, {
      userId: user.id,
      exercise: bench,
      sets: [{ reps: 1, weight: 80 }],
    });

    const page1 = await history(user, squat.id, "?perPage=20&currentPage=1");
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json();
    expect(body1.data).toHaveLength(20);
    expect(body1.pagination).toEqual({
      total: 25,
      lastPage: 2,
      perPage: 20,
      currentPage: 1,
      from: 0,
      to: 20,
    });
    expect(body1.data.map((r: { weight: number }) => r.weight)).toEqual(
      Array.from({ length: 20 }, (_, i) => 124 - i),
    );

    const page2 = (await history(user, squat.id, "?perPage=20&currentPage=2")).json();
    expect(page2.data.map((r: { weight: number }) => r.weight)).toEqual([104, 103, 102, 101, 100]);
    expect(page2.pagination).toEqual({
      total: 25,
      lastPage: 2,
      perPage: 20,
      currentPage: 2,
      from: 20,
      to: 25,
    });

    const beyond = (await history(user, squat.id, "?perPage=20&currentPage=3")).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 25, currentPage: 3, from: 40, to: 40 });
  });

  it("returns every row for all=true, without perPage, and for the spec's huge perPage", async () => {
    const { user, squat } = await lifter();
    const sets = Array.from({ length: 25 }, (_, i) => ({
      reps: 3,
      weight: 100 + i,
      createdAt: minutesAgo(50 - i),
    }));
    await insertSessionWithSets(t.database.db, { userId: user.id, exercise: squat, sets });
    for (const query of ["?all=true", "?perPage=20&all=true", "", "?perPage=999999999999999&currentPage=1"]) {
      const body = (await history(user, squat.id, query)).json();
      expect(body.data).toHaveLength(25);
      expect(body.data[0].weight).toBe(124);
      expect(body.pagination).toEqual({
        total: 25,
        lastPage: 1,
        perPage: 25,
        currentPage: 1,
        from: 0,
        to: 25,
      });
    }
  });

  it("gives a warm-up no e1RM (0 for the chart) and no RI, however heavy; its volume stays", async () => {
    const { user, squat } = await lifter();
    const start = minutesAgo(10).getTime();
    await insertSessionWithSets(t.database.db, {
      userId: user.id,
      exercise: squat,
      sets: [
        { reps: 1, weight: 250, rpe: 10, kind: "warmup", createdAt: new Date(start) },
        { reps: 3, weight: 100, rpe: 8, createdAt: new Date(start + 60_000) },
      ],
    });
    const rows = (await history(user, squat.id, "?perPage=20")).json().data;
    expect(rows).toEqual([
      expect.objectContaining({ weight: 100, e1RM: 112, e1rm: 112 }),
      expect.objectContaining({ weight: 250, e1RM: 0, e1rm: null, ri: null, volume: 250 }),
    ]);
  });

  it("gives each row its e1RM when the set is in the band (3 × 100 @ 8 → 112), else 0, and its video", async () => {
    const { user, category, squat } = await lifter();
    const start = minutesAgo(10).getTime();
    const at = (n: number) => new Date(start + n * 60_000);
    const { session, log, video } = await insertSessionWithSets(t.database.db, {
      userId: user.id,
      exercise: squat,
      video: true,
      sets: [
        { reps: 3, weight: 100, rpe: 8, createdAt: at(0) },
        { reps: 5, weight: 100, rpe: 8, createdAt: at(1) },
        { reps: 1, weight: 102.5, weightUnit: "lbs", rpe: 9.5, notes: "smooth", createdAt: at(2) },
        { reps: 2, weight: 100, rpe: null, createdAt: at(3) },
        { reps: 3, weight: 100, rpe: 6.5, createdAt: at(4) },
      ],
    });
    const res = await history(user, squat.id, "?perPage=20");
    const rows = res.json().data;
    expect(rows.map((r: { e1RM: number }) => r.e1RM)).toEqual([0, 0, 105, 0, 112]);
    expect(rows[2]).toEqual({
      id: expect.any(Number),
      exercise_id: squat.id,
      exercise_name: "Back squat",
      category_name: category.name,
      user_id: user.id,
      reps: 1,
      weight: 102.5,
      weight_unit: "lbs",
      rpe: 9.5,
      e1RM: 105,
      e1rm: 105,
      ri: 97,
      volume: 102.5,
      notes: "smooth",
      session_id: session.id,
      log_id: log.id,
      video_id: video!.id,
      created_at: at(2).toISOString(),
    });
  });

  it("shows only the caller's own sets and says so when there are none", async () => {
    const { user, squat } = await lifter();
    const other = await createUser(t);
    // A row of another user pointing at this exercise (the schema allows it) stays out of the history.
    await insertSessionWithSets(t.database.db, {
      userId: other.id,
      exercise: squat,
      sets: [{ reps: 1, weight: 1 }],
    });
    const res = await history(user, squat.id, "?perPage=20");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "success",
      message: "There is no history for this exercise yet!",
      data: [],
      pagination: { total: 0, lastPage: 1, perPage: 20, currentPage: 1, from: 0, to: 0 },
    });
  });

  it("answers 404 for another user's exercise, 400 for bad paging, 401 without login", async () => {
    const { user, squat } = await lifter();
    const other = await createUser(t);
    expect((await history(other, squat.id, "?perPage=20")).statusCode).toBe(404);
    const bad = await history(user, squat.id, "?perPage=0&all=maybe");
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["all", "perPage"]);
    expect((await history(user, "x")).statusCode).toBe(400);
    expect((await history(undefined, squat.id)).statusCode).toBe(401);
  });
});
