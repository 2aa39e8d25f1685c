import { chartFraction, e1rmPersonalChart, e1rmRpeTable, roundTo, type PersonalChart } from "@topset/shared";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { backgroundJobs, users } from "../../db/schema/index.js";
import { createJobHandlers } from "../../jobs/handlers.js";
import { createJobRunner } from "../../jobs/runner.js";
import { PERSONAL_CHART_JOB } from "../../lib/personal-chart-refit.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { importFixture, uploadImport } from "../../test/fixtures/imports.js";
import { insertVideo, shareLog } from "../../test/fixtures/social.js";
import {
  addLog,
  addSet,
  completeSession,
  makeExercises,
  startSession,
} from "../../test/fixtures/training.js";
import { exportEntries } from "../../test/fixtures/users.js";

// The "personal" e1RM method: the member's own RPE chart, fitted when they choose it and after each
// session they complete, and read wherever their sets' figures are computed.

const t = useTestApp();

const get = async (url: string, as: TestUser) => {
  const res = await request(t, { method: "GET", url: `/api/v1${url}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const storedChart = async (userId: number) =>
  (await t.database.db.select({ chart: users.personalRpeChart }).from(users).where(eq(users.id, userId)))[0]
    ?.chart;

const queuedRefits = (userId: number) =>
  t.database.db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.type, PERSONAL_CHART_JOB),
        eq(backgroundJobs.status, "queued"),
        sql`${backgroundJobs.payload}->>'userId' = ${String(userId)}`,
      ),
    );

const runJobs = () =>
  createJobRunner({
    db: t.database.db,
    logger: pino({ level: "silent" }),
    handlers: createJobHandlers({ db: t.database.db, config: t.config }),
  }).drain();

/** A chart that reads every RPE one rep hot: 3 @ 8 is 3 + 2 + 1 = 6 effective reps. */
const hot: PersonalChart = { offsets: Array<number>(9).fill(1), sets_used: 24 };
/** A chart no fit gives (999 sets), so a refit shows. */
const stale: PersonalChart = { offsets: Array<number>(9).fill(3), sets_used: 999 };

/** 3 × 100 kg @ 8 in a finished session whose log is shared with a video (so the feed shows it). */
async function tripleAtEight(owner: TestUser) {
  const [squat] = await makeExercises(t, owner, ["Squat"]);
  const session = await startSession(t, owner);
  const log = await addLog(t, owner, session.id, squat!.id);
  const added = await addSet(t, owner, log.id, { reps: 3, weight: 100, weight_unit: "kg", rpe: 8 });
  await shareLog(t, owner, log.id);
  await insertVideo(t, log);
  await completeSession(t, owner, session.id);
  return { exerciseId: squat!.id, sessionId: session.id, added };
}

/** The set's e1RM as the set answer, the session, the history, the feed, the recent PRs and the export give it. */
async function e1rmEverywhere(owner: TestUser, set: Awaited<ReturnType<typeof tripleAtEight>>) {
  const details = await get(`/sessions/${set.sessionId}`, owner);
  const history = await get(`/exercises/${set.exerciseId}/history`, owner);
  const feed = await get(`/sessions/community-sessions?scope=everyone&perPage=100`, owner);
  const prs = await get(`/variables/recent-prs/${owner.id}`, owner);
  const exported = JSON.parse((await exportEntries(t, owner.id)).get("topset-data.json")!.toString());
  const byId = (rows: { id: number; e1rm: number }[]) => rows.find((r) => r.id === set.added.id)?.e1rm;
  return {
    setAnswer: set.added.e1rm,
    sessionDetails: details.data[0].logs[0].sets[0].e1rm,
    exerciseHistory: byId(history.data),
    communityFeed: feed.data.find((s: { id: number }) => s.id === set.sessionId).logs[0].sets[0].e1rm,
    recentPrs: byId(prs.data),
    export: byId(exported.sets),
  };
}

describe("the personal e1RM method", () => {
  it("reads the member's own chart wherever a set's figures are computed", async () => {
    const owner = await createUser(t, { e1rmMethod: "personal", personalRpeChart: hot });
    const set = await tripleAtEight(owner);
    // 100 / 83.7 % (the chart at 3 + 2 + 1 = 6 effective reps) = 119.47… → 119.5, against 115.9 on the standard chart.
    const expected = e1rmPersonalChart(hot, { weight: 100, reps: 3, rpe: 8 });
    expect(expected).toBe(roundTo(100 / chartFraction(3 + 2 + 1), 1));
    expect(expected).toBe(119.5);
    for (const [where, e1rm] of Object.entries(await e1rmEverywhere(owner, set))) {
      expect({ where, e1rm }).toEqual({ where, e1rm: expected });
    }
  });

  it("is the standard chart, figure for figure, before any fit", async () => {
    const owner = await createUser(t, { e1rmMethod: "personal" });
    const set = await tripleAtEight(owner);
    const standard = e1rmRpeTable({ weight: 100, reps: 3, rpe: 8 });
    expect(standard).toBe(115.9);
    for (const [where, e1rm] of Object.entries(await e1rmEverywhere(owner, set))) {
      expect({ where, e1rm }).toEqual({ where, e1rm: standard });
    }
  });

  it("fits and keeps the chart as soon as the member chooses it, and sends it with the account", async () => {
    const owner = await createUser(t);
    expect(await storedChart(owner.id)).toBeNull();
    const res = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${owner.id}/update-personal-information`,
      payload: { e1rm_method: "personal" },
      as: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const chart = await storedChart(owner.id);
    expect(chart).toEqual({ offsets: expect.any(Array), sets_used: expect.any(Number) });
    expect(chart!.offsets).toHaveLength(9);
    expect(res.json().data[0]).toMatchObject({ e1rm_method: "personal", personal_rpe_chart: chart });
    expect((await get("/users/check-authentication", owner)).data[0].personal_rpe_chart).toEqual(chart);
  });

  it("refits the chart in the background after a session the member completes", async () => {
    const [owner, other] = await Promise.all([
      createUser(t, { e1rmMethod: "personal", personalRpeChart: stale }),
      createUser(t, { e1rmMethod: "rpe-table" }),
    ]);
    await tripleAtEight(owner);
    await tripleAtEight(other);
    expect(await queuedRefits(owner.id)).toHaveLength(1);
    // Only a member on their own chart has it refitted.
    expect(await queuedRefits(other.id)).toHaveLength(0);
    expect(await storedChart(owner.id)).toEqual(stale);

    await runJobs();
    expect(await queuedRefits(owner.id)).toHaveLength(0);
    const refitted = await storedChart(owner.id);
    expect(refitted).not.toEqual(stale);
    expect(refitted!.offsets).toHaveLength(9);
    expect(refitted!.sets_used).toBeLessThan(999);
    expect((await get("/users/check-authentication", owner)).data[0].personal_rpe_chart).toEqual(refitted);
  });

  it("refits the chart after an import writes the member's history", async () => {
    const owner = await createUser(t, { e1rmMethod: "personal", personalRpeChart: stale });
    const res = await uploadImport(t, owner, importFixture("strong-en.csv"), { timezone: "Europe/Berlin" });
    expect(res.statusCode, res.body).toBe(202);
    // The import job queues the refit in its own transaction; the same drain then runs it.
    await runJobs();
    expect(await queuedRefits(owner.id)).toHaveLength(0);
    const refitted = await storedChart(owner.id);
    expect(refitted).not.toEqual(stale);
    expect(refitted!.offsets).toHaveLength(9);
  });

  it("lets a refit queued before the member left the method do nothing", async () => {
    const owner = await createUser(t, { e1rmMethod: "personal", personalRpeChart: stale });
    await tripleAtEight(owner);
    await t.database.db.update(users).set({ e1rmMethod: "formula" }).where(eq(users.id, owner.id));
    await runJobs();
    expect(await queuedRefits(owner.id)).toHaveLength(0);
    expect(await storedChart(owner.id)).toEqual(stale);
  });
});
