import {
  competitionLifts,
  convertWeight,
  E1RM_DECIMALS,
  roundTo,
  setFigures,
  type CompetitionLift,
  type NutritionWeek,
  type TrainingWeek,
  type WeightUnit,
} from "@topset/shared";
import type { Db } from "../../db/client.js";
import { findLiftExercises } from "../../lib/competition-lifts.queries.js";
import {
  findBodyweightBefore,
  findReportAccount,
  listWindowSets,
  listWindowTrackers,
  type ReportAccount,
  type WindowSet,
} from "./reports.queries.js";
import { localDay, mondayOf, reportZone, startOfDay, weekOf, weekWindow } from "../../lib/account-weeks.js";

// The weekly reports (docs/decisions/029-reports-and-meets.md): the rows of the window are fetched
// in one query each and added up here, where the weeks of the account's zone are known.

const toKg = (value: number, unit: WeightUnit) => convertWeight(value, unit, "kg");
const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

type Figures = { best: number | null; volume: number };
type WeekTotals = {
  sessions: Map<number, { rpe: number | null; minutes: number | null }>;
  sets: number;
  reps: number;
  volume: number;
  lifts: Map<CompetitionLift, Figures>;
  categories: Map<number, Figures & { name: string }>;
  heavy: Map<number, number>;
};

const emptyWeek = (): WeekTotals => ({
  sessions: new Map(),
  sets: 0,
  reps: 0,
  volume: 0,
  lifts: new Map(),
  categories: new Map(),
  heavy: new Map(),
});

function addFigures(to: Figures, e1rm: number | null, volume: number) {
  to.best = maxOf(to.best, e1rm);
  to.volume += volume;
}

function addSet(
  week: WeekTotals,
  row: WindowSet,
  account: ReportAccount,
  liftOf: Map<number, CompetitionLift>,
) {
  const minutes = row.end_date ? (row.end_date.getTime() - row.start_date.getTime()) / 60_000 : null;
  week.sessions.set(row.session_id, { rpe: row.end_date ? row.session_rpe : null, minutes });
  const figures = setFigures(
    { weight: row.weight, reps: row.reps, rpe: row.rpe },
    account.e1rmMethod,
    account.personalRpeChart,
  );
  const volume = toKg(figures.volume, row.weight_unit);
  const e1rm = figures.e1rm === null ? null : roundTo(toKg(figures.e1rm, row.weight_unit), E1RM_DECIMALS);
  week.sets += 1;
  week.reps += row.reps;
  week.volume += volume;
  const lift = liftOf.get(row.exercise_id);
  if (lift) {
    const at = week.lifts.get(lift) ?? { best: null, volume: 0 };
    addFigures(at, e1rm, volume);
    week.lifts.set(lift, at);
  }
  const category = week.categories.get(row.category_id) ?? { best: null, volume: 0, name: row.category_name };
  addFigures(category, e1rm, volume);
  week.categories.set(row.category_id, category);
  if (row.reps <= 5 && row.rpe !== null) week.heavy.set(row.rpe, (week.heavy.get(row.rpe) ?? 0) + 1);
}

const volumeKg = (volume: number) => roundTo(volume, 1);

function toTrainingWeek(week: string, totals: WeekTotals): TrainingWeek {
  const sessions = [...totals.sessions.values()];
  const rated = sessions.filter((s) => s.rpe !== null).map((s) => s.rpe!);
  const load = sessions.reduce(
    (sum, s) => (s.rpe !== null && s.minutes !== null ? sum + s.rpe * s.minutes : sum),
    0,
  );
  return {
    week,
    sessions: sessions.length,
    sets: totals.sets,
    reps: totals.reps,
    volume_kg: volumeKg(totals.volume),
    avg_session_rpe: rated.length ? roundTo(rated.reduce((a, b) => a + b, 0) / rated.length, 2) : null,
    session_load: roundTo(load, 1),
    lifts: competitionLifts.map((lift) => {
      const f = totals.lifts.get(lift);
      return { lift, best_e1rm_kg: f?.best ?? null, volume_kg: volumeKg(f?.volume ?? 0) };
    }),
    categories: [...totals.categories.entries()]
      .map(([category_id, f]) => ({
        category_id,
        name: f.name,
        best_e1rm_kg: f.best,
        volume_kg: volumeKg(f.volume),
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.category_id - b.category_id),
    heavy_sets_by_rpe: [...totals.heavy.entries()]
      .map(([rpe, sets]) => ({ rpe, sets }))
      .sort((a, b) => a.rpe - b.rpe),
  };
}

/** The training report: exactly `weeks` rows, oldest first, the current week (account zone) last. */
export async function trainingReport(db: Db, userId: number, weeks: number, now = new Date()) {
  const account = await findReportAccount(db, userId);
  const zone = reportZone(account.timezone);
  const window = weekWindow(weeks, zone, now);
  const [rows, lifts] = await Promise.all([
    listWindowSets(db, userId, window),
    findLiftExercises(db, userId),
  ]);
  const liftOf = new Map<number, CompetitionLift>();
  for (const lift of competitionLifts) {
    const exercise = lifts[lift];
    if (exercise) liftOf.set(exercise.id, lift);
  }
  const totals = new Map(window.weeks.map((week) => [week, emptyWeek()]));
  for (const row of rows) {
    const week = totals.get(weekOf(row.start_date, zone));
    if (week) addSet(week, row, account, liftOf);
  }
  return { zone, window, weeks: window.weeks.map((week) => toTrainingWeek(week, totals.get(week)!)) };
}

type TrackerWeek = { calorieDays: Map<string, number>; weights: number[] };

/**
 * The nutrition report: the trackers' weekly means beside the training volume and sessions. A day's
 * calories are its latest total (a later entry corrects the day); bodyweights are averaged in kg.
 */
export async function nutritionReport(db: Db, userId: number, weeks: number, now = new Date()) {
  const training = await trainingReport(db, userId, weeks, now);
  const { zone, window } = training;
  // The change of the first week compares with the last week before it that has a bodyweight.
  const before = await findBodyweightBefore(db, userId, window.from);
  const lookbackWeek = before ? weekOf(before, zone) : null;
  const from = lookbackWeek ? startOfDay(lookbackWeek, zone) : window.from;
  const rows = await listWindowTrackers(db, userId, { from, to: window.to });

  const byWeek = new Map<string, TrackerWeek>();
  for (const row of rows) {
    const day = localDay(row.created_at, zone);
    const key = mondayOf(day);
    const week: TrackerWeek = byWeek.get(key) ?? { calorieDays: new Map(), weights: [] };
    byWeek.set(key, week);
    if (row.total_calories !== null) week.calorieDays.set(day, row.total_calories); // oldest first: the latest wins
    if (row.body_weight !== null) week.weights.push(toKg(row.body_weight, row.body_weight_unit ?? "kg"));
  }
  const mean = (values: number[]) =>
    values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;

  let previous = lookbackWeek ? mean(byWeek.get(lookbackWeek)?.weights ?? []) : null;
  return training.weeks.map((t): NutritionWeek => {
    const week = byWeek.get(t.week);
    const calories = mean(week ? [...week.calorieDays.values()] : []);
    const weight = mean(week?.weights ?? []);
    const change = weight !== null && previous !== null ? roundTo(weight - previous, 2) : null;
    if (weight !== null) previous = weight;
    return {
      week: t.week,
      avg_calories: calories === null ? null : Math.round(calories),
      calorie_days: week?.calorieDays.size ?? 0,
      avg_bodyweight_kg: weight === null ? null : roundTo(weight, 2),
      bodyweight_entries: week?.weights.length ?? 0,
      bodyweight_change_kg: change,
      volume_kg: t.volume_kg,
      sessions: t.sessions,
    };
  });
}
