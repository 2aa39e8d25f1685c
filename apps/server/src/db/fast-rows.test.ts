import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addSet, completeSession, trainingSetup } from "../test/fixtures/training.js";
import { createUser, useTestApp } from "../test/harness.js";
import { withFastRows } from "./fast-rows.js";
import { logs, sessions, sets, users } from "./schema/index.js";

const t = useTestApp();

type Prepared = { execute(values?: Record<string, unknown>): Promise<unknown[]> };
const hasPlan = (p: unknown) =>
  typeof (p as { customResultMapper?: unknown }).customResultMapper === "function";

/**
 * The same statement prepared twice under two names: once mapped by drizzle, once by the plan.
 * Both must answer the same objects (same keys in the same order, same decoded values).
 */
async function bothWays(build: (name: string) => Prepared, values: Record<string, unknown>) {
  const byDrizzle = build(`fast_rows_test_drizzle_${Math.random().toString(36).slice(2)}`);
  const planned = withFastRows(build(`fast_rows_test_plan_${Math.random().toString(36).slice(2)}`));
  const expected = await byDrizzle.execute(values);
  const actual = await planned.execute(values);
  return { expected, actual, planned };
}

describe("rows mapped by a plan made once (db/fast-rows.ts)", () => {
  it("answers what drizzle answers: flat columns, numerics, timestamps, booleans and SQL fields", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    await addSet(t, owner, log.id, { reps: 5, weight: 102.5, rpe: 7.5, notes: "ok" });
    await addSet(t, owner, log.id, { reps: 3, weight: 110, weight_unit: "lbs" });
    await completeSession(t, owner, session.id);
    const db = t.database.db;
    const { expected, actual, planned } = await bothWays(
      (name) =>
        db
          .select({
            id: sets.id,
            reps: sets.reps,
            weight: sets.weight,
            unit: sets.weightUnit,
            rpe: sets.rpe,
            notes: sets.notes,
            done: sets.done,
            createdAt: sets.createdAt,
            sessionRpe: sessions.sessionRpe,
            doubled: sql<number>`${sets.reps} * 2`.mapWith(Number),
            label: sql<string>`'set ' || ${sets.id}`.as("label"),
          })
          .from(sets)
          .innerJoin(sessions, eq(sessions.id, sets.sessionId))
          .where(eq(sets.sessionId, sql.placeholder("sessionId")))
          .orderBy(sets.id)
          .prepare(name),
      { sessionId: session.id },
    );
    expect(hasPlan(planned)).toBe(true);
    expect(actual).toHaveLength(2);
    expect(actual).toStrictEqual(expected);
    expect((actual[0] as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
  });

  it("builds nested objects as drizzle does under an inner join", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const db = t.database.db;
    const { expected, actual, planned } = await bothWays(
      (name) =>
        db
          .select({
            logId: logs.id,
            owner: { id: users.id, username: users.username, unit: users.weightUnit, since: users.createdAt },
          })
          .from(logs)
          .innerJoin(users, eq(users.id, logs.userId))
          .where(eq(logs.id, sql.placeholder("logId")))
          .prepare(name),
      { logId: log.id },
    );
    expect(hasPlan(planned)).toBe(true);
    expect(actual).toStrictEqual(expected);
    expect(actual).toStrictEqual([
      expect.objectContaining({ logId: log.id, owner: expect.objectContaining({ id: owner.id }) }),
    ]);
  });

  it("keeps drizzle's mapping for a nested selection under an outer join (an all-null object becomes null)", async () => {
    const { session } = await trainingSetup(t, createUser);
    const db = t.database.db;
    const { expected, actual, planned } = await bothWays(
      (name) =>
        db
          .select({ sessionId: sessions.id, set: { id: sets.id, reps: sets.reps } })
          .from(sessions)
          .leftJoin(sets, eq(sets.sessionId, sessions.id))
          .where(eq(sessions.id, sql.placeholder("sessionId")))
          .prepare(name),
      { sessionId: session.id },
    );
    expect(hasPlan(planned)).toBe(false);
    expect(actual).toStrictEqual(expected);
    expect(actual).toStrictEqual([{ sessionId: session.id, set: null }]);
  });

  it("maps a flat selection under an outer join, where drizzle leaves nulls as they are", async () => {
    const { session } = await trainingSetup(t, createUser);
    const db = t.database.db;
    const { expected, actual, planned } = await bothWays(
      (name) =>
        db
          .select({ sessionId: sessions.id, setId: sets.id, reps: sets.reps })
          .from(sessions)
          .leftJoin(sets, eq(sets.sessionId, sessions.id))
          .where(eq(sessions.id, sql.placeholder("sessionId")))
          .prepare(name),
      { sessionId: session.id },
    );
    expect(hasPlan(planned)).toBe(true);
    expect(actual).toStrictEqual(expected);
    expect(actual).toStrictEqual([{ sessionId: session.id, setId: null, reps: null }]);
  });
});
