import { describe, expect, it } from "vitest";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { exportEntries } from "../../test/fixtures/users.js";
import { completeSession, first, makeBlock, makeExercises } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "GET" | "POST" | "PATCH", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });

/** What every read that aggregates sets says about the lifter's bench, right now. */
async function readings(owner: TestUser, benchId: number, blockId: number) {
  const history = await call("GET", `/exercises/${benchId}/history`, owner);
  const last = await call("GET", `/exercises/${benchId}/last-performance`, owner);
  const prs = await call("GET", `/variables/recent-prs/${owner.id}`, owner);
  const block = first(await call("GET", `/blocks/${blockId}`, owner), 200);
  const files = await exportEntries(t, owner.id);
  const exported = JSON.parse(files.get("topset-data.json")!.toString("utf8"));
  return {
    history: history.json().data.map((r: { weight: number }) => r.weight),
    last: last.json().data.map((l: { sets: { weight: number }[] }) => l.sets.map((s) => s.weight)),
    prs: prs.json().data.map((p: { weight: number }) => p.weight),
    bestE1rm: block.best_e1rm.map((b: { e1rm: number }) => b.e1rm),
    volume: block.weekly_volume.map((w: { volume_kg: number; sets: number }) => [w.volume_kg, w.sets]),
    exported: exported.sets.map((s: { weight: number }) => s.weight),
    csvRows: files.get("sets.csv")!.toString("utf8").trim().split("\n").length - 1,
  };
}

describe("a planned set counts nowhere until it is done", () => {
  it("history, last time, PRs, block e1RM and volume, export and CSV leave it out, then count it once done", async () => {
    const owner = await createUser(t);
    const [bench] = await makeExercises(t, owner, ["Bench"]);
    const block = await makeBlock(t, owner);
    // A first session, logged by hand: 1 × 100 @ 10 (done, as every POST /sets set is).
    const session = first(await call("POST", "/sessions", owner, { name: "Monday", block_id: block.id }));
    const log = first(await call("POST", "/logs", owner, { session_id: session.id, exercise_id: bench!.id }));
    first(await call("POST", "/sets", owner, { log_id: log.id, reps: 1, weight: 100, rpe: 10 }));
    await completeSession(t, owner, session.id);

    const routine = first(
      await call("POST", "/routines", owner, {
        name: "Heavy",
        exercises: [{ exercise_id: bench!.id, sets: [{ reps: 1, weight: 120 }] }],
      }),
    );
    const started = first(await call("POST", `/routines/${routine.id}/start`, owner));
    await call("PATCH", `/sessions/${started.id}`, owner, { block_id: block.id });
    const planned = started.logs[0].sets[0];
    // The lifter adjusts the plan (still not done): a heavy single that would be a PR.
    first(await call("PATCH", `/sets/${planned.id}`, owner, { rpe: 10 }), 200);

    const before = await readings(owner, bench!.id, block.id);
    expect(before).toEqual({
      history: [100],
      last: [[100]],
      prs: [100],
      bestE1rm: [100],
      volume: [[100, 1]],
      exported: [100],
      csvRows: 1,
    });
    // The session itself shows it, planned.
    const shown = first(await call("GET", `/sessions/${started.id}`, owner), 200);
    expect(shown.logs[0].sets).toMatchObject([{ id: planned.id, weight: 120, done: false }]);

    first(await call("PATCH", `/sets/${planned.id}`, owner, { done: true }), 200);
    await completeSession(t, owner, started.id);
    const after = await readings(owner, bench!.id, block.id);
    expect(after).toEqual({
      history: [120, 100],
      last: [[120]],
      prs: [120],
      bestE1rm: [120],
      volume: [[220, 2]],
      exported: [100, 120],
      csvRows: 2,
    });
  });
});
