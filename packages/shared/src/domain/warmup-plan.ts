import { roundToIncrement } from "./attempts.js";
import type { WeightUnit } from "./units.js";

// Meet-day warm-ups for one lift, timed back from the moment the lifter's flight starts: the
// common shape of an empty bar for volume, then fewer reps as the weight climbs, the last warm-up
// at about 92 % of the opener some 8 minutes before the flight, and about 5 minutes between jumps.

export type WarmupStep = {
  weight: number;
  reps: number;
  /** Minutes before the flight starts (positive: before). */
  minutesBefore: number;
  /** The clock time, when the flight's start is known (ISO 8601). */
  at: string | null;
};

/** Fractions of the opener and reps; the bar goes first whatever these give. */
const STEPS = [
  { pct: 0.4, reps: 5 },
  { pct: 0.55, reps: 3 },
  { pct: 0.7, reps: 2 },
  { pct: 0.8, reps: 1 },
  { pct: 0.87, reps: 1 },
  { pct: 0.92, reps: 1 },
] as const;
const LAST_WARMUP_BEFORE_MIN = 8;
const MINUTES_BETWEEN = 5;
const BAR: Record<WeightUnit, number> = { kg: 20, lbs: 45 };
const LOADING_STEP: Record<WeightUnit, number> = { kg: 2.5, lbs: 5 };

export function warmupPlan(
  opener: number,
  unit: WeightUnit,
  flightStart: string | null = null,
): WarmupStep[] {
  const bar = BAR[unit];
  const weights: { weight: number; reps: number }[] = [{ weight: bar, reps: 8 }];
  for (const step of STEPS) {
    const weight = roundToIncrement(opener * step.pct, LOADING_STEP[unit], "down");
    // Skip a jump that would repeat the last weight or reach the opener.
    if (weight > weights.at(-1)!.weight && weight < opener) weights.push({ weight, reps: step.reps });
  }
  const start = flightStart ? Date.parse(flightStart) : NaN;
  return weights.map((w, i) => {
    const minutesBefore = LAST_WARMUP_BEFORE_MIN + (weights.length - 1 - i) * MINUTES_BETWEEN;
    const at = Number.isFinite(start) ? new Date(start - minutesBefore * 60_000).toISOString() : null;
    return { ...w, minutesBefore, at };
  });
}
