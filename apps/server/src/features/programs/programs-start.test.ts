import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { completeSession, first, makeBlock, makeExercises } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "GET" | "POST" | "DELETE", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });

/** A two-week program, A B then B, in a block; A squats 3×5 at 100 kg with a linear progression. */
async function setup() {
  const owner = await createUser(t);
  const [squat] = await makeExercises(t, owner, ["Squat"]);
  const routine = async (name: string, weight: number) =>
    first(
      await call("POST", "/routines", owner, {
        name,
        exercises: [
          {
            exercise_id: squat!.id,
            progression: { kind: "linear", increment: 2.5 },
            sets: [
              { reps: 5, weight },
              { reps: 5, weight },
              { reps: 5, weight },
            ],
          },
        ],
      }),
    );
  const [a, b] = [await routine("Day A", 100), await routine("Day B", 80)];
  const block = await makeBlock(t, owner);
  const program = first(
    await call("POST", "/programs", owner, {
      name: "Two weeks",
      block_id: block.id,
      weeks: [{ days: [a.id, b.id] }, { days: [b.id] }],
    }),
  );
  return { owner, a, b, block, program };
}

const start = async (owner: TestUser, programId: number) =>
  first(await call("POST", `/programs/${programId}/start`, owner), 201);
const read = async (owner: TestUser, programId: number) =>
  first(await call("GET", `/programs/${programId}`, owner), 200);

/** Marks every planned set of the session done at its planned reps, then completes it. */
async function finish(owner: TestUser, session: { id: number; logs: { sets: { id: number }[] }[] }) {
  for (const set of session.logs.flatMap((l) => l.sets)) {
    expect(
      (
        await request(t, {
          method: "PATCH",
          url: `/api/v1/sets/${set.id}`,
          as: owner,
          payload: { done: true },
        })
      ).statusCode,
    ).toBe(200);
  }
  await completeSession(t, owner, session.id);
}

describe("POST /api/v1/programs/:id/start", () => {
  it("starts each workout in turn through its routine, the session recording the program, week and day", async () => {
    const { owner, a, b, block, program } = await setup();

    const first1 = await start(owner, program.id);
    expect(first1).toMatchObject({ name: "Day A", routine_id: a.id, block_id: block.id, end_date: null });
    expect(first1.logs[0].sets.map((s: { weight: number; done: boolean }) => [s.weight, s.done])).toEqual([
      [100, false],
      [100, false],
      [100, false],
    ]);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, first1.id));
    expect(row).toMatchObject({ programId: program.id, programWeek: 1, programDay: 1, blockId: block.id });

    // In progress: the next workout is still week 1 day 1, and starting again is refused.
    let seen = await read(owner, program.id);
    expect(seen.weeks[0].days[0]).toMatchObject({
      session_id: first1.id,
      session_date: first1.start_date,
      done: false,
    });
    expect(seen.next).toEqual({
      week: 1,
      day: 1,
      routine_id: a.id,
      routine_name: "Day A",
      session_id: first1.id,
    });
    const busy = await call("POST", `/programs/${program.id}/start`, owner);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(
      "Week 1 day 1 is already started: complete or delete that session first.",
    );

    await finish(owner, first1);
    seen = await read(owner, program.id);
    expect(seen.weeks[0].days[0].done).toBe(true);
    expect(seen.next).toMatchObject({ week: 1, day: 2, routine_id: b.id, session_id: null });

    const second = await start(owner, program.id);
    expect(second.name).toBe("Day B");
    await finish(owner, second);
    expect((await read(owner, program.id)).next).toMatchObject({ week: 2, day: 1, routine_id: b.id });

    // B again: its own progression moved on by its last session (+2.5 kg after all 3×5 done).
    const third = await start(owner, program.id);
    expect(third.logs[0].sets[0].weight).toBe(82.5);
    await completeSession(t, owner, third.id);

    seen = await read(owner, program.id);
    expect(seen.next).toBeNull();
    expect(seen.weeks.flatMap((w: { days: { done: boolean }[] }) => w.days.map((d) => d.done))).toEqual([
      true,
      true,
      true,
    ]);
    const over = await call("POST", `/programs/${program.id}/start`, owner);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("Every workout of this program is done.");
  });

  it("gives a workout back when its session is deleted, and answers the block's calendar", async () => {
    const { owner, block, program } = await setup();
    const one = await start(owner, program.id);
    await completeSession(t, owner, one.id);
    const two = await start(owner, program.id);
    expect((await call("DELETE", `/sessions/${one.id}`, owner)).statusCode).toBe(200);
    const calendar = (await call("GET", `/programs?block_id=${block.id}`, owner)).json().data;
    expect(calendar).toHaveLength(1);
    expect(
      calendar[0].weeks[0].days.map((d: { session_id: number | null; done: boolean }) => [
        d.session_id,
        d.done,
      ]),
    ).toEqual([
      [null, false],
      [two.id, false],
    ]);
    expect(calendar[0].next).toMatchObject({ week: 1, day: 1, session_id: null });
    const again = await start(owner, program.id);
    expect(again.name).toBe("Day A");
  });

  it("honours Idempotency-Key: a repeat answers the first session and starts nothing more", async () => {
    const { owner, program } = await setup();
    const headers = { "idempotency-key": `program-start-${program.id}` };
    const url = `/api/v1/programs/${program.id}/start`;
    const once = await request(t, { method: "POST", url, as: owner, headers });
    const again = await request(t, { method: "POST", url, as: owner, headers });
    expect(once.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(once.json());
    expect(await t.database.db.$count(sessions, eq(sessions.programId, program.id))).toBe(1);
  });

  it("answers 404 for an unknown program, 400 for a bad id", async () => {
    const { owner } = await setup();
    expect((await call("POST", "/programs/2147483647/start", owner)).statusCode).toBe(404);
    expect((await call("POST", "/programs/0/start", owner)).statusCode).toBe(400);
  });
});
