import type { CoachActivity } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { giveCoach, revoke } from "../../test/fixtures/coaching.js";
import { first, makeExercises } from "../../test/fixtures/training.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";

const t = useTestApp();

const api = (method: "GET" | "POST" | "PATCH", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });

/** A coach's one-day program "Base", assigned to the athlete (coach grant), then renamed three times. */
async function setup() {
  const [coach, athlete] = [await createUser(t), await createUser(t)];
  const [squat] = await makeExercises(t, coach, ["Squat"]);
  const routine = first(
    await api("POST", "/routines", coach, {
      name: "Day A",
      exercises: [{ exercise_id: squat!.id, sets: [{ reps: 5, weight: 100 }] }],
    }),
  );
  const program = first(
    await api("POST", "/programs", coach, { name: "Base", weeks: [{ days: [routine.id] }] }),
  );
  const grant = await giveCoach(t, athlete, coach, "coach");
  const [assigned] = (
    await api("POST", `/coach/programs/${program.id}/assign`, coach, {
      athletes: [{ athlete_id: athlete.id }],
    })
  ).json().data;
  const url = `/coach/athletes/${athlete.id}/programs/${assigned.program_id}`;
  for (const name of ["Base 2", "Base 3", "Base 4"]) {
    expect((await api("PATCH", url, coach, { name })).statusCode).toBe(200);
  }
  return { coach, athlete, grant, programId: assigned.program_id as number };
}

async function page(as: TestUser, query = "") {
  const res = await api("GET", `/coach-activity${query}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: CoachActivity[]; pagination: { total: number; lastPage: number } };
}

describe("GET /api/v1/coach-activity", () => {
  it("lists the coach's writes in the caller's account, newest first, a page at a time", async () => {
    const { coach, athlete, programId } = await setup();
    const one = await page(athlete, "?perPage=3");
    expect(one.pagination).toMatchObject({
      total: 4,
      lastPage: 2,
      perPage: 3,
      currentPage: 1,
      from: 0,
      to: 3,
    });
    expect(one.data.map((a) => a.text)).toEqual([
      `Coach ${coach.username} renamed the program "Base 3" to "Base 4"`,
      `Coach ${coach.username} renamed the program "Base 2" to "Base 3"`,
      `Coach ${coach.username} renamed the program "Base" to "Base 2"`,
    ]);
    expect(one.data[0]).toMatchObject({
      coach: { id: coach.id, username: coach.username },
      action: "program.changed",
      program_id: programId,
    });
    const two = await page(athlete, "?perPage=3&currentPage=2");
    expect(two.data.map((a) => [a.action, a.text])).toEqual([
      ["program.assigned", `Coach ${coach.username} assigned the program "Base"`],
    ]);
    expect(two.pagination).toMatchObject({ total: 4, from: 3, to: 4 });
    expect((await page(athlete, "?perPage=3&currentPage=5")).pagination).toMatchObject({ total: 4, to: 12 });
  });

  it("is always the caller's own: the coach sees none of the athlete's, the list outlives the grant", async () => {
    const { coach, athlete, grant } = await setup();
    expect((await page(coach)).data).toEqual([]);
    expect((await page(coach, `?user_id=${athlete.id}`)).data).toEqual([]);
    expect((await page(await createUser(t))).pagination.total).toBe(0);
    await revoke(t, athlete, grant);
    expect((await page(athlete)).pagination.total).toBe(4);
    expect((await api("GET", "/coach-activity")).statusCode).toBe(401);
    expect((await api("GET", "/coach-activity?perPage=0", athlete)).statusCode).toBe(400);
  });
});
