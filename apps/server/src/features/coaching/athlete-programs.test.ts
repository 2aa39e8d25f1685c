import { plannedLoad, type Program } from "@topset/shared";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  coachActivity,
  exerciseCategories,
  exercises,
  programs,
  routines,
  sessions,
  sets,
} from "../../db/schema/index.js";
import { giveCoach, revoke } from "../../test/fixtures/coaching.js";
import {
  addLog,
  addSet,
  completeSession,
  errorPaths,
  first,
  makeExercises,
  startSession,
} from "../../test/fixtures/training.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { PROGRAM_HAS_GAPS } from "./assign-program.service.js";
import { WORKOUT_STARTED } from "./athlete-programs.service.js";
import { COACH_SCOPE_NEEDED } from "./coach-guard.js";
import { MAX_NOT_IN_PROGRAM } from "./training-maxes.js";

const t = useTestApp();
const db = () => t.database.db;

const api = (
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  as?: TestUser,
  payload?: object,
) => request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });
const athleteUrl = (athlete: TestUser, rest = "") => `/coach/athletes/${athlete.id}${rest}`;

/**
 * A coach's "Peaking" program: week 1 Heavy (squat 5 @ 80 %, bench 3 @ RPE 8), Light (squat 5 @ 70 %);
 * week 2 Heavy again. Plus three athletes who gave the coach a coach grant; the first already has a
 * "squat" of their own, and a session with a logged set.
 */
async function setup() {
  const coach = await createUser(t);
  const [squat, bench] = await makeExercises(t, coach, ["Squat", "Bench press"]);
  const routine = async (name: string, exercisesOf: object[]) =>
    first(await api("POST", "/routines", coach, { name, exercises: exercisesOf }));
  const heavy = await routine("Heavy", [
    { exercise_id: squat!.id, sets: [{ reps: 5, percent_1rm: 80 }] },
    { exercise_id: bench!.id, sets: [{ reps: 3, rpe: 8 }] },
  ]);
  const light = await routine("Light", [{ exercise_id: squat!.id, sets: [{ reps: 5, percent_1rm: 70 }] }]);
  const program = first(
    await api("POST", "/programs", coach, {
      name: "Peaking",
      notes: "Four weeks out",
      weeks: [{ days: [heavy.id, light.id] }, { days: [heavy.id] }],
    }),
  );
  const athletes = [await createUser(t), await createUser(t), await createUser(t)];
  const [ownSquat] = await makeExercises(t, athletes[0]!, ["squat"]);
  const session = await startSession(t, athletes[0]!);
  const log = await addLog(t, athletes[0]!, session.id, ownSquat!.id);
  const set = await addSet(t, athletes[0]!, log.id, { reps: 5, weight: 140 });
  const grants = [];
  for (const athlete of athletes) grants.push(await giveCoach(t, athlete, coach, "coach"));
  return {
    coach,
    squat: squat!,
    bench: bench!,
    heavy,
    light,
    program,
    athletes,
    ownSquat: ownSquat!,
    set,
    grants,
  };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const assign = (s: Setup, athletes: object[], as = s.coach, programId = s.program.id) =>
  api("POST", `/coach/programs/${programId}/assign`, as, { athletes });

/** The program written into the athlete's account, as the athlete reads it. */
async function assigned(s: Setup, maxes: { squat?: number; bench?: number }[]) {
  const body = s.athletes.slice(0, maxes.length).map((athlete, i) => ({
    athlete_id: athlete.id,
    maxes: [
      ...(maxes[i]!.squat ? [{ exercise_id: s.squat.id, weight: maxes[i]!.squat }] : []),
      ...(maxes[i]!.bench ? [{ exercise_id: s.bench.id, weight: maxes[i]!.bench }] : []),
    ],
  }));
  const res = await assign(s, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { athlete_id: number; program_id: number }[];
}

const exerciseOf = async (userId: number, name: string) =>
  (
    await db()
      .select()
      .from(exercises)
      .where(and(eq(exercises.userId, userId), eq(exercises.name, name)))
  )[0]!;
const setsOf = (session: { logs: { sets: { weight: number }[] }[] }) =>
  session.logs.map((l) => l.sets.map((set) => set.weight));
/** The member's logged set as stored: a coach's write must leave it exactly so. */
const loggedSet = async (id: number) => (await db().select().from(sets).where(eq(sets.id, id)))[0];

describe("POST /api/v1/coach/programs/:id/assign", () => {
  it("writes the program into three accounts with their own maxes, and each start plans from them", async () => {
    const s = await setup();
    const before = await loggedSet(s.set.id);
    const rows = await assigned(s, [{ squat: 183, bench: 120 }, { squat: 200 }, {}]);
    expect(await loggedSet(s.set.id)).toEqual(before);
    expect(rows.map((r) => r.athlete_id)).toEqual(s.athletes.map((a) => a.id));

    const [a1, a2, a3] = s.athletes as [TestUser, TestUser, TestUser];
    // The first athlete's own "squat" is used (case ignored); the others get one in the coach's category.
    const bench1 = await exerciseOf(a1.id, "Bench press");
    const squat2 = await exerciseOf(a2.id, "Squat");
    const [category] = await db()
      .select()
      .from(exerciseCategories)
      .where(eq(exerciseCategories.id, squat2.exerciseCategoryId));
    const [coachCategory] = await db()
      .select()
      .from(exerciseCategories)
      .where(eq(exerciseCategories.id, s.squat.exerciseCategoryId));
    expect(category!.name).toBe(coachCategory!.name);
    expect(
      await db().$count(exercises, and(eq(exercises.userId, a1.id), sql`lower(${exercises.name}) = 'squat'`)),
    ).toBe(1);

    const program1: Program = first(await api("GET", `/programs/${rows[0]!.program_id}`, a1), 200);
    expect(program1).toMatchObject({
      user_id: a1.id,
      name: "Peaking",
      notes: "Four weeks out",
      block_id: null,
      coach: { id: s.coach.id, username: s.coach.username },
      training_maxes: { [s.ownSquat.id]: 183, [bench1.id]: 120 },
    });
    // Heavy fills two days and is copied once; both copies name the coach.
    const [w1d1, w1d2] = program1.weeks[0]!.days;
    expect(program1.weeks[1]!.days[0]!.routine_id).toBe(w1d1!.routine_id);
    expect([w1d1!.routine_name, w1d2!.routine_name]).toEqual(["Heavy", "Light"]);
    const copies = await db().select().from(routines).where(eq(routines.userId, a1.id));
    expect(copies.map((r) => [r.name, r.coachId])).toEqual([
      ["Heavy", s.coach.id],
      ["Light", s.coach.id],
    ]);
    expect(copies[0]!.exercises.map((e) => e.exercise_id)).toEqual([s.ownSquat.id, bench1.id]);
    // The coach's own program is untouched and names no coach.
    expect(first(await api("GET", `/programs/${s.program.id}`, s.coach), 200)).toMatchObject({
      coach: null,
      training_maxes: {},
    });

    // 5 @ 80 % of 183 = 146.4 → 147.5 on the 2.5 kg step; 3 @ RPE 8 read off the chart at 120.
    const started1 = first(await api("POST", `/programs/${rows[0]!.program_id}/start`, a1));
    expect(setsOf(started1)).toEqual([
      [147.5],
      [plannedLoad({ reps: 3, rpe: 8 }, { load: null, e1rm: 120, step: 2.5 })],
    ]);
    // 80 % of 200 = 160; no bench max and no e1RM: planned at 0, as any routine.
    const started2 = first(await api("POST", `/programs/${rows[1]!.program_id}/start`, a2));
    expect(setsOf(started2)).toEqual([[160], [0]]);
    expect(setsOf(first(await api("POST", `/programs/${rows[2]!.program_id}/start`, a3)))).toEqual([
      [0],
      [0],
    ]);
    // The routine's own preview still plans from the current e1RM (none yet).
    const preview = first(await api("GET", `/routines/${w1d1!.routine_id}`, a1), 200);
    expect(preview.exercises[0].sets[0].planned_weight).toBeNull();

    const activity = first(await api("GET", "/coach-activity", a2), 200);
    expect(activity).toMatchObject({
      coach: { id: s.coach.id, username: s.coach.username },
      action: "program.assigned",
      text: `Coach ${s.coach.username} assigned the program "Peaking"`,
      program_id: rows[1]!.program_id,
    });
  });

  it("checks every athlete before writing anything: 404 without a grant, 403 read-only, 404 revoked", async () => {
    const s = await setup();
    const [a1, a2, a3] = s.athletes as [TestUser, TestUser, TestUser];
    const stranger = await createUser(t);
    const reader = await createUser(t);
    await giveCoach(t, reader, s.coach, "read");
    const count = () => db().$count(programs, eq(programs.coachId, s.coach.id));

    const noGrant = await assign(s, [{ athlete_id: a1.id }, { athlete_id: stranger.id }]);
    expect(noGrant.statusCode).toBe(404);
    expect(noGrant.json().message).toBe("Athlete not found");
    const readOnly = await assign(s, [{ athlete_id: a1.id }, { athlete_id: reader.id }]);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().message).toBe(COACH_SCOPE_NEEDED);
    expect((await assign(s, [{ athlete_id: s.coach.id }])).statusCode).toBe(404);
    await revoke(t, a3, s.grants[2]!);
    expect((await assign(s, [{ athlete_id: a2.id }, { athlete_id: a3.id }])).statusCode).toBe(404);
    expect(await count()).toBe(0);
    expect(await db().$count(routines, eq(routines.userId, a1.id))).toBe(0);
    expect(await db().$count(coachActivity, eq(coachActivity.coachId, s.coach.id))).toBe(0);

    // Someone else's program is a 404, even to their coach; no login is a 401.
    const own = await db().insert(programs).values({ userId: a1.id, name: "Mine", weeks: [] }).returning();
    expect((await assign(s, [{ athlete_id: a2.id }], s.coach, own[0]!.id)).statusCode).toBe(404);
    const anonymous = { athletes: [{ athlete_id: a2.id }] };
    expect(
      (await api("POST", `/coach/programs/${s.program.id}/assign`, undefined, anonymous)).statusCode,
    ).toBe(401);
  });

  it("answers 400 with the field of each bad max or repeated athlete, and 409 for a deleted routine", async () => {
    const s = await setup();
    const [a1, a2] = s.athletes as [TestUser, TestUser];
    const [row] = await makeExercises(t, s.coach, ["Row"]);
    const bad = await assign(s, [
      {
        athlete_id: a1.id,
        maxes: [
          { exercise_id: s.squat.id, weight: 180 },
          { exercise_id: row!.id, weight: 90 },
        ],
      },
      { athlete_id: a1.id, maxes: [{ exercise_id: s.bench.id, weight: -5 }] },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["athletes.1.maxes.0.weight"]);
    const outside = await assign(s, [
      {
        athlete_id: a1.id,
        maxes: [
          { exercise_id: s.squat.id, weight: 180 },
          { exercise_id: row!.id, weight: 90 },
        ],
      },
      { athlete_id: a1.id },
    ]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual([
      { path: "athletes.0.maxes.1.exercise_id", msg: MAX_NOT_IN_PROGRAM },
      { path: "athletes.1.athlete_id", msg: "This athlete is already in the list" },
    ]);
    const none = await assign(s, []);
    expect(none.json().errors).toEqual([{ path: "athletes", msg: "Pick at least one athlete" }]);

    expect((await api("DELETE", `/routines/${s.light.id}`, s.coach)).statusCode).toBe(200);
    const gap = await assign(s, [{ athlete_id: a2.id }]);
    expect(gap.statusCode).toBe(409);
    expect(gap.json().message).toBe(PROGRAM_HAS_GAPS);
    expect(await db().$count(programs, eq(programs.coachId, s.coach.id))).toBe(0);
  });
});

describe("the week planned beside done, for a program a coach assigned", () => {
  it("keeps the load computed at start beside the one lifted", async () => {
    const s = await setup();
    await assigned(s, [{}, { squat: 200 }]);
    const athlete = s.athletes[1]!;
    const [program] = (await api("GET", "/programs", athlete)).json().data as { id: number }[];
    const started = first(await api("POST", `/programs/${program!.id}/start`, athlete), 201);
    const squatSet = started.logs[0].sets[0] as { id: number; weight: number };
    expect(squatSet.weight).toBe(160);
    const done = await api("PATCH", `/sets/${squatSet.id}`, athlete, { done: true, weight: 165, rpe: 9 });
    expect(done.statusCode, done.body).toBe(200);
    const week = first(await api("GET", athleteUrl(athlete, "/week"), s.coach), 200);
    expect(week.sessions[0].exercises[0].sets[0]).toMatchObject({
      planned_reps: 5,
      planned_weight: 160,
      done: true,
      weight: 165,
      rpe: 9,
    });
  });
});

describe("the coach's reads of an athlete's plan", () => {
  it("lists the programs, one workout as written and the exercises, with a read grant too", async () => {
    const s = await setup();
    const [a1, a2] = s.athletes as [TestUser, TestUser];
    const [row] = await assigned(s, [{ squat: 183 }]);
    const reader = await createUser(t);
    const grant = await giveCoach(t, a1, reader, "read");

    for (const as of [s.coach, reader]) {
      const list = (await api("GET", athleteUrl(a1, "/programs"), as)).json().data as Program[];
      expect(list.map((p) => [p.id, p.coach?.username])).toEqual([[row!.program_id, s.coach.username]]);
      const workout = first(
        await api("GET", athleteUrl(a1, `/programs/${row!.program_id}/weeks/1/days/1`), as),
        200,
      );
      expect(workout).toMatchObject({ week: 1, day: 1, routine_name: "Heavy", session_id: null });
      expect(workout.exercises).toEqual([
        { exercise_id: s.ownSquat.id, name: "squat", sets: [{ reps: 5, percent_1rm: 80 }] },
        { exercise_id: expect.any(Number), name: "Bench press", sets: [{ reps: 3, rpe: 8 }] },
      ]);
      const names = (await api("GET", athleteUrl(a1, "/exercises"), as))
        .json()
        .data.map((e: { name: string }) => e.name);
      expect(names.sort()).toEqual(["Bench press", "squat"]);
    }
    expect(
      (await api("GET", athleteUrl(a1, `/programs/${row!.program_id}/weeks/3/days/1`), s.coach)).statusCode,
    ).toBe(404);
    // Not their athlete (or not any more): the athlete does not exist for them.
    expect((await api("GET", athleteUrl(a2, "/programs"), reader)).statusCode).toBe(404);
    await revoke(t, a1, grant);
    expect((await api("GET", athleteUrl(a1, "/exercises"), reader)).statusCode).toBe(404);
    expect((await api("GET", athleteUrl(a1, "/programs"))).statusCode).toBe(401);
  });
});

describe("a coach's changes to a program they wrote", () => {
  it("renames it and sets new maxes, which the next start plans from; 404 for others' programs", async () => {
    const s = await setup();
    const [a1, a2] = s.athletes as [TestUser, TestUser];
    const [row] = await assigned(s, [{ squat: 183 }]);
    const url = athleteUrl(a1, `/programs/${row!.program_id}`);
    const changed = first(
      await api("PATCH", url, s.coach, {
        name: "Peak",
        maxes: [{ exercise_id: s.ownSquat.id, weight: 190 }],
      }),
      200,
    );
    expect(changed).toMatchObject({
      name: "Peak",
      notes: "Four weeks out",
      training_maxes: { [s.ownSquat.id]: 190 },
    });
    // 80 % of 190 = 152 → 152.5 on the 2.5 kg step.
    expect(setsOf(first(await api("POST", `/programs/${row!.program_id}/start`, a1)))[0]).toEqual([152.5]);

    const bad = await api("PATCH", url, s.coach, { maxes: [{ exercise_id: s.squat.id, weight: 100 }] });
    expect(bad.json().errors).toEqual([{ path: "maxes.0.exercise_id", msg: MAX_NOT_IN_PROGRAM }]);
    const own = first(
      await api("POST", "/programs", a1, {
        name: "Mine",
        weeks: [{ days: [changed.weeks[0].days[0].routine_id] }],
      }),
    );
    expect(
      (await api("PATCH", athleteUrl(a1, `/programs/${own.id}`), s.coach, { name: "Hacked" })).statusCode,
    ).toBe(404);
    expect((await api("DELETE", athleteUrl(a1, `/programs/${own.id}`), s.coach)).statusCode).toBe(404);
    const other = await createUser(t);
    await giveCoach(t, a1, other, "coach");
    expect((await api("PATCH", url, other, { name: "Mine now" })).statusCode).toBe(404);
    // The right program under the wrong athlete is a 404 too.
    expect(
      (await api("PATCH", athleteUrl(a2, `/programs/${row!.program_id}`), s.coach, { name: "X" })).statusCode,
    ).toBe(404);
    const reader = await createUser(t);
    await giveCoach(t, a1, reader, "read");
    const readOnly = await api("PATCH", url, reader, { name: "X" });
    expect([readOnly.statusCode, readOnly.json().message]).toEqual([403, COACH_SCOPE_NEEDED]);

    const texts = (await api("GET", "/coach-activity", a1)).json().data.map((a: { text: string }) => a.text);
    expect(texts).toEqual([
      `Coach ${s.coach.username} renamed the program "Peaking" to "Peak" and changed its maxes`,
      `Coach ${s.coach.username} assigned the program "Peaking"`,
    ]);
    expect(first(await api("GET", `/programs/${own.id}`, a1), 200).name).toBe("Mine");
  });

  it("changes a future workout copy-on-write, refuses a started one (409), and deletes the program", async () => {
    const s = await setup();
    const [a1] = s.athletes as [TestUser];
    const before = await loggedSet(s.set.id);
    const [row] = await assigned(s, [{ squat: 200 }]);
    const programUrl = athleteUrl(a1, `/programs/${row!.program_id}`);
    const day = (w: number, d: number) => `${programUrl}/weeks/${w}/days/${d}`;
    const read = async (): Promise<Program> =>
      first(await api("GET", `/programs/${row!.program_id}`, a1), 200);
    const heavyId = (await read()).weeks[0]!.days[0]!.routine_id;
    const lightId = (await read()).weeks[0]!.days[1]!.routine_id;
    const deadlift = (await makeExercises(t, a1, ["Deadlift"]))[0]!;

    // Heavy also fills week 1 day 1: week 2 day 1 gets a routine of its own.
    const exercisesOf = [{ exercise_id: deadlift.id, sets: [{ reps: 3, percent_1rm: 85 }] }];
    const w2d1 = first(await api("PUT", day(2, 1), s.coach, { exercises: exercisesOf }), 200);
    expect(w2d1).toMatchObject({
      routine_name: "Heavy (W2D1)",
      exercises: [{ ...exercisesOf[0], name: "Deadlift" }],
    });
    expect(w2d1.routine_id).not.toBe(heavyId);
    const weeks = async () => (await read()).weeks.map((w) => w.days.map((d) => d.routine_id));
    expect(await weeks()).toEqual([[heavyId, lightId], [w2d1.routine_id]]);
    const [heavy] = await db().select().from(routines).where(eq(routines.id, heavyId));
    expect(heavy!.exercises.map((e) => e.exercise_id)).toEqual([s.ownSquat.id, expect.any(Number)]);
    const [copy] = await db().select().from(routines).where(eq(routines.id, w2d1.routine_id));
    expect(copy!.coachId).toBe(s.coach.id);

    // Light fills that day alone: changed in place.
    const w1d2 = first(
      await api("PUT", day(1, 2), s.coach, {
        exercises: [{ exercise_id: s.ownSquat.id, sets: [{ reps: 2, percent_1rm: 90 }] }],
      }),
      200,
    );
    expect(w1d2).toMatchObject({ routine_id: lightId, routine_name: "Light" });
    expect(await weeks()).toEqual([[heavyId, lightId], [w2d1.routine_id]]);

    // Week 1 day 1 is started: what it holds stays; a change is refused.
    const session = first(await api("POST", `/programs/${row!.program_id}/start`, a1));
    const started = await api("PUT", day(1, 1), s.coach, { exercises: exercisesOf });
    expect([started.statusCode, started.json().message]).toEqual([409, WORKOUT_STARTED]);
    await completeSession(t, a1, session.id);
    expect((await api("PUT", day(1, 1), s.coach, { exercises: exercisesOf })).statusCode).toBe(409);
    // Week 1 day 2 now plans 2 @ 90 % of 200 = 180.
    expect(setsOf(first(await api("POST", `/programs/${row!.program_id}/start`, a1)))).toEqual([[180]]);

    const theirs = (await makeExercises(t, s.coach, ["Front squat"]))[0]!;
    const foreign = { exercises: [{ exercise_id: theirs.id, sets: [{ reps: 3, weight: 100 }] }] };
    expect((await api("PUT", day(2, 1), s.coach, foreign)).statusCode).toBe(404);
    const twice = await api("PUT", day(2, 1), s.coach, { exercises: [exercisesOf[0], exercisesOf[0]] });
    expect(errorPaths(twice)).toEqual(["exercises.1.exercise_id"]);
    expect((await api("PUT", day(2, 2), s.coach, { exercises: exercisesOf })).statusCode).toBe(404);
    expect((await api("PUT", day(53, 1), s.coach, { exercises: exercisesOf })).statusCode).toBe(400);

    const removed = await api("DELETE", programUrl, s.coach);
    expect(removed.json().data).toEqual([{ id: row!.program_id }]);
    expect((await api("GET", `/programs/${row!.program_id}`, a1)).statusCode).toBe(404);
    const [kept] = await db().select().from(sessions).where(eq(sessions.id, session.id));
    expect(kept).toMatchObject({ programId: null, endDate: expect.any(Date) });
    expect((await api("DELETE", programUrl, s.coach)).statusCode).toBe(404);

    const texts = (await api("GET", "/coach-activity", a1)).json().data.map((a: { text: string }) => a.text);
    const coachName = `Coach ${s.coach.username}`;
    expect(texts).toEqual([
      `${coachName} deleted the program "Peaking"`,
      `${coachName} changed Week 1 Day 2 of "Peaking"`,
      `${coachName} changed Week 2 Day 1 of "Peaking"`,
      `${coachName} assigned the program "Peaking"`,
    ]);
    // Every coach write left the athlete's logged set as it was.
    expect(before).toMatchObject({ reps: 5, done: true });
    expect(await loggedSet(s.set.id)).toEqual(before);
  });
});
