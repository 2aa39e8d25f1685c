import type { PlateSetup } from "../schemas/plate-settings.js";
import type { Prescription, Progression } from "../schemas/routines.js";
import { cleanFloat, roundTo } from "./round.js";
import { loadFor } from "./rpe-table.js";
import type { WeightUnit } from "./units.js";

// The arithmetic of routines: the load a prescription plans, and how a progression moves an
// exercise's loads and reps from one start of the routine to the next (docs/decisions/025-routines.md).

const FALLBACK_STEP: Record<WeightUnit, number> = { kg: 2.5, lbs: 5 };

/** The smallest change a lifter can load: the smallest plate on hand, on both sides (2.5 kg / 5 lb by default). */
export function loadStep(setup: PlateSetup | undefined, unit: WeightUnit): number {
  const smallest = Math.min(...(setup?.plates ?? []).filter((p) => p.count > 0).map((p) => p.weight));
  return Number.isFinite(smallest) ? roundTo(smallest * 2, 2) : FALLBACK_STEP[unit];
}

/** The nearest multiple of `step`; exactly half way rounds down (the lighter load). */
export function roundToStep(load: number, step: number): number {
  const steps = cleanFloat(load / step);
  const below = Math.floor(steps);
  return roundTo((steps - below > 0.5 ? below + 1 : below) * step, 2);
}

/**
 * Where an exercise's progression stands: the fixed load of each set (null for a percent or RPE set),
 * the reps each set aims at, and how many attempted starts in a row failed.
 */
export type ExerciseProgress = { loads: (number | null)[]; reps: number[]; failures: number };

/** The template as written: no progression yet. */
export function initialProgress(sets: Prescription[]): ExerciseProgress {
  return { loads: sets.map((s) => s.weight ?? null), reps: sets.map((s) => s.reps), failures: 0 };
}

/** The stored progress when it still fits the sets (an edited exercise starts over). */
export function progressOf(sets: Prescription[], stored: ExerciseProgress | undefined): ExerciseProgress {
  const fits = stored && stored.loads.length === sets.length && stored.reps.length === sets.length;
  return fits ? stored : initialProgress(sets);
}

/**
 * The load of one planned set, in `unit`: a fixed load as it stands, or a share of the current e1RM
 * (`e1rm`, in `unit`) rounded to the step. Null when it needs an e1RM and there is none, or the RPE
 * chart has no cell for it.
 */
export function plannedLoad(
  set: Prescription,
  ctx: { load: number | null; e1rm: number | null; step: number },
): number | null {
  if (set.weight !== undefined) return ctx.load ?? set.weight;
  if (ctx.e1rm === null) return null;
  if (set.percent_1rm !== undefined) return roundToStep((ctx.e1rm * set.percent_1rm) / 100, ctx.step);
  const load = set.rpe === undefined ? undefined : loadFor({ e1rm: ctx.e1rm, reps: set.reps, rpe: set.rpe });
  return load === undefined ? null : roundToStep(load, ctx.step);
}

/** How one planned set of the last session went: the reps it aimed at, whether it was done, the reps done. */
export type PlannedOutcome = { planned_reps: number; done: boolean; reps: number };

export type ProgressStep = { progress: ExerciseProgress; reason: string | null };

/** "3×5", or "5/5/3" when the sets differ. */
function describe(outcome: PlannedOutcome[]): string {
  const reps = outcome.map((o) => o.planned_reps);
  return reps.every((r) => r === reps[0]) ? `${reps.length}×${reps[0]}` : reps.join("/");
}

const signed = (value: number, unit: WeightUnit) => `+${roundTo(value, 2)} ${unit}`;

/**
 * The next start's progress of one exercise, from the last session started from the routine
 * (`outcome`: its planned sets of the exercise, in order). An exercise none of whose planned sets was
 * done was not attempted: nothing changes. Success is every planned set done at its planned reps or
 * more. `unit` is the fixed loads' unit (for the reason), `step` the loadable step there (for deloads).
 */
export function advanceProgress(input: {
  sets: Prescription[];
  progression: Progression | undefined;
  progress: ExerciseProgress;
  outcome: PlannedOutcome[];
  unit: WeightUnit;
  step: number;
}): ProgressStep {
  const { sets, progression, progress, outcome, unit, step } = input;
  const unchanged = { progress, reason: null };
  if (!progression || progression.kind === "rpe" || !outcome.some((o) => o.done)) return unchanged;
  const success = outcome.every((o) => o.done && o.reps >= o.planned_reps);
  const hasFixed = progress.loads.some((l) => l !== null);
  const add = (by: number) => progress.loads.map((l) => (l === null ? null : cleanFloat(l + by)));

  if (progression.kind === "linear") {
    if (success) {
      const next = { ...progress, loads: add(progression.increment), failures: 0 };
      const reason = hasFixed
        ? `${signed(progression.increment, unit)}: all ${describe(outcome)} done last time`
        : null;
      return { progress: next, reason };
    }
    const failures = progress.failures + 1;
    if (progression.deload_after === undefined || failures < progression.deload_after) {
      return { progress: { ...progress, failures }, reason: null };
    }
    const percent = progression.deload_percent ?? 10;
    const loads = progress.loads.map((l) =>
      l === null ? null : roundToStep((l * (100 - percent)) / 100, step),
    );
    const reason = hasFixed ? `−${percent} %: ${failures} failed sessions in a row` : null;
    return { progress: { ...progress, loads, failures: 0 }, reason };
  }

  // Double progression: reps climb by one per successful start up to the top of each set's range;
  // once every set reached its top, the load goes up and the reps return to the bottom.
  if (!success) return unchanged;
  const tops = sets.map((s) => s.reps_max ?? s.reps);
  if (progress.reps.every((r, i) => r >= (tops[i] ?? r))) {
    const next = { loads: add(progression.increment), reps: sets.map((s) => s.reps), failures: 0 };
    const why = `all ${describe(outcome)} done last time, reps back to the bottom`;
    return {
      progress: next,
      reason: hasFixed ? `${signed(progression.increment, unit)}: ${why}` : `Top reached: ${why}`,
    };
  }
  const reps = progress.reps.map((r, i) => Math.min(r + 1, tops[i] ?? r));
  return {
    progress: { ...progress, reps, failures: 0 },
    reason: `+1 rep: all ${describe(outcome)} done last time`,
  };
}
