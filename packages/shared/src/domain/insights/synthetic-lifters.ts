import { roundToStep } from "../prescriptions.js";
import { chartFraction, effectiveRepsAt } from "./chart.js";
import { gaussian, mulberry32 } from "./training-fixtures.js";
import type { HistorySet } from "./types.js";

// Made-up lifters whose true max is known on every day, for the RPE calibration's and the accuracy
// walk-forward's tests and benches: loads come from the true max through the standard chart, and only
// the RPE they log is off, by a chosen bias and noise. Seeded, so every run builds the same history.
// (training-fixtures.ts holds the readiness models' lifters, whose max moves day to day.)

export type SyntheticRpeLifterOptions = {
  seed: number;
  /** Days of history, from `firstDay`. */
  days: number;
  /** Reps: +1 = calls RPE one too high ("hot"), logging 9 for a true 8. */
  rpeBias?: number;
  /** Standard deviation of the call around true RPE + bias, in reps, before rounding to halves. */
  noiseRir?: number;
  startMaxKg?: number;
  gainKgPerWeek?: number;
  exerciseId?: number;
  sessionsPerWeek?: number;
  /** Days between top singles (at true RPE 10). */
  heavySinglesEvery?: number;
  firstDay?: number;
};

export type SyntheticRpeLifter = { sets: HistorySet[]; trueMaxOn(day: number): number };

/** 2022-01-08, a Saturday; any day would do. */
export const SYNTHETIC_FIRST_DAY = 19_000;
/** Share of top-single days that also end with an AMRAP. */
const AMRAP_CHANCE = 0.35;
/** Work loads go on in 2.5 kg steps; maxes are tried to the nearest 0.5 kg below. */
const LOAD_STEP = 2.5;
const MAX_STEP = 0.5;

/** Down to the step; the 1e-9 keeps a value already on a step (140 / 0.5) from dropping one by float error. */
const floorTo = (value: number, step: number): number => Math.floor(value / step + 1e-9) * step;
const between = (random: () => number, low: number, high: number): number =>
  low + Math.floor(random() * (high - low + 1));

export function syntheticLifter(opts: SyntheticRpeLifterOptions): SyntheticRpeLifter {
  const {
    seed,
    days,
    rpeBias = 0,
    noiseRir = 0.4,
    startMaxKg = 140,
    gainKgPerWeek = 0.2,
    exerciseId = 1,
    sessionsPerWeek = 3,
    heavySinglesEvery = 14,
    firstDay = SYNTHETIC_FIRST_DAY,
  } = opts;
  const random = mulberry32(seed);
  const trueMaxOn = (day: number): number => startMaxKg + (gainKgPerWeek * Math.max(0, day - firstDay)) / 7;
  const sets: HistorySet[] = [];
  const base = { exercise_id: exerciseId, planned_rpe: null };
  let sessionId = seed * 100_000;
  let lastHeavy = -Infinity;

  for (let i = 0; i < days; i++) {
    // Sessions spread evenly through each week.
    if (Math.floor(((i + 1) * sessionsPerWeek) / 7) === Math.floor((i * sessionsPerWeek) / 7)) continue;
    const day = firstDay + i;
    const max = trueMaxOn(day);
    const session = { ...base, day, session_id: ++sessionId };
    const heavy = day - lastHeavy >= heavySinglesEvery;
    if (heavy) {
      lastHeavy = day;
      // A true max single, logged either way a lifter would: RPE 10, or a set to failure.
      const kind = random() < 0.5 ? "failure" : "normal";
      sets.push({ ...session, weight: floorTo(max, MAX_STEP), reps: 1, rpe: 10, kind });
    }
    const workSets = between(random, 3, 5);
    for (let s = 0; s < workSets; s++) {
      const reps = between(random, 3, 5);
      const plannedRpe = 7 + 0.5 * between(random, 0, 4);
      const weight = roundToStep(max * chartFraction(reps + 10 - plannedRpe), LOAD_STEP);
      const trueReserve = effectiveRepsAt(weight / max) - reps;
      const call = 10 - (trueReserve - rpeBias) + noiseRir * gaussian(random);
      const rpe = Math.min(10, Math.max(6, Math.round(call * 2) / 2));
      sets.push({ ...session, weight, reps, rpe, kind: "normal", planned_rpe: plannedRpe });
    }
    if (heavy && random() < AMRAP_CHANCE) {
      const reps = between(random, 5, 8);
      const weight = floorTo(max * chartFraction(reps), MAX_STEP);
      sets.push({ ...session, weight, reps, rpe: 10, kind: "failure" });
    }
  }
  return { sets, trueMaxOn };
}

/** A lifter who has logged 10 sets in all (a first top single among them): too little to learn from. */
export function thinRpeLifter(opts: { seed: number; rpeBias?: number }): SyntheticRpeLifter {
  const lifter = syntheticLifter({ ...opts, days: 28, heavySinglesEvery: 7 });
  return { sets: lifter.sets.slice(0, 10), trueMaxOn: lifter.trueMaxOn };
}
