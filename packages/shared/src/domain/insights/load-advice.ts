import { roundToStep } from "../prescriptions.js";
import { roundTo } from "../round.js";
import { RPE_CHART_RPE, rpePercent } from "../rpe-table.js";
import type { WeightUnit } from "../units.js";
import type { HistorySet, ReadinessFit, RpeDriftPoint } from "./types.js";

// Next-session loads that learn: the chart's load for the prescription, moved when the last two
// sessions both ran hot or both ran easy against their planned RPE, and scaled a little by today's
// readiness. One session is noise; two in the same direction is a pattern worth a plate.

/** Mean realised − planned RPE a session needs, in the same direction twice, to move the load. */
const DRIFT_THRESHOLD = 0.5;
/** Readiness moves the load at most ± 5 %: it is a forecast, not a measurement. */
const READINESS_CLAMP = 0.05;

/** Per session (oldest first), mean planned and logged RPE over the sets that have both, to 0.1. */
export function rpeDrift(sets: HistorySet[], exerciseId: number): RpeDriftPoint[] {
  const sessions = new Map<number, { day: number; planned: number; realised: number; sets: number }>();
  for (const set of sets) {
    if (set.exercise_id !== exerciseId || set.planned_rpe == null || set.rpe == null) continue;
    const session = sessions.get(set.session_id) ?? { day: set.day, planned: 0, realised: 0, sets: 0 };
    session.planned += set.planned_rpe;
    session.realised += set.rpe;
    session.sets += 1;
    sessions.set(set.session_id, session);
  }
  return [...sessions]
    .map(([session_id, s]) => ({
      day: s.day,
      session_id,
      planned: roundTo(s.planned / s.sets, 1),
      realised: roundTo(s.realised / s.sets, 1),
      sets: s.sets,
    }))
    .sort((a, b) => a.day - b.day || a.session_id - b.session_id);
}

type Fraction = (reps: number, rpe: number) => number | undefined;

/**
 * The chart read at any RPE in its range: linear between the half steps on either side (a drift of
 * 0.7 lands between cells). Clamped to RPE 6–10, where the chart ends.
 */
function fractionAt(fraction: Fraction, reps: number, rpe: number): number | undefined {
  const clamped = Math.min(RPE_CHART_RPE.max, Math.max(RPE_CHART_RPE.min, rpe));
  const below = Math.floor(clamped * 2) / 2;
  const above = Math.ceil(clamped * 2) / 2;
  const lo = fraction(reps, below);
  const hi = fraction(reps, above);
  if (lo === undefined || hi === undefined) return undefined;
  return above === below ? lo : lo + ((hi - lo) * (clamped - below)) / (above - below);
}

/** The mean drift of the last two sessions when both ran the same way by the threshold, else 0. */
function sharedDrift(drift: readonly RpeDriftPoint[]): number {
  const last = drift.slice(-2).map((d) => d.realised - d.planned);
  if (last.length < 2) return 0;
  const hot = last.every((d) => d >= DRIFT_THRESHOLD - 1e-9);
  const cold = last.every((d) => d <= -DRIFT_THRESHOLD + 1e-9);
  return hot || cold ? (last[0]! + last[1]!) / 2 : 0;
}

const signed = (load: number, unit: WeightUnit) =>
  `${load > 0 ? "+" : "−"}${Math.abs(roundTo(load, 2))} ${unit}`;
const percentText = (share: number) => {
  const pct = Math.abs(share) * 100;
  return `${pct >= 1 ? Math.round(pct) : roundTo(pct, 1)} %`;
};

/**
 * The load for `reps` at `rpe` from `e1rm`, on `step` (all in one unit). `fraction` is the chart (the standard one
 * unless the personal chart is opted in). When the last two sessions both ran hot by `d` RPE, the
 * same load felt d heavier than planned: the load is read at RPE (rpe − d); easy sessions the other
 * way. `readiness` scales it by expected / usual, within ± 5 %. Null when the chart has no cell.
 */
export function adviseLoad(input: {
  e1rm: number;
  reps: number;
  rpe: number;
  step: number;
  drift: RpeDriftPoint[];
  fraction?: Fraction;
  readiness?: { expected_kg: number; baseline_kg: number } | null;
  /** The unit of `e1rm`, `step` and the answer, as the reason says it (kg by default). */
  unit?: WeightUnit;
}): { load: number; standard_load: number; delta: number; reason: string | null } | null {
  const { e1rm, reps, rpe, step, drift, fraction = rpePercent, readiness, unit = "kg" } = input;
  const base = fraction(reps, rpe);
  if (base === undefined) return null;
  const standard_load = roundToStep(e1rm * base, step);

  const shift = sharedDrift(drift);
  const shifted = shift === 0 ? base : (fractionAt(fraction, reps, rpe - shift) ?? base);
  const ratio =
    readiness && readiness.baseline_kg > 0 ? readiness.expected_kg / readiness.baseline_kg - 1 : 0;
  const scale = Math.min(READINESS_CLAMP, Math.max(-READINESS_CLAMP, ratio));
  const load = roundToStep(e1rm * shifted * (1 + scale), step);
  const delta = roundTo(load - standard_load, 2);
  if (delta === 0) return { load, standard_load, delta, reason: null };

  const why: string[] = [];
  if (shift !== 0)
    why.push(`last two sessions ran ${Math.abs(roundTo(shift, 1))} RPE ${shift > 0 ? "hot" : "easy"}`);
  if (scale !== 0)
    why.push(`today's readiness is ${percentText(scale)} ${scale > 0 ? "above" : "below"} usual`);
  return {
    load,
    standard_load,
    delta,
    reason: why.length ? `${signed(delta, unit)}: ${why.join(" and ")}` : null,
  };
}

/**
 * adviseLoad's `readiness` from a fit: today's expected max against the usual one, the lifter's
 * trend line at today (expected − its contributions), so ordinary progress never scales a load. Not
 * `params.baseline_kg`: that is the level with no fitness and no fatigue at all.
 */
export function loadReadiness(fit: ReadinessFit): { expected_kg: number; baseline_kg: number } | null {
  if (!fit.today) return null;
  const moved = fit.today.contributions.reduce((a, c) => a + c.kg, 0);
  return { expected_kg: fit.today.expected_kg, baseline_kg: roundTo(fit.today.expected_kg - moved, 1) };
}
