import { walkForwardAccuracy } from "@topset/shared";
import { syntheticLifter } from "@topset/shared/domain/insights/synthetic-lifters";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logs } from "../../db/schema/index.js";
import { importFile } from "../../test/fixtures/imports.js";
import { strongCsv } from "../../test/fixtures/strong-csv.js";
import { createUser, request, useTestApp } from "../../test/harness.js";

const t = useTestApp();

describe("insights on a history brought in from Strong", () => {
  it("learns two imported years of a lifter who calls RPE one rep hot: the personal chart is the most accurate", async () => {
    const member = await createUser(t);
    const today = Math.floor(Date.now() / 86_400_000);
    const { sets } = syntheticLifter({ seed: 3, days: 730, rpeBias: 1 });
    const shift = today - 1 - Math.max(...sets.map((s) => s.day));
    const history = sets.map((s) => ({ ...s, day: s.day + shift }));
    const done = await importFile(t, member, strongCsv(history, "Squat (Barbell)"), { timezone: "UTC" });
    expect(done).toMatchObject({ status: "done" });

    const [log] = await t.database.db
      .select({ exerciseId: logs.exerciseId })
      .from(logs)
      .where(eq(logs.userId, member.id))
      .limit(1);
    const res = await request(t, {
      method: "GET",
      url: `/api/v1/insights/e1rm-accuracy?exercise_id=${log!.exerciseId}`,
      as: member,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [epley, table, personal] = res.json().data;
    expect(personal.predictions).toBeGreaterThanOrEqual(40);
    expect(personal.mae_kg).toBeLessThan(table.mae_kg);
    expect(personal.mae_kg).toBeLessThan(epley.mae_kg);
    // The same figures as the model gives on the rows as generated: the import kept every one that counts.
    const expected = walkForwardAccuracy(
      history.map((s) => ({ ...s, exercise_id: log!.exerciseId })),
      log!.exerciseId,
    ).methods;
    expect(res.json().data).toEqual(expected);
  });
});
