import {
  calibrationTable,
  detectPlateau,
  e1rmPersonal,
  e1rmRpeTable,
  fitReadiness,
  fitRpeCalibration,
  forecastMax,
  isoDay,
  personalChartOf,
  prChance,
  rpeDrift,
  walkForwardAccuracy,
  type Forecast,
  type HistorySet,
  type RpeCalibration,
  type TrackerDay,
} from "@topset/shared";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-errors.js";
import { ReadCache } from "../../lib/cache.js";
import {
  findInsightsAccount,
  findOwnExercise,
  listHistorySets,
  listMainLifts,
  listTrackerDays,
  savePersonalChart,
  type InsightsAccount,
} from "./insights.queries.js";

// The training insights of one member (docs/decisions/044-training-intelligence.md): each read loads
// the member's rows once (one statement for the sets, one for the trackers), runs the shared models,
// and keeps the answer under the version of those rows, so it is computed again only after a change.

/** A page asks for several insights at once: the rows are read once for all of them. */
const rowsCache = new ReadCache("insights-rows", 60_000);
const answers = new ReadCache("insights", 15 * 60_000);

/** The lifts a plateau is looked for in: the member's most logged ones. */
const MAIN_LIFTS = 6;

type Rows = { sets: HistorySet[]; trackers: TrackerDay[] };
type Context = { db: Db; userId: number; account: InsightsAccount; zone: string };

/** Today as a day number in the member's zone. */
export function todayIn(zone: string, now = new Date()): number {
  const local = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(now);
  return Math.round(Date.parse(`${local}T00:00:00Z`) / 86_400_000);
}

async function contextOf(db: Db, userId: number): Promise<Context> {
  const account = await findInsightsAccount(db, userId);
  if (!account) throw notFound("User");
  return { db, userId, account, zone: account.timezone ?? "UTC" };
}

function rowsOf(ctx: Context): Promise<Rows> {
  return rowsCache.get(
    `${ctx.userId}:${ctx.zone}`,
    async () => ({
      sets: await listHistorySets(ctx.db, ctx.userId, ctx.zone),
      trackers: await listTrackerDays(ctx.db, ctx.userId, ctx.zone),
    }),
    { userId: ctx.userId, version: ctx.account.version },
  );
}

/** One answer, kept under the version of the rows (and today's date for the ones that read it). */
function cached<T>(ctx: Context, key: string, compute: (rows: Rows) => T): Promise<T> {
  return answers.get(`${ctx.userId}:${ctx.zone}:${key}`, async () => compute(await rowsOf(ctx)), {
    userId: ctx.userId,
    version: ctx.account.version,
  });
}

const calibrationOf = (ctx: Context) =>
  cached(ctx, "calibration", (rows): RpeCalibration => fitRpeCalibration(rows.sets));

/** How a day's performance is estimated: the member's personal chart when they chose it, else the standard one. */
async function estimatorOf(ctx: Context) {
  if (ctx.account.e1rmMethod !== "personal") return undefined;
  const calibration = await calibrationOf(ctx);
  return (s: HistorySet) => e1rmPersonal(calibration, s) ?? e1rmRpeTable(s);
}

async function ownExercise(ctx: Context, exerciseId: number) {
  const exercise = await findOwnExercise(ctx.db, ctx.userId, exerciseId);
  if (!exercise) throw notFound("Exercise");
  return exercise;
}

export async function rpeCalibration(db: Db, userId: number) {
  return calibrationTable(await calibrationOf(await contextOf(db, userId)));
}

export async function e1rmAccuracy(db: Db, userId: number, exerciseId: number) {
  const ctx = await contextOf(db, userId);
  await ownExercise(ctx, exerciseId);
  return cached(ctx, `accuracy:${exerciseId}`, (rows) => walkForwardAccuracy(rows.sets, exerciseId).methods);
}

async function readinessFit(ctx: Context, exerciseId: number) {
  const today = todayIn(ctx.zone);
  const estimate = await estimatorOf(ctx);
  // The method is in the key: a day's performance is read with the member's chart once they chose it.
  return cached(ctx, `readiness:${exerciseId}:${today}:${ctx.account.e1rmMethod}`, (rows) =>
    fitReadiness({ sets: rows.sets, trackers: rows.trackers, exerciseId, today, estimate }),
  );
}

export async function readiness(db: Db, userId: number, exerciseId: number) {
  const ctx = await contextOf(db, userId);
  await ownExercise(ctx, exerciseId);
  const fit = await readinessFit(ctx, exerciseId);
  return { ...fit, series: fit.series.map((p) => ({ ...p, day: isoDay(p.day) })) };
}

export async function plateaus(db: Db, userId: number) {
  const ctx = await contextOf(db, userId);
  const lifts = await listMainLifts(db, userId, MAIN_LIFTS);
  const today = todayIn(ctx.zone);
  const estimate = await estimatorOf(ctx);
  const key = `plateaus:${today}:${ctx.account.e1rmMethod}:${lifts.map((l) => l.id).join(",")}`;
  const found = await cached(ctx, key, (rows) =>
    lifts.map((lift) => detectPlateau(rows.sets, lift.id, today, undefined, estimate)),
  );
  return found.map((plateau, i) => ({ ...plateau, name: lifts[i]!.name }));
}

export async function rpeDriftOf(db: Db, userId: number, exerciseId: number) {
  const ctx = await contextOf(db, userId);
  await ownExercise(ctx, exerciseId);
  const drift = await cached(ctx, `drift:${exerciseId}`, (rows) => rpeDrift(rows.sets, exerciseId));
  return drift.map(({ day, ...point }) => ({ date: isoDay(day), ...point }));
}

export async function prChanceOf(db: Db, userId: number, exerciseId: number, attemptKg: number) {
  const ctx = await contextOf(db, userId);
  await ownExercise(ctx, exerciseId);
  const chance = prChance(await readinessFit(ctx, exerciseId), attemptKg);
  return chance ? [chance] : [];
}

/**
 * Fits the member's chart from all their rows and keeps it for the `personal` method: when they
 * choose it, and after each session they complete while it is chosen (the job below).
 */
export async function refreshPersonalChart(db: Db, userId: number) {
  const ctx = await contextOf(db, userId);
  const chart = personalChartOf(await calibrationOf(ctx));
  await savePersonalChart(db, userId, chart);
  return chart;
}

/**
 * Each lift's day-to-day form as the attempt planner reads it: today's expected max and how far a
 * day's max strayed from prediction on the member's own history (`forecastMax`); null where there is
 * nothing to measure it on.
 */
export async function liftForms(db: Db, userId: number, exerciseIds: number[]) {
  const ctx = await contextOf(db, userId);
  const forms = new Map<number, Forecast | null>();
  for (const id of exerciseIds) forms.set(id, forecastMax(await readinessFit(ctx, id)));
  return forms;
}
