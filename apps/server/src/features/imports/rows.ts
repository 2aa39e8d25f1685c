// What every source's row mapper turns a CSV record into: one set of one exercise of one workout.
import type { WeightUnit } from "@topset/shared";
import type { setKinds } from "../../db/schema/index.js";
import type { Field, Layout } from "./detect.js";
import { MAX_DURATION_SECONDS, readNumber, RowProblem } from "./values.js";

export type SetKind = (typeof setKinds)[number];

export type ImportSet = {
  kind: SetKind;
  reps: number;
  weight: number;
  unit: WeightUnit;
  rpe: number | null;
  notes: string | null;
};

export type ImportRow = {
  start: Date;
  end: Date | null;
  workoutName: string;
  workoutNotes: string | null;
  exercise: string;
  exerciseNotes: string | null;
  /** null: a row that only carries a note (Strong's `Note` rows). */
  set: ImportSet | null;
};

export type RowOutcome = { row: ImportRow } | { skip: string };

export type RowContext = { layout: Layout; timezone: string; unit: WeightUnit };
export type RowMapper = (record: string[], ctx: RowContext) => RowOutcome;

/** Why rows are left out (the job's `skipped_reasons`). */
export const SKIP = {
  restTimer: "Rest timer rows",
  timed: "Timed or distance-only sets",
  zeroReps: "Sets with 0 reps",
  assisted: "Assisted sets (negative weight)",
} as const;

/** The cell of `field`, or undefined when the file has no such column. */
export const cell = (record: string[], layout: Layout, field: Field): string | undefined => {
  const i = layout.columns[field];
  return i === undefined ? undefined : record[i];
};

/** A set as the DB takes it, or why it is left out: 0 reps (timed, distance-only or empty), assisted. */
export function setOrSkip(
  figures: { reps: number; weight: number; seconds?: string; distance?: string },
  rest: Omit<ImportSet, "reps" | "weight">,
): { set: ImportSet } | { skip: string } {
  if (figures.reps === 0) {
    const timed = [figures.seconds, figures.distance].some((v) => /[1-9]/.test(v ?? ""));
    return { skip: timed ? SKIP.timed : SKIP.zeroReps };
  }
  if (figures.weight < 0) return { skip: SKIP.assisted };
  return { set: { ...rest, reps: figures.reps, weight: figures.weight } };
}

/** `lbs`, `lb`, `kgs`, `kg` (any case) as our unit; blank → `fallback`. */
export function readUnit(text: string | undefined, fallback: WeightUnit): WeightUnit {
  const raw = (text ?? "").trim().toLowerCase();
  if (raw === "") return fallback;
  if (/^(lb|lbs|pounds?)$/.test(raw)) return "lbs";
  if (/^(kg|kgs|kilograms?)$/.test(raw)) return "kg";
  throw new RowProblem(`Weight unit "${text}" is not kg or lbs`);
}

/** The end of a workout `seconds` after its start (clamped), or null when unknown. */
export const endAfter = (start: Date, seconds: number | null): Date | null =>
  seconds === null ? null : new Date(start.getTime() + Math.min(seconds, MAX_DURATION_SECONDS) * 1000);

export { readNumber };
