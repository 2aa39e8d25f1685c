import { setFigures, setSchema } from "@topset/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sets } from "../../db/schema/index.js";
import { addSet, first, trainingSetup } from "../../test/fixtures/training.js";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { DEFAULT_E1RM, toSet, type SetRow } from "./sets.queries.js";

const t = useTestApp();

const inserted = new Date("2026-11-26T08:30:00.123Z");

function setRow(overrides: Partial<SetRow> = {}): SetRow {
  return {
    id: 7,
    userId: 1,
    exerciseId: 2,
    sessionId: 3,
    logId: 4,
    reps: 3,
    weight: 142.5,
    weightUnit: "kg",
    rpe: 8.5,
    notes: "smooth",
    kind: "normal",
    done: true,
    prescription: null,
    plannedWeight: null,
    position: 0,
    createdAt: inserted,
    updatedAt: inserted,
    ...overrides,
  };
}

describe("toSet", () => {
  const chart = { offsets: Array<number>(9).fill(1), sets_used: 30 };
  it.each([
    { method: "formula", chart: null },
    { method: "rpe-table", chart: null },
    { method: "personal", chart },
  ] as const)("sends every wire field and the $method figures", ({ method, chart }) => {
    const wire = toSet(setRow(), { method, chart });
    expect(wire).toStrictEqual({
      id: 7,
      user_id: 1,
      exercise_id: 2,
      session_id: 3,
      log_id: 4,
      reps: 3,
      weight: 142.5,
      weight_unit: "kg",
      rpe: 8.5,
      notes: "smooth",
      kind: "normal",
      done: true,
      prescription: null,
      created_at: "2026-11-26T08:30:00.123Z",
      updated_at: "2026-11-26T08:30:00.123Z",
      ...setFigures({ weight: 142.5, reps: 3, rpe: 8.5 }, method, chart),
    });
    expect(setSchema.strict().parse(wire)).toEqual(wire);
  });

  it("sends an edited set's own updated_at", () => {
    const edited = new Date("2026-11-26T09:01:02.456Z");
    const wire = toSet(setRow({ updatedAt: edited }), DEFAULT_E1RM);
    expect(wire.created_at).toBe("2026-11-26T08:30:00.123Z");
    expect(wire.updated_at).toBe("2026-11-26T09:01:02.456Z");
  });

  it("sends no figures that a warm-up does not have", () => {
    expect(toSet(setRow({ kind: "warmup" }), DEFAULT_E1RM)).toMatchObject({
      e1rm: null,
      ri: null,
      volume: 427.5,
    });
  });
});

describe("a set's timestamps on the wire", () => {
  it("are the stored ones, equal until the set is edited, then each its own", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    const set = await addSet(t, owner, log.id, { reps: 5, weight: 100 });
    const stored = async () => (await t.database.db.select().from(sets).where(eq(sets.id, set.id)))[0]!;
    const before = await stored();
    expect(set.created_at).toBe(before.createdAt.toISOString());
    expect(set.updated_at).toBe(set.created_at);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const patch = {
      method: "PATCH" as const,
      url: `/api/v1/sets/${set.id}`,
      as: owner,
      payload: { reps: 6 },
    };
    const edited = first(await request(t, patch), 200);
    const after = await stored();
    expect(after.updatedAt.getTime()).toBeGreaterThan(after.createdAt.getTime());
    expect(edited).toMatchObject({
      created_at: after.createdAt.toISOString(),
      updated_at: after.updatedAt.toISOString(),
    });
    const details = await request(t, { method: "GET", url: `/api/v1/sessions/${session.id}`, as: owner });
    expect(first(details, 200).logs[0].sets[0]).toMatchObject({
      created_at: after.createdAt.toISOString(),
      updated_at: after.updatedAt.toISOString(),
    });
  });
});
