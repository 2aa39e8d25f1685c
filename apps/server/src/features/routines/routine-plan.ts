import {
  adviseLoad,
  advanceProgress,
  convertWeight,
  loadStep,
  plannedLoad,
  personalChartFraction,
  progressOf,
  roundTo,
  rpeDrift,
  rpePercent,
  setFigures,
  type Prescription,
  type RpeDriftPoint,
  type PlannedOutcome,
  type PlateSettings,
  type Routine,
  type WeightUnit,
} from "@topset/shared";
import type { RoutineExerciseDoc, RoutineProgress } from "../../db/schema/index.js";
import type { OwnerE1rm } from "../training/sets.queries.js";
import type {
  listE1rmCandidates,
  listPlannedRpeSets,
  RoutineRow,
  RoutineWithStart,
} from "./routines.queries.js";

type RoutineExercise = Routine["exercises"][number];
export type PlanContext = {
  /** The account's unit: loads from an e1RM are in it, and so are fixed loads sent without a unit. */
  unit: WeightUnit;
  plates: PlateSettings;
  names: Map<number, string>;
  /** The current e1RM of each exercise, in the account's unit. */
  e1rms: Map<number, number>;
  /** The planned sets of the last session started from the routine, when its outcome is not in the progress yet. */
  outcomes: Map<number, PlannedOutcome[]> | null;
  /** The owner's method and chart: an RPE set's load is read off their chart when they chose their own. */
  owner: OwnerE1rm;
  /** How each exercise's recent sessions ran against their planned RPE (oldest first). */
  drift: Map<number, RpeDriftPoint[]>;
};

/** RPE against plan per exercise, from the member's recent planned sets (the shared `rpeDrift`). */
export function driftByExercise(rows: Awaited<ReturnType<typeof listPlannedRpeSets>>) {
  const history = rows.map((r) => ({
    day: Math.floor(r.startDate.getTime() / 86_400_000),
    session_id: r.sessionId,
    exercise_id: r.exerciseId,
    weight: 0,
    reps: 0,
    rpe: r.rpe,
    kind: "normal" as const,
    planned_rpe: r.plannedRpe,
  }));
  const ids = new Set(rows.map((r) => r.exerciseId));
  return new Map([...ids].map((id) => [id, rpeDrift(history, id)]));
}

/**
 * The load of one planned set and why it differs from the chart's. An RPE set is read off the
 * owner's chart (their own when they chose it) and moved when their last two sessions of the lift
 * both ran hot or both easy (decision 044); anything else is `plannedLoad` as written.
 */
function loadOf(
  set: Prescription,
  ctx: PlanContext,
  at: { exerciseId: number; load: number | null; step: number },
): { load: number | null; reason: string | null } {
  const e1rm = ctx.e1rms.get(at.exerciseId) ?? null;
  if (set.rpe === undefined || e1rm === null) {
    return { load: plannedLoad(set, { load: at.load, e1rm, step: at.step }), reason: null };
  }
  const { owner } = ctx;
  const advice = adviseLoad({
    e1rm,
    reps: set.reps,
    rpe: set.rpe,
    step: at.step,
    drift: ctx.drift.get(at.exerciseId) ?? [],
    fraction:
      owner.method === "personal" ? (reps, rpe) => personalChartFraction(owner.chart, reps, rpe) : rpePercent,
    unit: ctx.unit,
  });
  return { load: advice?.load ?? null, reason: advice?.reason ?? null };
}

/** The best e1RM of each exercise among the candidates, in `unit`, by the owner's method (and chart). */
export function bestE1rms(
  rows: Awaited<ReturnType<typeof listE1rmCandidates>>,
  owner: OwnerE1rm,
  unit: WeightUnit,
): Map<number, number> {
  const best = new Map<number, number>();
  for (const row of rows) {
    const { e1rm } = setFigures(row, owner.method, owner.chart);
    if (e1rm === null) continue;
    const value = roundTo(convertWeight(e1rm, row.weightUnit, unit), 1);
    if (value > (best.get(row.exerciseId) ?? 0)) best.set(row.exerciseId, value);
  }
  return best;
}

/**
 * The routine as the next start would plan it: each exercise's progress moved on by the last session
 * (when given), its sets with their loads and reps, and the reason the loads changed. Also the
 * progress to store once a start uses it.
 */
export function planRoutine(row: RoutineRow, ctx: PlanContext) {
  const progress: RoutineProgress = {};
  const exercises = row.exercises.map((doc): RoutineExercise => {
    const fixedUnit = doc.sets.find((s) => s.weight !== undefined)?.weight_unit ?? ctx.unit;
    let current = progressOf(doc.sets, row.progress[doc.exercise_id]);
    let reason: string | null = null;
    if (ctx.outcomes) {
      const step = advanceProgress({
        sets: doc.sets,
        progression: doc.progression,
        progress: current,
        outcome: ctx.outcomes.get(doc.exercise_id) ?? [],
        unit: fixedUnit,
        step: loadStep(ctx.plates[fixedUnit], fixedUnit),
      });
      current = step.progress;
      reason = step.reason;
    }
    progress[doc.exercise_id] = current;
    return {
      exercise_id: doc.exercise_id,
      // NOTE: an exercise deleted after the routine was written (possible while it has no logs) has no name.
      name: ctx.names.get(doc.exercise_id) ?? "Deleted exercise",
      rest_seconds: doc.rest_seconds ?? null,
      notes: doc.notes ?? null,
      progression: doc.progression ?? null,
      sets: doc.sets.map((set, i) => {
        const unit = set.weight !== undefined ? (set.weight_unit ?? ctx.unit) : ctx.unit;
        const { load, reason } = loadOf(set, ctx, {
          exerciseId: doc.exercise_id,
          load: current.loads[i] ?? null,
          step: loadStep(ctx.plates[unit], unit),
        });
        return {
          ...set,
          planned_weight: load,
          planned_unit: unit,
          planned_reps: current.reps[i] ?? set.reps,
          planned_reason: reason,
        };
      }),
      reason,
    };
  });
  return { exercises, progress };
}

/** The wire shape of a routine, its exercises already planned. */
export function toRoutine(row: RoutineWithStart, exercises: RoutineExercise[]): Routine {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    notes: row.notes,
    exercises,
    last_started: row.lastStarted?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Key-sorted JSON (jsonb does not keep key order), to tell whether an exercise was edited. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The progress of the exercises an edit left exactly as they were; an edited or new one starts over. */
export function progressKept(
  before: RoutineExerciseDoc[],
  after: RoutineExerciseDoc[],
  progress: RoutineProgress,
): RoutineProgress {
  const old = new Map(before.map((doc) => [doc.exercise_id, canonical(doc)]));
  return Object.fromEntries(
    after.flatMap((doc) => {
      const kept = progress[doc.exercise_id];
      return kept && old.get(doc.exercise_id) === canonical(doc) ? [[doc.exercise_id, kept]] : [];
    }),
  );
}
