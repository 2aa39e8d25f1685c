import { roundTo } from "./round.js";

// The attempt planner's first half (docs/decisions/030-attempt-planner.md): from the lifter's own
// heavy sets, the max they will have on meet day and how sure that estimate is. The attempts
// proposed from there are in ./attempt-planner.ts.

/** A heavy set as the planner reads it (kg; e1RM in the member's method). */
export type PlannerSet = { date: string; weightKg: number; reps: number; rpe: number | null; e1rmKg: number };

export type PlannerEvidence = {
  heavySets: readonly PlannerSet[];
  /** Best e1RM per week, oldest first. */
  weeklyE1rm: readonly { week: string; e1rmKg: number }[];
  /** Mean |RPE given − RPE prescribed|; null when nothing to compare. */
  rpeError: number | null;
  /**
   * How far the lifter's day's max has strayed from what was predicted the day before, walking
   * forward through their own history (kg, one standard deviation; insights/pr-chance.ts): the
   * spread is never narrower than that. Absent or null: not measured.
   */
  formSpreadKg?: number | null;
};

/** The estimate of the meet-day max, in kg. */
export type MaxEstimate = {
  kg: number;
  /** One standard deviation of that estimate (kg). */
  spreadKg: number;
  /** e1RM gained a week over the recent trend (kg; 0 with fewer than 3 weeks). */
  trendKgPerWeek: number;
  /** The recent singles the estimate leans on (newest first). */
  singles: PlannerSet[];
  /** Why: "your last 4 singles at RPE 8–9 (200–207.5 kg) and …". */
  reasoning: string;
};

const DAY = 86_400_000;
/** Trend weeks read and the furthest a trend is carried forward (a trend does not last forever). */
const TREND_WEEKS = 8;
const MAX_PROJECTION_WEEKS = 6;
/** Singles newer than this are read as direct evidence of the max. */
const SINGLE_WINDOW_DAYS = 42;
/** Meet-day noise: the same lifter on the same day misses or makes a weight within about ±1 %. */
export const DAY_NOISE = 0.012;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const stdev = (xs: readonly number[]) => {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
};

/** The standard normal CDF (Abramowitz–Stegun 7.1.26, error under 1.5e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Least-squares slope of e1RM per week over the last weeks (0 with fewer than 3 points). */
function weeklyTrend(
  weeks: PlannerEvidence["weeklyE1rm"],
): { slope: number; last: number; lastWeek: number } | null {
  const recent = weeks.slice(-TREND_WEEKS);
  if (recent.length === 0) return null;
  const xs = recent.map((w) => Date.parse(w.week) / (7 * DAY));
  const ys = recent.map((w) => w.e1rmKg);
  const lastWeek = xs.at(-1)!;
  if (recent.length < 3) return { slope: 0, last: Math.max(...ys.slice(-2)), lastWeek };
  const mx = mean(xs);
  const my = mean(ys);
  const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  const slope = sxx === 0 ? 0 : xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0) / sxx;
  // The fitted value at the last week, never below what the last weeks showed by more than the scatter.
  return { slope, last: my + slope * (lastWeek - mx), lastWeek };
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const kgText = (kg: number) => `${roundTo(kg, 1)} kg`;
function rpeRange(sets: readonly PlannerSet[]): string {
  const rpes = sets.map((s) => s.rpe).filter((r): r is number => r != null);
  if (rpes.length === 0) return "";
  const lo = Math.min(...rpes);
  const hi = Math.max(...rpes);
  return lo === hi ? ` at RPE ${lo}` : ` at RPE ${lo}–${hi}`;
}

/**
 * The max to expect on `targetDate` and its spread, or null without a heavy set to read. Sources, each
 * said in `reasoning`: the weekly e1RM trend carried to the meet (at most 6 weeks, gains held to ±5 %),
 * recent singles at RPE 7+ (half the weight when there are two or more), and how scattered recent
 * e1RMs and RPE calls are (the spread: 2.5–8 % of the estimate).
 */
export function estimateMax(evidence: PlannerEvidence, targetDate: string): MaxEstimate | null {
  const sets = [...evidence.heavySets].sort((a, b) => b.date.localeCompare(a.date));
  const trend = weeklyTrend(evidence.weeklyE1rm);
  if (!trend && sets.length === 0) return null;
  const target = Date.parse(targetDate) / (7 * DAY);
  const newest = sets[0] ? Date.parse(sets[0].date) : Date.parse(targetDate);
  const singles = sets
    .filter(
      (s) =>
        s.reps === 1 &&
        s.rpe != null &&
        s.rpe >= 7 &&
        newest - Date.parse(s.date) <= SINGLE_WINDOW_DAYS * DAY,
    )
    .slice(0, 6);

  const parts: string[] = [];
  let fromTrend: number | null = null;
  let slope = 0;
  if (trend) {
    slope = trend.slope;
    const ahead = Math.min(Math.max(target - trend.lastWeek, 0), MAX_PROJECTION_WEEKS);
    const gain = Math.max(-0.05, Math.min(0.05, (slope * ahead) / trend.last));
    fromTrend = trend.last * (1 + gain);
    const perWeek = roundTo(slope, 1);
    parts.push(
      evidence.weeklyE1rm.length >= 3
        ? `your e1RM trend (${perWeek >= 0 ? "+" : ""}${perWeek} kg a week) points to ${kgText(fromTrend)} by the meet`
        : `your recent e1RM is ${kgText(fromTrend)}`,
    );
  }
  let kg = fromTrend ?? Math.max(...sets.slice(0, 8).map((s) => s.e1rmKg));
  if (singles.length >= 2) {
    const fromSingles = mean(singles.map((s) => s.e1rmKg));
    kg = fromTrend == null ? fromSingles : (fromTrend + fromSingles) / 2;
    const weights = singles.map((s) => roundTo(s.weightKg, 1));
    const lo = Math.min(...weights);
    const hi = Math.max(...weights);
    const span = lo === hi ? `${lo} kg` : `${lo}–${hi} kg`;
    parts.unshift(
      `your last ${singles.length} singles${rpeRange(singles)} (${span}) support ${kgText(fromSingles)}`,
    );
  } else if (!trend) {
    parts.push(`your best recent e1RM is ${kgText(kg)}`);
  }

  const recentE1rm = sets.slice(0, 8).map((s) => s.e1rmKg);
  const scatter = recentE1rm.length >= 2 ? stdev(recentE1rm) / mean(recentE1rm) : 0.03;
  const rpeError = evidence.rpeError ?? 1;
  const thin = sets.length < 3 ? 0.02 : 0;
  const rule = Math.min(0.08, Math.max(0.025, 0.015 + 0.01 * rpeError + 0.5 * scatter + thin));
  const form = evidence.formSpreadKg ?? 0;
  const relative = kg > 0 ? Math.max(rule, form / kg) : rule;
  if (evidence.rpeError != null)
    parts.push(`your RPE calls land within ${roundTo(evidence.rpeError, 1)} of the plan on average`);
  if (form > kg * rule)
    parts.push(
      `on your own history a day's max strayed ${kgText(form)} from the prediction, so the spread is that wide`,
    );
  const reasoning = `${parts.map(capitalize).join(". ")}. Expect about ${kgText(kg)} (± ${kgText(kg * relative)}).`;
  return { kg, spreadKg: kg * relative, trendKgPerWeek: slope, singles, reasoning };
}
