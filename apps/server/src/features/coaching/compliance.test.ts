import { eq } from "drizzle-orm";
import { estimateE1rm, roundTo } from "@topset/shared";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, users, videos } from "../../db/schema/index.js";
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
import { createUser, request, unique, useTestApp, type TestUser } from "../../test/harness.js";

const t = useTestApp();
const HOUR = 3_600_000;

const call = (method: "GET" | "POST" | "PATCH", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });

type Started = { id: number; start_date: string; logs: { id: number; sets: { id: number }[] }[] };

async function setDone(owner: TestUser, setId: number, body: object = {}) {
  const res = await call("PATCH", `/sets/${setId}`, owner, { done: true, ...body });
  expect(res.statusCode, res.body).toBe(200);
}

const monday = () => mondayOf(localDay(new Date(), "UTC"));
const lastTuesday = () => new Date(startOfDay(addDays(monday(), -6), "UTC").getTime() + 10 * HOUR);

/**
 * An athlete (UTC, kg) on a two-week program (A: squat 3×5 at 100 kg; B: bench 2×5 at RPE 8):
 * week 1 day 1 done last Tuesday (renamed to formula-looking text); this week week 1 day 2 done at
 * 80×5 @ 9 and @ 10, and week 2 day 1 in progress: one squat set done at 105×5 @ 8 with a video on
 * the log, plus a deadlift 100×3 @ 8 logged outside the plan.
 */
async function setup() {
  const athlete = await createUser(t);
  const [squat, bench, deadlift] = await makeExercises(t, athlete, ["Squat", "Bench press", "Deadlift"]);
  const routine = async (name: string, exercise: object) =>
    first(await call("POST", "/routines", athlete, { name, exercises: [exercise] }));
  const a = await routine("Day A", {
    exercise_id: squat!.id,
    sets: [1, 2, 3].map(() => ({ reps: 5, weight: 100 })),
  });
  const b = await routine("Day B", { exercise_id: bench!.id, sets: [1, 2].map(() => ({ reps: 5, rpe: 8 })) });
  const program = first(
    await call("POST", "/programs", athlete, {
      name: "Block",
      weeks: [{ days: [a.id, b.id] }, { days: [a.id, b.id, a.id] }],
    }),
  );
  const start = async (): Promise<Started> =>
    first(await call("POST", `/programs/${program.id}/start`, athlete), 201);

  const s1 = await start();
  for (const set of s1.logs[0]!.sets) await setDone(athlete, set.id);
  const renamed = await call("PATCH", `/sessions/${s1.id}`, athlete, { name: "=HYPERLINK(1)" });
  expect(renamed.statusCode, renamed.body).toBe(200);
  await completeSession(t, athlete, s1.id);
  const s1Start = lastTuesday();
  await t.database.db.update(sessions).set({ startDate: s1Start }).where(eq(sessions.id, s1.id));

  const s2 = await start();
  await setDone(athlete, s2.logs[0]!.sets[0]!.id, { weight: 80, reps: 5, rpe: 9 });
  await setDone(athlete, s2.logs[0]!.sets[1]!.id, { weight: 80, reps: 5, rpe: 10 });
  await completeSession(t, athlete, s2.id);

  const s3 = await start();
  await setDone(athlete, s3.logs[0]!.sets[0]!.id, { weight: 105, reps: 5, rpe: 8 });
  const [video] = await t.database.db
    .insert(videos)
    .values({
      userId: athlete.id,
      sessionId: s3.id,
      logId: s3.logs[0]!.id,
      storageKey: `videos/${unique()}.mp4`,
      contentType: "video/mp4",
      sizeBytes: 10,
    })
    .returning();
  const deadliftLog = await addLog(t, athlete, s3.id, deadlift!.id);
  const extra = await addSet(t, athlete, deadliftLog.id, { reps: 3, weight: 100, rpe: 8 });
  return {
    athlete,
    squat: squat!,
    bench: bench!,
    deadlift: deadlift!,
    program,
    s1,
    s1Start,
    s2,
    s3,
    video: video!,
    deadliftLog,
    extra,
  };
}

let w: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  w = await setup();
});

const week = (as: TestUser | undefined, athleteId: number, query = "") =>
  call("GET", `/coach/athletes/${athleteId}/week${query}`, as);

describe("GET /api/v1/coach/athletes/:athleteId/week", () => {
  it("shows the week planned beside done, the workouts left open and 12 weeks of e1RM", async () => {
    const coach = await createUser(t);
    await giveCoach(t, w.athlete, coach, "coach");
    const res = await week(coach, w.athlete.id);
    expect(res.statusCode, res.body).toBe(200);
    const [data] = res.json().data;
    const today = w.s2.start_date.slice(0, 10);
    const plannedSet = { planned_reps: 5, planned_weight: 100, planned_rpe: null, weight_unit: "kg" };
    expect(data).toEqual({
      athlete: { id: w.athlete.id, username: w.athlete.username },
      week_start: monday(),
      week_end: addDays(monday(), 6),
      sessions: [
        {
          session_id: w.s2.id,
          name: "Day B",
          start_date: w.s2.start_date,
          completed: true,
          program_id: w.program.id,
          program_week: 1,
          program_day: 2,
          exercises: [
            {
              log_id: w.s2.logs[0]!.id,
              exercise_id: w.bench.id,
              name: "Bench press",
              video_id: null,
              // An RPE set's load was computed at start (0: no e1RM yet) and replaced by what was lifted.
              sets: [9, 10].map((rpe, i) => ({
                set_id: w.s2.logs[0]!.sets[i]!.id,
                planned_reps: 5,
                planned_weight: null,
                planned_rpe: 8,
                done: true,
                reps: 5,
                weight: 80,
                weight_unit: "kg",
                rpe,
              })),
            },
          ],
        },
        {
          session_id: w.s3.id,
          name: "Day A",
          start_date: w.s3.start_date,
          completed: false,
          program_id: w.program.id,
          program_week: 2,
          program_day: 1,
          exercises: [
            {
              log_id: w.s3.logs[0]!.id,
              exercise_id: w.squat.id,
              name: "Squat",
              video_id: w.video.id,
              sets: [
                {
                  set_id: w.s3.logs[0]!.sets[0]!.id,
                  ...plannedSet,
                  done: true,
                  reps: 5,
                  weight: 105,
                  rpe: 8,
                },
                ...[1, 2].map((i) => ({
                  set_id: w.s3.logs[0]!.sets[i]!.id,
                  ...plannedSet,
                  done: false,
                  reps: null,
                  weight: null,
                  rpe: null,
                })),
              ],
            },
            {
              log_id: w.deadliftLog.id,
              exercise_id: w.deadlift.id,
              name: "Deadlift",
              video_id: null,
              sets: [
                {
                  set_id: w.extra.id,
                  planned_reps: null,
                  planned_weight: null,
                  planned_rpe: null,
                  done: true,
                  reps: 3,
                  weight: 100,
                  weight_unit: "kg",
                  rpe: 8,
                },
              ],
            },
          ],
        },
      ],
      // Week 2 of the program is this week (its first session was last week): day 1 has a session.
      open_workouts: [
        { program_id: w.program.id, program_name: "Block", week: 2, day: 2, routine_name: "Day B" },
        { program_id: w.program.id, program_name: "Block", week: 2, day: 3, routine_name: "Day A" },
      ],
      // By the athlete's method, the default 3 % rule on effective reps (reps + 10 − RPE), rounded up:
      // 80 × 5 @ 9: 80 + 80 × 0.03 × 5 = 92; 100 × 3 @ 8: 112; 105 × 5 @ 8: 123.9 → 124.
      trends: [
        { exercise_id: w.bench.id, name: "Bench press", points: [{ date: today, e1rm: 92 }] },
        { exercise_id: w.deadlift.id, name: "Deadlift", points: [{ date: today, e1rm: 112 }] },
        {
          exercise_id: w.squat.id,
          name: "Squat",
          points: [
            { date: localDay(w.s1Start, "UTC"), e1rm: 112 },
            { date: today, e1rm: 124 },
          ],
        },
      ],
    });
  });

  it("shows any week by one of its days, the trends ending with it", async () => {
    const coach = await createUser(t);
    await giveCoach(t, w.athlete, coach, "read");
    const day = localDay(w.s1Start, "UTC");
    const res = await week(coach, w.athlete.id, `?week=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const [data] = res.json().data;
    expect(data.week_start).toBe(addDays(monday(), -7));
    expect(data.sessions.map((s: { session_id: number }) => s.session_id)).toEqual([w.s1.id]);
    // Week 1's days both have a session (day 2's started this week).
    expect(data.open_workouts).toEqual([]);
    expect(data.trends).toEqual([
      { exercise_id: w.squat.id, name: "Squat", points: [{ date: day, e1rm: 112 }] },
    ]);
  });

  it("lets the athlete read their own week, and reads it in the same statements however full", async () => {
    const spy = vi.spyOn(t.database.db._.session, "prepareQuery");
    const res = await week(w.athlete, w.athlete.id);
    const full = spy.mock.calls.length;
    spy.mockRestore();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0].sessions).toHaveLength(2);
    const empty = await createUser(t);
    const spyEmpty = vi.spyOn(t.database.db._.session, "prepareQuery");
    expect((await week(empty, empty.id)).json().data[0]).toMatchObject({
      sessions: [],
      open_workouts: [],
      trends: [],
    });
    expect(spyEmpty.mock.calls.length).toBe(full);
    spyEmpty.mockRestore();
  });

  it("draws the trends in the athlete's unit", async () => {
    const athlete = await createUser(t);
    await t.database.db.update(users).set({ weightUnit: "lbs" }).where(eq(users.id, athlete.id));
    const [press] = await makeExercises(t, athlete, ["Press"]);
    const session = await startSession(t, athlete);
    const log = await addLog(t, athlete, session.id, press!.id);
    await addSet(t, athlete, log.id, { reps: 1, weight: 100, weight_unit: "kg", rpe: 10 });
    const [data] = (await week(athlete, athlete.id)).json().data;
    // 100 kg = 220.46 lbs
    expect(data.trends[0].points).toEqual([
      { date: localDay(new Date(session.start_date), "UTC"), e1rm: 220.5 },
    ]);
  });

  it("estimates by the athlete's chosen method, as their own history does", async () => {
    const athlete = await createUser(t);
    await t.database.db.update(users).set({ e1rmMethod: "rpe-table" }).where(eq(users.id, athlete.id));
    const [pull] = await makeExercises(t, athlete, ["Pull"]);
    const session = await startSession(t, athlete);
    const log = await addLog(t, athlete, session.id, pull!.id);
    const set = { reps: 5, weight: 100, rpe: 8 };
    await addSet(t, athlete, log.id, set);
    const [data] = (await week(athlete, athlete.id)).json().data;
    // The standard chart says 123.3 for 100 × 5 @ 8; the 3 % rule would say 118.
    expect(data.trends[0].points[0].e1rm).toBe(roundTo(estimateE1rm("rpe-table", set)!, 1));
    expect(data.trends[0].points[0].e1rm).not.toBe(estimateE1rm("formula", set));
  });

  it("answers 404 to a member who is not the athlete's coach, and once the grant is revoked", async () => {
    const [coach, stranger] = [await createUser(t), await createUser(t)];
    const grant = await giveCoach(t, w.athlete, coach, "read");
    expect((await week(coach, w.athlete.id)).statusCode).toBe(200);
    expect((await week(stranger, w.athlete.id)).statusCode).toBe(404);
    await revoke(t, w.athlete, grant);
    expect((await week(coach, w.athlete.id)).statusCode).toBe(404);
  });

  it("answers 400 with the field for a bad week or id, 401 without a login", async () => {
    const bad = await week(w.athlete, w.athlete.id, "?week=2024-02-30");
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["week"]);
    const badId = await call("GET", "/coach/athletes/0/week", w.athlete);
    expect(badId.statusCode).toBe(400);
    expect(errorPaths(badId)).toEqual(["athleteId"]);
    expect((await week(undefined, w.athlete.id)).statusCode).toBe(401);
  });
});

const csv = (as: TestUser | undefined, athleteId: number, query = "") =>
  call("GET", `/coach/athletes/${athleteId}/compliance.csv${query}`, as);

describe("GET /api/v1/coach/athletes/:athleteId/compliance.csv", () => {
  it("downloads one row a set, planned beside done, over the last 12 weeks by default", async () => {
    const coach = await createUser(t);
    await giveCoach(t, w.athlete, coach, "read");
    const res = await csv(coach, w.athlete.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const today = w.s2.start_date.slice(0, 10);
    const from = addDays(monday(), -77);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="topset-compliance-${w.athlete.id}-${from}-${today}.csv"`,
    );
    const last = localDay(w.s1Start, "UTC");
    expect(res.body.split("\r\n")).toEqual([
      "Date,Session,Program week,Program day,Exercise,Set,Planned reps,Planned weight,Planned RPE,Done,Reps,Weight,Unit,RPE",
      // Text a spreadsheet would run as a formula is defused.
      ...[1, 2, 3].map((n) => `${last},'=HYPERLINK(1),1,1,Squat,${n},5,100,,yes,5,100,kg,`),
      `${today},Day B,1,2,Bench press,1,5,,8,yes,5,80,kg,9`,
      `${today},Day B,1,2,Bench press,2,5,,8,yes,5,80,kg,10`,
      `${today},Day A,2,1,Squat,1,5,100,,yes,5,105,kg,8`,
      `${today},Day A,2,1,Squat,2,5,100,,no,,,kg,`,
      `${today},Day A,2,1,Squat,3,5,100,,no,,,kg,`,
      `${today},Day A,2,1,Deadlift,1,,,,yes,3,100,kg,8`,
    ]);
    // The athlete downloads their own; a range ending last Sunday holds last week only.
    const own = await csv(w.athlete, w.athlete.id, `?from=${last}&to=${addDays(monday(), -1)}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body.split("\r\n")).toHaveLength(4);
  });

  it("answers 400 with the field for a reversed or too long range or a bad date", async () => {
    const reversed = await csv(w.athlete, w.athlete.id, "?from=2025-03-02&to=2025-03-01");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ msg: "From must be on or before to", path: "from" }]);
    const long = await csv(w.athlete, w.athlete.id, "?from=2024-01-01&to=2025-01-01");
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ msg: "At most 366 days at a time", path: "from" }]);
    // A leap year whole is one year.
    expect((await csv(w.athlete, w.athlete.id, "?from=2024-01-01&to=2024-12-31")).statusCode).toBe(200);
    const bad = await csv(w.athlete, w.athlete.id, "?to=2025-13-01");
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["to"]);
  });

  it("answers 404 to a member who is not the athlete's coach, 401 without a login", async () => {
    const stranger = await createUser(t);
    expect((await csv(stranger, w.athlete.id)).statusCode).toBe(404);
    expect((await csv(undefined, w.athlete.id)).statusCode).toBe(401);
  });
});
