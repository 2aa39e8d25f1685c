import type { Log, SetRow, WeightUnit } from "@topset/shared";
import { shownWeight } from "../../../lib/set-rows";

type Entry = { reps: number; weight: number; unit: WeightUnit };

// NOTE: kept in memory for this tab only: the last reps and weight typed per exercise, so the next
// set starts from them (the usual case between sets is "same again").
const lastEntries = new Map<number, Entry>();

export function rememberEntry(exerciseId: number, entry: Entry) {
  lastEntries.set(exerciseId, entry);
}

type Defaults = { reps?: number; weight?: number; rpe?: number | null; notes?: string | null };

/** Starting values of the set form: the set being modified, else the last entry, else the log's last set. */
export function setDefaults(log: Log, set: SetRow | undefined, unit: WeightUnit): Defaults {
  if (set) {
    return { reps: set.reps, weight: shownWeight(set, unit), rpe: set.rpe, notes: set.notes };
  }
  const memory = lastEntries.get(log.exercise_id);
  if (memory) {
    return {
      reps: memory.reps,
      weight: shownWeight({ weight: memory.weight, weight_unit: memory.unit }, unit),
    };
  }
  const last = log.sets.at(-1);
  return last ? { reps: last.reps, weight: shownWeight(last, unit) } : {};
}
