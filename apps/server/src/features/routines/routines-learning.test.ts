import { chartFraction, roundToStep } from "@topset/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sets, users } from "../../db/schema/index.js";
import { insertSessionWithSets } from "../../test/fixtures/training-rows.js";
import { first, makeExercises } from "../../test/fixtures/training.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";

const t = useTestApp();
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** A squat e1RM of 200 (a single at RPE 10 this week), two earlier sessions of 3 @ 8 logged at `logged`. */
async function lifter(logged: [number, number], owner?: TestUser) {
  const member = owner ?? (await createUser(t));
  const [squat] = await makeExercises(t, member, ["Squat"]);
  const db = t.database.db;
  for (const [i, rpe] of logged.entries()) {
    const { session } = await insertSessionWithSets(db, {
      userId: member.id,
      exercise: squat!,
      startDate: daysAgo(10 - i * 3),
      sets: [
        { reps: 3, weight: 170, rpe },
        { reps: 3, weight: 170, rpe },
      ],
    });
    await db
      .update(sets)
      .set({ prescription: { reps: 3, rpe: 8 } })
      .where(eq(sets.sessionId, session.id));
  }
  await insertSessionWithSets(db, {
    userId: member.id,
    exercise: squat!,
    startDate: daysAgo(2),
    sets: [{ reps: 1, weight: 200, rpe: 10 }],
  });
  const routine = first(
    await request(t, {
      method: "POST",
      url: "/api/v1/routines",
      as: member,
      payload: { name: "Squat day", exercises: [{ exercise_id: squat!.id, sets: [{ reps: 3, rpe: 8 }] }] },
    }),
  );
  return { member, routine };
}

const planned = (routine: {
  exercises: { sets: { planned_weight: number | null; planned_reason?: string | null }[] }[];
}) => routine.exercises[0]!.sets[0]!;

describe("RPE loads that learn (decision 044)", () => {
  it("lightens the load when the last two sessions both ran hot, and says why", async () => {
    const { routine } = await lifter([8.5, 9]);
    // 0.75 RPE hot: read at RPE 7.25 instead of 8 (86.3 % → about 84.1 %): 168.2 → 167.5, not 172.5.
    expect(planned(routine)).toMatchObject({
      planned_weight: 167.5,
      planned_reason: "−5 kg: last two sessions ran 0.8 RPE hot",
    });
  });

  it("keeps the chart's load when the sessions ran as planned or only one ran off", async () => {
    for (const logged of [
      [8, 8],
      [8, 9],
    ] as [number, number][]) {
      const { routine } = await lifter(logged);
      expect(planned(routine)).toMatchObject({ planned_weight: 172.5, planned_reason: null });
    }
  });

  it("reads the load off the lifter's own chart when they chose it", async () => {
    const member = await createUser(t);
    const chart = { offsets: Array.from({ length: 9 }, () => 1), sets_used: 300 };
    await t.database.db
      .update(users)
      .set({ e1rmMethod: "personal", personalRpeChart: chart })
      .where(eq(users.id, member.id));
    const { routine } = await lifter([8, 8], member);
    // On their chart their "10" left a rep: the single reads 200 / chart(1 + 1); 3 @ 8 is 3 + 2 + 1.
    const e1rm = Math.round((200 / chartFraction(2)) * 10) / 10;
    expect(planned(routine).planned_weight).toBe(roundToStep(e1rm * chartFraction(6), 2.5));
  });

  it("keeps the reason off the planned sets a start writes", async () => {
    const { member, routine } = await lifter([8.5, 9]);
    const started = await request(t, {
      method: "POST",
      url: `/api/v1/routines/${routine.id}/start`,
      as: member,
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(201);
    const rows = await t.database.db.select().from(sets).where(eq(sets.userId, member.id));
    const plannedSet = rows.find((r) => !r.done)!;
    expect(plannedSet.weight).toBe(167.5);
    expect(plannedSet.prescription).toEqual({ reps: 3, rpe: 8 });
  });
});
