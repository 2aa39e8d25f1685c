import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blocks } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import {
  addLog,
  insertCategoryWithExercises,
  insertSessionWithSets,
} from "../../test/fixtures/training-rows.js";

const t = useTestApp();

const get = (as: TestUser | undefined, url: string) =>
  request(t, { method: "GET", url: `/api/v1${url}`, as });
const create = (as: TestUser | undefined, payload: object) =>
  request(t, { method: "POST", url: "/api/v1/blocks", as, payload });
const paths = (res: { json(): { errors?: { path?: string }[] } }) => res.json().errors?.map((e) => e.path);
const block = {
  name: "Peaking",
  description: "Heavy singles",
  start_date: "2025-03-03",
  end_date: "2025-03-16",
};

describe("POST /api/v1/blocks", () => {
  it("creates a block for the caller", async () => {
    const user = await createUser(t);
    const res = await create(user, { ...block, user_id: user.id });
    expect(res.statusCode).toBe(201);
    const [created] = res.json().data;
    expect(created).toEqual({ id: expect.any(Number), ...block, user_id: user.id });
    const rows = await t.database.db.select().from(blocks).where(eq(blocks.userId, user.id));
    expect(rows).toMatchObject([{ name: "Peaking", description: "Heavy singles", startDate: "2025-03-03" }]);
    // An empty description is stored as none.
    const bare = await create(user, { ...block, description: " " });
    expect(bare.json().data[0].description).toBeNull();
  });

  it("answers 400 with the fields, 401 without login, 403 for another user's user_id", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const backwards = await create(user, { ...block, end_date: "2025-03-01" });
    expect(backwards.statusCode).toBe(400);
    expect(paths(backwards)).toEqual(["end_date"]);
    const bad = await create(user, { name: " ", start_date: "03/03/2025" });
    expect(paths(bad)?.sort()).toEqual(["end_date", "name", "start_date"]);
    expect((await create(undefined, block)).statusCode).toBe(401);
    // A stale user_id is no error: the block is the caller's.
    expect((await create(user, { ...block, user_id: other.id })).statusCode).toBe(201);
    expect(await t.database.db.select().from(blocks).where(eq(blocks.userId, other.id))).toEqual([]);
    expect(await t.database.db.$count(blocks, eq(blocks.userId, user.id))).toBe(1);
  });
});

describe("GET /api/v1/blocks", () => {
  it("lists the caller's blocks, newest start first, and says so when there are none", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const empty = await get(user, `/blocks?user_id=${user.id}`);
    expect(empty.json()).toEqual({ status: "success", message: "There are no blocks yet!", data: [] });
    for (const start_date of ["2025-01-06", "2025-03-03", "2025-02-03"])
      await create(user, { ...block, start_date, end_date: "2025-04-01" });
    await create(other, block);
    const res = await get(user, `/blocks?user_id=${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((b: { start_date: string }) => b.start_date)).toEqual([
      "2025-03-03",
      "2025-02-03",
      "2025-01-06",
    ]);
    expect((await get(user, "/blocks")).json().data).toHaveLength(3);
  });

  it("answers 400 for a bad user_id, 401 without login, 403 for another user's", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    expect(paths(await get(user, "/blocks?user_id=me"))).toEqual(["user_id"]);
    expect((await get(undefined, "/blocks")).statusCode).toBe(401);
    expect((await get(user, `/blocks?user_id=${other.id}`)).statusCode).toBe(403);
  });
});

describe("GET /api/v1/blocks/:id", () => {
  it("gives the block with its sessions, best e1RM per lift and weekly volume in kg", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const db = t.database.db;
    const { id: blockId } = (await create(user, block)).json().data[0];
    const {
      exercises: [squat, bench],
    } = await insertCategoryWithExercises(db, user.id, "Main", ["Back squat", "Bench press"]);

    // Week of Monday 3 March: 800 kg of squats and 225 lbs of bench.
    const weekOne = await insertSessionWithSets(db, {
      userId: user.id,
      blockId,
      exercise: squat!,
      startDate: new Date("2025-03-04T18:00:00Z"),
      endDate: new Date("2025-03-04T19:30:00Z"),
      sessionRpe: 8.5,
      sets: [
        { reps: 3, weight: 100, rpe: 8 }, // e1RM 112 kg
        { reps: 5, weight: 100, rpe: 8 }, // outside the e1RM band
      ],
    });
    await addLog(db, {
      userId: user.id,
      sessionId: weekOne.session.id,
      exercise: bench!,
      sets: [{ reps: 1, weight: 225, weightUnit: "lbs", rpe: 9 }], // e1RM 232 lbs = 105.2 kg
    });
    // Week of Monday 10 March (Sunday night 16 March still counts for it).
    const weekTwo = await insertSessionWithSets(db, {
      userId: user.id,
      blockId,
      exercise: squat!,
      startDate: new Date("2025-03-16T23:30:00Z"),
      sets: [
        { reps: 1, weight: 110, rpe: 10 }, // e1RM 110
        { reps: 3, weight: 105, rpe: 8 }, // e1RM 118: the best squat
      ],
    });
    const benchKg = await addLog(db, {
      userId: user.id,
      sessionId: weekTwo.session.id,
      exercise: bench!,
      sets: [
        { reps: 3, weight: 100, rpe: 8 }, // e1RM 112 kg beats 232 lbs
        { reps: 5, weight: 135, weightUnit: "lbs", rpe: 7 },
      ],
    });
    // Outside the block, and another user's session pointing at it: neither counts.
    await insertSessionWithSets(db, {
      userId: user.id,
      exercise: squat!,
      sets: [{ reps: 1, weight: 300, rpe: 10 }],
    });
    await insertSessionWithSets(db, {
      userId: other.id,
      blockId,
      exercise: squat!,
      sets: [{ reps: 1, weight: 300, rpe: 10 }],
    });

    const res = await get(user, `/blocks/${blockId}`);
    expect(res.statusCode).toBe(200);
    const [details] = res.json().data;
    expect(details).toMatchObject({ id: blockId, ...block, user_id: user.id });
    expect(details.sessions).toEqual([
      {
        id: weekOne.session.id,
        name: weekOne.session.name,
        start_date: "2025-03-04T18:00:00.000Z",
        end_date: "2025-03-04T19:30:00.000Z",
        session_rpe: 8.5,
      },
      {
        id: weekTwo.session.id,
        name: weekTwo.session.name,
        start_date: "2025-03-16T23:30:00.000Z",
        end_date: null,
        session_rpe: null,
      },
    ]);
    expect(details.best_e1rm).toEqual([
      {
        exercise_id: squat!.id,
        exercise_name: "Back squat",
        e1rm: 118,
        weight_unit: "kg",
        set_id: weekTwo.sets[1]!.id,
        session_id: weekTwo.session.id,
      },
      {
        exercise_id: bench!.id,
        exercise_name: "Bench press",
        e1rm: 112,
        weight_unit: "kg",
        set_id: benchKg.sets[0]!.id,
        session_id: weekTwo.session.id,
      },
    ]);
    expect(details.weekly_volume).toEqual([
      // 300 + 500 + 225 lbs × 0.45359237 (102.06)
      { week_start: "2025-03-03", volume_kg: 902.06, sets: 3 },
      // 110 + 315 + 300 + 675 lbs × 0.45359237 (306.17)
      { week_start: "2025-03-10", volume_kg: 1031.17, sets: 4 },
    ]);
  });

  it("leaves warm-ups out of the best e1RM and the weekly working volume and set count", async () => {
    const user = await createUser(t);
    const db = t.database.db;
    const { id: blockId } = (await create(user, block)).json().data[0];
    const {
      exercises: [squat],
    } = await insertCategoryWithExercises(db, user.id, "Main", ["Back squat"]);
    const { sets } = await insertSessionWithSets(db, {
      userId: user.id,
      blockId,
      exercise: squat!,
      startDate: new Date("2025-03-04T18:00:00Z"),
      sets: [
        { reps: 1, weight: 250, rpe: 10, kind: "warmup" },
        { reps: 3, weight: 100, rpe: 8 }, // e1RM 112
        { reps: 1, weight: 90, rpe: 10, kind: "failure" }, // e1RM 90
        { reps: 8, weight: 80, kind: "drop" },
      ],
    });
    const [details] = (await get(user, `/blocks/${blockId}`)).json().data;
    expect(details.best_e1rm).toEqual([expect.objectContaining({ e1rm: 112, set_id: sets[1]!.id })]);
    // 300 + 90 + 640: the 250 kg warm-up is neither volume nor a set here.
    expect(details.weekly_volume).toEqual([{ week_start: "2025-03-03", volume_kg: 1030, sets: 3 }]);
  });

  it("gives an empty block empty lists", async () => {
    const user = await createUser(t);
    const { id } = (await create(user, block)).json().data[0];
    const [details] = (await get(user, `/blocks/${id}`)).json().data;
    expect(details).toMatchObject({ sessions: [], best_e1rm: [], weekly_volume: [] });
  });

  it("answers 404 for another user's block, 400 for a bad id, 401 without login", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const { id } = (await create(other, block)).json().data[0];
    const res = await get(user, `/blocks/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Block not found");
    expect(paths(await get(user, "/blocks/-1"))).toEqual(["id"]);
    expect((await get(undefined, `/blocks/${id}`)).statusCode).toBe(401);
  });
});
