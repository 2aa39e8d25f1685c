import { ATTEMPT_INCREMENT, roundToIncrement } from "./attempts.js";
import { roundTo } from "./round.js";
import { convertWeight, type WeightUnit } from "./units.js";

// The attempt planner (docs/decisions/030-attempt-planner.md). From the lifter's own heavy sets it
// estimates the max they will have on meet day and how sure that estimate is, then proposes the
// heaviest attempts with a wanted chance of success: opener ~95 %, second ~80 %, third ~50 %.
// On meet day each made or missed attempt is evidence too: the estimate is updated (a made 205
// means the max is at least about 205) and the next proposals and chances follow.

/** A heavy set as the planner reads it (kg; e1RM in the member's method). */
export type PlannerSet = { date: string; weightKg: number; reps: number; rpe: number | null; e1rmKg: number };

export type PlannerEvidence = {
  heavySets: readonly PlannerSet[];
  /** Best e1RM per week, oldest first. */
  weeklyE1rm: readonly { week: string; e1rmKg: number }[];
  /** Mean |RPE given − RPE prescribed|; null when nothing to compare. */
  rpeError: number | null;
};

/** How sure the lifter should be of making a weight, as a word a handler can say. */
export type Confidence = "high" | "good" | "fair" | "low";

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

/** Wanted chance of making each attempt when the planner proposes it. */
export const ATTEMPT_TARGETS = [0.95, 0.8, 0.5] as const;
/** And never above the usual coaching bands: opener ≤ 93 %, second ≤ 98 % of the expected max. */
const ATTEMPT_CAPS = [0.93, 0.98, Infinity] as const;
const ATTEMPT_ROLES = [
  "an opener made even on a bad day",
  "a second that sets up the third",
  "the third: your best day",
];

const DAY = 86_400_000;
/** Trend weeks read and the furthest a trend is carried forward (a trend does not last forever). */
const TREND_WEEKS = 8;
const MAX_PROJECTION_WEEKS = 6;
/** Singles newer than this are read as direct evidence of the max. */
const SINGLE_WINDOW_DAYS = 42;
/** Meet-day noise: the same lifter on the same day misses or makes a weight within about ±1 %. */
const DAY_NOISE = 0.012;

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
  const relative = Math.min(0.08, Math.max(0.025, 0.015 + 0.01 * rpeError + 0.5 * scatter + thin));
  if (evidence.rpeError != null)
    parts.push(`your RPE calls land within ${roundTo(evidence.rpeError, 1)} of the plan on average`);
  const reasoning = `${parts.map(capitalize).join(". ")}. Expect about ${kgText(kg)} (± ${kgText(kg * relative)}).`;
  return { kg, spreadKg: kg * relative, trendKgPerWeek: slope, singles, reasoning };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export type TakenAttempt = { weight: number; made: boolean | null };

/** The estimate's belief over the max as a grid (kg → weight), updated by attempts already taken. */
function posterior(estimate: MaxEstimate, taken: readonly TakenAttempt[], unit: WeightUnit) {
  const { kg, spreadKg } = estimate;
  const points = 161;
  const grid: { max: number; p: number }[] = [];
  for (let i = 0; i < points; i++) {
    const z = -4 + (8 * i) / (points - 1);
    grid.push({ max: kg + z * spreadKg, p: Math.exp(-(z * z) / 2) });
  }
  for (const attempt of taken) {
    if (attempt.made == null) continue;
    const w = convertWeight(attempt.weight, unit, "kg");
    for (const cell of grid) {
      const make = normalCdf((cell.max - w) / (cell.max * DAY_NOISE));
      cell.p *= attempt.made ? make : 1 - make;
    }
  }
  const total = grid.reduce((a, c) => a + c.p, 0);
  return total > 0 ? grid.map((c) => ({ max: c.max, p: c.p / total })) : grid;
}

/** The chance of making `weight` (in `unit`) given the estimate and the attempts taken so far. */
export function chanceOfMaking(
  estimate: MaxEstimate,
  weight: number,
  unit: WeightUnit,
  taken: readonly TakenAttempt[] = [],
): number {
  const w = convertWeight(weight, unit, "kg");
  return posterior(estimate, taken, unit).reduce(
    (a, c) => a + c.p * normalCdf((c.max - w) / (c.max * DAY_NOISE)),
    0,
  );
}

export const confidenceOf = (chance: number): Confidence =>
  chance >= 0.9 ? "high" : chance >= 0.7 ? "good" : chance >= 0.45 ? "fair" : "low";

export type PlannedAttempt = {
  attempt: 1 | 2 | 3;
  /** In the meet's unit, on its step (2.5 kg / 5 lb). */
  weight: number;
  /** 0–1, given what is known before this attempt (the ones before it made as planned). */
  chance: number;
  confidence: Confidence;
  /** taken: made or missed on the day; chosen: the lifter's override; proposed: the planner's. */
  source: "taken" | "chosen" | "proposed";
  made: boolean | null;
  reasoning: string;
};

export type PlanLiftInput = {
  estimate: MaxEstimate;
  unit: WeightUnit;
  /** Attempts so far, by number: a weight with made/missed (taken) or with made null (chosen, not taken). */
  attempts: Partial<Record<1 | 2 | 3, TakenAttempt>>;
};

const pct = (chance: number) => `${Math.round(chance * 100)} %`;

/**
 * Opener, second and third for one lift. Taken attempts stay; chosen ones stay and are scored; the
 * rest are the heaviest step weights whose chance reaches the attempt's target, each heavier than the
 * one before (after a miss the same weight may be repeated). Chances assume the attempts before
 * were made as planned, and use what the taken ones revealed.
 */
export function planLift({ estimate, unit, attempts }: PlanLiftInput): PlannedAttempt[] {
  const step = ATTEMPT_INCREMENT[unit];
  const plan: PlannedAttempt[] = [];
  const history: TakenAttempt[] = [];
  for (const n of [1, 2, 3] as const) {
    const given = attempts[n];
    const previous = plan.at(-1);
    const floor = previous
      ? previous.made === false
        ? previous.weight
        : roundTo(previous.weight + step, 2)
      : step;
    let weight: number;
    let source: PlannedAttempt["source"];
    if (given) {
      weight = given.weight;
      source = given.made == null ? "chosen" : "taken";
    } else {
      const cap = convertWeight(estimate.kg * ATTEMPT_CAPS[n - 1]!, "kg", unit);
      weight = heaviestWithChance(estimate, unit, history, ATTEMPT_TARGETS[n - 1]!, floor, step, cap);
      source = "proposed";
    }
    const chance = chanceOfMaking(estimate, weight, unit, history);
    const made = given?.made ?? null;
    plan.push({
      attempt: n,
      weight,
      chance,
      confidence: confidenceOf(chance),
      source,
      made,
      reasoning: attemptReasoning(n, weight, unit, chance, estimate, source),
    });
    // Later chances assume this one goes as recorded, or as planned (made) when not taken yet.
    history.push({ weight, made: made ?? true });
  }
  return plan;
}

function heaviestWithChance(
  estimate: MaxEstimate,
  unit: WeightUnit,
  history: readonly TakenAttempt[],
  target: number,
  floor: number,
  step: number,
  cap: number,
): number {
  const maxInUnit = Math.min(cap, convertWeight(estimate.kg + 4 * estimate.spreadKg, "kg", unit));
  let weight = Math.max(floor, roundToIncrement(convertWeight(estimate.kg * 0.8, "kg", unit), step, "down"));
  if (chanceOfMaking(estimate, weight, unit, history) < target) return floor;
  while (
    weight + step <= maxInUnit &&
    chanceOfMaking(estimate, roundTo(weight + step, 2), unit, history) >= target
  )
    weight = roundTo(weight + step, 2);
  return weight;
}

function attemptReasoning(
  n: 1 | 2 | 3,
  weight: number,
  unit: WeightUnit,
  chance: number,
  estimate: MaxEstimate,
  source: PlannedAttempt["source"],
): string {
  const share = Math.round((convertWeight(weight, unit, "kg") / estimate.kg) * 100);
  const what = `${weight} ${unit} is ${share} % of the expected max: ${pct(chance)} chance (${confidenceOf(chance)})`;
  if (source === "proposed") return `${capitalize(what)}; ${ATTEMPT_ROLES[n - 1]}.`;
  if (source === "chosen") return `Your choice. ${capitalize(what)}.`;
  return `${capitalize(what)} before it was taken.`;
}

/** The projected total of a plan (the heaviest attempt per lift expected to count), in the meet's unit. */
export function projectedTotal(plans: readonly (readonly PlannedAttempt[])[]): number {
  return roundTo(
    plans.reduce((sum, plan) => {
      const counting = plan.filter((a) => a.made !== false);
      return sum + (counting.length ? Math.max(...counting.map((a) => a.weight)) : 0);
    }, 0),
    2,
  );
}
