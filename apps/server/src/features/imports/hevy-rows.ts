// Hevy's `workout_data.csv`: the unit in the column name, local times without seconds or zone.
import { readHevyDateTime, readReps, readRpe, readText, readWeight, RowProblem } from "./values.js";
import { cell, endAfter, setOrSkip, type RowMapper, type SetKind } from "./rows.js";

const KINDS: Record<string, SetKind> = {
  warmup: "warmup",
  dropset: "drop",
  failure: "failure",
  normal: "normal",
};

export const mapHevyRow: RowMapper = (record, { layout, timezone, unit }) => {
  const get = (field: Parameters<typeof cell>[2]) => cell(record, layout, field);
  const start = readHevyDateTime(get("date"), timezone, "start_time");
  const endText = (get("endDate") ?? "").trim();
  const end = endText ? readHevyDateTime(endText, timezone, "end_time") : null;
  const exercise = readText(get("exercise"));
  if (!exercise) throw new RowProblem("The exercise title is empty");
  const seconds = end && end >= start ? (end.getTime() - start.getTime()) / 1000 : null;
  const figures = {
    reps: readReps(get("reps")),
    weight: readWeight(get("weight")),
    seconds: get("seconds"),
    distance: get("distance"),
  };
  const type = (get("setType") ?? "").trim().toLowerCase();
  const rest = {
    kind: KINDS[type] ?? "normal",
    unit: layout.headerUnit ?? unit,
    rpe: readRpe(get("rpe")),
    notes: null,
  };
  const outcome = setOrSkip(figures, rest);
  if ("skip" in outcome) return outcome;
  return {
    row: {
      start,
      end: endAfter(start, seconds),
      workoutName: readText(get("workoutName")) ?? "Workout",
      workoutNotes: readText(get("workoutNotes")),
      exercise,
      exerciseNotes: readText(get("notes")),
      set: outcome.set,
    },
  };
};
