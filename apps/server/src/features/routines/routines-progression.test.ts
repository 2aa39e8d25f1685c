import { describe, expect, it } from "vitest";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { completeSession, first, makeExercises } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "GET" | "POST" | "PATCH", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });

type PlannedSet = { id: number; reps: number; weight: number; done: boolean };
type Session = { id: number; logs: { sets: PlannedSet[] }[] };

/** Start the routine, do its sets as `doSet` says (reps done, or null: skipped), complete the session. */
async function train(
  owner: TestUser,
  routineId: number,
  doSet: (set: PlannedSet, i: number) => number | null = (s) => s.reps,
  extra: (set: PlannedSet) => object = () => ({}),
) {
  const session: Session = first(await call("POST", `/routines/${routineId}/start`, owner));
  const planned = session.logs.flatMap((l) => l.sets);
  for (const [i, set] of planned.entries()) {
    const reps = doSet(set, i);
    if (reps !== null)
      first(await call("PATCH", `/sets/${set.id}`, owner, { done: true, reps, ...extra(set) }), 200);
  }
  await completeSession(t, owner, session.id);
  return planned;
}

const preview = async (owner: TestUser, id: number) =>
  first(await call("GET", `/routines/${id}`, owner), 200);

describe("progression over several sessions", () => {
  it("linear: adds the increment after a success, holds after a failure, deloads after repeated failures", async () => {
    const owner = await createUser(t);
    const [squat] = await makeExercises(t, owner, ["Squat"]);
    const routine = first(
      await call("POST", "/routines", owner, {
        name: "5×5",
        exercises: [
          {
            exercise_id: squat!.id,
            progression: { kind: "linear", increment: 2.5, deload_after: 2, deload_percent: 10 },
            sets: [
              { reps: 5, weight: 100 },
              { reps: 5, weight: 100 },
              { reps: 5, weight: 100 },
            ],
          },
        ],
      }),
    );
    const weights = (sets: PlannedSet[]) => sets.map((s) => s.weight);

    expect(weights(await train(owner, routine.id))).toEqual([100, 100, 100]);
    let next = await preview(owner, routine.id);
    expect(next.exercises[0].sets.map((s: { planned_weight: number }) => s.planned_weight)).toEqual([
      102.5, 102.5, 102.5,
    ]);
    expect(next.exercises[0].reason).toBe("+2.5 kg: all 3×5 done last time");

    // Failed: the last set only 3 reps.
    expect(weights(await train(owner, routine.id, (s, i) => (i === 2 ? 3 : s.reps)))).toEqual([
      102.5, 102.5, 102.5,
    ]);
    next = await preview(owner, routine.id);
    expect(next.exercises[0].sets[0].planned_weight).toBe(102.5);
    expect(next.exercises[0].reason).toBeNull();

    // Failed again: one set skipped, and the completed session keeps it, undone.
    const skipped = await train(owner, routine.id, (s, i) => (i === 1 ? null : s.reps));
    const kept = first(
      await call("GET", `/sessions/${(skipped[0] as PlannedSet & { session_id: number }).session_id}`, owner),
      200,
    );
    expect(kept.logs[0].sets.map((s: PlannedSet) => s.done)).toEqual([true, false, true]);
    next = await preview(owner, routine.id);
    // 102.5 − 10 % = 92.25 → 92.5.
    expect(next.exercises[0].sets[0].planned_weight).toBe(92.5);
    expect(next.exercises[0].reason).toBe("−10 %: 2 failed sessions in a row");

    expect(weights(await train(owner, routine.id))).toEqual([92.5, 92.5, 92.5]);
    expect((await preview(owner, routine.id)).exercises[0].sets[0].planned_weight).toBe(95);
  });

  it("linear: a start not yet trained changes nothing, and an edited exercise starts over", async () => {
    const owner = await createUser(t);
    const [squat] = await makeExercises(t, owner, ["Squat"]);
    const exercise = {
      exercise_id: squat!.id,
      progression: { kind: "linear", increment: 5 },
      sets: [{ reps: 5, weight: 100 }],
    };
    const routine = first(await call("POST", "/routines", owner, { name: "A", exercises: [exercise] }));
    await train(owner, routine.id);
    // Started but not trained yet: the preview shows the loads of this start, no reason.
    const open: Session = first(await call("POST", `/routines/${routine.id}/start`, owner));
    expect(open.logs[0]!.sets[0]!.weight).toBe(105);
    expect((await preview(owner, routine.id)).exercises[0]).toMatchObject({
      reason: null,
      sets: [{ planned_weight: 105 }],
    });
    // Renaming keeps the progression; changing the sets starts it over from the template.
    await call("PATCH", `/routines/${routine.id}`, owner, { name: "B", exercises: [exercise] });
    expect((await preview(owner, routine.id)).exercises[0].sets[0].planned_weight).toBe(105);
    await call("PATCH", `/routines/${routine.id}`, owner, {
      exercises: [{ ...exercise, sets: [{ reps: 3, weight: 110 }] }],
    });
    expect((await preview(owner, routine.id)).exercises[0].sets[0].planned_weight).toBe(110);
  });

  it("double: reps climb within the range, then the load goes up and reps return to the bottom", async () => {
    const owner = await createUser(t);
    const [bench] = await makeExercises(t, owner, ["Bench"]);
    const routine = first(
      await call("POST", "/routines", owner, {
        name: "Hypertrophy",
        exercises: [
          {
            exercise_id: bench!.id,
            progression: { kind: "double", increment: 2.5 },
            sets: [
              { reps: 6, reps_max: 7, weight: 60 },
              { reps: 6, reps_max: 7, weight: 60 },
            ],
          },
        ],
      }),
    );
    const shape = (sets: PlannedSet[]) => sets.map((s) => `${s.reps}×${s.weight}`);
    expect(shape(await train(owner, routine.id))).toEqual(["6×60", "6×60"]);
    expect((await preview(owner, routine.id)).exercises[0]).toMatchObject({
      reason: "+1 rep: all 2×6 done last time",
      sets: [{ planned_reps: 7, planned_weight: 60 }, { planned_reps: 7 }],
    });
    // Failed at 7: nothing moves.
    expect(shape(await train(owner, routine.id, (s, i) => (i === 1 ? 6 : s.reps)))).toEqual(["7×60", "7×60"]);
    expect((await preview(owner, routine.id)).exercises[0].reason).toBeNull();
    expect(shape(await train(owner, routine.id))).toEqual(["7×60", "7×60"]);
    expect((await preview(owner, routine.id)).exercises[0].reason).toBe(
      "+2.5 kg: all 2×7 done last time, reps back to the bottom",
    );
    expect(shape(await train(owner, routine.id))).toEqual(["6×62.5", "6×62.5"]);
  });

  it("rpe: loads follow the latest e1RM", async () => {
    const owner = await createUser(t);
    const [deadlift] = await makeExercises(t, owner, ["Deadlift"]);
    const routine = first(
      await call("POST", "/routines", owner, {
        name: "Pull",
        exercises: [{ exercise_id: deadlift!.id, progression: { kind: "rpe" }, sets: [{ reps: 3, rpe: 8 }] }],
      }),
    );
    expect(routine.exercises[0].sets[0].planned_weight).toBeNull();
    // No e1RM yet: planned at 0; done at 150 × 3 @ 8, an e1RM of 168 (3 % formula).
    const [first3] = await train(
      owner,
      routine.id,
      (s) => s.reps,
      () => ({ weight: 150, rpe: 8 }),
    );
    expect(first3!.weight).toBe(0);
    const next = await preview(owner, routine.id);
    // 3 @ 8 is 86.3 % of 168: 144.98 → 145.
    expect(next.exercises[0]).toMatchObject({ reason: null, sets: [{ planned_weight: 145 }] });
  });
});
