// Strong's three dialects (and our own export, which is Strong's common layout).
import {
  readDurationSeconds,
  readDurationText,
  readLocalDateTime,
  readReps,
  readRpe,
  readText,
  readWeight,
  RowProblem,
} from "./values.js";
import { cell, endAfter, readUnit, setOrSkip, SKIP, type RowMapper, type SetKind } from "./rows.js";

const KINDS: Record<string, SetKind> = { w: "warmup", d: "drop", f: "failure" };
/** `Rest Timer` rows, in the languages seen; other translations are recognised by their zero figures. */
const REST_TIMER = new Set(["rest timer", "ruhezeit"]);
const NOTE = new Set(["note", "notiz"]);

export const mapStrongRow: RowMapper = (record, { layout, timezone, unit }) => {
  const get = (field: Parameters<typeof cell>[2]) => cell(record, layout, field);
  const order = (get("setOrder") ?? "").trim();
  const lower = order.toLowerCase();
  const start = readLocalDateTime(get("date"), timezone);
  const seconds =
    layout.columns.durationSeconds !== undefined
      ? readDurationSeconds(get("durationSeconds"))
      : readDurationText(get("duration"));
  const row = {
    start,
    end: endAfter(start, seconds),
    workoutName: readText(get("workoutName")) ?? "Workout",
    workoutNotes: readText(get("workoutNotes")),
    exercise: readText(get("exercise")) ?? "",
    exerciseNotes: readText(get("notes")),
  };
  if (REST_TIMER.has(lower)) return { skip: SKIP.restTimer };
  if (NOTE.has(lower)) return { row: { ...row, set: null } };
  if (!row.exercise) throw new RowProblem("The exercise name is empty");
  const reps = readReps(get("reps"));
  const weight = readWeight(get("weight"));
  let kind: SetKind;
  if (/^\d+(\.0+)?$/.test(order)) kind = "normal";
  else if (KINDS[lower]) kind = KINDS[lower];
  else if (reps === 0 && weight === 0) return { skip: SKIP.restTimer };
  else throw new RowProblem(`Set order "${order}" is not a number, W, D or F`);
  const figures = { reps, weight, seconds: get("seconds"), distance: get("distance") };
  const rest = {
    kind,
    unit: layout.headerUnit ?? readUnit(get("weightUnit"), unit),
    rpe: readRpe(get("rpe")),
    notes: null,
  };
  const outcome = setOrSkip(figures, rest);
  return "skip" in outcome ? outcome : { row: { ...row, set: outcome.set } };
};
