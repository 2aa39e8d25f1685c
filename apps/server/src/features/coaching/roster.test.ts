import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { coachComments, sessions, users } from "../../db/schema/index.js";
import { addDays, localDay, mondayOf, startOfDay } from "../../lib/account-weeks.js";
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

const t = useTestApp();
const HOUR = 3_600_000;

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });

type Started = { id: number; logs: { sets: { id: number }[] }[] };

/** A program of the athlete's own routines, `weeks` naming them by key. */
async function program(owner: TestUser, weeks: ("A" | "B")[][]) {
  const [squat, bench] = await makeExercises(t, owner, ["Squat", "Bench press"]);
  const routine = async (name: string, exercise: object) =>
    first(await call("POST", "/routines", owner, { name, exercises: [exercise] }));
  const a = await routine("Day A", {
    exercise_id: squat!.id,
    sets: [1, 2, 3].map(() => ({ reps: 5, weight: 100 })),
  });
  const b = await routine("Day B", { exercise_id: bench!.id, sets: [1, 2].map(() => ({ reps: 5, rpe: 8 })) });
  const ids = { A: a.id, B: b.id };
  const made = first(
    await call("POST", "/programs", owner, {
      name: "Block",
      weeks: weeks.map((w) => ({ days: w.map((k) => ids[k]) })),
    }),
  );
  return { id: made.id as number, squat: squat!, bench: bench! };
}

const start = async (owner: TestUser, programId: number): Promise<Started> =>
  first(await call("POST", `/programs/${programId}/start`, owner), 201);

async function setDone(owner: TestUser, setId: number, body: object = {}) {
  const res = await call("PATCH", `/sets/${setId}`, owner, { done: true, ...body });
  expect(res.statusCode, res.body).toBe(200);
}

const moveSession = (id: number, startDate: Date) =>
  t.database.db.update(sessions).set({ startDate }).where(eq(sessions.id, id));

/** Tuesday 10:00 of last week, in UTC (an athlete without a time zone). */
const lastWeek = () =>
  new Date(startOfDay(addDays(mondayOf(localDay(new Date(), "UTC")), -6), "UTC").getTime() + 10 * HOUR);

/**
 * A: a two-week program started last week (week 1 day 1 done then), this week week 1 day 2 done at
 * RPE 9 and 10 for a prescribed 8, and week 2 day 1 in progress with one squat set done heavier than
 * ever, noted "sore"; two of the athlete's comments unread.
 */
async function busyAthlete(coach: TestUser) {
  const athlete = await createUser(t);
  const grant = await giveCoach(t, athlete, coach, "coach");
  const plan = await program(athlete, [
    ["A", "B"],
    ["A", "B", "A"],
  ]);
  const s1 = await start(athlete, plan.id);
  for (const set of s1.logs[0]!.sets) await setDone(athlete, set.id);
  await completeSession(t, athlete, s1.id);
  await moveSession(s1.id, lastWeek());
  const s2 = await start(athlete, plan.id);
  const [b1, b2] = s2.logs[0]!.sets;
  await setDone(athlete, b1!.id, { weight: 80, reps: 5, rpe: 9 });
  await setDone(athlete, b2!.id, { weight: 80, reps: 5, rpe: 10 });
  await completeSession(t, athlete, s2.id);
  const s3 = await start(athlete, plan.id);
  await setDone(athlete, s3.logs[0]!.sets[0]!.id, { weight: 105, reps: 5, rpe: 8, notes: "Left knee SORE" });
  await t.database.db.insert(coachComments).values([
    { athleteId: athlete.id, authorId: athlete.id, sessionId: s2.id, body: "Was this too heavy?" },
    { athleteId: athlete.id, authorId: athlete.id, sessionId: s3.id, body: "Knee again" },
    { athleteId: athlete.id, authorId: athlete.id, sessionId: s2.id, body: "Seen", readAt: new Date() },
    { athleteId: athlete.id, authorId: coach.id, sessionId: s2.id, body: "Good work" },
  ]);
  const [latest] = await t.database.db.select().from(sessions).where(eq(sessions.id, s3.id));
  return { athlete, grant, lastSessionAt: latest!.startDate.toISOString() };
}

/**
 * B, in Auckland: one session a minute into this Monday there (still Sunday in UTC), one an hour
 * before it; counted by UTC weeks it would be both or neither.
 */
async function aucklandAthlete(coach: TestUser) {
  const athlete = await createUser(t);
  const zone = "Pacific/Auckland";
  await t.database.db.update(users).set({ timezone: zone }).where(eq(users.id, athlete.id));
  await giveCoach(t, athlete, coach, "read");
  const monday = mondayOf(localDay(new Date(), zone));
  const inWeek = new Date(startOfDay(monday, zone).getTime() + 60_000);
  const before = new Date(startOfDay(monday, zone).getTime() - HOUR);
  for (const startDate of [inWeek, before]) {
    const s = await startSession(t, athlete, {
      start_date: startDate.toISOString(),
      notes: "Felt great in Spain",
    });
    await completeSession(t, athlete, s.id);
  }
  return { athlete, lastSessionAt: inWeek.toISOString() };
}

/** C: a program started last week whose week 1 was left undone (day 1 in progress, day 2 never). */
async function missingAthlete(coach: TestUser) {
  const athlete = await createUser(t);
  await giveCoach(t, athlete, coach, "read");
  const plan = await program(athlete, [["A", "A"], ["A"]]);
  const s1 = await start(athlete, plan.id);
  await moveSession(s1.id, lastWeek());
  return { athlete };
}

const roster = (coach: TestUser, query = "") => call("GET", `/coach/athletes${query}`, coach);

/** Statements the database runs while serving one request (the login lookup included). */
async function countQueries(run: () => Promise<unknown>) {
  const spy = vi.spyOn(t.database.db._.session, "prepareQuery");
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe("GET /api/v1/coach/athletes", () => {
  it("lists each athlete's week in their own time zone, oldest grant first, with the flags", async () => {
    const coach = await createUser(t);
    const a = await busyAthlete(coach);
    const b = await aucklandAthlete(coach);
    const c = await missingAthlete(coach);

    const res = await roster(coach);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ total: 3, currentPage: 1, lastPage: 1, from: 0, to: 3 });
    expect(body.data).toEqual([
      {
        id: a.athlete.id,
        username: a.athlete.username,
        grant_id: a.grant,
        scope: "coach",
        since: expect.any(String),
        last_session_at: a.lastSessionAt,
        // Week 2 of the program (its first session was last week): A, B, A.
        planned_sessions: 3,
        done_sessions: 1,
        // Day B's 2 sets, both done; week 2 day 1's 3 squat sets, one done.
        planned_sets: 5,
        done_sets: 3,
        // (9 − 8 + 10 − 8) / 2
        rpe_deviation: 1.5,
        flags: ["rpe_hot", "new_pr", "pain_notes"],
        unread_comments: 2,
      },
      {
        id: b.athlete.id,
        username: b.athlete.username,
        grant_id: expect.any(Number),
        scope: "read",
        since: expect.any(String),
        last_session_at: b.lastSessionAt,
        planned_sessions: 0,
        done_sessions: 1,
        planned_sets: 0,
        done_sets: 0,
        rpe_deviation: null,
        flags: [],
        unread_comments: 0,
      },
      expect.objectContaining({
        id: c.athlete.id,
        planned_sessions: 1,
        done_sessions: 0,
        planned_sets: 0,
        rpe_deviation: null,
        flags: ["missed_sessions"],
      }),
    ]);
  });

  it("counts no PR for a first session of a lift, nor for a week below an earlier best", async () => {
    const [coach, athlete] = [await createUser(t), await createUser(t)];
    await giveCoach(t, athlete, coach);
    const [squat, bench] = await makeExercises(t, athlete, ["Squat", "Bench press"]);
    const logSet = async (startDate: Date | undefined, exerciseId: number, set: object) => {
      const session = await startSession(
        t,
        athlete,
        startDate ? { start_date: startDate.toISOString() } : {},
      );
      const log = await addLog(t, athlete, session.id, exerciseId);
      await addSet(t, athlete, log.id, set);
    };
    await logSet(lastWeek(), squat!.id, { reps: 5, weight: 100, rpe: 9 });
    await logSet(undefined, squat!.id, { reps: 5, weight: 95, rpe: 9 });
    await logSet(undefined, bench!.id, { reps: 5, weight: 80, rpe: 9 });
    const [row] = (await roster(coach)).json().data;
    expect(row).toMatchObject({ id: athlete.id, flags: [], planned_sets: 0, rpe_deviation: null });
    // By Epley 100 × 5 @ 9 is 116.7 and 99 × 6 @ 9 is 118.8: a PR, though lighter on the bar.
    await logSet(undefined, squat!.id, { reps: 6, weight: 99, rpe: 9 });
    expect((await roster(coach)).json().data[0].flags).toEqual(["new_pr"]);
  });

  it("pages in SQL, one statement a page however many athletes", async () => {
    const coach = await createUser(t);
    const athletes = [await createUser(t), await createUser(t), await createUser(t)];
    await giveCoach(t, athletes[0]!, coach);
    const one = await countQueries(() => roster(coach));
    expect(one).toBe(1);
    for (const athlete of athletes.slice(1)) await giveCoach(t, athlete, coach);
    expect(await countQueries(() => roster(coach))).toBe(one);

    const page1 = (await roster(coach, "?perPage=2&currentPage=1")).json();
    expect(page1.data.map((r: { id: number }) => r.id)).toEqual([athletes[0]!.id, athletes[1]!.id]);
    expect(page1.pagination).toMatchObject({
      total: 3,
      lastPage: 2,
      perPage: 2,
      currentPage: 1,
      from: 0,
      to: 2,
    });
    const page2 = (await roster(coach, "?perPage=2&currentPage=2")).json();
    expect(page2.data.map((r: { id: number }) => r.id)).toEqual([athletes[2]!.id]);
    expect(page2.pagination).toMatchObject({ total: 3, currentPage: 2, from: 2, to: 3 });
    const past = (await roster(coach, "?perPage=2&currentPage=5")).json();
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({ total: 3, lastPage: 2 });
  });

  it("plans a program a coach assigned from the week it was assigned, an athlete's unstarted own not at all", async () => {
    const [coach, athlete] = [await createUser(t), await createUser(t)];
    await giveCoach(t, athlete, coach, "coach");
    await program(athlete, [["A", "B"]]);
    const before = (await roster(coach)).json().data[0];
    expect(before).toMatchObject({ planned_sessions: 0, done_sessions: 0 });
    const coachProgram = await program(coach, [["A", "B", "A"], ["B"]]);
    const res = await call("POST", `/coach/programs/${coachProgram.id}/assign`, coach, {
      athletes: [{ athlete_id: athlete.id }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = (await roster(coach)).json().data[0];
    expect(after).toMatchObject({ planned_sessions: 3, done_sessions: 0, flags: [] });
    const week = (await call("GET", `/coach/athletes/${athlete.id}/week`, coach)).json().data[0];
    expect(week.open_workouts.map((w: { week: number; day: number }) => `${w.week}/${w.day}`)).toEqual([
      "1/1",
      "1/2",
      "1/3",
    ]);
  });

  it("leaves out revoked grants, other coaches' athletes and disabled athletes", async () => {
    const [coach, other] = [await createUser(t), await createUser(t)];
    const [kept, revoked, disabled, elsewhere] = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    await giveCoach(t, kept, coach);
    await revoke(t, revoked, await giveCoach(t, revoked, coach));
    await giveCoach(t, disabled, coach);
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, disabled.id));
    await giveCoach(t, elsewhere, other);
    const res = await roster(coach);
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([kept.id]);
    expect((await roster(await createUser(t))).json()).toMatchObject({ data: [], pagination: { total: 0 } });
  });

  it("answers 400 with the field for a bad page size, 401 without a login", async () => {
    const coach = await createUser(t);
    const bad = await roster(coach, "?perPage=0");
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["perPage"]);
    expect((await call("GET", "/coach/athletes")).statusCode).toBe(401);
  });
});

describe("DELETE /api/v1/coach/athletes/:athleteId", () => {
  it("ends the coach's own grant: the athlete leaves the roster and the week closes", async () => {
    const [coach, athlete] = [await createUser(t), await createUser(t)];
    await giveCoach(t, athlete, coach, "coach");
    const res = await call("DELETE", `/coach/athletes/${athlete.id}`, coach);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ athlete_id: athlete.id }]);
    expect((await roster(coach)).json().data).toEqual([]);
    expect((await call("GET", `/coach/athletes/${athlete.id}/week`, coach)).statusCode).toBe(404);
    expect((await call("DELETE", `/coach/athletes/${athlete.id}`, coach)).statusCode).toBe(404);
  });

  it("answers 404 for a member who is not the caller's athlete, 400 for a bad id, 401 without a login", async () => {
    const [coach, stranger] = [await createUser(t), await createUser(t)];
    expect((await call("DELETE", `/coach/athletes/${stranger.id}`, coach)).statusCode).toBe(404);
    expect((await call("DELETE", `/coach/athletes/${coach.id}`, coach)).statusCode).toBe(404);
    const bad = await call("DELETE", "/coach/athletes/abc", coach);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["athleteId"]);
    expect((await call("DELETE", `/coach/athletes/${stranger.id}`)).statusCode).toBe(401);
  });
});
