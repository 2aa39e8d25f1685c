// FitNotes' spreadsheet export: a date without a time, the unit on every row, a comment per set.
import { readLocalDateTime, readReps, readText, readWeight, RowProblem } from "./values.js";
import { cell, readUnit, setOrSkip, type RowMapper } from "./rows.js";

/** FitNotes has no workout names: every day's sets become one session of this name. */
export const FITNOTES_WORKOUT = "FitNotes workout";

export const mapFitNotesRow: RowMapper = (record, { layout, timezone, unit }) => {
  const get = (field: Parameters<typeof cell>[2]) => cell(record, layout, field);
  const date = (get("date") ?? "").trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RowProblem(`Date "${date}" is not YYYY-MM-DD`);
  // NOTE: no time in the file: the session starts at midnight in the chosen zone and lasts 0 minutes.
  const start = readLocalDateTime(date, timezone);
  const exercise = readText(get("exercise"));
  if (!exercise) throw new RowProblem("The exercise name is empty");
  const figures = {
    reps: readReps(get("reps")),
    weight: readWeight(get("weight")),
    seconds: get("seconds"),
    distance: get("distance"),
  };
  const rest = {
    kind: "normal" as const,
    unit: readUnit(get("weightUnit"), unit),
    rpe: null,
    notes: readText(get("notes")),
  };
  const outcome = setOrSkip(figures, rest);
  if ("skip" in outcome) return outcome;
  const row = { start, end: null, workoutName: FITNOTES_WORKOUT, workoutNotes: null, exercise };
  return { row: { ...row, exerciseNotes: null, set: outcome.set } };
};
