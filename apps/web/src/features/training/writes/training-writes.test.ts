import type { Log } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { answerProblem } from "./answers";
import {
  addLogs,
  addSet,
  changeSet,
  completeSession,
  deleteSet,
  markPlannedDone,
  saveLogNote,
} from "./training-writes.api";
import { answered, cachedSession, serverSet } from "./test-rows";

const log = {
  id: 10,
  session_id: 1,
  exercise_id: 3,
  name: "Back squat",
  sets: [],
  tags: [],
  videos: [],
} as never as Log;
const values = { reps: 5, weight: 140, weight_unit: "kg" as const, rpe: 8, notes: null };
const repsShown = (session: ReturnType<typeof cachedSession> | null) =>
  session?.logs[0]?.sets.map((set) => [set.id < 0 ? "client" : set.id, set.reps, set.done]);

describe("training writes", () => {
  it("adds a set: one POST with the log's ids, a client id it creates, shown after the last set", () => {
    const write = addSet(log, values, { e1rm: 163 });
    expect(write.request).toMatchObject({
      method: "POST",
      path: "/api/v1/sets",
      body: { log_id: 10, session_id: 1, exercise_id: 3, reps: 5, weight: 140, rpe: 8 },
      kind: "set",
      sessionId: 1,
    });
    expect(write.request.creates).toHaveLength(1);
    expect(write.request.creates?.[0]).toBeLessThan(0);
    expect(write.request.label).toContain("Back squat");
    expect(repsShown(write.show(cachedSession([serverSet(100, 3)])))).toEqual([
      [100, 3, true],
      ["client", 5, true],
    ]);
    expect(write.show(null)).toBeNull();
  });

  it("changes a set in place, and marks a planned set done with what was lifted", () => {
    const planned = { ...serverSet(100, 3), done: false };
    const change = changeSet(log, planned, { ...values, reps: 4 });
    expect(change.request).toMatchObject({ method: "PATCH", path: "/api/v1/sets/100", kind: "set" });
    expect(change.request.label).toMatch(/^Edit of /);
    expect(repsShown(change.show(cachedSession([planned])))).toEqual([[100, 4, false]]);

    const done = markPlannedDone(log, planned, values);
    expect(done.request.body).toMatchObject({ reps: 5, done: true });
    expect(repsShown(done.show(cachedSession([planned])))).toEqual([[100, 5, true]]);
  });

  it("deletes a set from the screen at once", () => {
    const write = deleteSet(log, serverSet(100));
    expect(write.request).toMatchObject({ method: "DELETE", path: "/api/v1/sets/100", kind: "set-delete" });
    expect(repsShown(write.show(cachedSession([serverSet(100), serverSet(101, 2)])))).toEqual([
      [101, 2, true],
    ]);
  });

  it("adds exercises as client logs, and saves a note on the log's own path", () => {
    const add = addLogs(1, 7, [{ id: 4, name: "Bench press" }]);
    expect(add.request).toMatchObject({
      method: "POST",
      path: "/api/v1/logs/multiple",
      body: { session_id: 1, logs: [{ exercise_id: 4 }] },
      kind: "logs-add",
    });
    expect(add.show(cachedSession([]))?.logs.map((l) => l.name)).toEqual(["Back squat", "Bench press"]);

    const note = saveLogNote(log, "Belt on");
    expect(note.request.path).toBe("/api/v1/exercises/3/sessions/1/update-exercise-note/10");
    expect(note.show(cachedSession([]))?.logs[0]?.notes).toBe("Belt on");
    expect(saveLogNote(log, "").show(cachedSession([]))?.logs[0]?.notes).toBeNull();
  });

  it("completes a session with its RPE and end time shown at once", () => {
    const write = completeSession(
      { id: 1, name: "Squat day" },
      { end_date: "2026-12-01T11:00:00.000Z", session_rpe: 8 },
    );
    expect(write.request).toMatchObject({
      method: "PATCH",
      path: "/api/v1/sessions/1",
      kind: "session-update",
    });
    expect(write.show(cachedSession([]))).toMatchObject({
      end_date: "2026-12-01T11:00:00.000Z",
      session_rpe: 8,
    });
  });
});

describe("answerProblem", () => {
  it("accepts what the shared schema describes and names what does not match", () => {
    expect(answerProblem("set", answered(serverSet(100)))).toBeNull();
    expect(answerProblem("set-delete", answered({ id: 100 }))).toBeNull();
    const { reps: _reps, ...noReps } = serverSet(100);
    expect(answerProblem("set", answered(noReps))).toMatch(/data\.0\.reps/);
    expect(answerProblem("set", answered(noReps))).toMatch(/kept here/);
    expect(answerProblem("no-such-kind", answered())).toMatch(/unknown kind/);
  });
});
