// Test-only helpers for the training features (sessions, logs, sets, tags): real calls, real rows.
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { blocks, exerciseCategories, exercises } from "../../db/schema/index.js";
import { request, unique, type TestApp, type TestUser } from "../../test/harness.js";

/** Exercises of the user's own, in a fresh category (inserted directly: the exercises API is not under test). */
export async function makeExercises(t: TestApp, user: TestUser, names = ["Squat"]) {
  const db = t.database.db;
  const [category] = await db
    .insert(exerciseCategories)
    .values({ userId: user.id, name: unique("category") })
    .returning();
  return db
    .insert(exercises)
    .values(names.map((name) => ({ userId: user.id, exerciseCategoryId: category!.id, name })))
    .returning();
}

export async function makeBlock(t: TestApp, user: TestUser, name = "Peaking") {
  const [row] = await t.database.db
    .insert(blocks)
    .values({ userId: user.id, name, startDate: "2025-01-06", endDate: "2025-02-02" })
    .returning();
  return row!;
}

/** The successful call's data[0], failing the test with the body otherwise. */
export function first(res: LightMyRequestResponse, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data[0];
}

export const errorPaths = (res: LightMyRequestResponse): string[] =>
  (res.json().errors ?? []).map((e: { path?: string }) => e.path ?? "").sort();

export async function startSession(t: TestApp, user: TestUser, body: object = {}) {
  const payload = { name: "Heavy day", ...body };
  return first(await request(t, { method: "POST", url: "/api/v1/sessions", payload, as: user }));
}

export async function addLog(t: TestApp, user: TestUser, sessionId: number, exerciseId: number) {
  const payload = { session_id: sessionId, exercise_id: exerciseId };
  return first(await request(t, { method: "POST", url: "/api/v1/logs", payload, as: user }));
}

export async function addSet(t: TestApp, user: TestUser, logId: number, set: object = {}) {
  const payload = { log_id: logId, reps: 3, weight: 100, weight_unit: "kg", rpe: 8, ...set };
  return first(await request(t, { method: "POST", url: "/api/v1/sets", payload, as: user }));
}

export async function completeSession(t: TestApp, user: TestUser, sessionId: number) {
  const payload = { end_date: new Date(Date.now() + 60_000).toISOString(), session_rpe: 8 };
  return first(
    await request(t, { method: "PATCH", url: `/api/v1/sessions/${sessionId}`, payload, as: user }),
    200,
  );
}

/** A user with a session in progress holding one log of their own exercise, plus a stranger. */
export async function trainingSetup(t: TestApp, createUser: (t: TestApp) => Promise<TestUser>) {
  const [owner, stranger] = await Promise.all([createUser(t), createUser(t)]);
  const [squat, bench, deadlift] = await makeExercises(t, owner, ["Squat", "Bench press", "Deadlift"]);
  const session = await startSession(t, owner);
  const log = await addLog(t, owner, session.id, squat!.id);
  return { owner, stranger, squat: squat!, bench: bench!, deadlift: deadlift!, session, log };
}
