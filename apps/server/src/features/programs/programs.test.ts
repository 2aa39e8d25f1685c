import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blocks, programs, sessions } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { errorPaths, first, makeBlock, makeExercises } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });

/** A lifter with two routines (A, B) and a block, a stranger with a routine and a block of their own. */
async function setup() {
  const [owner, stranger] = [await createUser(t), await createUser(t)];
  const [squat] = await makeExercises(t, owner, ["Squat"]);
  const [row] = await makeExercises(t, stranger, ["Row"]);
  const routine = async (as: TestUser, name: string, exerciseId: number) =>
    first(
      await call("POST", "/routines", as, {
        name,
        exercises: [{ exercise_id: exerciseId, sets: [{ reps: 5, weight: 100 }] }],
      }),
    );
  const a = await routine(owner, "Day A", squat!.id);
  const b = await routine(owner, "Day B", squat!.id);
  const theirs = await routine(stranger, "Theirs", row!.id);
  const block = await makeBlock(t, owner);
  const theirBlock = await makeBlock(t, stranger);
  const body = {
    name: "Novice",
    notes: "Add weight each time",
    block_id: block.id,
    weeks: [{ days: [a.id, b.id, a.id] }, { days: [b.id, a.id, b.id] }],
  };
  return { owner, stranger, a, b, theirs, block, theirBlock, body };
}

describe("POST /api/v1/programs", () => {
  it("writes the program and answers each workout, none done, the first one next", async () => {
    const { owner, a, b, block, body } = await setup();
    const program = first(await call("POST", "/programs", owner, body), 201);
    const open = (day: number, r: { id: number; name: string }) => ({
      day,
      routine_id: r.id,
      routine_name: r.name,
      session_id: null,
      session_date: null,
      done: false,
    });
    expect(program).toMatchObject({
      user_id: owner.id,
      name: "Novice",
      notes: "Add weight each time",
      block_id: block.id,
      weeks: [
        { week: 1, days: [open(1, a), open(2, b), open(3, a)] },
        { week: 2, days: [open(1, b), open(2, a), open(3, b)] },
      ],
      next: { week: 1, day: 1, routine_id: a.id, routine_name: "Day A", session_id: null },
    });
    const [row] = await t.database.db.select().from(programs).where(eq(programs.id, program.id));
    expect(row).toMatchObject({ userId: owner.id, weeks: body.weeks });
  });

  it("answers 400 with field messages, 404 for another member's routine or block, 401 without login", async () => {
    const { owner, stranger, a, theirs, theirBlock, body } = await setup();
    const bad = await call("POST", "/programs", owner, {
      name: "",
      block_id: 0,
      weeks: [{ days: [] }, { days: Array(8).fill(a.id) }, { days: ["x"] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["block_id", "name", "weeks.0.days", "weeks.1.days", "weeks.2.days.0"]);
    const tooLong = await call("POST", "/programs", owner, {
      name: "Year",
      weeks: Array(53).fill({ days: [a.id] }),
    });
    expect(bad.json().errors).toContainEqual({ path: "weeks.1.days", msg: "At most 7 days a week" });
    expect(tooLong.json().errors).toEqual([{ path: "weeks", msg: "At most 52 weeks" }]);
    const foreignRoutine = await call("POST", "/programs", owner, {
      ...body,
      weeks: [{ days: [a.id, theirs.id] }],
    });
    expect(foreignRoutine.statusCode).toBe(404);
    expect(foreignRoutine.json().message).toBe("Routine not found");
    const foreignBlock = await call("POST", "/programs", owner, { ...body, block_id: theirBlock.id });
    expect(foreignBlock.statusCode).toBe(404);
    expect(foreignBlock.json().message).toBe("Block not found");
    expect((await call("POST", "/programs", undefined, body)).statusCode).toBe(401);
    expect(await t.database.db.$count(programs, eq(programs.userId, owner.id))).toBe(0);
    expect((await call("POST", "/programs", stranger, body)).statusCode).toBe(404);
  });
});

describe("GET, PATCH, DELETE /api/v1/programs/:id", () => {
  it("lists (all, or a block's), reads, modifies and deletes the member's programs", async () => {
    const { owner, stranger, a, b, block, theirs, body } = await setup();
    const inBlock = first(await call("POST", "/programs", owner, body));
    const loose = first(await call("POST", "/programs", owner, { ...body, name: "Loose", block_id: null }));
    await call("POST", "/programs", stranger, { name: "Theirs", weeks: [{ days: [theirs.id] }] });
    const ids = async (url: string) =>
      (await call("GET", url, owner)).json().data.map((p: { id: number }) => p.id);
    expect(await ids("/programs")).toEqual([inBlock.id, loose.id]);
    expect(await ids(`/programs?block_id=${block.id}`)).toEqual([inBlock.id]);
    expect(first(await call("GET", `/programs/${inBlock.id}`, owner), 200)).toEqual(inBlock);

    const url = `/programs/${loose.id}`;
    const moved = first(await call("PATCH", url, owner, { block_id: block.id, notes: "" }), 200);
    expect(moved).toMatchObject({ name: "Loose", notes: null, block_id: block.id });
    expect(await ids(`/programs?block_id=${block.id}`)).toEqual([inBlock.id, loose.id]);
    const shorter = first(
      await call("PATCH", url, owner, { weeks: [{ days: [b.id] }], block_id: null }),
      200,
    );
    expect(shorter.weeks).toEqual([
      {
        week: 1,
        days: [
          {
            day: 1,
            routine_id: b.id,
            routine_name: "Day B",
            session_id: null,
            session_date: null,
            done: false,
          },
        ],
      },
    ]);
    expect(shorter.block_id).toBeNull();

    // A deleted routine leaves its workouts nameless; a deleted block leaves the program unattached.
    expect((await call("DELETE", `/routines/${a.id}`, owner)).statusCode).toBe(200);
    const after = first(await call("GET", `/programs/${inBlock.id}`, owner), 200);
    expect(after.weeks[0].days[0]).toMatchObject({ routine_id: a.id, routine_name: null });
    expect((await call("POST", `/programs/${inBlock.id}/start`, owner)).statusCode).toBe(404);
    await t.database.db.delete(blocks).where(eq(blocks.id, block.id)); // no API deletes a block
    expect(first(await call("GET", `/programs/${inBlock.id}`, owner), 200).block_id).toBeNull();

    expect(first(await call("DELETE", url, owner), 200)).toEqual({ id: loose.id });
    expect((await call("GET", url, owner)).statusCode).toBe(404);
  });

  it("answers 404 for another member's program on every verb, start included; 400 on bad input; 401", async () => {
    const { owner, stranger, theirBlock, body } = await setup();
    const program = first(await call("POST", "/programs", owner, body));
    const url = `/programs/${program.id}`;
    expect((await call("GET", url, stranger)).statusCode).toBe(404);
    expect((await call("PATCH", url, stranger, { name: "Mine now" })).statusCode).toBe(404);
    expect((await call("DELETE", url, stranger)).statusCode).toBe(404);
    expect((await call("POST", `${url}/start`, stranger)).statusCode).toBe(404);
    expect((await call("GET", `/programs?block_id=${body.block_id}`, stranger)).statusCode).toBe(404);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, stranger.id))).toBe(0);
    expect((await call("PATCH", url, owner, { block_id: theirBlock.id })).statusCode).toBe(404);
    expect(first(await call("GET", url, owner), 200)).toEqual(program);

    const bad = await call("PATCH", url, owner, { name: "x".repeat(101), weeks: [] });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["name", "weeks"]);
    expect((await call("GET", "/programs/abc", owner)).statusCode).toBe(400);
    expect((await call("GET", "/programs?block_id=abc", owner)).statusCode).toBe(400);
    for (const [method, path] of [
      ["GET", "/programs"],
      ["GET", url],
      ["PATCH", url],
      ["DELETE", url],
      ["POST", `${url}/start`],
    ] as const) {
      expect(
        (await call(method, path, undefined, method === "PATCH" ? { name: "x" } : undefined)).statusCode,
      ).toBe(401);
    }
  });
});
